import { afterEach, beforeEach, vi } from "vitest";

/** Points the /v1 client at a fake host and replaces `fetch` with the returned mock for each test of the file. */
export function stubV1Fetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubEnv("APP_KEY", "test-key");
    vi.stubEnv("API_BASE_URL", "http://api.test/v1");
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
