import { getConfig } from "#shared/config/runtime.ts";

/**
 * The room the badge's image takes in each size, in CSS pixels: the server draws it at that size
 * (host-site/badge-image.ts, the live badge's sizes), and the <img> declares it so the page
 * around it never moves.
 */
export const BADGE_IMAGE_SIZES = {
  small: { width: 300, height: 48 },
  large: { width: 340, height: 136 },
} as const;

export type BadgeImageFormat = "svg" | "png";
export type BadgeImageSize = keyof typeof BADGE_IMAGE_SIZES;

/** Text for a double-quoted HTML attribute: nothing in it can end the quotes or start a tag. */
const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The address of a certificate's badge image on the platform's own server: beside the loader
 * (the platform's address, whatever routes a page that embeds the widget configured for its links).
 */
export function badgeImageUrl(number: string, format: BadgeImageFormat, options: { size: BadgeImageSize; lang: string }): string {
  const query = new URLSearchParams({ size: options.size, lang: options.lang });
  return `${getConfig().platformUrl}/certificate/${encodeURIComponent(number)}/badge.${format}?${query}`;
}

/**
 * What a page without scripts shows a certificate with: the badge's image, linked to the
 * certificate's page, every value escaped for its attribute.
 */
export function badgeImageCode(input: { number: string; pageUrl: string; alt: string; format: BadgeImageFormat; size: BadgeImageSize; lang: string }): string {
  const { width, height } = BADGE_IMAGE_SIZES[input.size];
  const src = badgeImageUrl(input.number, input.format, input);
  return `<a href="${escapeAttribute(input.pageUrl)}"><img src="${escapeAttribute(src)}" alt="${escapeAttribute(input.alt)}" width="${width}" height="${height}"></a>`;
}
