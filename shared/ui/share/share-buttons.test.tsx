import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { clearToasts, click, settle, toastText } from "#tests/support/dom.ts";
import { ShareButtons } from "./share-buttons.tsx";

const URL_ = "https://learn.example.cm/courses/comptabilite";
const TITLE = "Comptabilité pour débutants";

const roots: Root[] = [];

async function show(props: { text?: string } = {}) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => root.render(<ShareButtons url={URL_} title={TITLE} label="Share this course" {...props} />));
  return host;
}

/** A browser with a share sheet: `share` answers as the test says; `canShare` only when given. */
function withShareSheet(share: (data: ShareData) => Promise<void>, canShare?: (data: ShareData) => boolean) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, "share", { value: spy, configurable: true, writable: true });
  if (canShare) Object.defineProperty(navigator, "canShare", { value: vi.fn(canShare), configurable: true, writable: true });
  return spy;
}

const sheetButton = (host: ParentNode) => host.querySelector<HTMLButtonElement>("button.lp-share-sheet");
/** The group's controls in order, by what they say. */
const controls = (host: ParentNode) =>
  [...host.querySelectorAll<HTMLElement>(".lp-share a, .lp-share button")].map((el) => el.textContent?.replace("(opens in a new tab)", "").trim());

let writeText: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
});

afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
  clearToasts();
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "canShare");
  locale.value = "en";
  vi.restoreAllMocks();
});

describe("ShareButtons with the device's share sheet", () => {
  it("without navigator.share (a desktop), offers only the networks and Copy link", async () => {
    const host = await show();
    expect(sheetButton(host)).toBeNull();
    expect(controls(host)).toEqual(["Share on Facebook", "Share on X (Twitter)", "Share on LinkedIn", "Share on WhatsApp", "Copy link"]);
  });

  it("with it, puts Share first, keeps the others after it, and hands the sheet the title, a sentence and the address", async () => {
    const share = withShareSheet(async () => {});
    const host = await show({ text: "Un cours pour tenir ses comptes" });
    expect(controls(host)).toEqual(["Share", "Share on Facebook", "Share on X (Twitter)", "Share on LinkedIn", "Share on WhatsApp", "Copy link"]);
    await click(sheetButton(host)!);
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: "Un cours pour tenir ses comptes", url: URL_ });
    await settle();
    expect(toastText()).toBe("");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("gives the title as the sentence when none is given", async () => {
    const share = withShareSheet(async () => {});
    await click(sheetButton(await show())!);
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: TITLE, url: URL_ });
  });

  it("asks canShare where the browser has it, and leaves Share out when it refuses the data", async () => {
    withShareSheet(
      async () => {},
      () => false,
    );
    const host = await show();
    expect(sheetButton(host)).toBeNull();
    expect(controls(host)).toContain("Copy link");
    expect(navigator.canShare).toHaveBeenCalledWith({ title: TITLE, text: TITLE, url: URL_ });
  });

  it("shows Share where canShare accepts the data", async () => {
    withShareSheet(
      async () => {},
      () => true,
    );
    expect(sheetButton(await show())).not.toBeNull();
  });

  it("says nothing when the learner closes the sheet (AbortError), and Share still works", async () => {
    const share = withShareSheet(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    const host = await show();
    await click(sheetButton(host)!);
    await settle();
    expect(toastText()).toBe("");
    expect(writeText).not.toHaveBeenCalled();
    expect(sheetButton(host)).not.toBeNull();
    await click(sheetButton(host)!);
    expect(share).toHaveBeenCalledTimes(2);
  });

  it("copies the link instead when the sheet fails otherwise, and says so", async () => {
    withShareSheet(async () => {
      throw new DOMException("Not allowed here", "NotAllowedError");
    });
    const host = await show();
    await click(sheetButton(host)!);
    await settle();
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(toastText()).toContain("Link copied to clipboard!");
    expect(host.querySelector(".lp-share-tooltip")?.textContent).toBe("Copied!");
    // The network buttons are still there too.
    expect(host.querySelectorAll("a.lp-share-link")).toHaveLength(4);
  });

  it("says the link could not be copied when that fallback fails too", async () => {
    withShareSheet(async () => {
      throw new TypeError("share() is not available");
    });
    writeText.mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    const host = await show();
    await click(sheetButton(host)!);
    await settle();
    expect(toastText()).toContain("The link could not be copied.");
    expect(toastText()).not.toContain("Link copied to clipboard!");
  });

  it("opens one sheet however often Share is tapped while it is up", async () => {
    let close!: () => void;
    const share = withShareSheet(() => new Promise<void>((resolve) => (close = resolve)));
    const host = await show();
    await click(sheetButton(host)!);
    await click(sheetButton(host)!);
    expect(share).toHaveBeenCalledTimes(1);
    await act(async () => close());
    await click(sheetButton(host)!);
    expect(share).toHaveBeenCalledTimes(2);
  });

  it("speaks French", async () => {
    locale.value = "fr";
    withShareSheet(async () => {});
    const host = await show();
    expect(sheetButton(host)?.textContent).toBe("Partager");
  });
});
