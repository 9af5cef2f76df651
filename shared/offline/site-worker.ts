/**
 * The platform's own site keeps the learner's pages on the device with its service worker
 * (host-site/offline/worker.ts). Registered here, from the loader, only where the page names it
 * (`data-service-worker`, which the platform's pages alone carry): a site that embeds the widgets
 * never gets one. A new build is offered, "A new version is ready: Reload", and taken only on that
 * press: the page reloads into it then, never in the middle of a lesson or an exam by itself.
 */
import { lowData } from "#shared/config/low-data.ts";
import { t } from "./site-worker.messages.ts";

/** The press was this page's: the new worker's taking over reloads it (another tab's press does not). */
let reloadOnTakeOver = false;

/** Registers the site's worker; settles once it is registered and watched (or could not be). */
export async function keepSite(workerPath: string): Promise<void> {
  const container = navigator.serviceWorker;
  if (!container) return;
  const url = new URL(workerPath, location.href);
  if (url.origin !== location.origin) return;
  container.addEventListener("controllerchange", () => {
    if (reloadOnTakeOver) location.reload();
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(scriptUrl(url.pathname), { scope: "/" });
  } catch {
    // No worker (a private window, a policy that refuses it): the site works as without one.
    return;
  }
  // A browser that blocks workers may answer with no registration at all.
  if (!registration) return;
  offerUpdates(registration);
  // A learner's page has the worker keep the learner's code, for their return and for no network
  // (the worker answers only the learner's pages); in low-data mode nothing is fetched ahead.
  if (!lowData()) (await container.ready).active?.postMessage({ type: "keep-learner-code" });
}

/** A worker waiting behind the one in use is a new build (a first install replaces nothing). */
function offerUpdates(registration: ServiceWorkerRegistration): void {
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) void ask(registration);
  };
  offer();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offer();
    });
  });
}

/** The offer, with the toast's code fetched then: a page with nothing to offer pays nothing for it. */
async function ask(registration: ServiceWorkerRegistration): Promise<void> {
  const { toast } = await import("#shared/ui/toast/toast.ts");
  toast(t("site-worker.new-version"), "info", {
    label: t("site-worker.reload"),
    run: () => {
      const waiting = registration.waiting;
      // Taken over already (the press was another tab's): this page has only to reload.
      if (!waiting) return location.reload();
      reloadOnTakeOver = true;
      waiting.postMessage({ type: "skip-waiting" });
    },
  });
}

/** What this file uses of Trusted Types (TypeScript's DOM library has none of it yet). */
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(value: string): string }): { createScriptURL(value: string): unknown };
}

/** A page that enforces Trusted Types takes a worker's address only from a policy: ours passes the site's own path. */
function scriptUrl(path: string): string {
  try {
    const policy = (window as { trustedTypes?: TrustedTypes }).trustedTypes?.createPolicy("lp-site-worker", { createScriptURL: (value: string) => value });
    return policy ? (policy.createScriptURL(path) as string) : path;
  } catch {
    return path;
  }
}
