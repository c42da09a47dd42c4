// The fleet's network: the proxy in its own network namespace, joined to this host by a veth pair,
// so the app processes see the proxy's address, never the client's, on every proxied request:
//
//   host (root namespace)                      namespace `inapfleet`
//   10.213.0.1        apps listen here  <--->  10.213.0.2   nginx
//   10.213.1-4.1-250  client addresses (1,000: the load takes a fresh one per ~14 bookings)
//
// A client binds one of its addresses and connects to the proxy; the apps trust 10.213.0.2 only
// (TRUST_PROXY), so the client address they use comes from the X-Forwarded-For nginx writes.
import { execFileSync } from "node:child_process";

export const NAMESPACE = "inapfleet";
const HOST_LINK = "inapfleet-h";
const NS_LINK = "inapfleet-n";
const PREFIX = "10.213.0";
export const HOST_ADDRESS = `${PREFIX}.1`;
export const PROXY_ADDRESS = `${PREFIX}.2`;
const CLIENT_COUNT = 1_000;
const CLIENTS_PER_BLOCK = 250;

export interface FleetNetwork {
  /** The addresses clients may bind, all routed through the proxy's namespace. */
  clientAddresses: string[];
  /** Runs a command inside the proxy's namespace. */
  inNamespace(command: string[]): string[];
}

function ip(args: string[], input?: string): string {
  return execFileSync("ip", args, {
    encoding: "utf8",
    input,
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
}

function namespaceExists(): boolean {
  return ip(["netns", "list"])
    .split("\n")
    .some((line) => line.split(" ")[0] === NAMESPACE);
}

/** What a run left behind (one killed before its clean-up): the processes in our namespace, the namespace, the link. */
export function removeNetwork(log: (message: string) => void = () => {}): void {
  if (namespaceExists()) {
    const pids = ip(["netns", "pids", NAMESPACE]).split("\n").filter(Boolean).map(Number);
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    ip(["netns", "del", NAMESPACE]);
    log(`network: namespace ${NAMESPACE} removed${pids.length ? ` (and ${pids.length} process(es) in it)` : ""}`);
  }
  // Deleting one end of a veth pair deletes both; the namespace's end went with the namespace.
  try {
    ip(["link", "del", HOST_LINK]);
  } catch {
    // not there (the usual case)
  }
}

export function createNetwork(log: (message: string) => void): FleetNetwork {
  removeNetwork(log);
  const clientAddresses = Array.from(
    { length: CLIENT_COUNT },
    (_, i) => `10.213.${1 + Math.floor(i / CLIENTS_PER_BLOCK)}.${1 + (i % CLIENTS_PER_BLOCK)}`,
  );
  // Two batches (the host's side, then the namespace's): 1,000 client addresses are one `ip` process, not 1,000.
  const host = [
    `netns add ${NAMESPACE}`,
    `link add ${HOST_LINK} type veth peer name ${NS_LINK}`,
    `link set ${NS_LINK} netns ${NAMESPACE}`,
    `addr add ${HOST_ADDRESS}/16 dev ${HOST_LINK}`,
    ...clientAddresses.map((address) => `addr add ${address}/32 dev ${HOST_LINK}`),
    `link set ${HOST_LINK} up`,
  ];
  const inside = [`addr add ${PROXY_ADDRESS}/16 dev ${NS_LINK}`, `link set ${NS_LINK} up`, "link set lo up"];
  ip(["-batch", "-"], `${host.join("\n")}\n`);
  ip(["-n", NAMESPACE, "-batch", "-"], `${inside.join("\n")}\n`);
  log(
    `network: namespace ${NAMESPACE}, proxy ${PROXY_ADDRESS}, apps on ${HOST_ADDRESS}, ${clientAddresses.length} client addresses`,
  );
  return {
    clientAddresses,
    inNamespace: (command) => ["ip", "netns", "exec", NAMESPACE, ...command],
  };
}

/** Why the fleet cannot build its network here, or undefined when it can. */
export function networkUnavailable(): string | undefined {
  if (process.platform !== "linux") return "network namespaces need Linux";
  if (process.getuid?.() !== 0) return "network namespaces need root (run as root, as CI does, or with sudo)";
  return undefined;
}
