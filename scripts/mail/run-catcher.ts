// Standalone mail catcher for local development: `npx tsx scripts/mail/run-catcher.ts`.
import { startMailCatcher } from "./catcher";

async function main(): Promise<void> {
  const catcher = await startMailCatcher({ smtpPort: 1025, httpPort: 1080 });
  console.log(`Mail catcher SMTP: ${catcher.smtpUrl}`);
  console.log(`Mail catcher inbox: ${catcher.webUrl}`);

  let stopping = false;
  const shutdown = (): void => {
    // A second Ctrl+C while closing should not start a second shutdown.
    if (stopping) return;
    stopping = true;
    catcher.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err: unknown) => {
  console.error("Mail catcher failed to start:", err);
  process.exit(1);
});
