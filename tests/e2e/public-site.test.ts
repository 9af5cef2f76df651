import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browsing, toast, unexpected } from "./browsing.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
const { fresh, visit } = browsing(() => stack);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe("the contact page", () => {
  it("sends a message once, clears the form and says so; a draft survives a reload until then", async () => {
    const t = await visit("/contact");
    const form = t.page.locator("lp-contact-form");
    await form.getByLabel("Full name", { exact: true }).fill("Amina Njoya");
    await form.getByLabel("Email", { exact: true }).fill("amina@example.cm");
    await form.getByLabel("Phone number", { exact: true }).fill("670000123");
    await form.getByLabel("Subject", { exact: true }).fill("Printing a certificate");
    // The draft is on the device: a reload keeps it.
    await t.page.reload();
    await form.getByLabel("Subject", { exact: true }).waitFor();
    expect(await form.getByLabel("Subject", { exact: true }).inputValue()).toBe("Printing a certificate");
    await form.getByRole("button", { name: "Send Message" }).click();
    await toast(t.page, "Please fill all fields").waitFor();
    await form.getByLabel("Message", { exact: true }).fill("How do I print my certificate on one page?");
    await form.getByRole("button", { name: "Send Message" }).dblclick();
    await toast(t.page, "Your message has been sent successfully!").waitFor();
    expect(await form.getByLabel("Full name", { exact: true }).inputValue()).toBe("");
    expect(t.requests.filter((r) => r.url.endsWith("/api/contact-us") && r.method === "POST")).toHaveLength(1);
    await t.page.reload();
    await form.getByLabel("Subject", { exact: true }).waitFor();
    expect(await form.getByLabel("Subject", { exact: true }).inputValue()).toBe("");
    // The channels come from the configuration.
    expect(await t.page.locator("lp-contact-page .channel a").first().getAttribute("href")).toMatch(/^mailto:/);
    expect(unexpected(t.errors)).toEqual([]);
  });
});

describe("the partner program", () => {
  it("goes from Apply now to the form, sends the application once, clears it and says so", async () => {
    const t = await visit("/partner-program");
    await t.page.locator("lp-partner-page").getByRole("link", { name: "Apply now" }).click();
    await t.page.waitForURL((url) => url.hash === "#join");
    const form = t.page.locator("lp-partner-form");
    await form.getByLabel("Full name", { exact: true }).fill("Jean Mbarga");
    await form.getByLabel("Email", { exact: true }).fill("jean.partner@example.cm");
    await form.getByLabel("Phone number", { exact: true }).fill("699000111");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await toast(t.page, "Your application has been submitted successfully!").waitFor();
    expect(await form.getByLabel("Full name", { exact: true }).inputValue()).toBe("");
    expect(t.requests.filter((r) => r.url.endsWith("/api/partner-application") && r.method === "POST")).toHaveLength(1);
    // A testimonial opens its story.
    await t.page.locator("lp-partner-page .testimonial").first().click();
    await t.page.locator("lp-partner-page dialog[open]").waitFor();
    expect(unexpected(t.errors)).toEqual([]);
  });
});

describe("the legal pages", () => {
  it("show the terms in French and land on a section named in the address", async () => {
    const t = await fresh();
    await t.context.addInitScript(() => localStorage.setItem("lpLocale", "fr"));
    await t.page.goto(`${stack.siteUrl}/terms-of-service#section-11`);
    const section = t.page.locator("lp-legal-page #section-11");
    await section.getByText("juridictions compétentes de Buea", { exact: false }).waitFor();
    await t.page.waitForFunction(() => {
      const el = document.querySelector("lp-legal-page")?.shadowRoot?.querySelector("#section-11");
      const top = el?.getBoundingClientRect().top ?? 9999;
      // Below the sticky header, at the top of what is left.
      return top >= 60 && top < 200;
    });
    expect(await t.page.title()).toContain("Conditions d’utilisation");
    expect(unexpected(t.errors)).toEqual([]);
  });
});
