import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#shared/api/errors.ts";
import type { User } from "#shared/api/schemas.ts";
import { saveToken, token } from "#shared/api/token.ts";
import { KEPT_TOKEN_KEY } from "#shared/browser/device-keys.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { aUser, json, mockFetch, networkError, never } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import {
  LOGOUT_DELAY_MS,
  nextPage,
  register,
  sessionEndedElsewhere,
  sessionFailure,
  signIn,
  signInUrl,
  signOut,
  startSession,
  status,
  user,
} from "./session.ts";

const session = (tokenValue: string, overrides: Record<string, unknown> = {}) => ({ user: aUser(overrides), authorization: { token: tokenValue } });
const asUser = (overrides: Record<string, unknown> = {}) => ({ ...aUser(overrides), title: "Learner", points: 0, fields: [] }) as unknown as User;

const page = freshPageEachTest("/");

beforeEach(() => delete window.lpConfig);

afterEach(() => {
  vi.useRealTimers();
  delete window.lpConfig;
});

describe("startSession", () => {
  it("without a token: unauthenticated, and no request is made", async () => {
    const net = mockFetch();
    await startSession();
    expect(status.value).toBe("unauthenticated");
    expect(net.calls).toHaveLength(0);
  });

  it("adopts a token from the query, wipes it from the address bar before any request, then loads the user", async () => {
    history.replaceState(null, "", "/account/dashboard?token=abc&tab=2#recent");
    const historyLength = history.length;
    const net = mockFetch(() => json({ user: aUser() }));
    await startSession();

    expect(sessionStorage.getItem("authToken")).toBe("abc");
    expect(location.pathname + location.search + location.hash).toBe("/account/dashboard?tab=2#recent");
    expect(history.length).toBe(historyLength);

    const userCalls = net.to("/user");
    expect(userCalls).toHaveLength(1);
    expect(userCalls[0].headers.get("authorization")).toBe("Bearer abc");
    // The request went out with the address already clean.
    expect(userCalls[0].pageUrl).not.toContain("token=");
    for (const call of net.calls) expect(call.url.href).not.toContain("abc");

    expect(status.value).toBe("authenticated");
    expect(user.value?.first_name).toBe("Awa");
  });

  it("takes no token from the address of another site the widget is embedded on", async () => {
    window.lpConfig = { platformUrl: "https://learning.cm" };
    resetConfig();
    history.replaceState(null, "", "/blog/post?token=planted-by-the-page");
    const net = mockFetch(() => json({ user: aUser() }));
    await startSession();
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(status.value).toBe("unauthenticated");
    expect(net.calls).toHaveLength(0);
  });

  it("uses the token kept in session storage", async () => {
    saveToken("kept");
    const net = mockFetch(() => json({ user: aUser() }));
    await startSession();
    expect(net.calls[0].headers.get("authorization")).toBe("Bearer kept");
    expect(status.value).toBe("authenticated");
  });

  it("does not adopt a query token when a user is already loaded, but still wipes it from the address", async () => {
    saveToken("mine");
    user.value = asUser();
    history.replaceState(null, "", "/account/courses?token=someone-elses");
    mockFetch(() => json({ user: aUser() }));
    await startSession();
    expect(sessionStorage.getItem("authToken")).toBe("mine");
    expect(location.search).toBe("");
  });

  it("ignores a blank query token", async () => {
    history.replaceState(null, "", "/account/dashboard?token=%20");
    const net = mockFetch();
    await startSession();
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(location.search).toBe("");
    expect(status.value).toBe("unauthenticated");
    expect(net.calls).toHaveLength(0);
  });

  it("removes the token when the user cannot be loaded", async () => {
    history.replaceState(null, "", "/account/dashboard?token=stale");
    mockFetch(() => json({ message: "Forbidden" }, 403));
    await startSession();
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(token.value).toBeNull();
    expect(status.value).toBe("unauthenticated");
    expect(user.value).toBeNull();
    expect(sessionFailure.value).toMatchObject({ during: "user", error: { message: "Forbidden" } });
  });

  it("removes the token when the network stays down while the device says it is online", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    saveToken("kept");
    mockFetch(networkError);
    await startSession();
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(status.value).toBe("unauthenticated");
  });

  it("keeps the token while the device has no network, says so, and loads the user once it is back", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    saveToken("kept", true);
    mockFetch(networkError);
    await startSession();
    expect(sessionStorage.getItem("authToken")).toBe("kept");
    expect(localStorage.getItem(KEPT_TOKEN_KEY)).toBe("kept");
    expect(status.value).toBe("loading");
    expect(sessionFailure.value).toMatchObject({ during: "user", error: { status: 0 } });

    mockFetch(() => json({ user: aUser() }));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(status.value).toBe("authenticated"));
    expect(user.value?.first_name).toBe("Awa");
  });

  it("removes the token when the user answer is malformed", async () => {
    saveToken("kept");
    mockFetch(() => json({ user: { id: "not a number" } }));
    await startSession();
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(status.value).toBe("unauthenticated");
  });

  it("runs once per page however many widgets start it", async () => {
    saveToken("kept");
    const net = mockFetch(() => json({ user: aUser() }));
    await Promise.all([startSession(), startSession(), startSession()]);
    await startSession();
    expect(net.to("/user")).toHaveLength(1);
  });
});

