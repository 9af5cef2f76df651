import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "#shared/api/errors.ts";
import { saveToken } from "#shared/api/token.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { formatDate, formatMoney } from "#shared/format/format.ts";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, mount, shadow, until } from "#tests/support/dom.ts";
import { type Handler, json, mockFetch, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as paymentHistoryTag } from "./payment-history.api.ts";
import * as paymentHistoryRoot from "./payment-history.tsx";

freshPageEachTest("/account/payments");

beforeAll(() => {
  defineWidget(paymentHistoryTag, paymentHistoryRoot);
});

beforeEach(() => {
  saveToken("tok-pay");
});

const METHODS = [
  ["MOBILE_MONEY", "Mobile Money"],
  ["ORANGE_MONEY", "Orange Money"],
  ["CREDIT_CARD", "Credit Card"],
  ["BANK_TRANSFER", "Bank Transfer"],
  ["CASH", "Cash"],
  ["PAYPAL", "PayPal"],
] as const;
const STATUSES = ["successful", "pending", "failed"] as const;

const payment = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Course ${id}`,
  reference: `PAY-${String(id).padStart(6, "0")}`,
  payment_date: `2026-03-${String((id % 28) + 1).padStart(2, "0")}T10:30:00.000Z`,
  amount: 1000 * id + 500,
  status: STATUSES[id % 3],
  payment_method: METHODS[id % METHODS.length][0],
  formatted_method: METHODS[id % METHODS.length][1],
  ...overrides,
});

const SUMMARY = { total_amount: 1_250_000, amount_paid: 1_000_000, amount_pending: 200_000 };

/** GET /payments over `total` payments, 'limit' a page; `list` replaces the answer. */
function server(total = 25, list?: Handler) {
  const payments = Array.from({ length: total }, (_, i) => payment(i + 1));
  const answer = (call: RecordedCall) => {
    const pageNo = Number(call.url.searchParams.get("page"));
    const limit = Number(call.url.searchParams.get("limit"));
    return json({
      data: payments.slice((pageNo - 1) * limit, pageNo * limit),
      ...SUMMARY,
      meta: { current_page: pageNo, last_page: Math.max(1, Math.ceil(total / limit)), total },
    });
  };
  const net = mockFetch((call) => (call.url.pathname.endsWith("/payments") ? (list ?? answer)(call) : json({ message: "Not found." }, 404)));
  return { net, payments, gets: () => net.to("/payments") };
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

async function openHistory() {
  const el = await mount("lp-payment-history");
  const root = shadow(el);
  await until(() => root.querySelector(".pay-items, .lp-empty, .lp-error") !== null);
  return root;
}

const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>(".pay-items article")];
const titles = (root: ShadowRoot) => cards(root).map((c) => text(c.querySelector(".pay-title")));
const card = (root: ShadowRoot, title: string) => cards(root).find((c) => text(c.querySelector(".pay-title")) === title)!;
const field = (c: HTMLElement, name: string) => text(c.querySelector(`.pay-${name}`));
const summary = (root: ShadowRoot) =>
  Object.fromEntries([...root.querySelectorAll(".pay-summary div")].map((d) => [text(d.querySelector("dt")), text(d.querySelector("dd"))]));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Course ${from + i}`);

