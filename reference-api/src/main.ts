import { loadConfig } from "./config.ts";
import { ensureSeeded } from "./db/seed/index.ts";
import { startApi } from "./server.ts";

/** Starts the reference API, seeding the database first when it is empty. */
async function main() {
  const config = loadConfig();
  if (await ensureSeeded(config)) console.log(`Seeded a new database: ${config.dbFile}`);

  const api = await startApi(config);
  console.log(`Reference API:    ${api.url}/api`);
  console.log(`Realtime (Pusher protocol 7): ws://${config.host}:${config.port}/app/${config.realtime.key}`);
  if (config.dev) console.log(`Dev mailbox:      ${api.url}/dev/mailbox`);

  const stop = async () => {
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
