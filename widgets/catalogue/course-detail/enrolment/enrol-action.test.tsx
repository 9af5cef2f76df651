import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CourseDetail, CourseDetailSchema } from "#shared/api/catalogue.ts";
import type { User } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { storage } from "#shared/browser/storage.ts";
import { locale } from "#shared/i18n/locale.ts";
import { PENDING_PAYMENT_KEY, PREPARE_WAIT_MS } from "#shared/payments/payment-watcher.ts";
import { button, byLabel, toastText, type } from "#tests/support/dom.ts";
import { fakeRealtime } from "#tests/support/fake-echo.ts";
import { aUser, json, mockFetch, networkError, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { EnrolAction, enrolDialogsCode } from "./enrol-action.tsx";

vi.mock("#shared/realtime/echo.ts", () => import("#tests/support/fake-echo.ts"));

const page = freshPageEachTest("/courses/intro-python");

const TX = "LP-20260301-0A1B2C";
const CHANNEL = "payment.user.7";
const EVENT = "PaymentProcessedEvent";

function aCourse(over: Record<string, unknown> = {}): CourseDetail {
  return v.parse(CourseDetailSchema, {
    id: 3,
    slug: "intro-python",
    title: "Introduction to Python",
    pricing: "paid",
    pricing_model: "open_purchase",
    price: 15000,
    sale_price: 0,
    organization: { id: 1, slug: "campus", name: "Campus Academy" },
    ...over,
  });
}

let root: Root | null = null;
let reload: ReturnType<typeof vi.spyOn>;

async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(node);
  });
  return host;
}

/** Lets fake time pass, with React updates and pending promises flushed. */
const tick = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function press(el: HTMLElement): Promise<void> {
  await act(async () => el.click());
  await tick();
}

function dialogTitled(host: HTMLElement, title: string): HTMLDialogElement {
  const found = [...host.querySelectorAll("dialog")].find((d) => d.querySelector("h2")?.textContent === title);
  if (!found) throw new Error(`no dialog "${title}"`);
  return found;
}

/** The dialog titled `title` if it is shown; null if it is closed or not there at all (its code never fetched). */
function shownDialog(host: HTMLElement, title: string): HTMLDialogElement | null {
  return [...host.querySelectorAll("dialog")].find((d) => d.open && d.querySelector("h2")?.textContent === title) ?? null;
}

// Real time, taken before the clock is faked: the dialogs' code, fetched on demand, arrives in it.
const realTimeout = globalThis.setTimeout;

/**
 * Waits, as until() does, until `check` neither throws nor returns false, and returns what it
 * returned: here real time passes for the dialogs' code to arrive while the fake clock stands still.
 */
async function arrived<T>(check: () => T | false, timeoutMs = 3000): Promise<T> {
  for (let waited = 0; ; waited += 10) {
    let failure: unknown;
    try {
      const result = check();
      if (result !== false) return result;
      failure = new Error("condition stayed false");
    } catch (error) {
      failure = error;
    }
    if (waited > timeoutMs) throw failure;
    await act(async () => void (await new Promise((resolve) => realTimeout(resolve, 10))));
  }
}

/** The dialog titled `title`, once its code has arrived and it is shown. */
const dialogShown = (host: HTMLElement, title: string) => arrived(() => dialogTitled(host, title).open && dialogTitled(host, title));

interface Api {
  enrol?: (call: RecordedCall) => Response | Promise<Response>;
  payment?: () => string;
}

/** The platform API as far as enrolment goes: enrol answers per test, the payment's status as set. */
function api({ enrol = () => json({ message: "You have successfully enrolled in the course!", slug: "intro-python" }), payment = () => "pending" }: Api = {}) {
  const net = mockFetch((call) => {
    if (call.url.pathname === "/api/courses/3/enroll") return enrol(call);
    if (call.url.pathname === `/api/payments/${TX}`) return json({ data: { status: payment(), item_type: "course", item_id: 3 } });
    return json({ message: "Not Found" }, 404);
  });
  return { ...net, enrols: () => net.to("/courses/3/enroll"), checks: () => net.to(`/payments/${TX}`) };
}

const paymentStarted = () => json({ message: "Payment initiated successfully!", transaction_id: TX, status: "pending", slug: "intro-python" }, 201);

