import { beforeAll, describe, expect, it } from "vitest";
import { saveToken } from "#shared/api/token.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { formatDate } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { aPublicCertificate, ISSUED } from "#tests/support/certificate-fixtures.ts";
import { button, click, mount, shadow, until } from "#tests/support/dom.ts";
import { type Handler, json, mockFetch } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag } from "./certificate-badge.api.ts";
import * as root from "./certificate-badge.tsx";

freshPageEachTest("/blog/my-first-job");

beforeAll(() => {
  defineWidget(tag, root);
});

const certificate = aPublicCertificate;

function server(answer: Handler = () => json({ data: certificate() })) {
  return mockFetch((call) => (call.url.pathname.startsWith("/api/certificates/") ? answer(call) : json({ message: "Not found." }, 404)));
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

async function openBadge(attributes: Record<string, string> = { number: "LPC-2026-AB12" }) {
  const el = await mount("lp-certificate-badge", attributes);
  const r = shadow(el);
  await until(() => !r.querySelector("[aria-busy=true]"));
  return r;
}

describe("<lp-certificate-badge>", () => {
  it("shows holder, course, issuer and date with the verified mark, and links to the certificate's page on the platform", async () => {
    server();
    const r = await openBadge();
    const badge = r.querySelector<HTMLAnchorElement>("a.badge")!;
    expect(badge.href).toBe("https://learning.cm/certificate/LPC-2026-AB12");
    expect(badge.target).toBe("_blank");
    expect(badge.rel).toContain("noopener");
    expect(text(badge.querySelector(".badge-kind"))).toBe("Verified certificate");
    expect(badge.querySelector(".verified-mark")).not.toBeNull();
    expect(text(badge.querySelector(".badge-course"))).toBe("Bookkeeping for Small Businesses");
    expect(text(badge.querySelector(".badge-holder"))).toBe("Amina Njoya");
    expect(text(badge.querySelector(".badge-issuer"))).toBe(`Douala Business School · ${formatDate(ISSUED, "en")}`);
  });

  it("sends no token and keeps nothing on the host's storage", async () => {
    saveToken("tok-of-another-widget");
    const keys = [localStorage.length, sessionStorage.length];
    const net = server();
    await openBadge();
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0].headers.has("authorization")).toBe(false);
    expect([localStorage.length, sessionStorage.length]).toEqual(keys);
  });

  it("small: one line, course and holder, without the issuer", async () => {
    server();
    const r = await openBadge({ number: "LPC-2026-AB12", size: "small" });
    const badge = r.querySelector(".badge")!;
    expect(badge.classList.contains("badge-small")).toBe(true);
    expect(badge.querySelector(".badge-issuer")).toBeNull();
    expect(text(badge.querySelector(".badge-course"))).toBe("Bookkeeping for Small Businesses");
  });

  it("shows names as text", async () => {
    server(() => json({ data: certificate({ holder: { name: "<b>Boss</b><img src=x onerror=alert(1)>" } }) }));
    const r = await openBadge();
    expect(text(r.querySelector(".badge-holder"))).toBe("<b>Boss</b><img src=x onerror=alert(1)>");
    expect(r.querySelector(".badge-holder b, .badge-holder img")).toBeNull();
  });

  it("says when the number does not exist, and offers a retry only when the check failed", async () => {
    server(() => json({ message: "Certificate not found." }, 404));
    let r = await openBadge();
    expect(text(r.querySelector(".badge-problem"))).toBe("This certificate number does not exist");
    expect(r.querySelector("button")).toBeNull();

    let malformed = true;
    server(() => (malformed ? json({ data: null }) : json({ data: certificate() })));
    r = await openBadge({ number: "LPC-2" });
    expect(text(r.querySelector(".badge-problem"))).toContain("could not be read");
    malformed = false;
    await click(button(r, "Try again"));
    await until(() => !!r.querySelector("a.badge"));
  });

  it("speaks French", async () => {
    locale.value = "fr";
    server();
    const r = await openBadge();
    expect(text(r.querySelector(".badge-kind"))).toBe("Certificat vérifié");
  });
});
