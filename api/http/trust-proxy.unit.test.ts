import express from "express";
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy.ts";

describe("parseTrustProxy (TRUST_PROXY)", () => {
  it("off, unset or 0: only loopback (this machine: the in-process /v1 calls, a local proxy)", () => {
    for (const value of [undefined, "", "off", "false", "0"]) expect(parseTrustProxy(value)).toEqual(["loopback"]);
  });

  it("a hop count", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 2 ")).toBe(2);
    expect(() => parseTrustProxy("11")).toThrow(/at most 10/);
  });

  it("addresses, CIDRs and Express's named ranges, with loopback added once", () => {
    expect(parseTrustProxy("10.0.0.5, 10.1.0.0/16,fd00::/8")).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
    expect(parseTrustProxy("uniquelocal,loopback")).toEqual(["uniquelocal", "loopback"]);
  });

  it("refuses anything else with one line naming the wrong entries, and never trusts everybody", () => {
    expect(() => parseTrustProxy("10.0.0.5,nginx")).toThrow('TRUST_PROXY: "nginx" is not an address');
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustProxy("10.0.0.0/8/1")).toThrow(/is not an address/);
    expect(() => parseTrustProxy("true")).toThrow(/any client's X-Forwarded-For/);
    expect(() => parseTrustProxy("*")).toThrow(/any client's X-Forwarded-For/);
  });

  it("Express resolves the client behind a trusted proxy, and ignores a forged header from an untrusted peer", () => {
    const ipFor = (trust: ReturnType<typeof parseTrustProxy>, peer: string, forwarded: string) => {
      const app = express();
      app.set("trust proxy", trust);
      const req = Object.create(app.request) as express.Request;
      Object.assign(req, {
        app,
        headers: { "x-forwarded-for": forwarded },
        socket: { remoteAddress: peer },
        connection: { remoteAddress: peer },
      });
      return req.ip;
    };
    // nginx at 10.0.0.5 appends the real peer to what the client sent.
    expect(ipFor(parseTrustProxy("10.0.0.5"), "10.0.0.5", "1.2.3.4, 203.0.113.7")).toBe("203.0.113.7");
    expect(ipFor(parseTrustProxy("1"), "10.0.0.5", "1.2.3.4, 203.0.113.7")).toBe("203.0.113.7");
    // A client that connects directly cannot claim another address.
    expect(ipFor(parseTrustProxy("10.0.0.5"), "203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
    expect(ipFor(parseTrustProxy("off"), "203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
    // The web app's own /v1 call from loopback carries the visitor it resolved.
    expect(ipFor(parseTrustProxy("10.0.0.5"), "127.0.0.1", "203.0.113.7")).toBe("203.0.113.7");
  });
});
