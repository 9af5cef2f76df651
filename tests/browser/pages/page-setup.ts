/**
 * First module of every iframe test page: records what the page would report (uncaught errors,
 * CSP and Trusted Types violations) from before any widget code runs, and points the widgets at
 * the test server's stub API.
 */
export interface PageRecord {
  errors: string[];
  violations: { directive: string; blocked: string; sample: string; source: string }[];
  ready: boolean;
}

declare global {
  interface Window {
    lpPage?: PageRecord;
  }
}

const record: PageRecord = { errors: [], violations: [], ready: false };
window.lpPage = record;
window.addEventListener("error", (event) => record.errors.push(String(event.message || event.error)));
window.addEventListener("unhandledrejection", (event) => record.errors.push(`unhandled rejection: ${String(event.reason)}`));
document.addEventListener("securitypolicyviolation", (event) =>
  record.violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, source: event.sourceFile }),
);
window.lpConfig = { apiBase: "/__lp/api" };
