import { act } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { button, byLabel, click, mount, settle, shadow, submit, toastText, type, until } from "#tests/support/dom.ts";
import { aUser, type Handler, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";

const page = freshPageEachTest("/signin");

beforeAll(async () => {
  await import("../define.ts");
});

const loginAnswers = (answer: Handler) => mockFetch((call) => (call.url.pathname.endsWith("/login") ? answer(call) : json({}, 404)));

async function signInForm() {
  const el = await mount("lp-signin");
  const root = shadow(el);
  return {
    el,
    root,
    email: byLabel(root, "Email"),
    password: byLabel(root, "Password"),
    submitButton: button(root, "Sign in"),
    form: root.querySelector("form")!,
  };
}

async function fillAndSend(email = "awa@example.cm", password = "secret123") {
  const f = await signInForm();
  await type(f.email, email);
  await type(f.password, password);
  await click(f.submitButton);
  return f;
}

describe("<lp-signin>", () => {
  it("keeps the session on the device only when the learner ticks 'Keep me signed in on this device' (off at first)", async () => {
    loginAnswers(() => json({ user: aUser(), authorization: { token: "device-token" } }));
    const f = await signInForm();
    const keep = byLabel(f.root, "Keep me signed in on this device") as HTMLInputElement;
    expect(keep.checked).toBe(false);
    await click(keep);
    await type(f.email, "awa@example.cm");
    await type(f.password, "secret123");
    await click(f.submitButton);
    await until(() => expect(page.go).toHaveBeenCalled());
    expect(localStorage.getItem("lpKeptToken")).toBe("device-token");
    expect(sessionStorage.getItem("authToken")).toBe("device-token");
  });

  it("keeps nothing on the device by default", async () => {
    loginAnswers(() => json({ user: aUser(), authorization: { token: "tab-token" } }));
    await fillAndSend();
    await until(() => expect(page.go).toHaveBeenCalled());
    expect(localStorage.getItem("lpKeptToken")).toBeNull();
    expect(sessionStorage.getItem("authToken")).toBe("tab-token");
  });

  it("keeps the sign-in button disabled until both fields are filled", async () => {
    const f = await signInForm();
    expect(f.submitButton.disabled).toBe(true);
    await type(f.email, "awa@example.cm");
    expect(f.submitButton.disabled).toBe(true);
    await type(f.password, "secret123");
    expect(f.submitButton.disabled).toBe(false);
    await type(f.email, "   ");
    expect(f.submitButton.disabled).toBe(true);
  });

  it("asks to fill all fields when an empty form is submitted anyway", async () => {
    const net = mockFetch();
    const f = await signInForm();
    await submit(f.form);
    await until(() => expect(toastText()).toContain("Please fill all fields"));
    expect(net.calls).toHaveLength(0);
  });

  it("shows 'Login failed: <server message>' for a wrong password and stores no token", async () => {
    loginAnswers(() => json({ message: "These credentials do not match our records." }, 422));
    await fillAndSend("awa@example.cm", "wrong-password");
    await until(() => expect(toastText()).toContain("Login failed: These credentials do not match our records."));
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(page.go).not.toHaveBeenCalled();
  });

  it("shows the default login message when the network fails", async () => {
    loginAnswers(networkError);
    await fillAndSend();
    await until(() => expect(toastText()).toContain("Login failed: An error occurred during login"));
    expect(page.go).not.toHaveBeenCalled();
  });

  it("says the default in French on a French page, not the English sentence inside a French one", async () => {
    loginAnswers(networkError);
    const f = await signInForm();
    await type(f.email, "awa@example.cm");
    await type(f.password, "secret123");
    await act(async () => {
      locale.value = "fr";
    });
    await click(f.submitButton);
    await until(() => expect(toastText()).toContain("Échec de la connexion : Une erreur s’est produite lors de la connexion"));
    expect(toastText()).not.toContain("An error occurred");
  });

  it("sends the trimmed email and the password as typed", async () => {
    const net = loginAnswers(() => json({ user: aUser(), authorization: { token: "tok" } }));
    await fillAndSend("  awa@example.cm  ", " pass word ");
    await until(() => expect(net.to("/login")).toHaveLength(1));
    expect(net.to("/login")[0].body).toEqual({ email: "awa@example.cm", password: " pass word " });
  });

  it("takes an onboarded learner to the dashboard and keeps the session", async () => {
    loginAnswers(() => json({ user: aUser(), authorization: { token: "tok-ok" } }));
    const events: CustomEvent[] = [];
    const listener = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener("lp-signin", listener);
    await fillAndSend();
    await until(() => expect(page.go).toHaveBeenCalled());
    document.removeEventListener("lp-signin", listener);
    expect(page.go).toHaveBeenCalledWith("/account/dashboard");
    expect(sessionStorage.getItem("authToken")).toBe("tok-ok");
    expect(String(page.go.mock.calls[0][0])).not.toContain("tok-ok");
    // The host page hears about it, outside the shadow root.
    expect(events).toHaveLength(1);
    expect(events[0].detail).toEqual({ userId: 7 });
  });

  it("takes a learner who has not finished onboarding to onboarding", async () => {
    loginAnswers(() => json({ user: aUser({ date_of_birth: null }), authorization: { token: "tok" } }));
    await fillAndSend();
    await until(() => expect(page.go).toHaveBeenCalled());
    expect(page.go).toHaveBeenCalledWith("/account/onboarding");
  });

  it("goes back to a safe redirect, never to another site", async () => {
    loginAnswers(() => json({ user: aUser(), authorization: { token: "tok" } }));
    history.replaceState(null, "", `/signin?redirect=${encodeURIComponent("/account/courses/intro-python")}`);
    await fillAndSend();
    await until(() => expect(page.go).toHaveBeenCalledTimes(1));
    expect(page.go).toHaveBeenLastCalledWith("/account/courses/intro-python");

    await act(async () => document.body.replaceChildren());
    history.replaceState(null, "", `/signin?redirect=${encodeURIComponent("/\\evil.example")}`);
    await fillAndSend();
    await until(() => expect(page.go).toHaveBeenCalledTimes(2));
    expect(page.go).toHaveBeenLastCalledWith("/account/dashboard");
  });

  it("hands its redirect on to the sign-up link", async () => {
    history.replaceState(null, "", `/signin?redirect=${encodeURIComponent("/account/courses/intro-python")}`);
    const { root } = await signInForm();
    const signup = new URL(root.querySelector<HTMLAnchorElement>('a[href^="/signup"]')!.href);
    expect(signup.searchParams.get("redirect")).toBe("/account/courses/intro-python");
  });

  describe("a visitor sent here to enrol", () => {
    const signUpLink = (root: ShadowRoot) => [...root.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent === "Create an account");

    it.each([
      ["a course's page", "/courses/intro-python"],
      ["an exam's page", "/account/exams/algebra-basics?tab=overview"],
    ])("is told an account is needed, when the way back is %s, and offered both ways in", async (_, redirect) => {
      loginAnswers(() => json({ user: aUser(), authorization: { token: "tok" } }));
      history.replaceState(null, "", `/signin?redirect=${encodeURIComponent(redirect)}`);
      const f = await signInForm();
      expect(f.root.querySelector(".auth-subtitle")?.textContent).toBe("Sign in or create an account to enrol.");
      expect(f.root.textContent).not.toContain("Welcome back");
      const signup = signUpLink(f.root)!;
      expect(signup.className).toContain("lp-button");
      expect(new URL(signup.href).pathname).toBe("/signup");
      expect(new URL(signup.href).searchParams.get("redirect")).toBe(redirect);
      // Signing in still works, and still goes back to the page.
      await type(f.email, "awa@example.cm");
      await type(f.password, "secret123");
      await click(f.submitButton);
      await until(() => expect(page.go).toHaveBeenCalledWith(redirect));
    });

    it("says so in French", async () => {
      locale.value = "fr";
      history.replaceState(null, "", `/signin?redirect=${encodeURIComponent("/courses/intro-python")}`);
      const root = shadow(await mount("lp-signin"));
      expect(root.querySelector(".auth-subtitle")?.textContent).toBe("Connectez-vous ou créez un compte pour vous inscrire.");
      expect([...root.querySelectorAll("a")].some((a) => a.textContent === "Créer un compte")).toBe(true);
      expect(root.textContent).not.toContain("Bon retour");
    });

    it("is not what a learner coming back to another page reads", async () => {
      for (const redirect of [null, "/account/courses/intro-python", "/account/payments", "/courses", "/\\evil.example/courses/x"]) {
        history.replaceState(null, "", redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : "/signin");
        const { root } = await signInForm();
        expect(root.querySelector(".auth-subtitle")?.textContent, String(redirect)).toBe("Welcome back! Sign in to continue learning.");
        expect(signUpLink(root), String(redirect)).toBeUndefined();
        await act(async () => document.body.replaceChildren());
      }
    });
  });

  it("sends one request however often the button is pressed while signing in", async () => {
    let answer!: (r: Response) => void;
    const net = loginAnswers(() => new Promise<Response>((resolve) => (answer = resolve)));
    const f = await fillAndSend();
    await until(() => expect(f.submitButton.disabled).toBe(true));
    expect(f.submitButton.getAttribute("aria-busy")).toBe("true");
    await click(f.submitButton);
    await click(f.submitButton);
    expect(net.to("/login")).toHaveLength(1);
    answer(json({ user: aUser(), authorization: { token: "tok" } }));
    await until(() => expect(page.go).toHaveBeenCalledTimes(1));
    await settle();
    expect(net.to("/login")).toHaveLength(1);
  });

  it("shows a server message as text, never as markup", async () => {
    loginAnswers(() => json({ message: '<img src=x onerror="alert(1)"><b>bold</b>' }, 422));
    await fillAndSend();
    await until(() => expect(toastText()).toContain('Login failed: <img src=x onerror="alert(1)"><b>bold</b>'));
    const toasts = document.querySelector("[data-lp-toasts]")!.shadowRoot!;
    expect(toasts.querySelector("img, b")).toBeNull();
  });

  it("offers Google sign-in only when a client id is configured", async () => {
    const without = shadow(await mount("lp-signin"));
    expect(without.textContent).not.toContain("Sign in with Google");
    await act(async () => document.body.replaceChildren());
    window.lpConfig = { googleClientId: "gid.apps.googleusercontent.com" };
    resetConfig();
    try {
      const withId = shadow(await mount("lp-signin"));
      expect(button(withId, "Sign in with Google")).toBeTruthy();
    } finally {
      delete window.lpConfig;
    }
  });

  it("switches language while open, keeping what was typed", async () => {
    const f = await signInForm();
    await type(f.email, "awa@example.cm");
    await act(async () => {
      locale.value = "fr";
    });
    expect(f.root.querySelector("h1")?.textContent).toBe("Connexion");
    expect(byLabel(f.root, "E-mail").value).toBe("awa@example.cm");
  });

  it("speaks French when the page does", async () => {
    locale.value = "fr";
    const el = await mount("lp-signin");
    const root = shadow(el);
    expect(root.querySelector("h1")?.textContent).toBe("Connexion");
    expect(button(root, "Se connecter")).toBeTruthy();
    expect(root.querySelector(".lp-root")?.getAttribute("lang")).toBe("fr");
  });
});
