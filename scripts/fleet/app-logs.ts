// The apps' logs, read after the run: their access lines against nginx's (every proxied request
// logged with the real client's address, never the proxy's, under the request id nginx gave it),
// and who led the background jobs when.
import { existsSync, readFileSync } from "node:fs";

export interface AccessAgreement {
  /** App access lines of requests that came through the proxy (nginx's request id). */
  proxied: number;
  /** Of those, lines whose client is the proxy's address. */
  clientIsProxy: number;
  /** Of those, lines whose client is not the address nginx saw for that request id. */
  clientDiffers: number;
}

export function compareAccessLines(appLogs: string[], nginxLog: string, proxyAddress: string): AccessAgreement {
  // nginx: `$remote_addr "$request" $status $upstream_addr $upstream_status $request_time $request_id`
  const clientOf = new Map<string, string>();
  for (const line of existsSync(nginxLog) ? readFileSync(nginxLog, "utf8").split("\n") : []) {
    const fields = line.split(" ");
    if (fields.length > 2) clientOf.set(fields.at(-1)!, fields[0]!);
  }
  const result: AccessAgreement = { proxied: 0, clientIsProxy: 0, clientDiffers: 0 };
  for (const file of appLogs) {
    for (const line of existsSync(file) ? readFileSync(file, "utf8").split("\n") : []) {
      if (!line.includes('"msg":"request"')) continue;
      let entry: { requestId?: string; client?: string };
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      const client = entry.requestId ? clientOf.get(entry.requestId) : undefined;
      if (client === undefined) continue;
      result.proxied++;
      if (entry.client === proxyAddress) result.clientIsProxy++;
      else if (entry.client !== client) result.clientDiffers++;
    }
  }
  return result;
}

/** "a 08:26:35, b 08:27:40": which process took the lead of the background jobs, and when. */
export function leadershipOrder(appLogs: Record<string, string>): string {
  const taken: { app: string; time: string }[] = [];
  for (const [app, file] of Object.entries(appLogs)) {
    for (const line of existsSync(file) ? readFileSync(file, "utf8").split("\n") : []) {
      if (!line.includes("leading the fleet")) continue;
      const time = /"time":"([^"]+)"/.exec(line)?.[1];
      if (time) taken.push({ app, time });
    }
  }
  return taken
    .sort((x, y) => x.time.localeCompare(y.time))
    .map((t) => `${t.app} ${t.time.slice(11, 19)}`)
    .join(", ");
}
