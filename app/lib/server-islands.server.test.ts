import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { islandData, serverIslands } from "./server-islands.server.ts";

describe("islandData", () => {
  it("keeps a document request's island data for the server's render, out of the loader data", () => {
    const context = new RouterContextProvider();
    const data = { popular: [1, 2] };
    expect(islandData(new Request("http://x/?lng=en"), context, "home-below", data)).toBeNull();
    expect(serverIslands(context).get("home-below")).toBe(data);
  });

  it("returns it on a client-side navigation (a .data request), where the browser renders the island", () => {
    const context = new RouterContextProvider();
    const data = { popular: [1, 2] };
    expect(islandData(new Request("http://x/_root.data?_routes=routes%2Fhome"), context, "home-below", data)).toBe(
      data,
    );
    expect(serverIslands(context).size).toBe(0);
  });
});
