import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { migrationAdapterFactory } from "./adapter";

// Prisma's schema engine, compiled to WebAssembly, driven through the pg driver adapter: the CLI would
// otherwise download a native engine binary, which this project must never do.
type Glue = typeof glue & { __wbg_set_wasm(exports: WebAssembly.Exports): void };
type WasmStart = { __wbindgen_start(): void };

let loaded: Promise<void> | undefined;

async function loadWasm(): Promise<void> {
  // A Rust panic reports through this registry; without it the panic surfaces as an unrelated TypeError.
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message: string) {
      console.error(`[schema-engine] panic: ${message}`);
    },
  };
  const require = createRequire(import.meta.url);
  const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = gluePath.replace(/schema_engine_bg\.js$/, "schema_engine_bg.wasm");
  const bytes = await readFile(wasmPath);
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
  (glue as Glue).__wbg_set_wasm(instance.exports);
  (instance.exports as unknown as WasmStart).__wbindgen_start();
}

/** Runs `work` with a schema engine connected to `connectionString`, and always frees it. */
export async function withSchemaEngine<T>(
  connectionString: string,
  datamodel: { path: string; content: string },
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  loaded ??= loadWasm();
  await loaded;
  const log = (line: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(`[schema-engine] ${line}`);
  };
  const { factory, close } = migrationAdapterFactory(connectionString);
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  const engine = await glue.SchemaEngine.new({ datamodels: [[datamodel.path, datamodel.content]] }, log, adapter);
  try {
    return await work(engine);
  } finally {
    engine.free();
    await close();
  }
}
