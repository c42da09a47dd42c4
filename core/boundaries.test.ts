// The folder rule of docs/decisions/014: core/ is isomorphic and imports neither side; app/ (the
// web app) and api/ (the /v1 service) share code only through core/ and never import each other.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const IMPORT = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The top folder each import of `file` lands in ("app", "api", "core", or null for packages). */
function importedFolders(file: string): { spec: string; folder: string | null }[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(IMPORT)].map(([, spec]) => {
    const alias = /^#(app|api|core)\//.exec(spec!);
    if (alias) return { spec: spec!, folder: alias[1]! };
    if (!spec!.startsWith(".")) return { spec: spec!, folder: null };
    const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec!));
    return { spec: spec!, folder: target.split(path.sep)[0] ?? null };
  });
}

/** The folders (or root files) under api/ that the non-test sources of `dir` import, e.g. "api/db", "api/config.ts". */
function apiFoldersImported(dir: string): { file: string; folder: string }[] {
  return sourceFiles(dir)
    .filter((file) => !/(\.test|test-api)\.ts$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return [...text.matchAll(IMPORT)].flatMap(([, spec]) => {
        const target = spec!.startsWith("#api/")
          ? spec!.slice(1)
          : spec!.startsWith(".")
            ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec!))
            : undefined;
        const [top, folder] = target?.split(path.sep).join("/").split("/") ?? [];
        return top === "api" && folder ? [{ file, folder: `api/${folder}` }] : [];
      });
    });
}

function crossings(from: string, forbidden: string[]): string[] {
  return sourceFiles(from).flatMap((file) =>
    importedFolders(file)
      .filter(({ folder }) => folder !== null && forbidden.includes(folder))
      .map(({ spec }) => `${file} imports ${spec}`),
  );
}

describe("import boundaries", () => {
  it("core/ imports neither app/ nor api/", () => {
    expect(crossings("core", ["app", "api"])).toEqual([]);
  });
  it("app/ never imports api/", () => {
    expect(crossings("app", ["api"])).toEqual([]);
  });
  it("api/ never imports app/", () => {
    expect(crossings("api", ["app"])).toEqual([]);
  });
  it("api/payments/ depends on no purchase kind: the kinds depend on it (decision 048)", () => {
    // api/telemetry (the metrics, decision 052) is infrastructure like api/http, not a purchase kind.
    const allowed = ["api/payments", "api/db", "api/http", "api/jobs", "api/telemetry", "api/config.ts"];
    const outside = apiFoldersImported("api/payments").filter(({ folder }) => !allowed.includes(folder));
    expect(outside.map(({ file, folder }) => `${file} imports ${folder}`)).toEqual([]);
  });
  it("core/ uses no Node built-ins, so it runs in the browser too", () => {
    const nodeOnly = sourceFiles("core")
      .filter((file) => !file.endsWith(".test.ts"))
      .flatMap((file) =>
        importedFolders(file)
          .filter(({ spec }) => spec.startsWith("node:"))
          .map(({ spec }) => `${file} imports ${spec}`),
      );
    expect(nodeOnly).toEqual([]);
  });
});
