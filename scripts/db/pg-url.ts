/** Returns the connection string with its database name replaced. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** The database name a connection string points at. */
export function databaseName(connectionString: string): string {
  const name = decodeURIComponent(new URL(connectionString).pathname.replace(/^\//, ""));
  if (!name) throw new Error(`No database name in ${redactUrl(connectionString)}`);
  return name;
}

/** The connection string without its password, for logs. */
export function redactUrl(connectionString: string): string {
  const url = new URL(connectionString);
  if (url.password) url.password = "***";
  return url.toString();
}

/** A double-quoted SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