function signIn() {
  saveToken("tok-learner");
  user.value = aUser({ id: 7 }) as User;
}

async function openConfirmation(course = aCourse()) {
  const host = await render(<EnrolAction course={course} />);
  await press(button(host, "Enroll Now"));
  return { host, dialog: await dialogShown(host, "Confirm Enrollment") };
}

async function payWith(name: string, phone: string, course = aCourse()) {
  const opened = await openConfirmation(course);
  await type(byLabel(opened.dialog, "Payer name"), name);
  await type(byLabel(opened.dialog, "Payer phone number"), phone);
  await press(button(opened.dialog, "Pay 15,000 XAF"));
  return opened;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  // The page's storage also keeps what it wrote in memory: the last test's payment must not resume here.
  storage.local.remove(PENDING_PAYMENT_KEY);
  fakeRealtime.reset();
  fakeRealtime.autoSubscribe = true;
  reload = vi.spyOn(navigation, "reload").mockImplementation(() => undefined);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  vi.useRealTimers();
  user.value = null;
});

describe("EnrolAction: who sees what", () => {
  it("offers Start Learning, a link to the course's learning page, once enrolled", async () => {
    signIn();
    const host = await render(<EnrolAction course={aCourse({ has_enrolled: true })} />);
    const link = host.querySelector("a")!;
    expect(link.textContent).toBe("Start Learning");
    expect(link.getAttribute("href")).toBe("/account/courses/intro-python");
    expect(host.querySelector("button")).toBeNull();
  });

  it("sends a visitor to sign-in, coming back to this course", async () => {
    const net = api();
    const host = await render(<EnrolAction course={aCourse()} />);
    await press(button(host, "Enroll Now"));
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/signin?redirect=%2Fcourses%2Fintro-python");
    expect(shownDialog(host, "Confirm Enrollment")).toBeNull();
    expect(net.calls).toHaveLength(0);
  });

  it("speaks French", async () => {
    signIn();
    locale.value = "fr";
    const host = await render(<EnrolAction course={aCourse()} />);
    expect(button(host, "S’inscrire maintenant")).toBeTruthy();
  });
});

