import { randomUUID } from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlQueryable,
  type SqlResultSet,
} from "@prisma/driver-adapter-utils";
import { quoteIdent, withDatabase } from "./pg-url";

// Postgres' one-byte `"char"` type (OID 18) is what the schema engine's describer reads from
// pg_constraint.contype and friends. @prisma/adapter-pg 7.10 has no mapping for it and throws
// "UnsupportedNativeDataType", so migrations cannot even inspect the database. We let pg parse it as text
// and tell the engine the column is a Character, which is what it expects (plain Text panics on PG 18).
const CHAR_OID = 18;
const TEXT_OID = 25;
const charColumns = new Set<string>();

type RowDescription = { fields: { name: string; dataTypeID: number }[] };
// A property, not a method: the original is kept unbound and called with .call(this) below.
type QueryInternals = { handleRowDescription: (this: QueryInternals, message: RowDescription) => void };
let patched = false;

function patchRowDescriptions(): void {
  if (patched) return;
  patched = true;
  const prototype = (pg as unknown as { Query: { prototype: QueryInternals } }).Query.prototype;
  const original = prototype.handleRowDescription;
  prototype.handleRowDescription = function handleRowDescription(this: QueryInternals, message: RowDescription) {
    for (const field of message.fields) {
      if (field.dataTypeID === CHAR_OID) {
        charColumns.add(field.name);
        field.dataTypeID = TEXT_OID;
      }
    }
    original.call(this, message);
  };
}

function retypeCharColumns(result: SqlResultSet): SqlResultSet {
  if (charColumns.size === 0) return result;
  const columnTypes = result.columnTypes.map((type, index) => {
    const name = result.columnNames[index];
    return name !== undefined && charColumns.has(name) && type === ColumnTypeEnum.Text
      ? ColumnTypeEnum.Character
      : type;
  });
  return { ...result, columnTypes };
}

function withCharFix<T extends SqlQueryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query: SqlQuery) => retypeCharColumns(await queryRaw(query));
  return queryable;
}

function fixAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  withCharFix(adapter);
  // @prisma/adapter-pg runs a script by cutting it at every ";", which splits a function body ($$ … ; … $$) apart.
  // Prisma's native engine sends a migration whole, as one simple query (which Postgres runs as one transaction);
  // so does this.
  // underlyingDriver() is PrismaPg's (its pg.Pool), not part of the adapter interface.
  const underlying: unknown = Reflect.get(adapter, "underlyingDriver");
  const driver: unknown = typeof underlying === "function" ? underlying.call(adapter) : undefined;
  if (driver instanceof pg.Pool) {
    adapter.executeScript = async (script: string) => {
      await driver.query(script);
    };
  }
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => withCharFix(await startTransaction(isolationLevel));
  return adapter;
}

/**
 * A migration-aware adapter factory for the WebAssembly schema engine.
 * The shadow database is ours rather than PrismaPg's: its own connects the "shadow" to the main database
 * when given a connection string, and drops the database before closing its pool (so the drop fails).
 */
export function migrationAdapterFactory(connectionString: string): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  close: () => Promise<void>;
} {
  patchRowDescriptions();
  const main = new PrismaPg({ connectionString });
  // The engine does not dispose its connections when freed; left open, the pool keeps the process alive and
  // holds Prisma's migration advisory lock until it idles out.
  const open = new Set<SqlDriverAdapter>();
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => {
      const adapter = fixAdapter(await main.connect());
      open.add(adapter);
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        open.delete(adapter);
        await dispose();
      };
      return adapter;
    },
    connectToShadowDb: async () => {
      const name = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
      } finally {
        await admin.end();
      }
      const shadow = fixAdapter(
        await new PrismaPg({ connectionString: withDatabase(connectionString, name) }).connect(),
      );
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        const cleaner = new pg.Client({ connectionString });
        await cleaner.connect();
        try {
          await cleaner.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
        } finally {
          await cleaner.end();
        }
      };
      return shadow;
    },
  };
  return {
    factory,
    close: async () => {
      await Promise.all([...open].map((adapter) => adapter.dispose()));
    },
  };
}
