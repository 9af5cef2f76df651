import { beforeAll, describe, expect, it, vi } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { formatDate } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { aPublicCertificate, ISSUED } from "#tests/support/certificate-fixtures.ts";
import { button, click, mount, shadow, toastText, until } from "#tests/support/dom.ts";
import { type Handler, json, mockFetch, networkError } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as badgeTag } from "../certificate-badge/certificate-badge.api.ts";
import * as badgeRoot from "../certificate-badge/certificate-badge.tsx";
import { tag as certificateTag } from "./certificate.api.ts";
import * as certificateRoot from "./certificate.tsx";

freshPageEachTest("/certificate/LPC-2026-AB12");

beforeAll(() => {
  defineWidget(certificateTag, certificateRoot);
  defineWidget(badgeTag, badgeRoot);
});

const certificate = (overrides: Record<string, unknown> = {}) => aPublicCertificate({ url: `${location.origin}/certificate/LPC-2026-AB12`, ...overrides });

function server(answer: Handler = () => json({ data: certificate() })) {
  return mockFetch((call) => (call.url.pathname.startsWith("/api/certificates/") ? answer(call) : json({ message: "Not found." }, 404)));
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

async function openPage(attributes: Record<string, string> = {}) {
  const el = await mount("lp-certificate", attributes);
  const root = shadow(el);
  await until(() => !!root.querySelector(".cert-page, .lp-empty, .lp-error"));
  return root;
}

describe("<lp-certificate>", () => {
  it("shows who earned it, for what, from whom, when and under which number, checked just now", async () => {
    const net = server();
    const root = await openPage();
    expect(net.calls[0].url.pathname).toBe("/api/certificates/LPC-2026-AB12");
    const doc = root.querySelector(".cert-document")!;
    expect(text(doc.querySelector("h1"))).toBe("Certificate of Completion");
    expect(text(doc.querySelector(".cert-holder"))).toBe("Amina Njoya");
    expect(text(doc.querySelector(".cert-course"))).toBe("Bookkeeping for Small Businesses");
    expect(text(doc.querySelector(".cert-org"))).toBe("Douala Business School");
    expect([...doc.querySelectorAll(".cert-facts dt, .cert-facts dd")].map(text)).toEqual([
      "Issued on",
      formatDate(ISSUED, "en"),
      "Certificate number",
      "LPC-2026-AB12",
    ]);
    expect(text(root.querySelector(".cert-verification"))).toMatch(
      new RegExp(`^Verified This certificate was checked with ${location.host} just now, at .+\\.$`),
    );
    expect(doc.querySelector("svg.qr path")?.getAttribute("d")).toBeTruthy();
  });

  it("asks without the learner's token, even on a page where one is signed in", async () => {
    saveToken("tok-signed-in");
    const net = server();
    await openPage();
    expect(net.calls[0].headers.has("authorization")).toBe(false);
  });

  it("takes the number from its attribute before the address", async () => {
    const net = server();
    await openPage({ number: "LPC-OTHER" });
    expect(net.calls[0].url.pathname).toBe("/api/certificates/LPC-OTHER");
  });

  it("shows names as text: markup stays literal and a right-to-left override cannot turn the words around it", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const reversed = "Amina \u202Egnp.exe";
    server(() => json({ data: certificate({ holder: { name: hostile }, course: { title: reversed, slug: null } }) }));
    const root = await openPage();
    expect(text(root.querySelector(".cert-holder"))).toBe(hostile);
    expect(root.querySelector(".cert-document img")).toBeNull();
    const course = root.querySelector(".cert-course bdi")!;
    expect(course.textContent).toBe(reversed);
  });

  it("says plainly when the number does not exist, apart from a failure to check", async () => {
    server(() => json({ message: "Certificate not found." }, 404));
    const root = await openPage();
    expect(text(root.querySelector(".lp-empty-title"))).toBe("This certificate number does not exist");
    expect(text(root.querySelector(".lp-empty"))).toContain("LPC-2026-AB12");
    expect(root.querySelector(".lp-error")).toBeNull();
    expect(root.querySelector(".cert-verification")).toBeNull();
  });

  it("offers a retry when the platform cannot be reached, and verifies once it answers", async () => {
    // The client's own retries come at once (no backoff wait), then the failure is said.
    vi.spyOn(Math, "random").mockReturnValue(0);
    let down = true;
    server(() => (down ? networkError() : json({ data: certificate() })));
    const root = await openPage();
    expect(text(root.querySelector(".lp-error p"))).toBe(
      "The platform could not be reached to check this certificate. Nothing is wrong with the certificate itself: try again in a moment.",
    );
    expect(root.querySelector(".lp-empty")).toBeNull();
    down = false;
    await click(button(root, "Try again"));
    await until(() => !!root.querySelector(".cert-verification"));
  });

  it("shows an error state, not a blank, for an answer of the wrong shape", async () => {
    server(() => json({ data: { certificate_number: 12 } }));
    const root = await openPage();
    expect(text(root.querySelector(".lp-error p"))).toContain("could not be read");
  });

  it("prints, adds to LinkedIn, shares, and copies the link with 'Link copied to clipboard!'", async () => {
    server();
    const print = vi.fn();
    window.print = print;
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const root = await openPage();
    await click(button(root, "Print / Save as PDF"));
    expect(print).toHaveBeenCalledOnce();
    const linkedIn = [...root.querySelectorAll<HTMLAnchorElement>(".cert-buttons a")].find((a) => a.textContent?.includes("LinkedIn"))!;
    expect(new URL(linkedIn.href).searchParams.get("certId")).toBe("LPC-2026-AB12");
    expect(linkedIn.rel).toContain("noopener");
    expect([...root.querySelectorAll(".cert-share-link")].map((a) => text(a).replace(" (opens in a new tab)", ""))).toEqual([
      "LinkedIn",
      "X (Twitter)",
      "Facebook",
      "WhatsApp",
      "E-mail",
    ]);
    await click(button(root, "Copy link"));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/certificate/LPC-2026-AB12`);
    await until(() => expect(toastText()).toContain("Link copied to clipboard!"));
  });

  it("gives the badge's embed code for this certificate, ready to copy, with the badge beside it", async () => {
    server();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const root = await openPage();
    const code = root.querySelector<HTMLTextAreaElement>(".cert-embed textarea")!;
    expect(code.readOnly).toBe(true);
    expect(code.value).toMatch(
      /^<script type="module" src="[^"]+\/lp-widgets\.js" data-api-base="[^"]+" data-platform-url="[^"]+" data-locale="en"><\/script>\n<lp-certificate-badge number="LPC-2026-AB12"><\/lp-certificate-badge>$/,
    );
    expect(root.querySelector(".cert-embed-preview lp-certificate-badge")?.getAttribute("number")).toBe("LPC-2026-AB12");
    await click(button(root, "Copy code"));
    expect(writeText).toHaveBeenCalledWith(code.value);
    await until(() => expect(toastText()).toContain("Badge code copied to clipboard!"));
  });

  it("offers the image with its link for places without scripts and the PNG for e-mail signatures, each saying where it fits", async () => {
    server();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const root = await openPage();
    const codes = [...root.querySelectorAll<HTMLDetailsElement>(".cert-embed details")];
    expect(codes.map((d) => text(d.querySelector("summary")))).toEqual([
      "Live badge For a site or blog that runs scripts: the live badge checks with the platform each time it is shown.",
      "Image with a link For places without scripts (hosted blogs, forums): an image that links to the certificate's page.",
      "E-mail signature For an e-mail signature: the PNG image.",
    ]);
    // The live badge's code shows first; the others open one at a time.
    expect(codes.map((d) => d.open)).toEqual([true, false, false]);
    expect(new Set(codes.map((d) => d.getAttribute("name"))).size).toBe(1);
    const [, image, email] = codes.map((d) => d.querySelector("textarea")!);
    const page = `${location.origin}/certificate/LPC-2026-AB12`;
    const alt = "Amina Njoya: Bookkeeping for Small Businesses, certificate verified by Learning platform";
    expect(image.value).toBe(`<a href="${page}"><img src="${page}/badge.svg?size=large&amp;lang=en" alt="${alt}" width="340" height="136"></a>`);
    expect(email.value).toBe(`<a href="${page}"><img src="${page}/badge.png?size=small&amp;lang=en" alt="${alt}" width="300" height="48"></a>`);
    expect(text(codes[1].querySelector("label"))).toBe("Image code");
    await click(button(codes[1], "Copy image code"));
    expect(writeText).toHaveBeenCalledWith(image.value);
    await until(() => expect(toastText()).toContain("Image code copied to clipboard!"));
    await click(button(codes[2], "Copy signature code"));
    expect(writeText).toHaveBeenCalledWith(email.value);
    await until(() => expect(toastText()).toContain("Signature code copied to clipboard!"));
  });

  it("writes names into the image's code as attribute text: nothing in them ends the attribute or adds a tag", async () => {
    server(() => json({ data: certificate({ holder: { name: '"><script>alert(1)</script>' }, course: { title: "R&D <b>'s", slug: null } }) }));
    const root = await openPage();
    const code = root.querySelectorAll<HTMLTextAreaElement>(".cert-embed textarea")[1].value;
    expect(code).not.toMatch(/<script|<b>/);
    const img = new DOMParser().parseFromString(code, "text/html").querySelector("img")!;
    expect(img.getAttribute("alt")).toBe(`"><script>alert(1)</script>: R&D <b>'s, certificate verified by Learning platform`);
    expect(new DOMParser().parseFromString(code, "text/html").querySelectorAll("a, img")).toHaveLength(2);
  });

  it("speaks French, dates included", async () => {
    locale.value = "fr";
    server();
    const root = await openPage();
    expect(text(root.querySelector(".cert-lead"))).toBe("Nous certifions que");
    expect([...root.querySelectorAll(".cert-facts dt, .cert-facts dd")].map(text).slice(0, 2)).toEqual(["Délivré le", formatDate(ISSUED, "fr")]);
    expect(button(root, "Imprimer / Enregistrer en PDF")).toBeTruthy();
    // The badge copied from a French page speaks French on the blog it goes on.
    expect(root.querySelector<HTMLTextAreaElement>(".cert-embed textarea")!.value).toContain(' data-locale="fr"></script>');
    // And so do the images, their words and their notes.
    const codes = [...root.querySelectorAll(".cert-embed details")];
    expect(codes.map((d) => text(d.querySelector("summary")))).toEqual([
      "Badge dynamique Pour un site ou un blog qui accepte les scripts : le badge dynamique vérifie le certificat auprès de la plateforme à chaque affichage.",
      "Image avec un lien Pour les endroits sans scripts (blogs hébergés, forums) : une image qui renvoie à la page du certificat.",
      "Signature de courriel Pour une signature de courriel : l’image au format PNG.",
    ]);
    const image = codes[1].querySelector("textarea")!.value;
    expect(image).toContain("/badge.svg?size=large&amp;lang=fr");
    expect(image).toContain('alt="Amina Njoya : Bookkeeping for Small Businesses, certificat vérifié par Plateforme d’apprentissage"');
    expect(codes[2].querySelector("textarea")!.value).toContain("/badge.png?size=small&amp;lang=fr");
    expect(button(codes[1], "Copier le code de l’image")).toBeTruthy();
  });
});