describe("EnrolAction: free and bulk-model courses", () => {
  it("enrols in a free course on confirmation and goes to its learning page", async () => {
    signIn();
    const net = api();
    const onEnrolled = vi.fn();
    const host = await render(<EnrolAction course={aCourse({ pricing: "free", price: 0 })} onEnrolled={onEnrolled} />);
    await press(button(host, "Enroll Now"));
    const dialog = await dialogShown(host, "Confirm Enrollment");
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain("You are about to enroll in “Introduction to Python” for free.");
    expect(dialog.querySelector("input")).toBeNull(); // no payer details for free courses
    await press(button(dialog, "Confirm"));

    expect(net.enrols()).toHaveLength(1);
    const [call] = net.enrols();
    expect(call.method).toBe("POST");
    expect([...(call.body as FormData).keys()]).toEqual([]);
    expect(call.headers.get("idempotency-key")).toBeNull();
    expect(toastText()).toContain("You have successfully enrolled in the course!");
    expect(onEnrolled).toHaveBeenCalledWith("intro-python");
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/account/courses/intro-python");
    expect(JSON.parse(sessionStorage.getItem("lpFlash")!).text).toBe("You have successfully enrolled in the course!");
  });

  it("closes the confirmation before the success toast shows, and keeps Enroll Now off while the page moves on", async () => {
    signIn();
    api();
    const { host, dialog } = await openConfirmation(aCourse({ pricing: "free", price: 0 }));
    await press(button(dialog, "Confirm"));
    expect(toastText()).toContain("You have successfully enrolled in the course!");
    // The page is still here while the course's player loads: no dialog left up under the toast.
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/account/courses/intro-python");
    expect(dialog.open).toBe(false);
    expect(button(host, "Enroll Now").disabled).toBe(true);
  });

  it("reloads with the success message flashed when the server names no course to go to", async () => {
    signIn();
    api({ enrol: () => json({ message: "Enrolled!" }) });
    const { dialog } = await openConfirmation(aCourse({ pricing: "free", price: 0 }));
    await press(button(dialog, "Confirm"));
    expect(reload).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
    expect(page.go).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem("lpFlash")!).text).toBe("Enrolled!");
  });

  it("has no Enroll Now for a course an organization buys for its staff: it says how its staff get in, and asks the server nothing", async () => {
    signIn();
    const net = api();
    const load = vi.spyOn(enrolDialogsCode, "load");
    const host = await render(<EnrolAction course={aCourse({ pricing_model: "bulk", has_access_code: true })} />);
    expect(host.querySelector(".enrol-staff-only")?.textContent).toBe(
      "This course is offered by Campus Academy to its staff. Ask your organization for an access code.",
    );
    expect(() => button(host, "Enroll Now")).toThrow();
    expect(load).not.toHaveBeenCalled();
    expect(net.calls).toHaveLength(0);
  });

  it("lets a member of the organization's staff enrol at once, with nothing to confirm", async () => {
    signIn();
    const net = api();
    const host = await render(<EnrolAction course={aCourse({ pricing_model: "bulk" })} />);
    await press(button(host, "I work for Campus Academy: enroll me"));
    await tick();
    expect(net.enrols()).toHaveLength(1);
    expect(page.go).toHaveBeenCalledWith("/account/courses/intro-python");
    expect(host.querySelector("dialog[open]")).toBeNull();
  });

  it("says in place the API's refusal to a learner who is not staff", async () => {
    signIn();
    api({ enrol: () => json({ message: "This course is reserved for the organization's staff." }, 403) });
    const host = await render(<EnrolAction course={aCourse({ pricing_model: "bulk" })} />);
    await press(button(host, "I work for Campus Academy: enroll me"));
    await tick();
    expect(host.querySelector(".enrol-staff-refusal")?.textContent).toBe("This course is reserved for the organization's staff.");
    expect(page.go).not.toHaveBeenCalled();
  });

  it("says so in French, and asks the organization to enroll the learner when the course has no access code", async () => {
    signIn();
    api();
    locale.value = "fr";
    let host = await render(<EnrolAction course={aCourse({ pricing_model: "bulk" })} />);
    expect(host.querySelector(".enrol-staff-only")?.textContent).toBe(
      "Ce cours est proposé par Campus Academy à son personnel. Demandez un code d’accès à votre organisation.",
    );
    await act(async () => root?.unmount());
    locale.value = "en";
    host = await render(<EnrolAction course={aCourse({ pricing_model: "bulk", has_access_code: false })} />);
    expect(host.querySelector(".enrol-staff-only")?.textContent).toBe(
      "This course is offered by Campus Academy to its staff. Ask your organization to enroll you.",
    );
  });

  it("offers Start Learning on a staff-only course the learner is enrolled in, and Enroll Now on a free bulk-model one", async () => {
    signIn();
    api();
    let host = await render(<EnrolAction course={aCourse({ pricing_model: "bulk", has_enrolled: true })} />);
    expect(host.querySelector("a")?.textContent).toBe("Start Learning");
    expect(host.querySelector(".enrol-staff-only")).toBeNull();
    await act(async () => root?.unmount());
    host = await render(<EnrolAction course={aCourse({ pricing: "free", price: 0, pricing_model: "bulk" })} />);
    expect(button(host, "Enroll Now")).toBeTruthy();
    expect(host.querySelector(".enrol-staff-only")).toBeNull();
  });

  it("still shows, on a staff-only course's page, a payment an earlier page left pending", async () => {
    signIn();
    api({ payment: () => "pending" });
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ transactionId: TX, courseSlug: "other-course", startedAt: Date.now() }));
    const host = await render(<EnrolAction course={aCourse({ pricing_model: "bulk" })} />);
    await dialogShown(host, "Processing Payment");
    expect(host.querySelector(".enrol-staff-only")).not.toBeNull();
  });

  it("shows the spec's default sentence when the server gives no message", async () => {
    signIn();
    api({ enrol: () => json({}, 500) });
    const { dialog } = await openConfirmation(aCourse({ pricing: "free", price: 0 }));
    await press(button(dialog, "Confirm"));
    expect(toastText()).toContain("An error occurred while enrolling in the course");
  });
});

