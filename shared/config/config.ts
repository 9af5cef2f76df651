import { httpUrl } from "#shared/browser/http-url.ts";

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
  /** The loader script's own address, for the embed code the widgets offer to copy. */
  loaderUrl: string;
  locale: "en" | "fr";
  googleClientId: string | null;
  /** The platform's Dailymotion Player ID: Dailymotion lessons are embedded only with one (it refuses embeds without). */
  dailymotionPlayerId: string | null;
  realtime: { key: string; host: string; port: number; tls: boolean; authEndpoint: string };
  /** Route templates for links the widgets build; `{slug}` and friends are filled in. */
  routes: Record<RouteName, string>;
  /** The platform's contacts: general enquiries, learner support, WhatsApp. */
  support: { contact: string; email: string; whatsapp: string };
  /** Tutor registration on the creators' external dashboard. */
  tutorUrl: string;
  /** The external dashboard's sign-in, where the partner program's plans lead. */
  dashboardLoginUrl: string;
  /** The platform's social pages, by network; absent networks are not shown. */
  social: Partial<Record<SocialNetwork, string>>;
  /**
   * Who makes and checks the sign-up e-mail code: "server" (the API makes it, mails it and checks
   * it at registration) or "client" (the contract's flow: the page makes it and compares it
   * itself, so the API cannot know the address was read; for an API that works that way only).
   */
  verification: "server" | "client";
  /**
   * The page is the platform's own (not a partner's): the widgets keep its language and its
   * title in step with the learner's language and what the page shows.
   */
  ownsDocument: boolean;
  /**
   * The page was asked for by a browser that saves data (its `Save-Data: on` header, which the
   * platform's server passes on as `data-save-data="on"`): see low-data.ts.
   */
  saveData: boolean;
  /**
   * An embedder's own CSS for widgets' shadow roots, by tag name ("*" for every widget): set in
   * `window.lpConfig` only. Opt-in; see `injectEmbedderStyles`.
   */
  styles: Record<string, string>;
  /** The widgets' colours: "auto" (the reader's system, light or dark), or the page's "light" or "dark". */
  theme: "auto" | "light" | "dark";
}

/** The social networks a page may link to, by the names they go by (brand spelling, in every language). */
export const SOCIAL_NETWORKS = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export type RouteName =
  | "home"
  | "signin"
  | "signup"
  | "forgotPassword"
  | "resetPassword"
  | "dashboard"
  | "onboarding"
  | "course"
  | "learnCourse"
  | "courses"
  | "organization"
  | "blog"
  | "post"
  | "exam"
  | "certificate"
  | "terms"
  | "privacy"
  | "myCourses"
  | "exams"
  | "payments"
  | "notifications"
  | "profile"
  | "certificates"
  | "settings"
  | "settingsProfile"
  | "settingsInterests"
  | "settingsPrivacy"
  | "settingsPassword";

export const DEFAULT_ROUTES: Record<RouteName, string> = {
  home: "/",
  signin: "/signin",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password/{token}",
  dashboard: "/account/dashboard",
  onboarding: "/account/onboarding",
  course: "/courses/{slug}",
  learnCourse: "/account/courses/{slug}",
  courses: "/courses",
  organization: "/organizations/{slug}",
  blog: "/blog",
  post: "/blog/{slug}",
  exam: "/account/exams/{slug}",
  certificate: "/certificate/{number}",
  terms: "/terms-of-service",
  privacy: "/privacy-policy",
  myCourses: "/account/courses",
  exams: "/account/exams",
  payments: "/account/payments",
  notifications: "/account/notifications",
  profile: "/account/profile",
  certificates: "/account/certificates",
  settings: "/account/settings",
  settingsProfile: "/account/settings/profile",
  settingsInterests: "/account/settings/interests",
  settingsPrivacy: "/account/settings/privacy-and-security",
  settingsPassword: "/account/settings/privacy-and-security/change-password",
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
  for (const [group, values] of Object.entries(groups)) if (Object.keys(values).length) out[group === "route" ? "routes" : group] = values;
  return out;
}

const DEFAULT_API_BASE = "http://127.0.0.1:8787/api";

/**
 * Builds the configuration from its sources. Each key takes the last source that gives a valid
 * value, so a typo in window.lpConfig falls back to the script's attribute, then to the default.
 */
