// nginx in front of the bench's server as a deployment runs it (README, "How it scales"): TLS with
// a certificate made for the run, so Chromium speaks HTTP/2 to it (decision 088).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureProxyPackages, startProxy, tlsProxyConf } from "../../scripts/fleet/proxy.ts";
import { freePort } from "./process.ts";

export interface TlsProxy {
  /** https://127.0.0.1:PORT */
  origin: string;
  stop(): Promise<void>;
}

export async function startTlsProxy(upstreamBaseUrl: string, log: (message: string) => void): Promise<TlsProxy> {
  ensureProxyPackages(log);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-tls-proxy-"));
  const tls = { certificate: path.join(dir, "cert.pem"), key: path.join(dir, "key.pem") };
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      tls.key,
      "-out",
      tls.certificate,
    ]),
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the proxy's certificate: ${made.stderr.trim()}`);
  const port = await freePort();
  const upstream = { name: "app", address: new URL(upstreamBaseUrl).host };
  const proxy = await startProxy({
    command: (args) => args,
    conf: tlsProxyConf({ upstream, listen: `127.0.0.1:${port}`, dir, tls }),
    dir,
    host: "127.0.0.1",
    port,
    log,
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: async () => {
      await proxy.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
