// The counts `npm test` closes with, read from the runners' JSON reports. A test that passed only
// on Playwright's retry is flaky: a defect, never counted as passed, listed by name.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** "file › describe › title [project]" of each flaky test. */
  flaky: string[];
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

export function vitestCounts(report: VitestReport): Counts {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    flaky: [],
  };
}

type PlaywrightStatus = "expected" | "unexpected" | "flaky" | "skipped";

export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { projectName: string; status: PlaywrightStatus }[] }[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

function flakyTests(suites: PlaywrightSuite[], parents: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const trail = suite.title ? [...parents, suite.title] : parents;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "flaky")
        .map((test) => `${[...trail, spec.title].join(" › ")} [${test.projectName}]`),
    );
    return [...own, ...flakyTests(suite.suites ?? [], trail)];
  });
}

export function playwrightCounts(report: PlaywrightReport): Counts {
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    flaky: flakyTests(report.suites),
  };
}

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    flaky: [...a.flaky, ...b.flaky],
  };
}
