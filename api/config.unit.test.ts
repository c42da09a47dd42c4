// Issue 9 item 11: real parts refuse the public secrets; the demo start needs none.
import express from "express";
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_APP_KEY, DEVELOPMENT_SESSION_SECRET, loadConfig, publicUrlFrom } from "./config.ts";
import { strictTransportSecurity } from "./http/transport-security.ts";

const own = { APP_KEY: "a-real-app-key-0123456789", SESSION_SECRET: "a-real-session-secret-0123456789" };

describe("loadConfig with real parts", () => {
  it("the demo start (no real part) runs on the development secrets, in demo mode", () => {
    const config = loadConfig({ NODE_ENV: "production" });
    expect(config.usesDevelopmentAppKey).toBe(true);
    expect(config.demoMode).toBe(true);
  });

  it.each([
    ["DATABASE_URL", "postgres://u@db.example/inap"],
    ["SMTP_URL", "smtp://mail.example:587"],
    ["MIDTRANS_SERVER_KEY", "SB-Mid-server-abcdef"],
  ])("%s set: the public APP_KEY or SESSION_SECRET is refused, own secrets are accepted", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(/APP_KEY and SESSION_SECRET/);
    expect(() =>
      loadConfig({ [name]: value, APP_KEY: DEVELOPMENT_APP_KEY, SESSION_SECRET: own.SESSION_SECRET }),
    ).toThrow(/set APP_KEY to your own/);
    expect(() =>
      loadConfig({ [name]: value, APP_KEY: own.APP_KEY, SESSION_SECRET: DEVELOPMENT_SESSION_SECRET }),
    ).toThrow(/set SESSION_SECRET to your own/);
    expect(() => loadConfig({ ...allReal, [name]: value, ...own })).not.toThrow();
  });
});

// Issue 21: a deployment with any real part never runs a demo part unless it is named.
const allReal = {
  DATABASE_URL: "postgres://u@db.example/inap",
  SMTP_URL: "smtp://mail.example:587",
  MIDTRANS_SERVER_KEY: "Mid-server-abcdef",
  DIGIFLAZZ_USERNAME: "buyer",
  DIGIFLAZZ_API_KEY: "dev-key-123",
  DIGIFLAZZ_WEBHOOK_SECRET: "hook-secret-123",
  ...own,
};

describe("demo parts only in demo mode", () => {
  it("every real part configured: demo mode is off", () => {
    expect(loadConfig(allReal).demoMode).toBe(false);
  });

  it.each([
    [
      "DATABASE_URL",
      /DATABASE_URL is set, so this is a real deployment, but payments \(MIDTRANS_SERVER_KEY\), mail \(SMTP_URL\), top-up biller \(DIGIFLAZZ_USERNAME and DIGIFLAZZ_API_KEY\) are not configured/,
    ],
    ["MIDTRANS_SERVER_KEY", /but database \(DATABASE_URL\), mail \(SMTP_URL\), top-up biller/],
    ["SMTP_URL", /but database \(DATABASE_URL\), payments \(MIDTRANS_SERVER_KEY\), top-up biller/],
  ])("only %s: refuses to start with one line naming what is missing and DEMO_MODE", (name, message) => {
    const env = { [name]: allReal[name as keyof typeof allReal], ...own };
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(/or set DEMO_MODE=true to run the demo parts/);
  });

  it("names the one missing part alone", () => {
    const { SMTP_URL: _smtp, ...withoutMail } = allReal;
    expect(() => loadConfig(withoutMail)).toThrow(
      /but mail \(SMTP_URL\) is not configured: set it, or set DEMO_MODE=true/,
    );
  });

  it("DEMO_MODE=true runs the demo parts beside real ones on purpose (the bench, a staging site)", () => {
    expect(loadConfig({ DATABASE_URL: allReal.DATABASE_URL, DEMO_MODE: "true", ...own }).demoMode).toBe(true);
  });

  it("DEMO_MODE=false with nothing real refuses instead of running demo parts", () => {
    expect(() => loadConfig({ DEMO_MODE: "false" })).toThrow(
      /DEMO_MODE=false, so this is a real deployment, but database/,
    );
  });

  it("the real biller needs its own callback secret", () => {
    const { DIGIFLAZZ_WEBHOOK_SECRET: _secret, ...withoutSecret } = allReal;
    expect(() => loadConfig(withoutSecret)).toThrow(/DIGIFLAZZ_WEBHOOK_SECRET is not/);
  });

  it("TRUST_PROXY is parsed at start, and a wrong value refuses to start", () => {
    expect(loadConfig({}).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.local" })).toThrow(/TRUST_PROXY: "proxy.local" is not an address/);
  });

  it("METRICS_TOKEN: unset or blank means no /metrics; a short or spaced token refuses to start", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: "0123456789 abcdef" })).toThrow(
      /METRICS_TOKEN: must be printable ASCII without spaces/,
    );
  });
});

describe("HSTS", () => {
  const headerFor = async (env: string, publicUrl: string) => {
    const app = express();
    app.use(strictTransportSecurity({ env, publicUrl }));
    app.get("/", (_req, res) => void res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    server.close();
    return answer.headers.get("strict-transport-security");
  };
  it("is sent in production behind HTTPS only", async () => {
    expect(await headerFor("production", "https://inap.example")).toBe("max-age=31536000; includeSubDomains");
    expect(await headerFor("production", "http://localhost:3000")).toBeNull();
    expect(await headerFor("development", "https://inap.example")).toBeNull();
  });
});

describe("publicUrlFrom (issue 10)", () => {
  it("defaults to this server's own port, not 3000, and keeps PUBLIC_URL when set", () => {
    expect(publicUrlFrom({ PORT: "3227" })).toBe("http://localhost:3227");
    expect(publicUrlFrom({})).toBe("http://localhost:3000");
    expect(publicUrlFrom({ PORT: "3227", PUBLIC_URL: "https://inap.example/" })).toBe("https://inap.example");
    expect(loadConfig({ PORT: "4100" } as NodeJS.ProcessEnv).publicUrl).toBe("http://localhost:4100");
  });
});
