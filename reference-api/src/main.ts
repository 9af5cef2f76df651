import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import { isSeeded, seedDatabase } from "./db/seed/index.ts";
import { startApi } from "./server.ts";

/** Starts the reference API, seeding the database first when it is empty. */
async function main() {
  const config = loadConfig();
  const db = openDatabase(config.dbFile);
  if (!isSeeded(db)) {
    const started = Date.now();
    await seedDatabase(db, config);
    console.log(`Seeded a new database in ${Date.now() - started} ms: ${config.dbFile}`);
  }
  db.close();

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
