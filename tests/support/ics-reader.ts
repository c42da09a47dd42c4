// How the tests of "Add to calendar" read an iCalendar file (RFC 5545) back: with Mozilla's ical.js
// (what Thunderbird reads calendars with), and with this strict reader, which also throws on what
// ical.js forgives and calendar apps do not: CRLF line ends, lines of at most 75 octets (folded),
// BEGIN/END nesting, the required properties (VERSION 2.0, PRODID; a VEVENT's UID, DTSTAMP,
// DTSTART), TEXT escapes, DATE and DATE-TIME values, and a VTIMEZONE for every TZID an event
// names (its offset gives the instant). The two must read the same event.
import ICAL from "ical.js";

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** The raw value (TEXT still escaped). */
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

export interface IcsTime {
  /** YYYY-MM-DD as written. */
  date: string;
  /** HH:MM:SS as written, absent for a DATE value. */
  time?: string;
  tzid?: string;
  utc: boolean;
  /** The instant (DATE-TIME only): UTC, or the local time less its VTIMEZONE's offset. */
  instant?: Date;
}

export interface IcsEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
  geo?: { lat: number; lng: number };
  start: IcsTime;
  end: IcsTime;
  allDay: boolean;
}

const encoder = new TextEncoder();

export function unfold(text: string): string[] {
  if (!text.endsWith("\r\n")) throw new Error("an iCalendar stream ends with CRLF");
  const raw = text.slice(0, -2).split("\r\n");
  for (const line of raw) {
    if (line.includes("\n") || line.includes("\r")) throw new Error(`a bare line break in ${JSON.stringify(line)}`);
    if (encoder.encode(line).length > 75) throw new Error(`a line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (lines.length === 0) throw new Error("a continuation line before any content line");
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  return lines;
}

/** `NAME;PARAM=value;PARAM="quoted":value` (RFC 5545 3.1). */
export function parseLine(line: string): IcsProperty {
  const match = /^([A-Za-z0-9-]+)/.exec(line);
  if (!match) throw new Error(`no property name in ${JSON.stringify(line)}`);
  const name = match[1]!.toUpperCase();
  const params: Record<string, string> = {};
  let rest = line.slice(name.length);
  while (rest.startsWith(";")) {
    const param = /^;([A-Za-z0-9-]+)=("[^"]*"|[^";:,]*)/.exec(rest);
    if (!param) throw new Error(`a malformed parameter in ${JSON.stringify(line)}`);
    params[param[1]!.toUpperCase()] = param[2]!.replace(/^"|"$/g, "");
    rest = rest.slice(param[0].length);
  }
  if (!rest.startsWith(":")) throw new Error(`no ':' before the value in ${JSON.stringify(line)}`);
  return { name, params, value: rest.slice(1) };
}

/** TEXT value (RFC 5545 3.3.11): \\, \; \, \n or \N; any other backslash is an error. */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)|\\$/g, (all, char: string | undefined) => {
    if (char === "\\" || char === ";" || char === ",") return char;
    if (char === "n" || char === "N") return "\n";
    throw new Error(`a bad escape ${JSON.stringify(all)} in ${JSON.stringify(value)}`);
  });
}

export function parseIcs(text: string): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of unfold(text)) {
    const property = parseLine(line);
    if (property.name === "BEGIN") {
      const component: IcsComponent = { name: property.value.toUpperCase(), properties: [], components: [] };
      if (stack.length === 0) {
        if (root) throw new Error("more than one top-level component");
        root = component;
      } else stack.at(-1)!.components.push(component);
      stack.push(component);
    } else if (property.name === "END") {
      const open = stack.pop();
      if (!open || open.name !== property.value.toUpperCase())
        throw new Error(`END:${property.value} does not close ${open?.name ?? "anything"}`);
    } else {
      if (stack.length === 0) throw new Error(`a property outside any component: ${line}`);
      stack.at(-1)!.properties.push(property);
    }
  }
  if (stack.length > 0) throw new Error(`${stack.at(-1)!.name} is never closed`);
  if (root?.name !== "VCALENDAR") throw new Error("the stream is not a VCALENDAR");
  if (one(root, "VERSION")?.value !== "2.0") throw new Error("VERSION:2.0 is required");
  if (!one(root, "PRODID")) throw new Error("PRODID is required");
  return root;
}

function one(component: IcsComponent, name: string): IcsProperty | undefined {
  const found = component.properties.filter((p) => p.name === name);
  if (found.length > 1) throw new Error(`${component.name} has ${name} ${found.length} times`);
  return found[0];
}

/** "+0700" → minutes east of UTC. */
function offsetMinutes(value: string): number {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(value);
  if (!match) throw new Error(`a bad UTC offset ${value}`);
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function timeOf(property: IcsProperty, calendar: IcsComponent): IcsTime {
  const isDate = property.params.VALUE === "DATE";
  const match = isDate
    ? /^(\d{4})(\d{2})(\d{2})$/.exec(property.value)
    : /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(property.value);
  if (!match) throw new Error(`${property.name}: ${property.value} is not a ${isDate ? "DATE" : "DATE-TIME"}`);
  const [, y, mo, d, h, mi, s, z] = match;
  const date = `${y}-${mo}-${d}`;
  if (
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  )
    throw new Error(`${property.name}: ${date} is not a calendar date`);
  if (isDate) return { date, utc: false };
  const time = `${h}:${mi}:${s}`;
  const tzid = property.params.TZID;
  if (z && tzid) throw new Error(`${property.name}: a UTC time cannot name a TZID`);
  let offset = 0;
  if (tzid) {
    const zone = calendar.components.find((c) => c.name === "VTIMEZONE" && one(c, "TZID")?.value === tzid);
    if (!zone) throw new Error(`TZID=${tzid} has no VTIMEZONE`);
    const observances = zone.components.filter((c) => c.name === "STANDARD" || c.name === "DAYLIGHT");
    // One fixed offset (a zone without daylight saving time) is all this reader resolves.
    const offsets = new Set(observances.map((c) => one(c, "TZOFFSETTO")?.value));
    if (offsets.size !== 1) throw new Error(`VTIMEZONE ${tzid}: only a single fixed offset is supported`);
    offset = offsetMinutes([...offsets][0]!);
  } else if (!z) throw new Error(`${property.name}: a floating time (no TZID, no Z) names no instant`);
  const instant = new Date(Date.parse(`${date}T${time}Z`) - offset * 60_000);
  return { date, time, tzid, utc: Boolean(z), instant };
}

/** The calendar's events, each checked for what RFC 5545 requires of a VEVENT, as ical.js reads them too. */
export function readEvents(text: string): IcsEvent[] {
  const events = readStrictly(text);
  const byIcalJs = readWithIcalJs(text);
  if (byIcalJs.length !== events.length)
    throw new Error(`ical.js read ${byIcalJs.length} events, not ${events.length}`);
  events.forEach((event, i) => {
    const other = byIcalJs[i]!;
    const mine = {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      allDay: event.allDay,
      start: event.allDay ? event.start.date : event.start.instant!.toISOString(),
      end: event.allDay ? event.end.date : event.end.instant!.toISOString(),
    };
    if (JSON.stringify(mine) !== JSON.stringify(other))
      throw new Error(`ical.js reads another event: ${JSON.stringify(other)} against ${JSON.stringify(mine)}`);
  });
  return events;
}

/** The events as ical.js reads them (its time zones from the file's own VTIMEZONEs). */
function readWithIcalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const when = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
    return {
      uid: event.uid,
      summary: event.summary ?? "",
      location: event.location ?? "",
      description: event.description ?? "",
      allDay: event.startDate.isDate,
      start: when(event.startDate),
      end: when(event.endDate),
    };
  });
}

function readStrictly(text: string): IcsEvent[] {
  const calendar = parseIcs(text);
  return calendar.components
    .filter((c) => c.name === "VEVENT")
    .map((event) => {
      const required = (name: string) => {
        const property = one(event, name);
        if (!property) throw new Error(`VEVENT without ${name}`);
        return property;
      };
      required("UID");
      timeOf(required("DTSTAMP"), calendar);
      const start = timeOf(required("DTSTART"), calendar);
      const endProperty = one(event, "DTEND");
      if (!endProperty) throw new Error("this reader expects DTEND");
      const end = timeOf(endProperty, calendar);
      const allDay = start.time === undefined;
      if (allDay !== (end.time === undefined)) throw new Error("DTSTART and DTEND must be of one value type");
      if (allDay ? end.date <= start.date : end.instant! <= start.instant!)
        throw new Error("DTEND must be after DTSTART");
      const geo = one(event, "GEO")?.value.split(";").map(Number);
      const text = (name: string) => unescapeText(one(event, name)?.value ?? "");
      return {
        uid: required("UID").value,
        summary: text("SUMMARY"),
        location: text("LOCATION"),
        description: text("DESCRIPTION"),
        url: one(event, "URL")?.value,
        geo: geo && geo.length === 2 && geo.every(Number.isFinite) ? { lat: geo[0]!, lng: geo[1]! } : undefined,
        start,
        end,
        allDay,
      };
    });
}
