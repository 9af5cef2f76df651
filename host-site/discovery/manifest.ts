/**
 * The web app manifest (`/manifest.webmanifest`): what a phone shows when the site is added to its
 * home screen. Colours are the design tokens' light theme (shared/styles/tokens.css): the brand
 * green, and the surface's white behind the splash screen. The icons are files in host-site/public,
 * made from favicon.svg by make-icons.ts.
 */
import { PLATFORM_DESCRIPTION } from "../descriptions.ts";

export const BRAND_COLOUR = "#0b6b50";
export const SURFACE_COLOUR = "#ffffff";

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: "any" | "maskable" | "monochrome";
}

/** The icons the manifest names, each a file of host-site/public. */
export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  // Full-bleed, its mark inside the central circle a launcher's mask never cuts.
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
];

/** The other icon files the site serves: Apple's home-screen icon, and the ICO older browsers ask for at /favicon.ico. */
export const OTHER_ICONS = [
  { src: "/apple-touch-icon.png", sizes: [180] },
  { src: "/favicon.ico", sizes: [16, 32, 48] },
] as const;

export function webManifest() {
  return {
    id: "/",
    name: "Learning platform",
    short_name: "Learning",
    description: PLATFORM_DESCRIPTION,
    lang: "en",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: SURFACE_COLOUR,
    theme_color: BRAND_COLOUR,
    categories: ["education"],
    icons: MANIFEST_ICONS,
  };
}

export const webManifestJson = (): string => JSON.stringify(webManifest(), null, 2);
