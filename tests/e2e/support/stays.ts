// Stays the specs book, found by asking /v1 what is free rather than by dates "no other test uses".
// Each caller still starts its search at its own distance ahead (`from`), so that two tests running
// at once do not reach for the last unit of the same nights.
import type { APIRequestContext } from "@playwright/test";
import { addDays, apiDateToUrl, todayInJakarta } from "#core/dates.ts";
import { APP_KEY } from "./screens.ts";

export interface Stay {
  /** YYYY-MM-DD, as /v1 takes it. */
  arrival: string;
  departure: string;
  /** `arrival=MM-DD-YYYY&departure=…&duration=N`, as the pages take it. */
  query: string;
}

export function stayOf(arrival: string, nights = 2): Stay {
  const departure = addDays(arrival, nights);
  return {
    arrival,
    departure,
    query: `arrival=${apiDateToUrl(arrival)}&departure=${apiDateToUrl(departure)}&duration=${nights}`,
  };
}

/** The first stay of `nights` from `from` days ahead on which the villa's first room still has a unit. */
export async function freeStay(request: APIRequestContext, villa: number, from: number, nights = 2): Promise<Stay> {
  const today = todayInJakarta();
  for (let day = from; day < from + 60; day += 3) {
    const stay = stayOf(addDays(today, day), nights);
    const answer = await request.get(
      `/v1/hotels/${villa}?guest=2&arrival=${stay.arrival}&departure=${stay.departure}`,
      { headers: { "app-key": APP_KEY } },
    );
    const body = (await answer.json()) as { data?: { hotel?: { rooms?: { unit: number }[] } } };
    if ((body.data?.hotel?.rooms?.[0]?.unit ?? 0) > 0) return stay;
  }
  throw new Error(`no free stay at villa ${villa} from ${from} days ahead`);
}
