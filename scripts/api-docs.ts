// docs/api.md from the /v1 contract: the hand-written header (docs/api-header.md), then every
// endpoint of core/contract/ with its method, path, access, description, request fields (read off
// the zod schemas) and answer type, then the answer types as the contract declares them.
// `npm run docs:api` writes the file; core/contract/api-docs.test.ts fails when it is stale.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { contract, type Access, type EndpointDefinition } from "#core/contract/index.ts";

const root = path.resolve(import.meta.dirname, "..");
const contractDir = path.join(root, "core/contract");
export const API_DOC = path.join(root, "docs/api.md");

const DOMAIN_TITLES: Record<keyof typeof contract, string> = {
  hotels: "Hotels",
  cities: "Cities",
  content: "Home content",
  properties: "Property pages",
  promos: "Promos, vouchers, referrals",
  vouchers: "Voucher lists and voucher events",
  reservations: "Reservations",
  bookings: "Bookings",
  cancellations: "Cancellations and refunds",
  dateChanges: "Date changes",
  accounts: "Accounts",
  users: "Account area",
  payments: "Payments",
  mail: "Development mailbox",
  longStays: "Long stays",
  topUp: "Top-up and bills",
  restaurants: "Restaurants",
  reviews: "Reviews",
};

const ACCESS: Record<Access, string> = {
  "app-key": "app key",
  "optional-bearer": "app key; bearer token optional",
  bearer: "app key and bearer token",
  signature: "no app key; the sender's signature (the payment gateway's, the biller's)",
};

interface Field {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
  description: string;
}

const descriptionOf = (schema: z.ZodType): string | undefined => z.globalRegistry.get(schema)?.description;

/** The schema a field is checked with, unwrapped from optional, default and pipes, with what those said. */
function describeSchema(schema: z.ZodType): { type: string; rules: string[]; description?: string } {
  const rules: string[] = [];
  let description = descriptionOf(schema);
  let current = schema as z.core.$ZodType;
  for (;;) {
    description ??= descriptionOf(current as z.ZodType);
    const def = current._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    if (def.type === "optional" || def.type === "nullable") current = def.innerType as z.core.$ZodType;
    else if (def.type === "default") {
      const value = typeof def.defaultValue === "function" ? (def.defaultValue as () => unknown)() : def.defaultValue;
      rules.push(`default ${JSON.stringify(value)}`);
      current = def.innerType as z.core.$ZodType;
    } else if (def.type === "pipe") {
      const inner = def.in as z.core.$ZodType;
      // z.preprocess(fn, schema) reads through fn into schema; schema.transform(fn) checks schema first.
      current = inner._zod.def.type === "transform" ? (def.out as z.core.$ZodType) : inner;
    } else break;
  }
  const def = current._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const bag: { minimum?: number; maximum?: number; patterns: RegExp[]; format?: string } = { patterns: [] };
  for (const check of (def.checks as z.core.$ZodCheck[] | undefined) ?? []) {
    const c = check._zod.def as z.core.$ZodCheckDef & {
      value?: number;
      inclusive?: boolean;
      minimum?: number;
      maximum?: number;
      format?: string;
      pattern?: RegExp;
    };
    if (c.check === "greater_than") bag.minimum = c.inclusive ? c.value : (`more than ${c.value}` as never);
    else if (c.check === "less_than") bag.maximum = c.inclusive ? c.value : (`less than ${c.value}` as never);
    else if (c.check === "min_length") bag.minimum = c.minimum;
    else if (c.check === "max_length") bag.maximum = c.maximum;
    else if (c.check === "number_format") bag.format = c.format;
    else if (c.check === "string_format" && c.pattern) bag.patterns.push(c.pattern);
  }
  const range = (unit: string) => {
    if (typeof bag.minimum === "string") rules.push(`${bag.minimum}${unit}`);
    if (typeof bag.minimum === "string") bag.minimum = undefined;
    if (bag.minimum !== undefined && bag.maximum !== undefined) rules.push(`${bag.minimum} to ${bag.maximum}${unit}`);
    else if (bag.minimum !== undefined) rules.push(`at least ${bag.minimum}${unit}`);
    else if (bag.maximum !== undefined) rules.push(`at most ${bag.maximum}${unit}`);
  };
  switch (def.type) {
    case "string":
      range(" characters");
      for (const pattern of bag.patterns) rules.push(`matches \`${pattern.source}\``);
      return { type: "string", rules, description };
    case "number":
      range("");
      return { type: bag.format === "safeint" ? "integer" : "number", rules, description };
    case "boolean":
      return { type: "boolean", rules, description };
    case "enum":
      return {
        type: Object.values(def.entries as Record<string, string>)
          .map((v) => `\`${v}\``)
          .join(" | "),
        rules,
        description,
      };
    case "array": {
      range(" items");
      const element = describeSchema(def.element as z.ZodType);
      return { type: `${element.type}[]`, rules, description };
    }
    case "object":
      return { type: `{ ${Object.keys(def.shape as object).join(", ")} }`, rules, description };
    default:
      return { type: def.type, rules, description };
  }
}

