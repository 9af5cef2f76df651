/// <reference types="mocha" />
/**
 * The exam modal in real Chromium: in the top layer over the whole screen from inside the widget's
 * shadow root, its clocks counting in real time, the before-unload warning and the blocked keys
 * while an attempt runs (and not otherwise), and each answer in IndexedDB as it is given.
 */
import { expect } from "@esm-bundle/chai";
import { dropToken, saveToken } from "#shared/api/token.ts";
import { user } from "#shared/auth/session.ts";
import { closeDurableStores } from "#shared/browser/durable-store.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { tag } from "../../widgets/exams/exam-runner/exam-runner.api.ts";
import * as root from "../../widgets/exams/exam-runner/exam-runner.tsx";
import { json, rendered, sleep, stubFetch, until } from "./helpers.ts";

const EXAM = { id: 77, slug: "browser-exam", title: "A Browser Exam", duration: 10, total_questions: 2, has_enrolled: true };
const question = (id: number) => ({
  id,
  text: `<p>Question ${id}?</p>`,
  topic: { name: "Topic" },
  answers: [1, 2].map((k) => ({ id: id * 10 + k, text: `Answer ${id * 10 + k}` })),
  explanation: null,
});

function api() {
  const now = Date.now();
  return stubFetch((url) => {
    if (!url.pathname.startsWith("/api/")) return undefined;
    const path = url.pathname.slice(4);
    if (path === `/exams/${EXAM.slug}`) return json({ data: EXAM });
    if (path === `/exams/${EXAM.id}/history`) return json({ data: [] });
    if (path === `/exams/${EXAM.id}/questions`)
      return json({
        data: [question(1), question(2)],
        attempt: {
          id: 5,
          started_at: new Date(now).toISOString(),
          deadline_at: new Date(now + 600_000).toISOString(),
          server_time: new Date(now).toISOString(),
        },
      });
    return json({ message: "Not Found" }, 404);
  });
}

/** Reads what IndexedDB holds for this learner's attempts. */
async function deviceRecords(): Promise<Record<string, unknown>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open("lp-durable");
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const tx = db.transaction("exam-attempts", "readonly");
  const store = tx.objectStore("exam-attempts");
  const [keys, values] = await Promise.all([
    new Promise<IDBValidKey[]>((resolve) => {
      const r = store.getAllKeys();
      r.onsuccess = () => resolve(r.result);
    }),
    new Promise<unknown[]>((resolve) => {
      const r = store.getAll();
      r.onsuccess = () => resolve(r.result);
    }),
  ]);
  db.close();
  return Object.fromEntries(keys.map((k, i) => [String(k), values[i]]));
}

describe("<lp-exam-runner> in real Chromium", () => {
  let restore: () => void;
  let el: HTMLElement;
  let shadow: ShadowRoot;
  const modal = () => [...shadow.querySelectorAll("dialog")].find((d) => d.open) ?? null;
  const button = (name: string) => [...(modal()?.querySelectorAll("button") ?? [])].find((b) => b.textContent === name)!;

  before(async () => {
    restore = api();
    saveToken("exam-token");
    user.value = { id: 31, name: "Awa Ngono", first_name: "Awa", last_name: "Ngono", email: "awa@example.cm" } as never;
    if (!customElements.get(tag.tag)) defineWidget(tag, root);
    el = document.createElement(tag.tag);
    el.setAttribute("exam", EXAM.slug);
    document.body.append(el);
    shadow = el.shadowRoot!;
    (await rendered<HTMLButtonElement>(el, ".runner-open", 5000)).click();
    await until(() => modal()?.querySelector(".runner-start") ?? false, 5000, "the overview");
  });

  after(async () => {
    el.remove();
    // The attempt's back guard goes with it (history.back()): the test page must not still be
    // travelling in its history when the runner leaves it, or leaving is aborted.
    await until(() => !(history.state as { lpExamGuard?: boolean } | null)?.lpExamGuard, 3000, "the back guard gone");
    restore();
    dropToken();
    user.value = null;
    await closeDurableStores();
    indexedDB.deleteDatabase("lp-durable");
  });

  it("covers the screen in the top layer, from inside the shadow root, with the page behind inert", () => {
    const dialog = modal()!;
    expect(dialog.matches(":modal")).to.equal(true);
    const box = dialog.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(window.innerWidth);
    expect(Math.round(box.height)).to.equal(window.innerHeight);
    // What is under the middle of the screen is the modal, not the page.
    const hit = shadow.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    expect(dialog.contains(hit)).to.equal(true);
  });

  it("holds no before-unload warning and lets F5 through before the attempt starts", () => {
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).to.equal(false);
    const f5 = new KeyboardEvent("keydown", { key: "F5", cancelable: true, bubbles: true });
    window.dispatchEvent(f5);
    expect(f5.defaultPrevented).to.equal(false);
  });

  it("counts the clocks down in real time once started", async () => {
    button("Start").click();
    await until(() => modal()?.querySelector(".runner-question") ?? false, 5000, "the first question");
    const clock = (label: string) => [...modal()!.querySelectorAll(".runner-dial")].find((d) => d.querySelector(".runner-dial-label")?.textContent === label)!;
    const seconds = (label: string) => {
      // h:mm:ss, as the spec writes its clocks.
      const parts = clock(label).querySelector(".runner-dial-clock")!.textContent!.replace(/^\+/, "").split(":").map(Number);
      return parts.reduce((sum, part) => sum * 60 + part, 0);
    };
    const total = seconds("Time left");
    const question = seconds("This question");
    expect(total).to.be.within(598, 600);
    expect(question).to.be.within(298, 300);
    expect(clock("Time left").getAttribute("data-level")).to.equal("full");
    await sleep(2100);
    expect(total - seconds("Time left")).to.be.within(2, 3);
    expect(question - seconds("This question")).to.be.within(2, 3);
  });

  it("asks before the page unloads, and holds back F5, Ctrl+R and Ctrl+P, while the attempt runs", () => {
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).to.equal(true);
    for (const init of [{ key: "F5" }, { key: "r", ctrlKey: true }, { key: "p", ctrlKey: true }, { key: "r", metaKey: true }]) {
      const press = new KeyboardEvent("keydown", { ...init, cancelable: true, bubbles: true });
      window.dispatchEvent(press);
      expect(press.defaultPrevented, JSON.stringify(init)).to.equal(true);
    }
    const plain = new KeyboardEvent("keydown", { key: "r", cancelable: true, bubbles: true });
    window.dispatchEvent(plain);
    expect(plain.defaultPrevented).to.equal(false);
  });

  it("has each answer in IndexedDB as it is given, under the learner's and the attempt's key", async () => {
    modal()!.querySelector<HTMLInputElement>('input[value="12"]')!.click();
    const key = `31/exams/${EXAM.slug}/5#state`;
    let state: unknown;
    for (let waited = 0; !(state = (await deviceRecords())[key]); waited += 20) {
      if (waited > 3000) throw new Error(`no ${key} in IndexedDB`);
      await sleep(20);
    }
    expect(state as { taking: { selected: number } }).to.nested.include({ "taking.selected": 12 });
    expect(Object.keys(await deviceRecords())).to.include(`31/exams/${EXAM.slug}/5#paper`);
  });
});
