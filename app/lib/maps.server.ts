// The Google Maps browser key a page may use: none without GOOGLE_MAPS_API_KEY, and none while the
// data saver is on (no map tiles: the drawn map and the maps link instead, issue 24 item 5).
import { isDataSaverOn } from "./data-saver.ts";

export function mapsKeyFor(request: Request): string | null {
  if (isDataSaverOn(request.headers)) return null;
  return process.env.GOOGLE_MAPS_API_KEY || null;
}
