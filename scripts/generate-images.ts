// Writes the demo catalog's product pictures to public/products/. Deterministic: re-running changes no bytes.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { demoCatalog } from "../prisma/seed/catalog";
import { renderProductImages } from "./images/render";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");

async function main(): Promise<void> {
  let count = 0;
  let largest = 0;
  for (const product of demoCatalog) {
    for (const image of renderProductImages(product)) {
      const file = path.join(publicDir, image.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, image.svg);
      largest = Math.max(largest, Buffer.byteLength(image.svg));
      count++;
    }
  }
  console.log(
    `Wrote ${count} images for ${demoCatalog.length} products to public/products/ (largest ${(largest / 1024).toFixed(1)} KB).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
