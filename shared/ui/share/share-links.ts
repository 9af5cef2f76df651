export type ShareNetwork = "facebook" | "twitter" | "linkedin" | "whatsapp" | "email";

/**
 * Where a page can be shared, each network with its own share address, filled in with the page's
 * address and a sentence about it: one list for the course and post share buttons and a
 * certificate's page. A network's share page opens in a new tab; e-mail opens the reader's mail.
 */
export function shareLinks(url: string, text: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const words = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${words}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    email: `mailto:?subject=${words}&body=${encodeURIComponent(`${text}\n${url}`)}`,
  };
}
