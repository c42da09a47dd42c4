import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deploymentConf, fleetConf } from "./proxy.ts";

const upstreams = [
  { name: "a", address: "10.0.1.11:3000" },
  { name: "b", address: "10.0.1.12:3000" },
];

describe("the proxy's configuration", () => {
  it("is the one README's How it scales shows (the fleet tests what a deployment copies)", () => {
    const readme = readFileSync(path.join(import.meta.dirname, "..", "..", "README.md"), "utf8");
    const tls = { certificate: "/etc/ssl/inap/fullchain.pem", key: "/etc/ssl/inap/privkey.pem" };
    expect(readme).toContain(`\`\`\`nginx\n${deploymentConf(upstreams, "443 ssl http2", "inap", tls)}\n\`\`\``);
  });

  it("in the fleet: the deployment's part sent through the pin map, whose default is the whole upstream", () => {
    const conf = fleetConf({ upstreams, listen: "10.213.0.2:8080", dir: "/tmp/x" });
    expect(conf).toContain("proxy_pass http://$inap_upstream;");
    expect(conf).toMatch(/map \$http_x_fleet_pin \$inap_upstream \{\s+default inap;\s+a inap_a;\s+b inap_b;/);
    expect(conf.replace("proxy_pass http://$inap_upstream;", "proxy_pass http://inap;")).toContain(
      deploymentConf(upstreams, "10.213.0.2:8080")
        .split("\n")
        .map((line) => (line ? `    ${line}` : line))
        .join("\n"),
    );
  });
});
