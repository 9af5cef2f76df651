import { act, type ReactNode, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { button, byLabel, clearToasts, click, toastText, type } from "#tests/support/dom.ts";
import { Button } from "./button.tsx";
import { flash, showFlashed } from "./flash.ts";
import { Checkbox, PasswordField, TextAreaField, TextField } from "./forms/fields.tsx";
import { ErrorState } from "./states.tsx";
import { toast } from "./toast/toast.ts";

let root: Root | null = null;
let host: HTMLElement;

async function render(node: ReactNode): Promise<HTMLElement> {
  host = document.createElement("div");
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(node);
  });
  return host;
}

beforeEach(() => {
  clearToasts();
  sessionStorage.clear();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
  locale.value = "en";
  vi.useRealTimers();
});

describe("toast", () => {
  it("shows the text in its own shadow root on the page, with its own styles", () => {
    toast("Password reset link sent successfully.", "success");
    const area = document.querySelector("[data-lp-toasts]");
    expect(area?.parentElement).toBe(document.body);
    expect(area?.shadowRoot?.textContent).toContain("Password reset link sent successfully.");
    expect(area?.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
  });

  it("uses one toast area for every toast on the page", () => {
    toast("one");
    toast("two", "error");
    expect(document.querySelectorAll("[data-lp-toasts]")).toHaveLength(1);
    expect(toastText()).toContain("one");
    expect(toastText()).toContain("two");
  });

  it("announces errors assertively and other toasts politely", () => {
    toast("Login failed: x", "error");
    toast("Saved", "success");
    const toasts = [...document.querySelector("[data-lp-toasts]")!.shadowRoot!.querySelectorAll("[aria-live]")];
    const live = (text: string) => toasts.find((t) => t.textContent?.includes(text))?.getAttribute("aria-live");
    expect(live("Login failed")).toBe("assertive");
    expect(live("Saved")).toBe("polite");
  });

  it("sets the text as text, never as markup", () => {
    toast('<img src=x onerror="alert(1)">', "error");
    const area = document.querySelector("[data-lp-toasts]")!.shadowRoot!;
    expect(area.querySelector("img")).toBeNull();
    expect(area.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it("comes back after a page removed the toast area", () => {
    toast("first");
    clearToasts();
    toast("second");
    expect(toastText()).toContain("second");
  });

  it("disappears by itself", async () => {
    vi.useFakeTimers();
    toast("Short-lived", "success");
    expect(toastText()).toContain("Short-lived");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(toastText()).not.toContain("Short-lived");
  });
});

describe("flash", () => {
  it("shows the message once, on the next page", async () => {
    flash("Registration successful!");
    expect(toastText()).not.toContain("Registration successful!");
    await showFlashed();
    expect(toastText()).toContain("Registration successful!");
    clearToasts();
    await showFlashed();
    expect(toastText()).not.toContain("Registration successful!");
  });

  it("shows it once when two families start the page at the same time", async () => {
    flash("Registration successful!");
    await Promise.all([showFlashed(), showFlashed()]);
    expect(toastText().split("Registration successful!")).toHaveLength(2);
  });

  it("keeps the message for the next page when the toast's code cannot come", async () => {
    vi.resetModules();
    vi.doMock("./toast/toast.ts", () => {
      throw new Error("offline");
    });
    try {
      const offline = await import("./flash.ts");
      offline.flash("Registration successful!");
      await expect(offline.showFlashed()).resolves.toBeUndefined();
      expect(sessionStorage.getItem("lpFlash")).toContain("Registration successful!");
    } finally {
      vi.doUnmock("./toast/toast.ts");
      vi.resetModules();
      sessionStorage.clear();
    }
  });

  it("ignores a damaged entry", async () => {
    sessionStorage.setItem("lpFlash", "{not json");
    await expect(showFlashed()).resolves.toBeUndefined();
    expect(toastText()).toBe("");
  });
});

describe("fields", () => {
  it("ties the label, the input and the error message together", async () => {
    const el = await render(<TextField label="Email" value="" onValue={() => undefined} error="Please enter your email address" />);
    const input = byLabel(el, "Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const note = el.querySelector(`[id="${input.getAttribute("aria-describedby")}"]`);
    expect(note?.textContent).toBe("Please enter your email address");
    expect(note?.getAttribute("role")).toBe("alert");
  });

  it("shows a hint without marking the field invalid", async () => {
    const el = await render(<TextField label="Phone" value="" onValue={() => undefined} hint="9 to 15 digits" />);
    const input = byLabel(el, "Phone");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(el.querySelector(`[id="${input.getAttribute("aria-describedby")}"]`)?.textContent).toBe("9 to 15 digits");
  });

  it("reports what is typed", async () => {
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <>
          <TextField label="First name" value={value} onValue={setValue} />
          <output>{value}</output>
        </>
      );
    }
    const el = await render(<Controlled />);
    await type(byLabel(el, "First name"), "Awa");
    expect(el.querySelector("output")?.textContent).toBe("Awa");
  });

  it("wires a multi-line field like a single-line one", async () => {
    const el = await render(<TextAreaField label="Bio" value="Teacher" onValue={() => undefined} error="Too long" rows={4} />);
    const area = byLabel(el, "Bio");
    expect(area.localName).toBe("textarea");
    expect(area.getAttribute("rows")).toBe("4");
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(el.querySelector(`[id="${area.getAttribute("aria-describedby")}"]`)?.textContent).toBe("Too long");
  });

  it("shows and hides a password with a toggle in the page's language", async () => {
    const el = await render(<PasswordField label="Password" value="secret123" onValue={() => undefined} />);
    const input = byLabel(el, "Password");
    expect(input.type).toBe("password");
    await click(button(el, "Show password"));
    expect(input.type).toBe("text");
    expect(button(el, "Hide password").getAttribute("aria-pressed")).toBe("true");
    await click(button(el, "Hide password"));
    expect(input.type).toBe("password");
    await act(async () => {
      locale.value = "fr";
    });
    expect(button(el, "Afficher le mot de passe").getAttribute("aria-controls")).toBe(input.id);
  });

  it("toggles a checkbox through its label", async () => {
    function Terms() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} onChecked={setChecked}>
          I agree
        </Checkbox>
      );
    }
    const el = await render(<Terms />);
    const box = el.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(box.checked).toBe(false);
    await click(el.querySelector("label")!);
    expect(box.checked).toBe(true);
  });
});

