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
  ])("%s set: the public APP_KEY or SESSION_SECRET is refused, own secrets are accepted, demo mode is off", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(/APP_KEY and SESSION_SECRET/);
    expect(() => loadConfig({ [name]: value, APP_KEY: DEVELOPMENT_APP_KEY, SESSION_SECRET: own.SESSION_SECRET })).toThrow(/set APP_KEY to your own/);
    expect(() => loadConfig({ [name]: value, APP_KEY: own.APP_KEY, SESSION_SECRET: DEVELOPMENT_SESSION_SECRET })).toThrow(/set SESSION_SECRET to your own/);
    expect(loadConfig({ [name]: value, ...own }).demoMode).toBe(false);
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
