/**
 * Runtime configuration, read once per page. Sources, later ones winning:
 * the loader script's data-* attributes, then `window.lpConfig`. A few keys may be overridden
 * per element (see `elementOverrides`).
 */
export interface LpConfig {
  /** The platform API, ending in /api. */
  apiBase: string;
  /** Where the platform's own pages live; links to sign-in and course pages point there. */
  platformUrl: string;
  locale: "en" | "fr";
  googleClientId: string | null;
  realtime: { key: string; host: string; port: number; tls: boolean; authEndpoint: string };
  /** Route templates for links the widgets build; `{slug}` and friends are filled in. */
  routes: Record<RouteName, string>;
  support: { email: string; whatsapp: string };
  /** Tutor registration on the creators' external dashboard. */
  tutorUrl: string;
  /** The platform's social pages, by network; absent networks are not shown. */
  social: Partial<Record<SocialNetwork, string>>;
}

export const SOCIAL_NETWORKS = ["facebook", "twitter", "linkedin", "instagram", "youtube", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type RouteName =
  | "home"
  | "signin"
  | "signup"
  | "forgotPassword"
  | "dashboard"
  | "onboarding"
  | "course"
  | "learnCourse"
  | "courses"
  | "organization"
  | "exam"
  | "certificate"
  | "terms"
  | "privacy";

export const DEFAULT_ROUTES: Record<RouteName, string> = {
  home: "/",
  signin: "/signin",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  dashboard: "/account/dashboard",
  onboarding: "/account/onboarding",
  course: "/courses/{slug}",
  learnCourse: "/account/courses/{slug}",
  courses: "/courses",
  organization: "/organizations/{slug}",
  exam: "/account/exams/{slug}",
  certificate: "/certificate/{number}",
  terms: "/terms-of-service",
  privacy: "/privacy-policy",
};

type Source = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

/** data-* attributes come as flat strings: data-api-base, data-realtime-key, data-route-course... */
export function fromDataset(dataset: Record<string, string | undefined>): Source {
  const out: Source = {};
  const groups: Record<string, Source> = { realtime: {}, route: {}, social: {}, support: {} };
  for (const [key, value] of Object.entries(dataset)) {
    if (value === undefined) continue;
    const group = Object.keys(groups).find((g) => key.startsWith(g) && key.length > g.length);
    if (group) groups[group][key[group.length].toLowerCase() + key.slice(group.length + 1)] = value;
    else out[key] = value;
  }
  for (const [group, values] of Object.entries(groups))
    if (Object.keys(values).length) out[group === "route" ? "routes" : group] = values;
  return out;
}

/** Builds the configuration from its sources; unknown or malformed values fall back to defaults. */
export function resolveConfig(sources: Source[], pageOrigin: string): LpConfig {
  const merged: Source = {};
  const nested = { realtime: {} as Source, routes: {} as Source, support: {} as Source, social: {} as Source };
  for (const s of sources) {
    Object.assign(merged, s);
    for (const [key, into] of Object.entries(nested)) if (s[key] && typeof s[key] === "object") Object.assign(into, s[key]);
  }
  const { realtime, routes, support, social } = nested;
  const apiBase = (str(merged.apiBase) ?? "http://127.0.0.1:8787/api").replace(/\/+$/, "");
  const api = new URL(apiBase, pageOrigin);
  const port = Number(realtime.port);
  const tls = realtime.tls === true || realtime.tls === "true" || (realtime.tls === undefined && api.protocol === "https:");
  return {
    apiBase,
    platformUrl: (str(merged.platformUrl) ?? pageOrigin).replace(/\/+$/, ""),
    locale: merged.locale === "fr" ? "fr" : "en",
    googleClientId: str(merged.googleClientId) ?? null,
    realtime: {
      key: str(realtime.key) ?? "lp-key",
      host: str(realtime.host) ?? api.hostname,
      port: Number.isInteger(port) && port > 0 ? port : Number(api.port) || (tls ? 443 : 80),
      tls,
      authEndpoint: str(realtime.authEndpoint) ?? `${apiBase}/broadcasting/auth`,
    },
    routes: {
      ...DEFAULT_ROUTES,
      ...Object.fromEntries(Object.entries(routes).filter(([k, v]) => k in DEFAULT_ROUTES && str(v))),
    } as Record<RouteName, string>,
    support: {
      email: str(support.email) ?? "support@learning.cm",
      whatsapp: str(support.whatsapp) ?? "+237 650 00 00 00",
    },
    tutorUrl: str(merged.tutorUrl) ?? `${(str(merged.platformUrl) ?? pageOrigin).replace(/\/+$/, "")}/coming-soon`,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((n) => {
        const url = str(social[n]);
        return url && /^https:\/\//.test(url) ? [[n, url]] : [];
      }),
    ),
  };
}
