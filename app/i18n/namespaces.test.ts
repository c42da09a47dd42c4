// Every route that declares its catalogues (handle.i18n) declares all its screen uses, and the
// shell uses only SHELL_NAMESPACES: read from the source, over each route's import graph in app/
// (static and dynamic imports, server-only modules left out). A catalogue counts as used when a
// component names it: useTranslation("x") / (["x", ...]), or any string starting "x:" ("x:key",
// a form's "x:" scope). Too wide rather than too narrow: an unused catalogue only costs bytes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "#core/locales/resources.ts";
import { ACCOUNT_MODAL_NAMESPACES, namespacesOf, SHELL_NAMESPACES } from "./namespaces.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const known = Object.keys(resources.id);

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("#app/")) base = path.join(root, "app", spec.slice(5));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** Catalogues the module graph from `entry` names (server-only modules and tests left out). */
function usedNamespaces(entry: string, skip: ReadonlySet<string> = new Set()): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>(skip);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.server\.tsx?$|\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    // Comments left out (they name catalogues in prose), and type-only imports (erased: they load nothing).
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|\s)\/\/[^\n]*/g, "$1")
      .replace(/\bimport\s+type\s[^;]*?from\s*["'][^"']+["'];?/g, "");
    for (const m of code.matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const lit of m[1]!.matchAll(/["']([\w-]+)["']/g)) if (known.includes(lit[1]!)) used.add(lit[1]!);
      if (m[1]!.trim() === "") used.add("common");
    }
    for (const m of code.matchAll(/["'`]([\w-]+):/g)) if (known.includes(m[1]!)) used.add(m[1]!);
    for (const m of code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)["']([^"']+)["']/g)) {
      const next = resolveImport(file, m[1]!);
      if (next) queue.push(next);
    }
  }
  return used;
}

/** The handle's declaration, read from the source: `handle = { i18n: ["a", "b"] }`. */
function declaredIn(file: string): string[] | null {
  const m = /export const handle\b[^=]*=\s*\{[^}]*?\bi18n:\s*\[([^\]]*)\]/s.exec(readFileSync(file, "utf8"));
  return m ? [...m[1]!.matchAll(/["']([\w-]+)["']/g)].map((x) => x[1]!) : null;
}

/** The file that defines `name` when `file` only re-exports it (`export { name } from "./x.tsx"`). */
function throughReExport(file: string | null, name: string | undefined): string | null {
  if (!file || !name) return file;
  for (const m of readFileSync(file, "utf8").matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (m[1]!.split(",").some((n) => n.trim() === name)) return resolveImport(file, m[2]!);
  }
  return file;
}

/** The deferred parts of a route that carry catalogues: `deferred(() => import("x")..., { i18n: ["a"], main?: true })`. */
function deferredPartsIn(file: string): { file: string; i18n: string[] }[] {
  const code = readFileSync(file, "utf8");
  const parts: { file: string; i18n: string[] }[] = [];
  for (const m of code.matchAll(
    /deferred\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)[^;]*?\{\s*i18n:\s*\[([^\]]*)\][^}]*\}\s*,?\s*\)/g,
  )) {
    const target = throughReExport(
      resolveImport(file, m[1]!),
      /\.then\(\s*\(?\w+\)?\s*=>\s*\w+\.(\w+)/.exec(m[0])?.[1],
    );
    if (target) parts.push({ file: target, i18n: [...m[2]!.matchAll(/["']([\w-]+)["']/g)].map((x) => x[1]!) });
  }
  return parts;
}

const routesDir = path.join(root, "app", "routes");
const shellFiles = [path.join(root, "app", "root.tsx"), path.join(routesDir, "shell.tsx")];
/** The shell's deferred parts, checked with the shell (a route reaches them only through the shell's loader type). */
const shellPartFiles = shellFiles.flatMap((file) => deferredPartsIn(file).map((part) => part.file));

describe("translation catalogues per route", () => {
  // The account modals' forms are embedded only when the URL opens one (namespacesOf's `search`).
  const accountModalFiles = new Set([path.join(root, "app", "components", "account", "account-modal-body.tsx")]);
  const shellModals = path.join(root, "app", "components", "shell", "shell-modals.tsx");

  it("the shell (root, shell layout and what they render) uses only SHELL_NAMESPACES, its parts what they carry, its account modals ACCOUNT_MODAL_NAMESPACES", () => {
    const parts = shellFiles.flatMap((file) => deferredPartsIn(file));
    const partFiles = parts.map((part) => part.file);
    const used = new Set(
      shellFiles.flatMap((file) => [
        ...usedNamespaces(file, new Set([...accountModalFiles, shellModals, ...partFiles])),
      ]),
    );
    expect([...used].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
    // shell-modals.tsx is checked below, with the account modals it opens.
    for (const part of parts.filter((p) => p.file !== shellModals)) {
      const allowed: readonly string[] = [...SHELL_NAMESPACES, ...part.i18n];
      const partUses = usedNamespaces(
        part.file,
        new Set([...accountModalFiles, ...partFiles.filter((file) => file !== part.file)]),
      );
      expect(
        [...partUses].filter((ns) => !allowed.includes(ns)),
        path.relative(root, part.file),
      ).toEqual([]);
    }
    // shell-modals.tsx names "account:loading" in the account modal's fallback, shown only while that modal is open.
    const modals = new Set([shellModals, ...accountModalFiles].flatMap((file) => [...usedNamespaces(file)]));
    const allowed: readonly string[] = [...SHELL_NAMESPACES, "shell", ...ACCOUNT_MODAL_NAMESPACES];
    expect([...modals].filter((ns) => !allowed.includes(ns))).toEqual([]);
  });

  it("the shell's header, footer, banner and popups carry their own catalogue instead of every page embedding it", () => {
    const parts = deferredPartsIn(path.join(routesDir, "shell.tsx"));
    expect(parts.map((part) => path.basename(part.file)).sort()).toEqual(
      [
        "demo-mail-notice.tsx",
        "footer.tsx",
        "header.tsx",
        "promo-banner.tsx",
        "promo-event-icon.tsx",
        "shell-modals.tsx",
      ].sort(),
    );
    for (const part of parts) expect(part.i18n).toEqual(["shell"]);
    expect(SHELL_NAMESPACES).not.toContain("shell");
  });

  const routes = readdirSync(routesDir)
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
    .map((f) => path.join(routesDir, f))
    .map((file) => ({ file, declared: declaredIn(file) }))
    .filter((r): r is { file: string; declared: string[] } => r.declared !== null);

  it("the main pages declare their catalogues", () => {
    const names = routes.map((r) => path.basename(r.file));
    expect(names).toEqual(
      expect.arrayContaining(["home.tsx", "villas.tsx", "detail-villas.tsx", "stay-list.tsx", "top-up.tsx"]),
    );
  });

  for (const { file, declared } of routes) {
    it(`${path.basename(file)} declares every catalogue its screen uses`, () => {
      const allowed = new Set([...SHELL_NAMESPACES, ...declared]);
      // A deferred part that names its own catalogues (deferred(() => import(...), { i18n: [...] })) loads
      // them with its chunk: what only the part uses is checked against the part's list.
      const parts = deferredPartsIn(file);
      const skip = new Set([...accountModalFiles, shellModals, ...shellPartFiles, ...parts.map((part) => part.file)]);
      expect([...usedNamespaces(file, skip)].filter((ns) => !allowed.has(ns))).toEqual([]);
      for (const part of parts) {
        const partAllowed = new Set([...allowed, ...part.i18n]);
        expect(
          [...usedNamespaces(part.file, new Set([...accountModalFiles, shellModals]))].filter(
            (ns) => !partAllowed.has(ns),
          ),
          path.relative(root, part.file),
        ).toEqual([]);
        for (const ns of part.i18n) expect(known).toContain(ns);
      }
      for (const ns of declared) expect(known).toContain(ns);
    });
  }

  it("reads a route's deferred parts and the catalogues they carry", () => {
    const home = deferredPartsIn(path.join(routesDir, "home.tsx"));
    expect(home.find((part) => part.file.endsWith("search-box.tsx"))?.i18n).toEqual(["search", "validation"]);
  });

  it("a page whose route declares nothing gets every catalogue; one that declares gets the shell's and its own", () => {
    expect(namespacesOf([{ handle: undefined }, { handle: {} }])).toBeNull();
    expect(namespacesOf([{ handle: { i18n: ["villas"] } }, { handle: undefined }])).toBeNull();
    expect(namespacesOf([{}, { handle: { i18n: ["villas", "search"] } }])?.sort()).toEqual(
      [...SHELL_NAMESPACES, "search", "villas"].sort(),
    );
  });

  it("an open account modal adds its catalogues; other modals and no modal do not", () => {
    const matches = [{}, { handle: { i18n: ["home"] } }];
    expect(namespacesOf(matches, "?modal=login")?.sort()).toEqual(
      [...SHELL_NAMESPACES, ...ACCOUNT_MODAL_NAMESPACES, "home"].sort(),
    );
    expect(namespacesOf(matches, "?x=1&modal=reset")).toEqual(expect.arrayContaining([...ACCOUNT_MODAL_NAMESPACES]));
    expect(namespacesOf(matches, "?modal=promo")?.sort()).toEqual([...SHELL_NAMESPACES, "home"].sort());
    expect(namespacesOf(matches)?.sort()).toEqual([...SHELL_NAMESPACES, "home"].sort());
  });
});
