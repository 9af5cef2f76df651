import { act } from "react";
import { afterEach, beforeEach, type MockInstance, vi } from "vitest";
import { resetUnreachableWarning } from "#shared/api/client.ts";
import { dropToken } from "#shared/api/token.ts";
import { resetSession } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { clearToasts } from "./dom.ts";

/**
 * Gives every test of the file a fresh page at `path`: no session, no token, default config and
 * locale, no toasts, nothing mounted, and navigation recorded instead of performed.
 * Returns the navigation spy, refreshed before each test.
 */
export function freshPageEachTest(path: string): { readonly go: MockInstance<(url: string) => void> } {
  const page = { go: undefined as unknown as MockInstance<(url: string) => void> };
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    dropToken();
    resetSession();
    resetConfig();
    resetUnreachableWarning();
    clearToasts();
    history.replaceState(null, "", path);
    page.go = vi.spyOn(navigation, "go").mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await act(async () => document.body.replaceChildren());
    locale.value = "en";
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return page;
}