/** The fields of a request part: an object's shape (through a transform or refinement of it). */
export function fieldsOf(schema: z.ZodType): Field[] {
  let current = schema as z.core.$ZodType;
  while (current._zod.def.type === "pipe") current = (current._zod.def as unknown as { in: z.core.$ZodType }).in;
  const def = current._zod.def as z.core.$ZodTypeDef & { shape?: Record<string, z.ZodType> };
  if (def.type !== "object" || !def.shape)
    return [
      {
        name: "(body)",
        ...describeSchema(schema),
        required: true,
        description: describeSchema(schema).description ?? "",
      },
    ];
  return Object.entries(def.shape).map(([name, field]) => {
    const described = describeSchema(field);
    let required = true;
    try {
      required = !field.safeParse(undefined).success;
    } catch {
      // a schema that cannot even look at `undefined` needs a value
    }
    return { name, type: described.type, required, rules: described.rules, description: described.description ?? "" };
  });
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function fieldTable(title: string, schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const fields = fieldsOf(schema);
  return [
    `${title}:`,
    "",
    "| field | type | required | rules | description |",
    "| --- | --- | --- | --- | --- |",
    ...fields.map(
      (f) =>
        `| \`${f.name}\` | ${cell(f.type)} | ${f.required ? "yes" : "no"} | ${cell(f.rules.join("; "))} | ${cell(f.description)} |`,
    ),
    "",
  ];
}

function endpointSection(endpoint: EndpointDefinition): string[] {
  return [
    `### \`${endpoint.method} /v1${endpoint.path}\``,
    "",
    endpoint.description,
    "",
    `Access: ${ACCESS[endpoint.access]}. Answer: \`${endpoint.answer}\`.`,
    "",
    ...fieldTable("Path", endpoint.params),
    ...fieldTable("Query", endpoint.query),
    ...fieldTable("Body (form-encoded or JSON)", endpoint.body),
  ];
}

/** `export interface X ... }` and `export type X = ...;` declarations of the contract's modules, by name. */
function declarations(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(contractDir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .sort()) {
    const lines = readFileSync(path.join(contractDir, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      const head = /^export (interface|type) (\w+)/.exec(line);
      if (!head) return;
      const end =
        head[1] === "interface"
          ? lines.findIndex((l, j) => j >= i && l === "}")
          : lines.findIndex((l, j) => j >= i && l.trimEnd().endsWith(";"));
      found.set(
        head[2]!,
        lines
          .slice(i, end + 1)
          .join("\n")
          .replace(/^export /, ""),
      );
    });
  }
  return found;
}

/** The answer types the endpoints name, and every contract type those mention, in first-use order. */
function answerTypes(endpoints: EndpointDefinition[]): string[] {
  const all = declarations();
  const wanted: string[] = [];
  const visit = (text: string) => {
    for (const [name] of text.matchAll(/\b[A-Z]\w*/g)) {
      if (!all.has(name) || wanted.includes(name)) continue;
      wanted.push(name);
      // Its own name left out; what it extends kept.
      visit(all.get(name)!.replace(/^(interface|type) \w+/, ""));
    }
  };
  for (const endpoint of endpoints) visit(endpoint.answer);
  return wanted.map((name) => all.get(name)!);
}

export function renderApiDocs(): string {
  const header = readFileSync(path.join(root, "docs/api-header.md"), "utf8").trimEnd();
  const domains = Object.entries(contract) as [keyof typeof contract, Record<string, EndpointDefinition>][];
  const endpoints = domains.flatMap(([, list]) => Object.values(list));
  const lines = [
    "<!-- Generated by scripts/api-docs.ts from core/contract/ and docs/api-header.md: edit those, then `npm run docs:api`. -->",
    "",
    header,
    "",
    `# Endpoints (${endpoints.length})`,
    "",
    "The request fields come from the zod schemas the API validates with; 422 messages are the schemas' message keys in the caller's language.",
    "",
  ];
  for (const [domain, list] of domains) {
    lines.push(`## ${DOMAIN_TITLES[domain]}`, "");
    for (const endpoint of Object.values(list)) lines.push(...endpointSection(endpoint));
  }
  lines.push(
    "# Answer types",
    "",
    "As declared in `core/contract/` (the API's handlers are checked against them).",
    "",
    "```ts",
    answerTypes(endpoints).join("\n\n"),
    "```",
    "",
  );
  return lines.join("\n").replace(/\n{3,}/g, "\n\n");
}

if (import.meta.main) {
  writeFileSync(API_DOC, renderApiDocs());
  console.log(`wrote ${path.relative(root, API_DOC)}`);
}
