import type { RouteName } from "#shared/config/config.ts";
import { getConfig, href } from "#shared/config/runtime.ts";

/** A page the platform lets embedders move (a configured route), or one at a fixed path on the platform. */
export type Target = RouteName | `/${string}`;

/** The platform's own pages, whichever site embeds the header or footer. */
export const pageLink = (to: Target): string => (to.startsWith("/") ? `${getConfig().platformUrl}${to}` : href(to as RouteName));