describe("ErrorState", () => {
  it("says what failed and retries on request", async () => {
    const onRetry = vi.fn();
    const el = await render(<ErrorState message="Failed to load courses." onRetry={onRetry} />);
    expect(el.querySelector("[role=alert]")?.textContent).toContain("Failed to load courses.");
    await click(button(el, "Try again"));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says with no network that this needs one, and tries again by itself once it is back", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const onRetry = vi.fn();
      const el = await render(<ErrorState message="Failed to load courses." onRetry={onRetry} />);
      expect(el.querySelector("[role=alert]")?.textContent).toContain("You are offline: this needs a connection");
      expect(onRetry).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      await act(async () => void window.dispatchEvent(new Event("online")));
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(el.querySelector("[role=alert]")?.textContent).not.toContain("offline");
    } finally {
      onLine.mockRestore();
    }
  });
});

describe("Button", () => {
  it("blocks repeats while busy and says so", async () => {
    const onClick = vi.fn();
    const el = await render(
      <Button busy onClick={onClick}>
        Send
      </Button>,
    );
    const b = button(el, "Send");
    expect(b.disabled).toBe(true);
    expect(b.getAttribute("aria-busy")).toBe("true");
    await click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is an ordinary button otherwise", async () => {
    const onClick = vi.fn();
    const el = await render(<Button onClick={onClick}>Send</Button>);
    const b = button(el, "Send");
    expect(b.hasAttribute("aria-busy")).toBe(false);
    await click(b);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
