import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiRequestError, isUnavailableResponse, unavailableResponse } from "./api.server.ts";
import { errorPageOf } from "./error-page.ts";

describe("the root error boundary's page", () => {
  it("says 'temporarily unavailable' for /v1's 503 (the database is down), as it reaches the boundary", () => {
    const thrown = unavailableResponse("5");
    expect(thrown.init?.status).toBe(503);
    // React Router turns a thrown data() into an error response; a plain Error would be sanitized.
    const reached = new ErrorResponseImpl(503, "Service Unavailable", thrown.data);
    expect(errorPageOf(reached)).toBe("unavailable");
    expect(isUnavailableResponse(thrown)).toBe(true);
    expect(isUnavailableResponse(new ApiRequestError(503, "x"))).toBe(false);
  });

  it("keeps not found and the generic page for everything else", () => {
    expect(errorPageOf(new ErrorResponseImpl(404, "Not Found", null))).toBe("notFound");
    expect(errorPageOf(new ErrorResponseImpl(500, "", null))).toBe("server");
    expect(errorPageOf(new ApiRequestError(503, "Google is not configured"))).toBe("server");
    expect(errorPageOf(new Error("boom"))).toBe("server");
    expect(data("x", { status: 503 }).init?.status).toBe(503);
  });
});