export function resolveConfig(sources: Source[], pageOrigin: string): LpConfig {
  const nested = { realtime: {} as Source, routes: {} as Source, support: {} as Source, social: {} as Source, styles: {} as Source };
  for (const s of sources) for (const [key, into] of Object.entries(nested)) if (s[key] && typeof s[key] === "object") Object.assign(into, s[key]);
  const { realtime, routes, support, social, styles } = nested;
  const last = <T>(read: (s: Source) => T | undefined): T | undefined => sources.reduce<T | undefined>((found, s) => read(s) ?? found, undefined);
  const merged = {
    apiBase: last((s) => httpUrl(s.apiBase, pageOrigin)),
    platformUrl: last((s) => httpUrl(s.platformUrl, pageOrigin)),
    loaderUrl: last((s) => httpUrl(s.loaderUrl, pageOrigin)),
    locale: last<"en" | "fr">((s) => (s.locale === "fr" || s.locale === "en" ? s.locale : undefined)),
    googleClientId: last((s) => str(s.googleClientId)),
    dailymotionPlayerId: last((s) =>
      typeof s.dailymotionPlayerId === "string" && /^[a-z0-9]{3,20}$/i.test(s.dailymotionPlayerId) ? s.dailymotionPlayerId : undefined,
    ),
    tutorUrl: last((s) => httpUrl(s.tutorUrl, pageOrigin)),
    dashboardLoginUrl: last((s) => httpUrl(s.dashboardLoginUrl, pageOrigin)),
    verification: last<"server" | "client">((s) => (s.verification === "client" || s.verification === "server" ? s.verification : undefined)),
    theme: last<"auto" | "light" | "dark">((s) => (s.theme === "auto" || s.theme === "light" || s.theme === "dark" ? s.theme : undefined)),
  };
  const apiBase = merged.apiBase ?? DEFAULT_API_BASE;
  const platformUrl = merged.platformUrl ?? pageOrigin.replace(/\/+$/, "");
  const api = new URL(apiBase);
  const port = Number(realtime.port);
  const tls = realtime.tls === true || realtime.tls === "true" || (realtime.tls === undefined && api.protocol === "https:");
  return {
    apiBase,
    platformUrl,
    loaderUrl: merged.loaderUrl ?? `${platformUrl}/widgets/lp-widgets.js`,
    locale: merged.locale ?? "en",
    googleClientId: merged.googleClientId ?? null,
    dailymotionPlayerId: merged.dailymotionPlayerId ?? null,
    realtime: {
      key: str(realtime.key) ?? "lp-key",
      host: str(realtime.host) ?? api.hostname,
      port: Number.isInteger(port) && port > 0 && port < 65536 ? port : Number(api.port) || (tls ? 443 : 80),
      tls,
      authEndpoint: str(realtime.authEndpoint) ?? `${apiBase}/broadcasting/auth`,
    },
    routes: {
      ...DEFAULT_ROUTES,
      ...Object.fromEntries(Object.entries(routes).filter(([k, v]) => k in DEFAULT_ROUTES && str(v))),
    } as Record<RouteName, string>,
    support: {
      contact: str(support.contact) ?? "contact@learning.cm",
      email: str(support.email) ?? "support@learning.cm",
      whatsapp: str(support.whatsapp) ?? "+237 650 00 00 00",
    },
    tutorUrl: merged.tutorUrl ?? `${platformUrl}/coming-soon`,
    dashboardLoginUrl: merged.dashboardLoginUrl ?? `${platformUrl}/coming-soon`,
    verification: merged.verification ?? "server",
    theme: merged.theme ?? "auto",
    ownsDocument: sources.some((s) => s.ownsDocument === true || s.ownsDocument === "true"),
    saveData: sources.some((s) => s.saveData === true || s.saveData === "on"),
    styles: Object.fromEntries(Object.entries(styles).filter(([tag, css]) => (tag === "*" || /^lp-[a-z0-9-]+$/.test(tag)) && str(css))) as Record<
      string,
      string
    >,
    social: Object.fromEntries(
      (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((n) => {
        const url = str(social[n]);
        return url && /^https:\/\//.test(url) ? [[n, url]] : [];
      }),
    ),
  };
}