describe("signIn", () => {
  it("stores the token and the user on success", async () => {
    const net = mockFetch(() => json(session("new-token")));
    const signedIn = await signIn("awa@example.cm", "secret123");
    expect(signedIn.id).toBe(7);
    expect(sessionStorage.getItem("authToken")).toBe("new-token");
    expect(status.value).toBe("authenticated");
    expect(net.to("/login")[0].body).toEqual({ email: "awa@example.cm", password: "secret123" });
  });

  it("removes any token and rethrows the server's message on failure", async () => {
    saveToken("old");
    mockFetch(() => json({ message: "These credentials do not match our records." }, 422));
    const error = await signIn("awa@example.cm", "wrong").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("These credentials do not match our records.");
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(status.value).toBe("unauthenticated");
  });

  it("treats a success answer without a token as a failure", async () => {
    mockFetch(() => json({ user: aUser(), authorization: { token: "" } }));
    await expect(signIn("awa@example.cm", "secret123")).rejects.toBeInstanceOf(ApiError);
    expect(sessionStorage.getItem("authToken")).toBeNull();
  });
});

describe("staying signed in on this device", () => {
  it("keeps the token on the device only when the learner asks, and forgets an older one when not", async () => {
    mockFetch(() => json(session("kept")));
    await signIn("awa@example.cm", "secret123", true);
    expect(localStorage.getItem(KEPT_TOKEN_KEY)).toBe("kept");
    mockFetch(() => json(session("tab-only")));
    await signIn("awa@example.cm", "secret123");
    expect(sessionStorage.getItem("authToken")).toBe("tab-only");
    expect(localStorage.getItem(KEPT_TOKEN_KEY)).toBeNull();
  });

  it("a new tab starts with the token the device kept", async () => {
    localStorage.setItem(KEPT_TOKEN_KEY, "from-the-device");
    vi.resetModules();
    const fresh = await import("#shared/api/token.ts");
    expect(fresh.token.value).toBe("from-the-device");
    expect(sessionStorage.getItem("authToken")).toBe("from-the-device");
    localStorage.removeItem(KEPT_TOKEN_KEY);
  });

  it("a sign-out forgets the kept token", async () => {
    vi.useFakeTimers();
    saveToken("kept", true);
    mockFetch(() => json({ message: "Logged out" }));
    const done = signOut();
    expect(localStorage.getItem(KEPT_TOKEN_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS);
    await done;
  });

  it("a sign-out in another tab ends the kept session in this one", async () => {
    mockFetch(() => json({ user: aUser() }));
    saveToken("kept", true);
    await startSession();
    expect(status.value).toBe("authenticated");
    window.dispatchEvent(new StorageEvent("storage", { key: KEPT_TOKEN_KEY, oldValue: "kept", newValue: null }));
    expect(status.value).toBe("unauthenticated");
    expect(token.value).toBeNull();
    expect(sessionEndedElsewhere.value).toBe(true);
  });
});

describe("the learner's language", () => {
  it("follows the learner from the profile at sign-in", async () => {
    mockFetch(() => json(session("t", { language: "fr" })));
    await signIn("awa@example.cm", "secret123");
    expect(locale.value).toBe("fr");
  });

  it("stays as the page has it when the profile names none", async () => {
    mockFetch(() => json(session("t", { language: null })));
    await signIn("awa@example.cm", "secret123");
    expect(locale.value).toBe("en");
  });
});

describe("register", () => {
  it("creates the account with the five fields and marks registration completed", async () => {
    const net = mockFetch(() => json(session("fresh", { date_of_birth: null, why_join: null })));
    const details = { first_name: "Awa", last_name: "Nkemdirim", email: "awa@example.cm", password: "secret123", password_confirmation: "secret123" };
    await register(details);
    expect(net.to("/register")[0].body).toEqual(details);
    expect(sessionStorage.getItem("authToken")).toBe("fresh");
  });
});

describe("signOut", () => {
  it("drops the token at once, posts /logout, and a second later clears the session and goes to sign-in", async () => {
    vi.useFakeTimers();
    saveToken("live");
    user.value = asUser();
    status.value = "authenticated";
    const net = mockFetch(() => json({ message: "Logged out" }));

    const done = signOut();
    expect(sessionStorage.getItem("authToken")).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    const logout = net.to("/logout");
    expect(logout).toHaveLength(1);
    expect(logout[0].method).toBe("POST");
    expect(logout[0].headers.get("authorization")).toBe("Bearer live");

    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1);
    expect(user.value).not.toBeNull();
    expect(page.go).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(LOGOUT_DELAY_MS).toBe(1000);
    expect(user.value).toBeNull();
    expect(status.value).toBe("unauthenticated");
    expect(page.go).toHaveBeenCalledWith("/signin");
  });

  it("still signs out locally when the logout call fails", async () => {
    vi.useFakeTimers();
    saveToken("live");
    user.value = asUser();
    mockFetch(networkError);
    const done = signOut();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(user.value).toBeNull();
    expect(page.go).toHaveBeenCalledWith("/signin");
    expect(sessionFailure.value?.during).toBe("logout");
  });

  it("goes to plain /signin, once, when the session had already expired on the server", async () => {
    vi.useFakeTimers();
    history.replaceState(null, "", "/account/settings");
    saveToken("expired");
    user.value = asUser();
    mockFetch(() => json({ message: "Unauthenticated." }, 401));
    const done = signOut();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(user.value).toBeNull();
    expect(page.go.mock.calls).toEqual([["/signin"]]);
  });

  it("signs out after 1 s even when the server never answers the logout call", async () => {
    vi.useFakeTimers();
    saveToken("live");
    user.value = asUser();
    status.value = "authenticated";
    mockFetch(never);
    void signOut();
    await vi.advanceTimersByTimeAsync(1000);
    expect(user.value).toBeNull();
    expect(status.value).toBe("unauthenticated");
    expect(page.go).toHaveBeenCalledWith("/signin");
  });
});

