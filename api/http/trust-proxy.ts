// Which proxies' X-Forwarded-For the server believes (TRUST_PROXY), as Express's `trust proxy`
// value. Every rate limit, hold cap and log line reads the client address Express resolves from it.
//   off (default)      no proxy in front: the peer is the client
//   2                  two proxies in front (e.g. a cloud load balancer, then nginx): believe that many hops
//   10.0.0.5,10.1.0.0/16   believe these addresses or CIDRs (and the names loopback, linklocal, uniquelocal)
// Loopback is believed in every case: the web app's own /v1 calls (in-process or over 127.0.0.1)
// carry the visitor's address that way, and nothing outside this machine connects from it.
import { isIP } from "node:net";

export type TrustProxy = number | string[];

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  if (prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The `trust proxy` setting for TRUST_PROXY; throws one line saying what is wrong. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? "").trim();
  if (value === "" || value === "off" || value === "false" || value === "0") return ["loopback"];
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY=${value}: a hop count of at most 10 is expected`);
    return hops;
  }
  if (value === "true" || value === "all" || value === "*") {
    throw new Error(
      `TRUST_PROXY=${value} would believe any client's X-Forwarded-For (every limit could be dodged): give the hop count or the proxies' addresses`,
    );
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY: ${wrong.map((w) => `"${w}"`).join(", ")} is not an address, a CIDR, loopback, linklocal or uniquelocal (or use a hop count, or off)`,
    );
  }
  return [...new Set([...entries, "loopback"])];
}
