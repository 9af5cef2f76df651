/** The site's own files beside its pages (in host-site/public): its stylesheet and its icons. */
export const SITE_ASSETS = ["host.css", "favicon.svg", "favicon.ico", "icon-192.png", "icon-512.png", "icon-maskable-512.png", "apple-touch-icon.png"];