describe("<lp-payment-history>", () => {
  it("shows the first 20 payments with reference, date, amount in XAF, status and method", async () => {
    const api = server();
    const root = await openHistory();
    expect(titles(root)).toEqual(range(1, 20));
    const call = api.gets()[0];
    expect(call.url.searchParams.get("page")).toBe("1");
    expect(call.url.searchParams.get("limit")).toBe("20");
    expect(call.headers.get("authorization")).toBe("Bearer tok-pay");

    const c1 = card(root, "Course 1");
    expect(field(c1, "reference")).toBe("PAY-000001");
    expect(field(c1, "date")).toBe(formatDate("2026-03-02T10:30:00.000Z"));
    expect(field(c1, "date")).toBe("2 March 2026");
    expect(c1.querySelector("time")?.getAttribute("datetime")).toBe("2026-03-02T10:30:00.000Z");
    expect(field(c1, "amount")).toBe("1,500 XAF");
    expect(field(c1, "status")).toBe("Status: Pending");
    expect(field(c1, "method")).toBe("Orange Money");
    expect(field(card(root, "Course 2"), "status")).toBe("Status: Failed");
    expect(field(card(root, "Course 2"), "method")).toBe("Credit Card");
    expect(field(card(root, "Course 3"), "status")).toBe("Status: Successful");
    expect(field(card(root, "Course 12"), "amount")).toBe("12,500 XAF");
    expect([...c1.querySelectorAll("dt")].map((d) => text(d))).toEqual(["Reference", "Payment date", "Amount", "Payment method"]);
  });

  it("gives each status its own badge", async () => {
    server();
    const root = await openHistory();
    const tone = (title: string) => [...card(root, title).querySelector(".pay-status")!.classList].find((c) => c.startsWith("badge-"));
    expect([tone("Course 3"), tone("Course 1"), tone("Course 2")]).toEqual(["badge-success", "badge-pending", "badge-danger"]);
  });

  it("shows the summary of total, paid and pending amounts", async () => {
    server();
    const root = await openHistory();
    expect(summary(root)).toEqual({ "Total amount": "1,250,000 XAF", "Amount paid": "1,000,000 XAF", "Amount pending": "200,000 XAF" });
    expect(root.querySelector(".pay-summary")?.getAttribute("aria-label")).toBe("Summary of your payments");
  });

  it("appends the next page with Load more, and stops at the last", async () => {
    const api = server(25);
    const root = await openHistory();
    expect(text(root.querySelector(".lp-load-more-shown"))).toBe("Showing 20 of 25");
    await click(button(root, "Load more"));
    await until(() => expect(titles(root)).toEqual(range(1, 25)));
    expect(api.gets().map((c) => c.url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(api.gets()[1].url.searchParams.get("limit")).toBe("20");
    expect(root.querySelector(".lp-load-more-button")).toBeNull();
    expect(root.activeElement).toBe(card(root, "Course 21"));
  });

  it("shows a payment the server describes in ways it did not before", async () => {
    server(1, () =>
      json({
        data: [
          payment(1, { status: "refunded", payment_method: "MTN_MOMO", formatted_method: null }),
          payment(2, { payment_method: null, formatted_method: null }),
        ],
        ...SUMMARY,
        meta: { current_page: 1, last_page: 1, total: 2 },
      }),
    );
    const root = await openHistory();
    expect(field(card(root, "Course 1"), "status")).toBe("Status: Refunded");
    expect(field(card(root, "Course 1"), "method")).toBe("Mtn Momo");
    expect(field(card(root, "Course 2"), "method")).toBe("—");
  });

  it("names the number charged by its last digits where the API gives them, and ignores a malformed one", async () => {
    server(1, () =>
      json({
        data: [
          payment(1, { payment_method: "ORANGE_MONEY", formatted_method: "Orange Money", payer_phone_end: "56" }),
          payment(2, { payment_method: "ORANGE_MONEY", formatted_method: "Orange Money", payer_phone_end: "<b>" }),
        ],
        ...SUMMARY,
        meta: { current_page: 1, last_page: 1, total: 2 },
      }),
    );
    const root = await openHistory();
    expect(field(card(root, "Course 1"), "method")).toBe("Orange Money · •• 56");
    expect(field(card(root, "Course 2"), "method")).toBe("Orange Money");
  });

  it("says 'No payment history found.' when there are none", async () => {
    server(0);
    const root = await openHistory();
    expect(text(root.querySelector(".lp-empty"))).toBe("No payment history found.");
    expect(root.querySelector(".lp-load-more-button")).toBeNull();
  });

  it("shows a skeleton while loading", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server(1, async () => {
      await held;
      return json({ data: [payment(1)], ...SUMMARY, meta: { current_page: 1, last_page: 1, total: 1 } });
    });
    const el = await mount("lp-payment-history");
    expect(text(shadow(el).querySelector(".lp-skeletons"))).toBe("Loading…");
    release();
    await until(() => expect(titles(shadow(el))).toEqual(["Course 1"]));
  });

  it("says 'Error loading payment history: {message}' with the server's message, and loads on retry", async () => {
    let fail = true;
    const api = server(3);
    const serve = api.net.fn.getMockImplementation()!;
    api.net.fn.mockImplementation(async (input, init) => (fail ? json({ message: "Too many requests." }, 429) : serve(input, init)));
    const root = await openHistory();
    expect(text(root.querySelector(".lp-error p"))).toBe("Error loading payment history: Too many requests.");
    fail = false;
    await click(button(root, "Try again"));
    await until(() => expect(titles(root)).toEqual(range(1, 3)));
  });

  it("says the call's default when the server gives no message", async () => {
    server(3, () => json({}, 403));
    const root = await openHistory();
    expect(text(root.querySelector(".lp-error p"))).toBe("Error loading payment history: An unexpected error occurred.");
  });

  it("says 'An unexpected error occurred.' for a failure that is not the call's", () => {
    expect(paymentHistoryRoot.failureText(new TypeError("x is undefined"))).toBe("An unexpected error occurred.");
    expect(paymentHistoryRoot.failureText(new ApiError("Server melted.", 500, {}, true))).toBe("Error loading payment history: Server melted.");
    locale.value = "fr";
    expect(paymentHistoryRoot.failureText(new TypeError("x is undefined"))).toBe("Une erreur inattendue s’est produite.");
  });

  it.each([
    ["no list", { ...SUMMARY, meta: { current_page: 1, last_page: 1, total: 0 } }],
    ["a payment without a reference", { data: [{ ...payment(1), reference: undefined }], ...SUMMARY, meta: { current_page: 1, last_page: 1, total: 1 } }],
    ["an amount as text", { data: [payment(1, { amount: "1500" })], ...SUMMARY, meta: { current_page: 1, last_page: 1, total: 1 } }],
    ["no page information", { data: [payment(1)], ...SUMMARY }],
    ["a summary of the wrong kind", { data: [payment(1)], total_amount: "lots", meta: { current_page: 1, last_page: 1, total: 1 } }],
  ])("shows the error state for a malformed answer: %s", async (_, body) => {
    server(1, () => json(body));
    const root = await openHistory();
    expect(text(root.querySelector(".lp-error p"))).toBe("Error loading payment history: An unexpected error occurred.");
    expect(cards(root)).toHaveLength(0);
    expect(root.querySelector(".pay-summary")).toBeNull();
  });

  it("keeps the payments shown when a later page fails, and says why", async () => {
    const api = server(25);
    const serve = api.net.fn.getMockImplementation()!;
    api.net.fn.mockImplementation(async (input, init) => (String(input).includes("page=2") ? json({ data: "broken" }) : serve(input, init)));
    const root = await openHistory();
    await click(button(root, "Load more"));
    await until(() => expect(text(root.querySelector(".lp-load-more-error"))).toBe("Error loading payment history: An unexpected error occurred."));
    expect(titles(root)).toEqual(range(1, 20));
  });
});

describe("<lp-payment-history> in French", () => {
  it("speaks French, with French amounts, dates, statuses and methods", async () => {
    locale.value = "fr";
    server(25);
    const root = await openHistory();
    expect(text(root.querySelector("h1"))).toBe("Historique des paiements");
    expect(summary(root)).toEqual({
      "Montant total": text({ textContent: formatMoney(1_250_000, "fr") } as Element),
      "Montant payé": text({ textContent: formatMoney(1_000_000, "fr") } as Element),
      "Montant en attente": text({ textContent: formatMoney(200_000, "fr") } as Element),
    });
    const c2 = card(root, "Course 2");
    expect(field(c2, "status")).toBe("Statut : Échoué");
    expect(field(c2, "method")).toBe("Carte bancaire");
    expect(field(c2, "date")).toBe("3 mars 2026");
    expect(field(card(root, "Course 1"), "status")).toBe("Statut : En attente");
    expect(field(card(root, "Course 3"), "status")).toBe("Statut : Réussi");
    expect(field(card(root, "Course 3"), "method")).toBe("Virement bancaire");
    expect(field(card(root, "Course 4"), "method")).toBe("Espèces");
    expect(field(card(root, "Course 5"), "method")).toBe("PayPal");
    expect([...c2.querySelectorAll("dt")].map((d) => text(d))).toEqual(["Référence", "Date du paiement", "Montant", "Moyen de paiement"]);
    expect(button(root, "Charger plus")).toBeTruthy();
  });

  it("says the failures and the empty history in French", async () => {
    locale.value = "fr";
    server(0);
    const empty = await openHistory();
    expect(text(empty.querySelector(".lp-empty"))).toBe("Aucun historique de paiement trouvé.");
    server(3, () => json({}, 403));
    const failed = await openHistory();
    expect(text(failed.querySelector(".lp-error p"))).toBe("Erreur lors du chargement de l’historique des paiements : Une erreur inattendue s’est produite.");
    server(3, () => json({ message: "Too many requests." }, 429));
    const told = await openHistory();
    expect(text(told.querySelector(".lp-error p"))).toBe("Erreur lors du chargement de l’historique des paiements : Too many requests.");
  });
});
