// The reverse proxy: Debian's nginx, installed by the script when missing (as scripts/test-all.ts
// installs Chromium), run in the fleet's network namespace with the configuration below. The
// part a deployment copies is `deploymentConf` (README "How it scales"); the fleet adds only what
// the test needs to observe and steer: which upstream answered, and a pin to one process.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const NGINX = "/usr/sbin/nginx";

/** nginx and iproute2 from Debian's packages; refuses plainly where it cannot install them. */
export function ensureProxyPackages(log: (message: string) => void): void {
  const missing = [
    existsSync(NGINX) ? undefined : "nginx",
    existsSync("/usr/sbin/ip") || existsSync("/sbin/ip") || existsSync("/usr/bin/ip") ? undefined : "iproute2",
  ].filter((name): name is string => name !== undefined);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${missing.join(" and ")} missing: run 'sudo apt-get install -y ${missing.join(" ")}'`);
  log(`installing Debian's ${missing.join(" and ")}...`);
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...missing],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
}

export interface Upstream {
  name: string;
  address: string;
}

/**
 * What a deployment needs in its `http {}` block: the app processes as one upstream, passive
 * health checks, and a retry on the next process for what can be retried (nginx never repeats a
 * POST that reached a process; the API's Idempotency-Key makes the client's own retry safe).
 */
export function deploymentConf(
  upstreams: Upstream[],
  listen: string,
  target = "inap",
  tls?: { certificate: string; key: string },
): string {
  const certificates = tls ? `\n    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};` : "";
  return `upstream inap {
    ${upstreams.map((u) => `server ${u.address} max_fails=1 fail_timeout=5s;`).join("\n    ")}
    keepalive 32;
    # Shorter than the apps keep an idle connection (65 s, server.ts), so nginx closes it first.
    keepalive_timeout 60s;
}

server {
    listen ${listen};${certificates}
    client_max_body_size 1m;

    location / {
        proxy_pass http://${target};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        # The apps believe this only from the proxy's address (TRUST_PROXY): a client's own
        # X-Forwarded-For stays to the left of the address nginx appends, and is not used.
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Request-Id $request_id;
        # A process that refuses the connection, resets it or answers 502-504 is skipped; GET and
        # HEAD are then sent to the next one. A POST is retried only if it never reached a process.
        proxy_next_upstream error timeout http_502 http_503 http_504;
        proxy_next_upstream_tries 2;
        proxy_connect_timeout 2s;
        proxy_read_timeout 30s;
    }
}`;
}

/** The fleet's nginx.conf: the deployment's part, plus a response header naming the upstream and an X-Fleet-Pin map. */
export function fleetConf(options: { upstreams: Upstream[]; listen: string; dir: string }): string {
  const { upstreams, listen, dir } = options;
  const pins = upstreams.map((u) => `    ${u.name} inap_${u.name};`).join("\n");
  const pinned = upstreams.map((u) => `upstream inap_${u.name} {\n    server ${u.address};\n}`).join("\n");
  return nginxConf(
    dir,
    "one fleet run",
    `    log_format fleet '$remote_addr "$request" $status $upstream_addr $upstream_status $request_time $request_id';
    access_log ${dir}/access.log fleet;

    # Fleet only: X-Fleet-Pin: a|b sends a request to that process (the cross-process scenarios),
    # and every answer names the upstream(s) that handled it.
    map $http_x_fleet_pin $inap_upstream {
        default inap;
${pins}
    }
${pinned}
    add_header X-Fleet-Upstream $upstream_addr always;

${indented(deploymentConf(upstreams, listen, "$inap_upstream"))}`,
  );
}

/**
 * nginx in front of one app the way a deployment runs it: TLS, so the browser speaks HTTP/2 (the
 * bench's slow network measures the page through it; decision 088). `certificate` and `key` are PEM files.
 */
export function tlsProxyConf(options: {
  upstream: Upstream;
  listen: string;
  dir: string;
  tls: { certificate: string; key: string };
}): string {
  const { upstream, listen, dir, tls } = options;
  return nginxConf(
    dir,
    "a TLS proxy",
    `    access_log off;\n\n${indented(deploymentConf([upstream], `${listen} ssl http2`, "inap", tls))}`,
  );
}

/** A whole nginx.conf for a proxy run by a script: everything it writes stays in `dir`. */
function nginxConf(dir: string, purpose: string, http: string): string {
  return `# Generated by scripts/fleet/proxy.ts for ${purpose}.
worker_processes 1;
user root;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }

http {
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

${http}
}
`;
}

const indented = (conf: string) =>
  conf
    .split("\n")
    .map((line) => (line ? `    ${line}` : line))
    .join("\n");

export interface RunningProxy {
  child: ChildProcess;
  accessLog: string;
  stop(): Promise<void>;
}

export async function startProxy(options: {
  command: (args: string[]) => string[];
  conf: string;
  dir: string;
  host: string;
  port: number;
  log: (message: string) => void;
}): Promise<RunningProxy> {
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(path.join(options.dir, sub), { recursive: true });
  const confFile = path.join(options.dir, "nginx.conf");
  writeFileSync(confFile, options.conf);
  const [testCommand, ...testArgs] = options.command([NGINX, "-t", "-q", "-c", confFile]);
  const test = spawnSync(testCommand!, testArgs, { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused ${confFile}: ${test.stderr.trim()}`);
  const [command, ...args] = options.command([NGINX, "-c", confFile]);
  const child = spawn(command!, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(options.host, options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      const errors = existsSync(path.join(options.dir, "error.log"))
        ? readFileSync(path.join(options.dir, "error.log"), "utf8")
        : "";
      throw new Error(`nginx did not start: ${stderr}${errors}`.trim());
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  options.log(`proxy: nginx ${nginxVersion()} on ${options.host}:${options.port} (pid ${child.pid})`);
  return {
    child,
    accessLog: path.join(options.dir, "access.log"),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function nginxVersion(): string {
  return spawnSync(NGINX, ["-v"], { encoding: "utf8" })
    .stderr.trim()
    .replace(/^nginx version: nginx\//, "");
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
