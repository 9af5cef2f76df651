import { loadConfig } from "../reference-api/src/config.ts";
import { ensureSeeded } from "../reference-api/src/db/seed/index.ts";
import { startApi } from "../reference-api/src/server.ts";
import { startSite } from "../host-site/server.ts";

/** `npm start`: the reference API (seeded on first run) and the host site, on their two ports. */
async function main() {
  const config = loadConfig();
  if (await ensureSeeded(config)) console.log(`Seeded a new database: ${config.dbFile}`);

  const api = await startApi(config);
  const sitePort = Number(process.env.SITE_PORT) || 4173;
  const site = await startSite({ port: sitePort, host: config.host, apiOrigin: config.publicUrl });
  console.log(`Host site:        http://${config.host}:${sitePort}/`);
  console.log(`Reference API:    ${api.url}/api`);
  console.log(`Realtime (Pusher protocol 7): ws://${config.host}:${config.port}/app/${config.realtime.key}`);
  if (config.dev) console.log(`Dev mailbox:      ${api.url}/dev/mailbox`);

  const stop = async () => {
    site.close();
    await api.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