describe("EnrolAction: paid courses", () => {
  it("offers the learner's own name and phone as the payer, and sends the phone as digits", async () => {
    saveToken("tok-learner");
    user.value = aUser({ id: 7, name: "Awa Nkemdirim", phone: "+237 6 77 12 34 56" }) as User;
    const net = api({ enrol: paymentStarted, payment: () => "pending" });
    const { host, dialog } = await openConfirmation();
    expect(byLabel(dialog, "Payer name").value).toBe("Awa Nkemdirim");
    expect(byLabel(dialog, "Payer phone number").value).toBe("+237 6 77 12 34 56");
    await press(button(dialog, "Pay 15,000 XAF"));
    await tick(3000);
    const enrol = await arrived(() => net.enrols()[0] ?? false);
    expect((enrol.body as FormData).get("payer_phone")).toBe("237677123456");
    await dialogShown(host, "Processing Payment");
  });

  it("listens on the learner's channel from the moment the payer's details are asked, and lets it go when the learner cancels", async () => {
    signIn();
    fakeRealtime.autoSubscribe = false;
    const net = api();
    const { dialog } = await openConfirmation();
    // The connection has the learner's typing to get ready in: Pay rarely waits for it.
    expect(fakeRealtime.active().map((s) => s.name)).toEqual([CHANNEL]);
    await press(button(dialog, "Cancel"));
    // Let go once its wait is over (a subscription still pending is not cut in the middle).
    await tick(PREPARE_WAIT_MS);
    expect(fakeRealtime.active()).toHaveLength(0);
    expect(net.calls).toHaveLength(0);
  });

  it("asks for the payer's name and phone before sending anything", async () => {
    signIn();
    const net = api();
    const { dialog } = await openConfirmation();
    // The learner's own details are offered: this payer clears them.
    await type(byLabel(dialog, "Payer name"), "");
    await type(byLabel(dialog, "Payer phone number"), "");
    await press(button(dialog, "Pay 15,000 XAF"));
    expect(toastText()).toContain("Please provide payer name and phone number.");
    await type(byLabel(dialog, "Payer name"), "Awa");
    await type(byLabel(dialog, "Payer phone number"), "6770000");
    await press(button(dialog, "Pay 15,000 XAF"));
    expect(toastText()).toContain("Please provide a valid phone number.");
    expect(byLabel(dialog, "Payer phone number").getAttribute("aria-invalid")).toBe("true");
    expect(net.calls).toHaveLength(0);
  });

  it("sends one request with one Idempotency-Key however often Pay is pressed", async () => {
    signIn();
    let answer!: (r: Response) => void;
    const net = api({ enrol: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { dialog } = await payWith("Awa Nkem", "677000000");
    const pay = button(dialog, "Pay 15,000 XAF");
    expect(pay.disabled).toBe(true);
    await press(pay);
    await act(async () => dialog.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
    await tick();
    expect(net.enrols()).toHaveLength(1);
    const [call] = net.enrols();
    expect(call.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.fromEntries(call.body as FormData)).toEqual({ payer_name: "Awa Nkem", payer_phone: "677000000" });
    answer(paymentStarted());
    await tick();
    expect(net.enrols()).toHaveLength(1);
  });

  it("retries a lost answer with the same key, and starts a new checkout after a refusal", async () => {
    signIn();
    const answers = [networkError, () => json({ message: "The payer phone format is invalid." }, 422), paymentStarted];
    const net = api({ enrol: () => answers.shift()!() });
    const { dialog } = await payWith("Awa", "677000000");
    expect(toastText()).toContain("An error occurred while enrolling in the course");
    await press(button(dialog, "Pay 15,000 XAF"));
    expect(toastText()).toContain("The payer phone format is invalid.");
    await press(button(dialog, "Pay 15,000 XAF"));
    const keys = net.enrols().map((c) => c.headers.get("idempotency-key"));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("confirms a payment: a 'request sent' toast, a processing dialog that cannot be closed with the amount, number and operator, then the success toast as that dialog goes, and the course's player", async () => {
    signIn();
    let status = "pending";
    const net = api({ enrol: paymentStarted, payment: () => status });
    const onEnrolled = vi.fn();
    const host = await render(<EnrolAction course={aCourse()} onEnrolled={onEnrolled} />);
    await press(button(host, "Enroll Now"));
    const confirm = await dialogShown(host, "Confirm Enrollment");
    await type(byLabel(confirm, "Payer name"), "Awa");
    await type(byLabel(confirm, "Payer phone number"), "677000000");
    // The learner's channel is subscribed before the payment is requested.
    await act(async () => button(confirm, "Pay 15,000 XAF").click());
    expect(fakeRealtime.active().map((s) => s.name)).toEqual([CHANNEL]);
    await tick();
    expect(net.enrols()).toHaveLength(1);

    // Nothing is paid yet: the toast says where the request went.
    expect(toastText()).toContain("Payment request sent to your phone.");
    expect(toastText()).not.toContain("successfully");
    expect(confirm.open).toBe(false);
    const processing = dialogTitled(host, "Processing Payment");
    expect(processing.open).toBe(true);
    expect(processing.textContent).toContain("Approve the request on your phone");
    expect([...processing.querySelectorAll(".payment-facts dd")].map((dd) => dd.textContent)).toEqual(["15,000 XAF", "6 77 00 00 00 · MTN Mobile Money"]);
    expect(processing.textContent).toContain("Please wait while we process your payment. Do not close or refresh this window.");
    expect(processing.textContent).toContain("Your payment is secure and encrypted.");
    expect(processing.querySelector(".lp-dialog-close")).toBeNull(); // no close button
    await act(async () => processing.dispatchEvent(new Event("cancel", { cancelable: true }))); // Escape
    expect(processing.open).toBe(true);
    expect(JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY)!)).toMatchObject({ transactionId: TX, courseSlug: "intro-python" });
    expect(button(host, "Enroll Now").disabled).toBe(true);

    status = "successful";
    await act(async () => fakeRealtime.emit(CHANNEL, EVENT, { status: "successful", transaction_id: TX }));
    await tick();
    expect(toastText()).toContain("Payment processed successfully!");
    // No spinner under the success: the dialog has gone, and Enroll Now stays off while the player loads.
    expect(processing.open).toBe(false);
    expect(button(host, "Enroll Now").disabled).toBe(true);
    expect(onEnrolled).toHaveBeenCalledWith("intro-python");
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
    // Into the course, as a free enrolment goes, with the success said again there.
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/account/courses/intro-python");
    expect(JSON.parse(sessionStorage.getItem("lpFlash")!).text).toBe("Payment processed successfully!");
    // No reload to cut that navigation short on a slow connection.
    await tick(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it("after a reload, takes the learner into the course once its pending payment succeeds", async () => {
    signIn();
    let status = "pending";
    api({ payment: () => status });
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ transactionId: TX, courseSlug: "intro-python", startedAt: Date.now() }));
    const host = await render(<EnrolAction course={aCourse()} />);
    const processing = await dialogShown(host, "Processing Payment");
    status = "successful";
    await act(async () => fakeRealtime.emit(CHANNEL, EVENT, { status: "successful", transaction_id: TX }));
    await tick();
    expect(toastText()).toContain("Payment processed successfully!");
    expect(processing.open).toBe(false);
    expect(page.go).toHaveBeenCalledExactlyOnceWith("/account/courses/intro-python");
    await tick(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it("learns of a payment confirmed before its channel was subscribed from the check after subscribing", async () => {
    signIn();
    fakeRealtime.autoSubscribe = false;
    const net = api({ enrol: paymentStarted, payment: () => "successful" });
    await payWith("Awa", "677000000");
    await tick(PREPARE_WAIT_MS); // the longest Pay waits for the channel
    expect(net.enrols()).toHaveLength(1);
    expect(toastText()).not.toContain("Payment processed successfully!");
    await act(async () => fakeRealtime.subscribeAll());
    await tick();
    expect(net.checks().length).toBeGreaterThanOrEqual(1);
    expect(toastText()).toContain("Payment processed successfully!");
  });

  it("ignores an event about another payment", async () => {
    signIn();
    const net = api({ enrol: paymentStarted, payment: () => "pending" });
    const { host } = await payWith("Awa", "677000000");
    await tick();
    const before = net.checks().length;
    await act(async () => fakeRealtime.emit(CHANNEL, EVENT, { status: "failed", transaction_id: "LP-SOMEONE-ELSE" }));
    await tick();
    expect(net.checks()).toHaveLength(before);
    expect(dialogTitled(host, "Processing Payment").open).toBe(true);
    expect(toastText()).not.toContain("Payment processing failed.");
  });

  it("says in place that a declined payment failed, why, that nothing was charged, and tries again with the payer's details kept", async () => {
    signIn();
    let status = "pending";
    const net = api({ enrol: paymentStarted, payment: () => status });
    const { host } = await payWith("Awa", "650000001");
    status = "failed";
    await act(async () => fakeRealtime.emit(CHANNEL, EVENT, { status: "failed", transaction_id: TX, failure_reason: "declined" }));
    await tick();
    const failed = dialogTitled(host, "Payment not completed");
    expect(failed.open).toBe(true);
    expect(failed.querySelector("[role=alert]")?.textContent).toBe("Payment processing failed. Please try again.The request was declined on the phone.");
    expect(failed.textContent).toContain("Nothing was charged to your account.");
    expect(reload).not.toHaveBeenCalled();
    await press(button(failed, "Try again"));
    const again = await dialogShown(host, "Confirm Enrollment");
    expect((byLabel(again, "Payer name") as HTMLInputElement).value).toBe("Awa");
    expect((byLabel(again, "Payer phone number") as HTMLInputElement).value).toBe("650000001");
    expect(failed.open).toBe(false);
    await press(button(again, "Pay 15,000 XAF"));
    expect(net.enrols()).toHaveLength(2);
  });

  it("keeps waiting in the background with a small status that reopens the dialog", async () => {
    signIn();
    api({ enrol: paymentStarted, payment: () => "pending" });
    const { host } = await payWith("Awa", "699000000");
    await press(button(dialogTitled(host, "Processing Payment"), "Keep waiting in the background"));
    expect(shownDialog(host, "Processing Payment")).toBeNull();
    const chip = host.querySelector(".payment-chip")!;
    expect(chip.textContent).toContain("Payment waiting for your approval");
    expect(JSON.parse(localStorage.getItem(PENDING_PAYMENT_KEY)!)).toMatchObject({ background: true, phone: "699000000", amount: "15,000 XAF" });
    await press(button(chip as HTMLElement, "Show"));
    expect((await dialogShown(host, "Processing Payment")).textContent).toContain("Orange Money");
  });

  it("gives up after 180 s with the time-out message", async () => {
    signIn();
    api({ enrol: paymentStarted, payment: () => "pending" });
    const { host } = await payWith("Awa", "650000002");
    await tick(179_000);
    expect(dialogTitled(host, "Processing Payment").open).toBe(true);
    await tick(1000);
    expect(dialogTitled(host, "Payment not completed").textContent).toContain("Payment processing timed out. Please try again.");
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it("polls while live updates are unavailable, and says so", async () => {
    signIn();
    fakeRealtime.autoSubscribe = false;
    let status = "pending";
    const net = api({ enrol: paymentStarted, payment: () => status });
    const { host } = await payWith("Awa", "677000000");
    await tick(PREPARE_WAIT_MS);
    await act(async () => fakeRealtime.refuseAll({ type: "AuthError", status: 403 }));
    const processing = dialogTitled(host, "Processing Payment");
    expect(processing.textContent).toContain("Live updates are unavailable right now; we keep trying until your payment is confirmed.");
    const before = net.checks().length;
    await tick(3000);
    expect(net.checks().length).toBe(before + 1);
    status = "successful";
    await tick(6000);
    expect(toastText()).toContain("Payment processed successfully!");
  });

  it("after a reload, reopens the processing dialog for this course's pending payment and keeps watching it", async () => {
    signIn();
    const status = "pending";
    const net = api({ payment: () => status });
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ transactionId: TX, courseSlug: "intro-python", startedAt: Date.now() - 60_000 }));
    const host = await render(<EnrolAction course={aCourse()} />);
    await tick();
    expect((await dialogShown(host, "Processing Payment")).open).toBe(true);
    expect(net.checks().length).toBeGreaterThanOrEqual(1);
    await tick(119_000);
    expect(dialogTitled(host, "Processing Payment").open).toBe(true);
    await tick(1000); // 180 s after the payment started, not after the reload
    expect(dialogTitled(host, "Payment not completed").textContent).toContain("Payment processing timed out. Please try again.");
    expect(status).toBe("pending");
  });

  it("resumes a payment left pending for another course too, as every page of the account area does", async () => {
    signIn();
    api({ payment: () => "successful" });
    const onEnrolled = vi.fn();
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ transactionId: TX, courseSlug: "other-course", startedAt: Date.now() }));
    const host = await render(<EnrolAction course={aCourse()} onEnrolled={onEnrolled} />);
    await tick();
    await arrived(() => toastText().includes("Payment processed successfully!"));
    expect(dialogTitled(host, "Processing Payment").open).toBe(false);
    expect(onEnrolled).not.toHaveBeenCalled(); // not this page's course
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
    // Not this page's course either: the page reloads to show what was bought, as the spec has it.
    await tick(1000);
    expect(reload).toHaveBeenCalledOnce();
    expect(page.go).not.toHaveBeenCalled();
  });
});

describe("EnrolAction: the dialogs' code, fetched when first needed", () => {
  /** The dialogs' code as if this page had not fetched it yet; `load` answers as each test says. */
  function notFetchedYet() {
    vi.spyOn(enrolDialogsCode, "code", "get").mockReturnValue(null);
    return vi.spyOn(enrolDialogsCode, "load");
  }

  it("keeps Enroll Now focused and marked busy while the confirmation's code arrives, then opens it; Cancel gives the focus back", async () => {
    signIn();
    api();
    let deliver!: (code: typeof import("./dialogs.ts")) => void;
    const load = notFetchedYet().mockImplementationOnce(() => new Promise((resolve) => (deliver = resolve)));
    const host = await render(<EnrolAction course={aCourse()} />);
    await tick();
    expect(load).not.toHaveBeenCalled(); // nothing of the dialogs before they are needed
    const enroll = button(host, "Enroll Now");
    enroll.focus();
    await press(enroll);
    expect(enroll.getAttribute("aria-busy")).toBe("true");
    expect(enroll.getAttribute("aria-disabled")).toBe("true");
    expect(enroll.disabled).toBe(false); // a disabled button would lose the keyboard focus
    expect(document.activeElement).toBe(enroll);
    expect(shownDialog(host, "Confirm Enrollment")).toBeNull();
    await press(enroll); // pressing again while it arrives asks for nothing more
    expect(load).toHaveBeenCalledOnce();

    const code = await import("./dialogs.ts");
    await act(async () => deliver(code));
    const dialog = await dialogShown(host, "Confirm Enrollment");
    expect(enroll.hasAttribute("aria-busy")).toBe(false);
    expect(dialog.getAttribute("aria-labelledby")).toBe(dialog.querySelector("h2")!.id);
    await press(button(dialog, "Cancel"));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(enroll);
  });

  it("says the enrollment form could not be loaded, and fetches it again on the next press", async () => {
    signIn();
    const net = api();
    notFetchedYet().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    const host = await render(<EnrolAction course={aCourse({ pricing: "free", price: 0 })} />);
    const enroll = button(host, "Enroll Now");
    await press(enroll);
    await arrived(() => toastText().includes("The enrollment form could not be loaded. Check your connection and try again."));
    expect(shownDialog(host, "Confirm Enrollment")).toBeNull();
    expect(enroll.hasAttribute("aria-busy")).toBe(false);
    expect(net.calls).toHaveLength(0);

    await press(enroll);
    const dialog = await dialogShown(host, "Confirm Enrollment");
    expect(dialog.textContent).toContain("You are about to enroll in “Introduction to Python” for free.");
  });

  it("says so in French too", async () => {
    signIn();
    api();
    locale.value = "fr";
    notFetchedYet().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    const host = await render(<EnrolAction course={aCourse()} />);
    await press(button(host, "S’inscrire maintenant"));
    await arrived(() => toastText().includes("Le formulaire d’inscription n’a pas pu être chargé. Vérifiez votre connexion et réessayez."));
  });

  it("after a reload, shows the processing dialog without fetching the confirmation's code", async () => {
    signIn();
    const net = api({ payment: () => "pending" });
    localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ transactionId: TX, courseSlug: "intro-python", startedAt: Date.now() }));
    const load = notFetchedYet();
    const host = await render(<EnrolAction course={aCourse()} />);
    const processing = await dialogShown(host, "Processing Payment");
    expect(processing.textContent).toContain("Please wait while we process your payment. Do not close or refresh this window.");
    expect(button(host, "Enroll Now").disabled).toBe(true);
    expect(net.checks().length).toBeGreaterThanOrEqual(1);
    expect(load).not.toHaveBeenCalled();
  });
});
