// deferred(): on the server, a preloaded part renders in place (not its fallback); the clientLoader
// helper loads the parts beside the route's data and survives a part that fails to load.
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deferred, withDeferredParts } from "./deferred.tsx";

const Hello = ({ name }: { name: string }) => <p>{`hello ${name}`}</p>;

describe("deferred parts", () => {
  it("renders the part in place once preloaded (the server's HTML holds it)", async () => {
    const part = deferred(async () => Hello);
    await part.preload();
    expect(renderToString(<part.Component name="Ayu" />)).toContain("hello Ayu");
  });

  it("loads a part once however often it is preloaded", async () => {
    const load = vi.fn(async () => Hello);
    const part = deferred(load);
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a failed load may be tried again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Hello);
    const part = deferred(load);
    await expect(part.preload()).rejects.toThrow("offline");
    await part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("withDeferredParts: the route's data once the parts are loaded; a part that fails does not fail the navigation", async () => {
    const good = deferred(vi.fn(async () => Hello));
    const bad = deferred(() => Promise.reject(new Error("offline")));
    await expect(withDeferredParts(async () => ({ page: 1 }), [good, bad])).resolves.toEqual({ page: 1 });
    expect(renderToString(<good.Component name="Budi" />)).toContain("hello Budi");
  });

  it("on the first page the other parts load once the main part (and what it asked for) has loaded", async () => {
    vi.resetModules();
    vi.stubGlobal("document", {}); // in the browser
    const fresh = await import("./deferred.tsx");
    let finishMain!: (part: typeof Hello) => void;
    let finishCalendar!: () => void;
    const main = fresh.deferred(() => new Promise<typeof Hello>((resolve) => (finishMain = resolve)), { main: true });
    fresh.loadWithMainParts(() => new Promise<void>((resolve) => (finishCalendar = resolve)));
    const importFooter = vi.fn(async () => Hello);
    const footer = fresh.deferred(importFooter);
    const footerLoaded = footer.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(importFooter).not.toHaveBeenCalled();
    finishMain(Hello);
    await main.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(importFooter).not.toHaveBeenCalled();
    finishCalendar();
    await footerLoaded;
    expect(importFooter).toHaveBeenCalledTimes(1);
    // Later pages never wait: a main part started now does not hold the others back.
    fresh.deferred(() => new Promise<typeof Hello>(() => {}), { main: true });
    const importLater = vi.fn(async () => Hello);
    await fresh.deferred(importLater).preload();
    expect(importLater).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
