import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { locale } from "#shared/i18n/locale.ts";
import { button, byLabel, click, submit, toastText, type, until } from "#tests/support/dom.ts";
import { type Handler, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { AccessCodeBox } from "./access-code-box.tsx";

const page = freshPageEachTest("/courses/computer-networking");

let root: Root | null = null;

async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(node);
  });
  return host;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
});

const codeAnswers = (answer: Handler) =>
  mockFetch((call) => (call.url.pathname === "/api/courses/12/enroll-with-access-code" ? answer(call) : json({ message: "Not Found" }, 404)));

async function box(code: string) {
  const host = await render(<AccessCodeBox course={{ id: 12, slug: "bookkeeping-basics" }} />);
  await type(byLabel(host, "Enroll with Access Code"), code);
  await click(button(host, "Enroll"));
  return host;
}

describe("AccessCodeBox", () => {
  it("sends a visitor to sign-in, coming back here", async () => {
    const net = codeAnswers(() => json({}));
    await box("CAMPUS-2026");
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/signin?redirect=%2Fcourses%2Fcomputer-networking");
    expect(net.calls).toHaveLength(0);
  });

  it("asks for a code when only spaces were typed", async () => {
    saveToken("tok");
    const net = codeAnswers(() => json({}));
    await box("   ");
    await until(() => expect(toastText()).toContain("Please enter a valid access code."));
    expect(net.calls).toHaveLength(0);
  });

  it("enrols with the trimmed code, then goes to the course's learning page", async () => {
    saveToken("tok");
    const net = codeAnswers(() => json({ message: "You have successfully enrolled with the access code!", slug: "computer-networking" }));
    await box("  CAMPUS-2026 ");
    await until(() => expect(page.go).toHaveBeenCalledExactlyOnceWith("/account/courses/computer-networking"));
    expect(net.calls[0].body).toEqual({ access_code: "CAMPUS-2026" });
    expect(net.calls[0].headers.get("authorization")).toBe("Bearer tok");
    expect(toastText()).toContain("You have successfully enrolled with the access code!");
  });

  it("shows the message when the server names no course to go to", async () => {
    saveToken("tok");
    codeAnswers(() => json({ message: "Enrolled with your organization's code." }));
    await box("CAMPUS-2026");
    await until(() => expect(toastText()).toContain("Enrolled with your organization's code."));
    expect(page.go).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, or the spec's default sentence", async () => {
    saveToken("tok");
    codeAnswers(() => json({ message: "The access code is invalid.", errors: { access_code: ["The access code is invalid."] } }, 422));
    await box("WRONG");
    await until(() => expect(toastText()).toContain("The access code is invalid."));

    await act(async () => root?.unmount());
    codeAnswers(networkError);
    await box("CAMPUS-2026");
    await until(() => expect(toastText()).toContain("An error occurred while enrolling with the access code"));
    expect(page.go).not.toHaveBeenCalled();
  });

  it("sends one request while one is under way", async () => {
    saveToken("tok");
    let answer!: (r: Response) => void;
    const net = codeAnswers(() => new Promise<Response>((resolve) => (answer = resolve)));
    const host = await box("CAMPUS-2026");
    await submit(host.querySelector("form")!);
    await submit(host.querySelector("form")!);
    expect(net.calls).toHaveLength(1);
    answer(json({ slug: "computer-networking" }));
    await until(() => expect(page.go).toHaveBeenCalledOnce());
    expect(toastText()).toContain("You have successfully enrolled with the access code!");
  });

  it("gives the default sentence in French when the server says nothing", async () => {
    saveToken("tok");
    locale.value = "fr";
    codeAnswers(() => json({}, 500));
    const host = await render(<AccessCodeBox course={{ id: 12, slug: "bookkeeping-basics" }} />);
    await type(byLabel(host, "S’inscrire avec un code d’accès"), "CAMPUS-2026");
    await click(button(host, "S’inscrire"));
    await until(() => expect(toastText()).toContain("Une erreur s’est produite lors de l’inscription avec le code d’accès"));
  });
});
