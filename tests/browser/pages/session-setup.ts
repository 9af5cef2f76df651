/**
 * Runs before any widget module is evaluated (import it first): a signed-in tab (a token in
 * session storage) and a stubbed `fetch` that answers as the platform API and records every call.
 */
import { json } from "../helpers.ts";

export interface FetchCall {
  method: string;
  path: string;
  authorization: string | null;
}

export const fetchCalls: FetchCall[] = [];

/** How long the stubbed API takes to answer, so that widgets mounting together overlap. */
export const API_DELAY_MS = 80;

export const LEARNER = {
  id: 42,
  name: "Awa Ngono",
  first_name: "Awa",
  last_name: "Ngono",
  email: "awa@example.cm",
  date_of_birth: "2000-01-01",
  why_join: "skills",
};

sessionStorage.setItem("authToken", "tab-token-1");
window.lpConfig = { apiBase: "https://api.learning.test/api" };

window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const request = input instanceof Request ? input : null;
  const url = new URL(request ? request.url : String(input), location.href);
  const headers = new Headers(init.headers ?? request?.headers);
  const call = { method: (init.method ?? request?.method ?? "GET").toUpperCase(), path: url.pathname, authorization: headers.get("authorization") };
  fetchCalls.push(call);
  await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
  if (call.method === "GET" && call.path === "/api/user")
    return call.authorization?.startsWith("Bearer ") ? json({ user: { ...LEARNER } }) : json({ message: "Unauthenticated." }, 401);
  return json({ message: "Not found." }, 404);
};
