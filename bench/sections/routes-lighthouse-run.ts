// One Lighthouse run in its own process (bench/sections/routes.ts runs several at once: Lighthouse
// keeps process-wide state, so two runs never share a process). Arguments: the URL, the extra
// request headers as JSON, the report file; prints the run's figures as one JSON line.
import { runOnce } from "./lighthouse.ts";

const [url, headers, reportFile] = process.argv.slice(2);
if (!url || !headers || !reportFile) throw new Error("usage: routes-lighthouse-run.ts URL HEADERS_JSON REPORT_FILE");
const run = await runOnce(url, JSON.parse(headers) as Record<string, string>, reportFile);
process.stdout.write(`${JSON.stringify(run)}\n`);
