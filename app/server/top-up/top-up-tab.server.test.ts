import { describe, expect, it } from "vitest";
import { topUpTabCookie, topUpTabOf } from "./top-up-tab.server.ts";

const request = async (query: string, remembered?: string) =>
  new Request(`http://x/top-up/credits${query}`, {
    headers: remembered ? { Cookie: await topUpTabCookie.serialize(remembered) } : {},
  });

describe("the store's tab", () => {
  it("defaults to Movie Ticket, else the remembered one (cookie), else ?type=", async () => {
    expect(await topUpTabOf(await request(""))).toBe("movie_tickets");
    expect(await topUpTabOf(await request("", "emoneys"))).toBe("emoneys");
    expect(await topUpTabOf(await request("?type=pln_token", "emoneys"))).toBe("pln_token");
  });
  it("reads the home shortcuts' ids and ignores junk", async () => {
    expect(await topUpTabOf(await request("?type=pulsa"))).toBe("credits");
    expect(await topUpTabOf(await request("?type=game"))).toBe("voucher_games");
    expect(await topUpTabOf(await request("?type=%3Cscript%3E", "lottery"))).toBe("movie_tickets");
  });
});
