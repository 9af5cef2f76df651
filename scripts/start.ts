import { startSite } from "../host-site/server.ts";
import { launchApi, runUntilStopped } from "../reference-api/src/main.ts";

/** `npm start`: the reference API (seeded on first run) and the host site, on their two ports. */
runUntilStopped(async () => {
  const api = await launchApi();
  const { host, publicUrl } = api.deps.config;
  const sitePort = Number(process.env.SITE_PORT) || 4173;
  const site = await startSite({ port: sitePort, host, apiOrigin: publicUrl });
  console.log(`Host site:        http://${host}:${sitePort}/`);
  return async () => {
    site.close();
    await api.close();
  };
});
