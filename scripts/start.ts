import { startSite } from "../host-site/server.ts";
import { launchApi, runUntilStopped } from "../reference-api/src/main.ts";
import { flavourFromEnv, siteDirOf, ssrDirOf } from "./flavours.ts";

/**
 * `npm start`: the reference API (seeded on first run) and the host site, on their two ports. It
 * names development (its mailbox and Google stand-in) unless the environment names another.
 */
process.env.API_ENV ||= "development";
runUntilStopped(async () => {
  const api = await launchApi();
  const { host, publicUrl } = api.deps.config;
  const sitePort = Number(process.env.SITE_PORT) || 4173;
  // WIDGETS_FLAVOUR=lite: the pages load the light flavour of the widgets (Preact) instead of React's.
  const flavour = flavourFromEnv();
  // SITE_MEDIA_ORIGINS: the file hosts lesson videos come from, beside the API's storage (comma-separated origins).
  const mediaOrigins = (process.env.SITE_MEDIA_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  const site = await startSite({ port: sitePort, host, apiOrigin: publicUrl, siteDir: siteDirOf(flavour), ssrDir: ssrDirOf(flavour), mediaOrigins });
  console.log(`Host site:        http://${host}:${sitePort}/${flavour === "lite" ? " (light flavour)" : ""}`);
  return async () => {
    site.close();
    await api.close();
  };
});
