import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveToken, token } from "#shared/api/token.ts";
// The session registers the 401 handler with the client.
import { status, user } from "#shared/auth/session.ts";
import { locale } from "#shared/i18n/locale.ts";
import { aUser, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { backoffDelay, request } from "./client.ts";
import { ApiError } from "./errors.ts";

const Ok = v.object({ ok: v.boolean() });
const FALLBACK = "An error occurred while fetching course content";
const API = "http://127.0.0.1:8787/api";

const page = freshPageEachTest("/");

afterEach(() => {
  vi.useRealTimers();
});

/** Makes every backoff wait 0 ms so retries run at once. */
const noBackoff = () => vi.spyOn(Math, "random").mockReturnValue(0);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("what is sent", () => {
  it("sends the bearer token and a JSON Accept header to the configured API", async () => {
    saveToken("tok-1");
    const net = mockFetch(() => json({ ok: true }));
    await expect(request(Ok, "/learner-stats", { fallback: FALLBACK })).resolves.toEqual({ ok: true });
    expect(net.calls).toHaveLength(1);
    const [call] = net.calls;
    expect(call.url.href).toBe(`${API}/learner-stats`);
    expect(call.method).toBe("GET");
    expect(call.headers.get("authorization")).toBe("Bearer tok-1");
    expect(call.headers.get("accept")).toBe("application/json");
  });

  it("asks for the server's messages in the page's language", async () => {
    const net = mockFetch(() => json({ ok: true }));
    await request(Ok, "/courses/popular", { fallback: FALLBACK });
    locale.value = "fr";
    await request(Ok, "/courses/popular", { fallback: FALLBACK });
    expect(net.calls.map((c) => c.headers.get("accept-language"))).toEqual(["en", "fr"]);
  });

  it("sends no Authorization header without a token", async () => {
    const net = mockFetch(() => json({ ok: true }));
    await request(Ok, "/courses/popular", { fallback: FALLBACK });
    expect(net.calls[0].headers.has("authorization")).toBe(false);
  });

  it("sends a public read without the learner's token, even when there is one", async () => {
    saveToken("tok-1");
    const net = mockFetch(() => json({ ok: true }));
    await request(Ok, "/certificates/LP-1", { fallback: FALLBACK, anonymous: true });
    expect(net.calls[0].headers.has("authorization")).toBe(false);
  });

  it("never sends a learner-only call without a session: it fails at once, asking nothing", async () => {
    const net = mockFetch(() => json({ data: [] }));
    await expect(request(v.unknown(), "/notifications", { fallback: "Failed", needsSession: true })).rejects.toMatchObject({ status: 401, message: "Failed" });
    expect(net.calls).toHaveLength(0);
    saveToken("tok");
    await request(v.unknown(), "/notifications", { fallback: "Failed", needsSession: true });
    expect(net.calls).toHaveLength(1);
  });

  it("uses the token current at call time", async () => {
    const net = mockFetch(() => json({ ok: true }));
    saveToken("first");
    await request(Ok, "/user-a", { fallback: FALLBACK });
    saveToken("second");
    await request(Ok, "/user-a", { fallback: FALLBACK });
    expect(net.calls.map((c) => c.headers.get("authorization"))).toEqual(["Bearer first", "Bearer second"]);
  });

  it("sends a plain object as JSON", async () => {
    const net = mockFetch(() => json({ ok: true }));
    await request(Ok, "/login", { method: "POST", body: { email: "a@b.cm", password: "secret123" }, fallback: FALLBACK });
    const [call] = net.calls;
    expect(call.method).toBe("POST");
    expect(call.headers.get("content-type")).toMatch(/^application\/json/);
    expect(call.body).toEqual({ email: "a@b.cm", password: "secret123" });
  });

  it("sends FormData as is, without forcing a Content-Type (the browser adds the boundary)", async () => {
    const net = mockFetch(() => json({ ok: true }));
    const form = new FormData();
    form.append("rating", "4.5");
    form.append("review", "Très bien");
    await request(Ok, "/courses/3/review", { method: "POST", body: form, fallback: FALLBACK });
    const [call] = net.calls;
    expect(call.body).toBe(form);
    expect(call.headers.has("content-type")).toBe(false);
    expect(call.headers.get("accept")).toBe("application/json");
  });

  it("adds query parameters and leaves out undefined ones", async () => {
    const net = mockFetch(() => json({ ok: true }));
    await request(Ok, "/notifications", { query: { page: 2, limit: 20, status: undefined }, fallback: FALLBACK });
    const { searchParams } = net.calls[0].url;
    expect(searchParams.get("page")).toBe("2");
    expect(searchParams.get("limit")).toBe("20");
    expect(searchParams.has("status")).toBe(false);
  });
});

describe("answers and errors", () => {
  it("rejects an answer of the wrong shape with the call's own message (status -1)", async () => {
    mockFetch(() => json({ data: {} }));
    const error = await failure(request(Ok, "/courses/3/content", { fallback: FALLBACK }));
    expect(error.status).toBe(-1);
    expect(error.isMalformed).toBe(true);
    expect(error.message).toBe(FALLBACK);
    expect(error.fromServer).toBe(false);
  });

  it("carries the server's message and field errors of a 422", async () => {
    mockFetch(() =>
      json(
        { message: "The email has already been taken.", errors: { email: ["The email has already been taken."], name: "not a list", phone: ["Too short", 3] } },
        422,
      ),
    );
    const error = await failure(request(Ok, "/register", { method: "POST", body: {}, fallback: FALLBACK }));
    expect(error.status).toBe(422);
    expect(error.message).toBe("The email has already been taken.");
    expect(error.fromServer).toBe(true);
    expect(error.fieldErrors.email).toEqual(["The email has already been taken."]);
    expect(error.fieldErrors.phone).toEqual(["Too short"]);
    expect(error.fieldErrors).not.toHaveProperty("name");
  });

  it.each([
    ["no message", () => json({}, 403)],
    ["a blank message", () => json({ message: "   " }, 404)],
    ["an HTML error page", () => new Response("<html><body>Bad gateway</body></html>", { status: 502, headers: { "content-type": "text/html" } })],
    ["an empty body", () => new Response(null, { status: 500 })],
  ])("falls back to the call's message for %s", async (_, answer) => {
    mockFetch(answer);
    const error = await failure(request(Ok, "/courses/3/ping", { method: "POST", fallback: FALLBACK }));
    expect(error.message).toBe(FALLBACK);
    expect(error.fromServer).toBe(false);
    expect(error.status).toBeGreaterThanOrEqual(400);
  });
});

describe("retries", () => {
  it("retries a GET after a 5xx and returns the later success", async () => {
    noBackoff();
    let n = 0;
    const net = mockFetch(() => (++n < 3 ? json({ message: "Server Error" }, 503) : json({ ok: true })));
    await expect(request(Ok, "/learner-stats", { fallback: FALLBACK })).resolves.toEqual({ ok: true });
    expect(net.calls).toHaveLength(3);
  });

  it("does not ask again when the API answers that it has no such call (501)", async () => {
    noBackoff();
    const net = mockFetch(() => json({ message: "Not Implemented" }, 501));
    const error = await failure(request(Ok, "/exams/3/result", { fallback: FALLBACK }));
    expect(net.calls).toHaveLength(1);
    expect(error.status).toBe(501);
  });

  it("retries a GET after a network failure", async () => {
    noBackoff();
    let n = 0;
    const net = mockFetch(() => (++n === 1 ? networkError() : json({ ok: true })));
    await expect(request(Ok, "/learner-stats", { fallback: FALLBACK })).resolves.toEqual({ ok: true });
    expect(net.calls).toHaveLength(2);
  });

  it("gives up after three retries with the server's message", async () => {
    noBackoff();
    const net = mockFetch(() => json({ message: "Maintenance in progress" }, 500));
    const error = await failure(request(Ok, "/learner-stats", { fallback: FALLBACK }));
    expect(net.calls).toHaveLength(4);
    expect(error.status).toBe(500);
    expect(error.message).toBe("Maintenance in progress");
  });

  it("reports a lasting network failure as status 0 with the call's message", async () => {
    noBackoff();
    const net = mockFetch(networkError);
    const error = await failure(request(Ok, "/learner-stats", { fallback: FALLBACK }));
    expect(net.calls).toHaveLength(4);
    expect(error.status).toBe(0);
    expect(error.isNetwork).toBe(true);
    expect(error.message).toBe(FALLBACK);
  });

  it("tells the page's developer once what to check when the API cannot be reached", async () => {
    noBackoff();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mockFetch(networkError);
    await failure(request(Ok, "/courses", { fallback: FALLBACK }));
    await failure(request(Ok, "/posts", { fallback: FALLBACK }));
    expect(warn).toHaveBeenCalledTimes(1);
    const said = String(warn.mock.calls[0][0]);
    expect(said).toContain("http://127.0.0.1:8787/api");
    expect(said).toContain(location.origin);
    expect(said).toMatch(/data-api-base/);
    expect(said).toMatch(/allowed origins/);
  });

  it("says nothing to the console when the API answers, even with an error", async () => {
    noBackoff();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mockFetch(() => json({ message: "Nope" }, 403));
    await failure(request(Ok, "/courses", { fallback: FALLBACK }));
    expect(warn).not.toHaveBeenCalled();
  });

  it("waits between attempts (backoff), not immediately", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0.5); // first wait: 0.5 × 400 ms
    let n = 0;
    const net = mockFetch(() => (++n === 1 ? json({}, 503) : json({ ok: true })));
    const result = request(Ok, "/learner-stats", { fallback: FALLBACK });
    await vi.advanceTimersByTimeAsync(199);
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(2);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it("never retries a write after a network failure: status 0 and the call's message", async () => {
    noBackoff();
    const net = mockFetch(networkError);
    const error = await failure(
      request(Ok, "/courses/3/review", { method: "POST", body: { rating: 5 }, fallback: "An error occurred while adding your review" }),
    );
    expect(net.calls).toHaveLength(1);
    expect(error.status).toBe(0);
    expect(error.message).toBe("An error occurred while adding your review");
  });

  it("never retries a write after a 5xx", async () => {
    noBackoff();
    const net = mockFetch(() => json({ message: "Server Error" }, 500));
    const error = await failure(request(Ok, "/notifications/mark-all-as-read", { method: "PATCH", fallback: FALLBACK }));
    expect(net.calls).toHaveLength(1);
    expect(error.status).toBe(500);
  });

  it("keeps every backoff within [0, min(4000, 400·2^n)] ms", () => {
    for (let attempt = 0; attempt <= 12; attempt++) {
      const cap = Math.min(4000, 400 * 2 ** attempt);
      for (const r of [0, 0.25, 0.5, 0.999999]) {
        const delay = backoffDelay(attempt, () => r);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(cap);
      }
      expect(backoffDelay(attempt, () => 0.999999)).toBeGreaterThan(cap * 0.99);
    }
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(3);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(3200);
    }
  });
});

