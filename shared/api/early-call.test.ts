import { beforeEach, describe, expect, it, vi } from "vitest";
import { getUser } from "#shared/api/auth.ts";
import { getLearnerStats, getNotifications } from "#shared/api/learner.ts";
import { saveToken } from "#shared/api/token.ts";
import { LOGOUT_DELAY_MS, signIn, signOut, status, user } from "#shared/auth/session.ts";
import { FIRST_CALLS_KEY } from "#shared/browser/device-keys.ts";
import { httpUrl } from "#shared/browser/http-url.ts";
import { locale } from "#shared/i18n/locale.ts";
import { aUser, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { rememberFirstCalls } from "./client.ts";
import { EARLY_CALL_KEPT_MS, FIRST_CALLS, firstCallsOf, USER_PATH } from "./early-call.ts";

// The default configuration's API, as the loader's script names it.
const API = "http://127.0.0.1:8787/api";
const local = () => localStorage;

freshPageEachTest("/account/dashboard");

/** What the loader does as it starts on a device with a session (its browser test checks that it does). */
function callEarly(apiBase: string, bearer: string, at = Date.now()): void {
  const call = (path: string, lang?: string) => {
    const url = `${httpUrl(apiBase, location.origin)}${path}`;
    const headers: Record<string, string> = { Accept: "application/json", Authorization: `Bearer ${bearer}`, ...(lang ? { "Accept-Language": lang } : {}) };
    return { url, bearer, lang, at, answer: fetch(url, { headers }) };
  };
  window.__lpEarlyCalls = [call(USER_PATH), ...firstCallsOf(local, location.pathname).map((c) => call(c.path, c.lang))];
}

const stats = { data: { enrolled_courses: 2, completed_courses: 1, certificates_earned: 1 } };
const notifications = { data: [], meta: { current_page: 1, last_page: 1, total: 0, unread_count: 0 } };
const answers = (call: { url: URL }) =>
  call.url.pathname.endsWith("/user") ? json({ user: aUser() }) : call.url.pathname.endsWith("/learner-stats") ? json(stats) : json(notifications);

describe("the learner's own call, made by the loader as it starts", () => {
  it("is the session's first user call: the answer comes from the call already made, and a later one asks again", async () => {
    const net = mockFetch(() => json({ user: aUser() }));
    callEarly(API, "tok-1");
    expect(net.calls.map((c) => [c.url.href, c.headers.get("authorization")])).toEqual([[`${API}/user`, "Bearer tok-1"]]);
    saveToken("tok-1");
    await expect(getUser()).resolves.toMatchObject({ user: { first_name: "Awa" } });
    expect(net.calls).toHaveLength(1);
    await getUser();
    expect(net.calls).toHaveLength(2);
  });

  it("is left alone when the session has another token, the page names another API, or it is a minute old", async () => {
    const net = mockFetch(() => json({ user: aUser() }));
    callEarly(API, "tok-old");
    saveToken("tok-new");
    await getUser();
    expect(net.calls.map((c) => c.headers.get("authorization"))).toEqual(["Bearer tok-old", "Bearer tok-new"]);

    callEarly("https://api.elsewhere.example/api/", "tok-new");
    await getUser();
    expect(net.calls.map((c) => c.url.href)).toEqual([`${API}/user`, `${API}/user`, "https://api.elsewhere.example/api/user", `${API}/user`]);

    callEarly(API, "tok-new", Date.now() - EARLY_CALL_KEPT_MS - 1);
    await getUser();
    expect(net.calls).toHaveLength(6);
  });

  it("is asked again when it got no answer, or a server's failure", async () => {
    let early = true;
    const net = mockFetch(() => (early ? networkError() : json({ user: aUser() })));
    callEarly(API, "tok-1");
    early = false;
    saveToken("tok-1");
    await expect(getUser()).resolves.toMatchObject({ user: { id: 7 } });
    expect(net.calls).toHaveLength(2);

    const answers = [json({ message: "Server Error" }, 503), json({ user: aUser({ first_name: "Jean" }) })];
    const again = mockFetch(() => answers.shift() ?? json({}));
    callEarly(API, "tok-1");
    await expect(getUser()).resolves.toMatchObject({ user: { first_name: "Jean" } });
    expect(again.calls).toHaveLength(2);
  });

  it("a refusal is asked again in the page's language, and a refused token ends the session as it would have", async () => {
    locale.value = "fr";
    const net = mockFetch(() => json({ message: "Non authentifié." }, 401));
    callEarly(API, "tok-1");
    saveToken("tok-1");
    await expect(getUser()).rejects.toMatchObject({ status: 401, message: "Non authentifié." });
    expect(net.calls.map((c) => c.headers.get("accept-language"))).toEqual([null, "fr"]);
    expect(status.value).toBe("unauthenticated");
    expect(user.value).toBeNull();
  });
});

describe("a page's first calls, remembered for its next visit", () => {
  // A page's first second (the test run's clock is long past its first ten).
  beforeEach(() => void vi.spyOn(performance, "now").mockReturnValue(1000));

  it("the next visit's loader asks for them as it starts, in the language they were read in, and the widgets take their answers", async () => {
    locale.value = "fr";
    saveToken("tok-1");
    const first = mockFetch(answers);
    await getNotifications({ page: 1 });
    await getLearnerStats();
    await getUser();
    expect(firstCallsOf(local, "/account/dashboard")).toEqual([
      { path: "/notifications?page=1&limit=20", lang: "fr" },
      { path: "/learner-stats", lang: "fr" },
    ]);
    expect(first.calls).toHaveLength(3);

    const next = mockFetch(answers);
    callEarly(API, "tok-1");
    expect(next.calls.map((c) => [c.url.href, c.headers.get("accept-language")])).toEqual([
      [`${API}/user`, null],
      [`${API}/notifications?page=1&limit=20`, "fr"],
      [`${API}/learner-stats`, "fr"],
    ]);
    await expect(getLearnerStats()).resolves.toMatchObject(stats);
    await getNotifications({ page: 1 });
    await getUser();
    expect(next.calls).toHaveLength(3);
    // Once each: the same call later is asked again.
    await getLearnerStats();
    expect(next.calls).toHaveLength(4);
  });

  it("an answer in another language than the page's now is asked again, and so is another page of the list", async () => {
    saveToken("tok-1");
    rememberFirstCalls(local, "/account/dashboard", [
      { path: "/learner-stats", lang: "fr" },
      { path: "/notifications?page=1&limit=20", lang: "en" },
    ]);
    const net = mockFetch(answers);
    callEarly(API, "tok-1");
    await getLearnerStats();
    await getNotifications({ page: 2 });
    expect(net.calls.map((c) => c.url.href)).toEqual([
      `${API}/user`,
      `${API}/learner-stats`,
      `${API}/notifications?page=1&limit=20`,
      `${API}/learner-stats`,
      `${API}/notifications?page=2&limit=20`,
    ]);
  });

  it("only the session's successful reads of the page's first seconds, at most four", async () => {
    saveToken("tok-1");
    mockFetch((call) => (call.url.pathname.endsWith("/learner-stats") ? json({ message: "Server Error" }, 500) : answers(call)));
    const retried = getLearnerStats().catch(() => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    for (let page = 1; page <= 6; page++) await getNotifications({ page });
    await retried;
    expect(firstCallsOf(local, "/account/dashboard").map((c) => c.path)).toEqual([1, 2, 3, 4].map((page) => `/notifications?page=${page}&limit=20`));

    localStorage.clear();
    vi.spyOn(performance, "now").mockReturnValue(FIRST_CALLS.withinMs + 1);
    await getNotifications({ page: 1 });
    expect(firstCallsOf(local, "/account/dashboard")).toEqual([]);
  });

  it("what the device holds is read as calls under the API's address only, for its last twenty pages", () => {
    localStorage.setItem(
      FIRST_CALLS_KEY,
      JSON.stringify({
        "/account/dashboard": [
          { path: "//evil.example/steal", lang: "en" },
          { path: "https://evil.example/", lang: "en" },
          { path: "/learner-stats", lang: "en-US\r\nX: 1" },
          { path: ["/learner-stats"], lang: "en" },
          { path: 7, lang: "en" },
          null,
          { path: "/learner-stats", lang: "en" },
        ],
        "/account/settings": "not a list",
      }),
    );
    expect(firstCallsOf(local, "/account/dashboard")).toEqual([{ path: "/learner-stats", lang: "en" }]);
    expect(firstCallsOf(local, "/account/settings")).toEqual([]);
    localStorage.setItem(FIRST_CALLS_KEY, "{not json");
    expect(firstCallsOf(local, "/account/dashboard")).toEqual([]);

    for (let i = 0; i < 25; i++) rememberFirstCalls(local, `/account/courses/c${i}`, [{ path: `/courses/c${i}/content`, lang: "en" }]);
    const pages = Object.keys(JSON.parse(localStorage.getItem(FIRST_CALLS_KEY) ?? "{}"));
    expect(pages).toHaveLength(FIRST_CALLS.pages);
    expect(pages.at(-1)).toBe("/account/courses/c24");
    expect(pages[0]).toBe("/account/courses/c5");
  });

  it("are the learner's: signing out forgets them", async () => {
    mockFetch((call) => (call.url.pathname.endsWith("/login") ? json({ authorization: { token: "tok-1" }, user: aUser() }) : answers(call)));
    await signIn("awa@example.cm", "x");
    await getLearnerStats();
    expect(firstCallsOf(local, "/account/dashboard")).toHaveLength(1);
    vi.useFakeTimers();
    const done = signOut();
    expect(localStorage.getItem(FIRST_CALLS_KEY)).toBeNull();
    // The sign-out's second runs out here, not in the next test.
    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS);
    await done;
    vi.useRealTimers();
  });
});
