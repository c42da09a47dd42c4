// How the web app's /v1 client reaches /v1 (decision 036): over HTTP, or, when /v1 runs in the
// same process (API_BASE_URL unset), by handing the request to the same Express app without a
// socket. server.ts installs the in-process transport; app/lib/api.server.ts uses whichever is
// installed. The slot is a global symbol because server.ts and the app's server bundle each load
// their own copy of this module.

/** One /v1 request as the client sends it: `target` is the path under /v1 with its query. */
export interface V1Request {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal;
}

/** The answer: status, headers (by lower-case name) and the body as text. */
export interface V1Answer {
  status: number;
  statusText: string;
  header(name: string): string | null;
  text: string;
}

export type V1Transport = (request: V1Request) => Promise<V1Answer>;

const SLOT = Symbol.for("inap.v1-transport");
type Slot = { [SLOT]?: V1Transport };

/** Installs (or, with undefined, removes) the in-process transport. */
export function installV1Transport(transport: V1Transport | undefined): void {
  (globalThis as Slot)[SLOT] = transport;
}

/** The in-process transport, when server.ts installed one. */
export function installedV1Transport(): V1Transport | undefined {
  return (globalThis as Slot)[SLOT];
}
