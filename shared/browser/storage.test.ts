import { afterEach, describe, expect, it, vi } from "vitest";
import { storage } from "./storage.ts";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("storage that never throws", () => {
  it("reads what another tab changed or removed, not an old copy", () => {
    storage.local.set("lpPendingPayment", "pay-1");
    localStorage.setItem("lpPendingPayment", "pay-2"); // another tab
    expect(storage.local.get("lpPendingPayment")).toBe("pay-2");
    localStorage.removeItem("lpPendingPayment"); // another tab settled it
    expect(storage.local.get("lpPendingPayment")).toBe(null);
  });

  it("keeps in memory what storage refuses (a full quota, a private mode), for the life of the page", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    storage.local.set("lpLocale", "fr");
    expect(storage.local.get("lpLocale")).toBe("fr");
    storage.local.remove("lpLocale");
    expect(storage.local.get("lpLocale")).toBe(null);
  });

  it("answers from memory when storage cannot even be read", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    storage.session.set("authToken", "tok");
    expect(storage.session.get("authToken")).toBe("tok");
  });
});
