// npm run images:migrate — copies the photos of the disk store ($ATELIER_DATA_DIR/uploads, else .data/uploads) into
// the bucket of the S3_* variables, names unchanged; run before switching to IMAGE_STORE=s3 (docs/operations.md).
import path from "node:path";
import { S3_REQUIRED } from "@/lib/env-schema";
import { copyDiskStoreToBucket } from "@/lib/images/copy-to-bucket";
import { checkBucket, s3SettingsOf } from "@/lib/images/s3-store";
import { loadDotEnv } from "./runtime/env-file";
import { DATA_DIR, shortPath } from "./runtime/paths";
import { preflightEnvironment } from "./runtime/preflight";

const say = (line: string) => console.log(`[atelier] ${line}`);
function refuse(line: string): never {
  console.error(`[atelier] ${line}`);
  process.exit(1);
}

loadDotEnv();
// The S3 SDK's notice that its releases after January 2027 will need Node 22 (the version here is pinned).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const checked = preflightEnvironment(process.env);
if (!checked.ok) refuse(checked.problems.join("\n[atelier] "));
const config = checked.env;
const settings =
  s3SettingsOf(config) ??
  refuse(`images:migrate needs ${S3_REQUIRED.filter((name) => !config[name]).join(", ")} (the bucket to copy into)`);
const bucket = await checkBucket(settings);
if (!bucket.ok) refuse(bucket.line);

const root = path.join(DATA_DIR, "uploads");
say(
  `Copying ${shortPath(root)} into the bucket "${settings.bucket}" (names unchanged, what is there already is left as it is)`,
);
try {
  const count = await copyDiskStoreToBucket(root, settings, say);
  for (const name of count.skipped) say(`Left out ${name}: not a picture of the store`);
  say(`Done: ${count.copied} copied, ${count.alreadyThere} already in the bucket, of ${count.files} files`);
  process.exit(0);
} catch (error) {
  refuse(
    `Stopped: ${error instanceof Error ? error.message : String(error)} (run it again to go on: what is copied stays)`,
  );
}
