// `npm start`: serve the production build (building it first when it is missing) on the embedded
// defaults unless the environment says otherwise.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.log("No production build yet: building it (about 10 s)...");
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { stdio: "inherit" });
}
process.env.NODE_ENV = "production";
await import("../server.ts");