describe("nextPage", () => {
  const onboarded = asUser();

  it("sends a learner who has not finished onboarding there, keeping a safe redirect", () => {
    const target = nextPage(asUser({ date_of_birth: null }), "/account/courses/intro-python");
    const url = new URL(target, location.origin);
    expect(url.origin).toBe(location.origin);
    expect(url.pathname).toBe("/account/onboarding");
    expect(url.searchParams.get("redirect")).toBe("/account/courses/intro-python");
  });

  it.each([
    ["no date of birth", { date_of_birth: null }],
    ["an empty date of birth", { date_of_birth: "" }],
    ["no reason for joining", { why_join: null }],
    ["an empty reason for joining", { why_join: "" }],
  ])("treats %s as onboarding not done", (_, overrides) => {
    expect(nextPage(asUser(overrides), null)).toBe("/account/onboarding");
  });

  it("drops a hostile redirect on the way to onboarding", () => {
    expect(nextPage(asUser({ why_join: null }), "/\\evil.example")).toBe("/account/onboarding");
  });

  it("goes to a validated redirect, else to the dashboard", () => {
    expect(nextPage(onboarded, "/account/courses/intro-python?tab=2")).toBe("/account/courses/intro-python?tab=2");
    expect(nextPage(onboarded, null)).toBe("/account/dashboard");
    expect(nextPage(onboarded, "")).toBe("/account/dashboard");
  });

  it("reads the page's own redirect when given none, and checks it the same way", () => {
    history.replaceState(null, "", "/signin?redirect=%2Faccount%2Fcourses%2Fintro-python");
    expect(nextPage(onboarded)).toBe("/account/courses/intro-python");
    history.replaceState(null, "", "/signin?redirect=%2F%2Fevil.example");
    expect(nextPage(onboarded)).toBe("/account/dashboard");
  });

  it.each(["/\\evil.example", "//evil.example", "https://evil.example/account", "/\t/evil.example", "javascript:alert(1)"])(
    "goes to the dashboard instead of %j",
    (redirect) => {
      expect(nextPage(onboarded, redirect)).toBe("/account/dashboard");
    },
  );

  it("never puts a token in the destination", () => {
    saveToken("SECRET-TOKEN");
    const targets = [
      nextPage(onboarded, "/account/courses?token=planted"),
      nextPage(onboarded, null),
      nextPage(asUser({ date_of_birth: null }), "/account/courses?token=planted"),
    ];
    expect(targets[0]).toBe("/account/courses");
    for (const target of targets) {
      expect(target).not.toContain("SECRET-TOKEN");
      expect(new URL(target, location.origin).searchParams.has("token")).toBe(false);
      expect(decodeURIComponent(target)).not.toContain("token=");
    }
  });
});

describe("signInUrl", () => {
  it("comes back to the current page on the platform", () => {
    history.replaceState(null, "", "/account/payments?page=2#latest");
    const url = new URL(signInUrl(), location.origin);
    expect(url.pathname).toBe("/signin");
    expect(url.searchParams.get("redirect")).toBe("/account/payments?page=2#latest");
  });

  it("gives no redirect when the widget sits on another site", () => {
    window.lpConfig = { platformUrl: "https://learning.cm" };
    resetConfig();
    history.replaceState(null, "", "/blog/my-certificate");
    expect(signInUrl()).toBe("https://learning.cm/signin");
  });
});
