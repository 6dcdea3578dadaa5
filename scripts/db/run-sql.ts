import pg from "pg";

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function runSql(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
