import { describe, expect, it } from "vitest";
import { getUser } from "#shared/api/auth.ts";
import { saveToken } from "#shared/api/token.ts";
import { status, user } from "#shared/auth/session.ts";
import { httpUrl } from "#shared/browser/http-url.ts";
import { locale } from "#shared/i18n/locale.ts";
import { aUser, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { EARLY_CALL_KEPT_MS, USER_PATH } from "./early-call.ts";

// The default configuration's API, as the loader's script names it.
const API = "http://127.0.0.1:8787/api";

freshPageEachTest("/account/dashboard");

/** What the loader does as it starts on a device with a session (its browser test checks that it does). */
function callUserEarly(apiBase: string, bearer: string, at = Date.now()): void {
  const url = `${httpUrl(apiBase, location.origin)}${USER_PATH}`;
  window.__lpEarlyUser = { url, bearer, at, answer: fetch(url, { headers: { Accept: "application/json", Authorization: `Bearer ${bearer}` } }) };
}

describe("the learner's own call, made by the loader as it starts", () => {
  it("is the session's first user call: the answer comes from the call already made, and a later one asks again", async () => {
    const net = mockFetch(() => json({ user: aUser() }));
    callUserEarly(API, "tok-1");
    expect(net.calls.map((c) => [c.url.href, c.headers.get("authorization")])).toEqual([[`${API}/user`, "Bearer tok-1"]]);
    saveToken("tok-1");
    await expect(getUser()).resolves.toMatchObject({ user: { first_name: "Awa" } });
    expect(net.calls).toHaveLength(1);
    await getUser();
    expect(net.calls).toHaveLength(2);
  });

  it("is left alone when the session has another token, the page names another API, or it is a minute old", async () => {
    const net = mockFetch(() => json({ user: aUser() }));
    callUserEarly(API, "tok-old");
    saveToken("tok-new");
    await getUser();
    expect(net.calls.map((c) => c.headers.get("authorization"))).toEqual(["Bearer tok-old", "Bearer tok-new"]);

    callUserEarly("https://api.elsewhere.example/api/", "tok-new");
    await getUser();
    expect(net.calls.map((c) => c.url.href)).toEqual([`${API}/user`, `${API}/user`, "https://api.elsewhere.example/api/user", `${API}/user`]);

    callUserEarly(API, "tok-new", Date.now() - EARLY_CALL_KEPT_MS - 1);
    await getUser();
    expect(net.calls).toHaveLength(6);
  });

  it("is asked again when it got no answer, or a server's failure", async () => {
    let early = true;
    const net = mockFetch(() => (early ? networkError() : json({ user: aUser() })));
    callUserEarly(API, "tok-1");
    early = false;
    saveToken("tok-1");
    await expect(getUser()).resolves.toMatchObject({ user: { id: 7 } });
    expect(net.calls).toHaveLength(2);

    const answers = [json({ message: "Server Error" }, 503), json({ user: aUser({ first_name: "Jean" }) })];
    const again = mockFetch(() => answers.shift() ?? json({}));
    callUserEarly(API, "tok-1");
    await expect(getUser()).resolves.toMatchObject({ user: { first_name: "Jean" } });
    expect(again.calls).toHaveLength(2);
  });

  it("a refusal is asked again in the page's language, and a refused token ends the session as it would have", async () => {
    locale.value = "fr";
    const net = mockFetch(() => json({ message: "Non authentifié." }, 401));
    callUserEarly(API, "tok-1");
    saveToken("tok-1");
    await expect(getUser()).rejects.toMatchObject({ status: 401, message: "Non authentifié." });
    expect(net.calls.map((c) => c.headers.get("accept-language"))).toEqual([null, "fr"]);
    expect(status.value).toBe("unauthenticated");
    expect(user.value).toBeNull();
  });
});
