import * as v from "valibot";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UserSchema } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { formatDate } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, mount, shadow, toastText, until } from "#tests/support/dom.ts";
import { aUser, type Handler, json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as certificateListTag } from "./certificate-list.api.ts";
import * as certificateListRoot from "./certificate-list.tsx";

freshPageEachTest("/account/certificates");

beforeAll(() => {
  defineWidget(certificateListTag, certificateListRoot);
});

beforeEach(() => {
  saveToken("tok-cert");
  delete window.lpConfig;
});

/** Three weeks before now: the relative time is worked out in the learner's language. */
const ISSUED = new Date(Date.now() - 21 * 86_400_000).toISOString();

const certificate = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Certificate of Completion ${id}`,
  certificate_number: `CERT-2026-${String(id).padStart(4, "0")}`,
  issued_at: ISSUED,
  since: "3 weeks ago",
  course: { id: 10 + id, slug: `course-${id}`, title: `Python for Data Analysis ${id}` },
  ...overrides,
});

function server(answer: Handler = () => json({ data: [certificate(1), certificate(2)] })) {
  return mockFetch((call) => (call.url.pathname.endsWith("/my-certificates") ? answer(call) : json({ message: "Not found." }, 404)));
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

async function openList() {
  const el = await mount("lp-certificate-list");
  const root = shadow(el);
  await until(() => root.querySelector(".certs-items, .lp-empty, .lp-error") !== null);
  return root;
}

const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>(".certs-items article")];

/** A page whose browser offers no clipboard (an insecure origin, an old browser). */
function withoutClipboard() {
  const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, "clipboard", original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

describe("<lp-certificate-list>", () => {
  it("shows each certificate's title, course and 'Issued on {date} ({since})'", async () => {
    const net = server();
    const root = await openList();
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0].headers.get("authorization")).toBe("Bearer tok-cert");
    expect(cards(root)).toHaveLength(2);
    const first = cards(root)[0];
    expect(text(first.querySelector("h2"))).toBe("Certificate of Completion 1");
    expect(text(first.querySelector(".cert-course"))).toBe("Course: Python for Data Analysis 1");
    expect(text(first.querySelector(".cert-issued"))).toBe(`Issued on ${formatDate(ISSUED, "en")} (3 weeks ago)`);
    expect(text(root.querySelector("h1"))).toBe("My Certificates");
  });

  it("leaves out the parentheses when neither the date nor the server says how long ago", async () => {
    server(() => json({ data: [certificate(1, { issued_at: "14/02/2026", since: "" })] }));
    const root = await openList();
    expect(text(cards(root)[0].querySelector(".cert-issued"))).toBe("Issued on 14/02/2026");
  });

  it("opens the public certificate page in a new tab, without handing it the opener", async () => {
    server();
    const root = await openList();
    const view = cards(root)[1].querySelector<HTMLAnchorElement>(".cert-view")!;
    expect(text(view)).toBe("View Certificate (opens in a new tab)");
    expect(view.getAttribute("href")).toBe(`${location.origin}/certificate/CERT-2026-0002`);
    expect(view.target).toBe("_blank");
    expect(view.rel.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });

  it("links to the platform's own certificate page when the list is shown elsewhere", async () => {
    window.lpConfig = { platformUrl: "https://learning.cm", routes: { certificate: "/certificates/{number}/view" } };
    resetConfig();
    server();
    const root = await openList();
    expect(cards(root)[0].querySelector(".cert-view")!.getAttribute("href")).toBe("https://learning.cm/certificates/CERT-2026-0001/view");
  });

  it("copies the absolute link with Share and says 'Certificate link copied to clipboard!'", async () => {
    server();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const root = await openList();
    await click(button(cards(root)[0], "Share"));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(`${location.origin}/certificate/CERT-2026-0001`);
    await until(() => expect(toastText()).toContain("Certificate link copied to clipboard!"));
    expect(root.querySelector(".cert-copy-yourself")).toBeNull();
  });

  it("without a clipboard, shows the link selected in a read-only field and says so", async () => {
    server();
    const restore = withoutClipboard();
    try {
      const root = await openList();
      await click(button(cards(root)[1], "Share"));
      const box = cards(root)[1].querySelector(".cert-copy-yourself")!;
      expect(text(box.querySelector("[role=status]"))).toBe(
        "This browser did not let us copy the link. It is selected below: copy it with Ctrl+C (⌘+C on a Mac).",
      );
      const input = box.querySelector("input")!;
      expect(input.readOnly).toBe(true);
      expect(input.value).toBe(`${location.origin}/certificate/CERT-2026-0002`);
      expect(text(box.querySelector("label"))).toBe("Certificate link");
      expect(root.activeElement).toBe(input);
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
      expect(toastText()).not.toContain("Certificate link copied to clipboard!");
      expect(cards(root)[0].querySelector(".cert-copy-yourself")).toBeNull();
    } finally {
      restore();
    }
  });

  it("falls back the same way when the browser refuses to copy", async () => {
    server();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    const root = await openList();
    await click(button(cards(root)[0], "Share"));
    await until(() => expect(cards(root)[0].querySelector(".cert-copy-yourself input")).not.toBeNull());
    expect(toastText()).not.toContain("Certificate link copied to clipboard!");
  });

  it("offers each certificate's badge code, ready to copy, and selects it where the browser will not copy", async () => {
    server();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const root = await openList();
    const details = cards(root)[1].querySelector("details")!;
    expect(text(details.querySelector("summary"))).toBe("Badge for your website");
    const code = details.querySelector("textarea")!;
    expect(code.readOnly).toBe(true);
    expect(code.value).toContain('<lp-certificate-badge number="CERT-2026-0002"></lp-certificate-badge>');
    expect(code.value).toMatch(/^<script type="module" src="[^"]+lp-widgets\.js"/);
    await click(button(details, "Copy code"));
    expect(writeText).toHaveBeenCalledWith(code.value);
    await until(() => expect(toastText()).toContain("Badge code copied to clipboard!"));

    writeText.mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    await click(button(details, "Copy code"));
    await until(() =>
      expect(text(details.querySelector("[role=status]"))).toBe("This browser did not let us copy it. It is selected: copy it with Ctrl+C (⌘+C on a Mac)."),
    );
    expect(root.activeElement).toBe(code);
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, code.value.length]);
  });

  it("offers each certificate's image with its link and its PNG for e-mail, named with the learner's name", async () => {
    user.value = v.parse(UserSchema, aUser({ name: "Awa Grace Nkemdirim" }));
    server();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const root = await openList();
    const card = cards(root)[1];
    const codes = [...card.querySelectorAll(".cert-badge-code details")];
    expect(codes.map((d) => text(d.querySelector(".lp-badge-code-name")))).toEqual(["Live badge", "Image with a link", "E-mail signature"]);
    expect(text(codes[1].querySelector(".lp-badge-code-note"))).toBe(
      "For places without scripts (hosted blogs, forums): an image that links to the certificate's page.",
    );
    const page = `${location.origin}/certificate/CERT-2026-0002`;
    const alt = "Awa Grace Nkemdirim: Python for Data Analysis 2, certificate verified by Learning platform";
    expect(codes[1].querySelector("textarea")!.value).toBe(
      `<a href="${page}"><img src="${page}/badge.svg?size=large&amp;lang=en" alt="${alt}" width="340" height="136"></a>`,
    );
    expect(codes[2].querySelector("textarea")!.value).toBe(
      `<a href="${page}"><img src="${page}/badge.png?size=small&amp;lang=en" alt="${alt}" width="300" height="48"></a>`,
    );
    await click(button(codes[2], "Copy signature code"));
    expect(writeText).toHaveBeenCalledWith(codes[2].querySelector("textarea")!.value);
    await until(() => expect(toastText()).toContain("Signature code copied to clipboard!"));
  });

  it("takes the image from the platform's own server when the list is shown elsewhere, and links to the configured page", async () => {
    window.lpConfig = { platformUrl: "https://learning.cm", routes: { certificate: "/certificates/{number}/view" } };
    resetConfig();
    server();
    const root = await openList();
    const image = cards(root)[0].querySelectorAll("textarea")[1].value;
    expect(image).toMatch(
      /^<a href="https:\/\/learning\.cm\/certificates\/CERT-2026-0001\/view"><img src="https:\/\/learning\.cm\/certificate\/CERT-2026-0001\/badge\.svg\?/,
    );
    // No name known to the page: the course alone.
    expect(image).toContain('alt="Python for Data Analysis 1: certificate verified by Learning platform"');
  });

  it("says where each badge code fits in French", async () => {
    locale.value = "fr";
    user.value = v.parse(UserSchema, aUser({ name: "Awa Grace Nkemdirim" }));
    server();
    const root = await openList();
    const details = cards(root)[0].querySelector(".cert-badge-code")!;
    expect(text(details.querySelector("summary"))).toBe("Badge pour votre site");
    expect([...details.querySelectorAll(".lp-badge-code-note")].map(text)).toEqual([
      "Pour un site ou un blog qui accepte les scripts : le badge dynamique vérifie le certificat auprès de la plateforme à chaque affichage.",
      "Pour les endroits sans scripts (blogs hébergés, forums) : une image qui renvoie à la page du certificat.",
      "Pour une signature de courriel : l’image au format PNG.",
    ]);
    const email = details.querySelectorAll("textarea")[2].value;
    expect(email).toContain("/badge.png?size=small&amp;lang=fr");
    expect(email).toContain('alt="Awa Grace Nkemdirim : Python for Data Analysis 1, certificat vérifié par Plateforme d’apprentissage"');
  });

  it("shows the empty state 'No certificates yet' with 'Complete courses to earn your first certificate'", async () => {
    server(() => json({ data: [] }));
    const root = await openList();
    expect(text(root.querySelector(".lp-empty-title"))).toBe("No certificates yet");
    expect(text(root.querySelector(".certs-hint"))).toBe("Complete courses to earn your first certificate");
  });

  it("says 'No certificates found.' when the server has no list for the learner", async () => {
    server(() => json({ data: null }));
    const root = await openList();
    expect(text(root.querySelector(".lp-empty"))).toBe("No certificates found.");
  });

  it("says 'Error fetching certificates', and loads on retry", async () => {
    let fail = true;
    server(() => (fail ? json({}, 403) : json({ data: [certificate(1)] })));
    const root = await openList();
    expect(text(root.querySelector(".lp-error p"))).toBe("Error fetching certificates");
    fail = false;
    await click(button(root, "Try again"));
    await until(() => expect(cards(root)).toHaveLength(1));
  });

  it("shows the server's message when it gives one", async () => {
    server(() => json({ message: "Too many requests." }, 429));
    const root = await openList();
    expect(text(root.querySelector(".lp-error p"))).toBe("Too many requests.");
  });

  it.each([
    ["a list of the wrong kind", { data: "none" }],
    ["a certificate without a number", { data: [{ ...certificate(1), certificate_number: undefined }] }],
    ["a certificate without its course", { data: [{ ...certificate(1), course: null }] }],
  ])("shows the error state for a malformed answer: %s", async (_, body) => {
    server(() => json(body));
    const root = await openList();
    expect(text(root.querySelector(".lp-error p"))).toBe("Error fetching certificates");
    expect(cards(root)).toHaveLength(0);
  });

  it("shows titles as text, never as markup", async () => {
    server(() => json({ data: [certificate(1, { title: "<img src=x onerror=alert(1)>" })] }));
    const root = await openList();
    expect(text(cards(root)[0].querySelector("h2"))).toBe("<img src=x onerror=alert(1)>");
    expect(cards(root)[0].querySelector("img")).toBeNull();
  });
});

describe("<lp-certificate-list> in French", () => {
  it("speaks French", async () => {
    locale.value = "fr";
    server();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const root = await openList();
    expect(text(root.querySelector("h1"))).toBe("Mes certificats");
    const first = cards(root)[0];
    // How long ago in French, not the server's English.
    expect(text(first.querySelector(".cert-issued"))).toBe(`Délivré le ${formatDate(ISSUED, "fr")} (il y a 3 semaines)`);
    expect(text(first.querySelector(".cert-course"))).toBe("Cours : Python for Data Analysis 1");
    expect(text(first.querySelector(".cert-view"))).toBe("Voir le certificat (s’ouvre dans un nouvel onglet)");
    await click(button(first, "Partager"));
    expect(writeText).toHaveBeenCalled();
    await until(() => expect(toastText()).toContain("Lien du certificat copié dans le presse-papiers !"));
  });

  it("says the empty states, the failure and the copy fallback in French", async () => {
    locale.value = "fr";
    server(() => json({ data: [] }));
    const empty = await openList();
    expect(text(empty.querySelector(".lp-empty-title"))).toBe("Pas encore de certificat");
    expect(text(empty.querySelector(".certs-hint"))).toBe("Terminez des cours pour obtenir votre premier certificat");
    server(() => json({ data: null }));
    expect(text((await openList()).querySelector(".lp-empty"))).toBe("Aucun certificat trouvé.");
    server(() => json({}, 403));
    expect(text((await openList()).querySelector(".lp-error p"))).toBe("Erreur lors de la récupération des certificats");

    server();
    const restore = withoutClipboard();
    try {
      const root = await openList();
      await click(button(cards(root)[0], "Partager"));
      expect(text(cards(root)[0].querySelector(".cert-copy-yourself [role=status]"))).toBe(
        "Ce navigateur n’a pas permis de copier le lien. Il est sélectionné ci-dessous : copiez-le avec Ctrl+C (⌘+C sur Mac).",
      );
      expect(text(cards(root)[0].querySelector(".cert-copy-yourself label"))).toBe("Lien du certificat");
    } finally {
      restore();
    }
  });
});