describe("identical GETs", () => {
  it("shares one request between identical GETs under way", async () => {
    let answer!: (r: Response) => void;
    const net = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const a = request(Ok, "/courses/popular", { query: { page: 1 }, fallback: FALLBACK });
    const b = request(Ok, "/courses/popular", { query: { page: 1 }, fallback: FALLBACK });
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    answer(json({ ok: true }));
    await expect(Promise.all([a, b])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(net.fn).toHaveBeenCalledTimes(1);
  });

  it("does not share GETs with different queries or writes", async () => {
    const net = mockFetch(() => json({ ok: true }));
    await Promise.all([
      request(Ok, "/notifications", { query: { page: 1 }, fallback: FALLBACK }),
      request(Ok, "/notifications", { query: { page: 2 }, fallback: FALLBACK }),
      request(Ok, "/courses/1/ping", { method: "POST", fallback: FALLBACK }),
      request(Ok, "/courses/1/ping", { method: "POST", fallback: FALLBACK }),
    ]);
    expect(net.calls).toHaveLength(4);
  });

  it("sends again once the shared request is over", async () => {
    const net = mockFetch(() => json({ ok: true }));
    await request(Ok, "/courses/popular", { fallback: FALLBACK });
    await request(Ok, "/courses/popular", { fallback: FALLBACK });
    expect(net.calls).toHaveLength(2);
  });

  it("does not fail the other caller of a shared GET when one caller aborts", async () => {
    // Two widgets ask for the same list; one is removed from the page and cancels its request.
    const net = mockFetch(
      (call) =>
        new Promise<Response>((resolve, reject) => {
          call.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
          setTimeout(() => resolve(json({ ok: true })), 20);
        }),
    );
    const leaving = new AbortController();
    const a = request(Ok, "/courses/trending", { fallback: FALLBACK, signal: leaving.signal });
    const b = request(Ok, "/courses/trending", { fallback: FALLBACK });
    const aborted = a.then(
      () => "answered",
      (error: unknown) => (error as DOMException).name,
    );
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    leaving.abort();
    // The caller that left stops waiting at once; the other still gets the one shared answer.
    await expect(aborted).resolves.toBe("AbortError");
    await expect(b).resolves.toEqual({ ok: true });
    expect(net.calls).toHaveLength(1);
  });

  it("does not share a GET between requests made with different tokens", async () => {
    const answers: Array<(r: Response) => void> = [];
    const net = mockFetch(() => new Promise<Response>((resolve) => answers.push(resolve)));
    saveToken("learner-a");
    const a = request(Ok, "/user-x", { fallback: FALLBACK });
    saveToken("learner-b");
    const b = request(Ok, "/user-x", { fallback: FALLBACK });
    await vi.waitFor(() => expect(net.calls).toHaveLength(2));
    expect(net.calls.map((c) => c.headers.get("authorization"))).toEqual(["Bearer learner-a", "Bearer learner-b"]);
    for (const answer of answers) answer(json({ ok: true }));
    await Promise.all([a, b]);
  });
});

describe("401", () => {
  it("ends the session and sends the learner to sign-in, coming back to the current page", async () => {
    history.replaceState(null, "", "/account/courses/intro-python?tab=resources");
    saveToken("expired");
    user.value = aUser() as never;
    status.value = "authenticated";
    mockFetch(() => json({ message: "Unauthenticated." }, 401));
    const error = await failure(request(Ok, "/learner-stats", { fallback: FALLBACK }));
    expect(error.status).toBe(401);
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(token.value).toBeNull();
    expect(status.value).toBe("unauthenticated");
    expect(user.value).toBeNull();
    expect(page.go).toHaveBeenCalledTimes(1);
    const target = new URL(page.go.mock.calls[0][0] as string, location.origin);
    expect(target.origin).toBe(location.origin);
    expect(target.pathname).toBe("/signin");
    expect(target.searchParams.get("redirect")).toBe("/account/courses/intro-python?tab=resources");
  });

  it("is not retried", async () => {
    noBackoff();
    saveToken("expired");
    const net = mockFetch(() => json({ message: "Unauthenticated." }, 401));
    await failure(request(Ok, "/learner-stats", { fallback: FALLBACK }));
    expect(net.calls).toHaveLength(1);
  });

  it("does not navigate when there was no token (a wrong password is not an expired session)", async () => {
    history.replaceState(null, "", "/account/dashboard");
    mockFetch(() => json({ message: "Invalid credentials" }, 401));
    const error = await failure(request(Ok, "/login", { method: "POST", body: { email: "a", password: "b" }, fallback: FALLBACK }));
    expect(error.message).toBe("Invalid credentials");
    expect(page.go).not.toHaveBeenCalled();
  });

  it("does not send the learner to sign-in again while already there", async () => {
    history.replaceState(null, "", "/signin?redirect=%2Faccount%2Fdashboard");
    saveToken("expired");
    mockFetch(() => json({}, 401));
    await failure(request(Ok, "/user", { fallback: FALLBACK }));
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(page.go).not.toHaveBeenCalled();
  });
});
