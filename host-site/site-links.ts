/**
 * The networks the widgets' configuration knows (its `SOCIAL_NETWORKS`; the host site uses no
 * widget code, and a test keeps the two lists the same).
 */
export const SITE_SOCIAL_NETWORKS = ["facebook", "twitter", "linkedin", "instagram", "youtube", "tiktok"] as const;
type SocialNetwork = (typeof SITE_SOCIAL_NETWORKS)[number];

/** Where the site's pages send people outside the widgets, as the environment names it. */
export interface SiteLinks {
  /** The creators' external dashboard: its `/login` for the partner program's plans, its `/register` for tutors. */
  dashboardUrl: string;
  social: Partial<Record<SocialNetwork, string>>;
  /** The platform's Dailymotion Player ID, without which Dailymotion refuses embeds. */
  dailymotionPlayerId?: string;
}

const DEFAULT_DASHBOARD_URL = "https://dashboard.learning.cm";

/**
 * `SITE_DASHBOARD_URL`, `SITE_SOCIAL_<NETWORK>` (FACEBOOK, TWITTER, …) and
 * `SITE_DAILYMOTION_PLAYER_ID`. A malformed value stops the build with its name: a page that links
 * nowhere would only be found by a reader.
 */
export function siteLinksFrom(env: Record<string, string | undefined>): SiteLinks {
  const dashboard = env.SITE_DASHBOARD_URL?.trim() || DEFAULT_DASHBOARD_URL;
  const social: SiteLinks["social"] = {};
  for (const network of SITE_SOCIAL_NETWORKS) {
    const name = `SITE_SOCIAL_${network.toUpperCase()}`;
    const value = env[name]?.trim();
    if (value) social[network] = address(name, value, ["https:"]);
  }
  const player = env.SITE_DAILYMOTION_PLAYER_ID?.trim();
  if (player && !/^[a-z0-9]{3,20}$/i.test(player))
    throw new Error(`SITE_DAILYMOTION_PLAYER_ID must be a Dailymotion Player ID (letters and digits), not "${player}"`);
  return {
    dashboardUrl: address("SITE_DASHBOARD_URL", dashboard, ["https:", "http:"]).replace(/\/+$/, ""),
    social,
    ...(player ? { dailymotionPlayerId: player } : {}),
  };
}

function address(name: string, value: string, protocols: string[]): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {}
  if (!url || !protocols.includes(url.protocol))
    throw new Error(`${name} must be an absolute ${protocols.join(" or ").replace(/:/g, "")} address, not "${value}"`);
  return url.href;
}

/** The loader's data-* attributes that hand these links to the widgets. */
export function linkAttributes(links: SiteLinks): Record<string, string> {
  return {
    "data-dashboard-login-url": `${links.dashboardUrl}/login`,
    "data-tutor-url": `${links.dashboardUrl}/register`,
    ...Object.fromEntries(Object.entries(links.social).map(([network, url]) => [`data-social-${network}`, url])),
    ...(links.dailymotionPlayerId ? { "data-dailymotion-player-id": links.dailymotionPlayerId } : {}),
  };
}
