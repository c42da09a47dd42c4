/** The same server as `url`, database `name`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A connection for CREATE/DROP DATABASE: the maintenance database of the same server. */
export function adminUrl(url: string): string {
  return databaseUrl(url, "postgres");
}
