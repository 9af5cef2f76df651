import { ConfigError, loadConfig } from "./config.ts";
import { ensureSeeded } from "./db/seed/index.ts";
import { type RunningApi, startApi } from "./server.ts";

/** Starts the reference API, seeding the database first when it is empty, and says where it is. */
export async function launchApi(): Promise<RunningApi> {
  const config = loadConfig();
  if (await ensureSeeded(config)) console.log(`Seeded a new database: ${config.dbFile}`);
  const api = await startApi(config);
  console.log(`Reference API:    ${api.url}/api`);
  console.log(`Realtime (Pusher protocol 7): ws://${config.host}:${config.port}/app/${config.realtime.key}`);
  if (config.dev) {
    console.log(`Dev mailbox:      ${api.url}/dev/mailbox`);
    console.log(
      "Development mode (API_ENV=development): the mailbox and the Google stand-in answer this machine only. Production names API_ENV=production and sets REALTIME_APP_SECRET.",
    );
  }
  return api;
}

/** Runs `start`, then closes what it started on Ctrl-C or a stop signal. */
export function runUntilStopped(start: () => Promise<() => Promise<void> | void>): void {
  start()
    .then((close) => {
      const stop = async () => {
        await close();
        process.exit(0);
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    })
    .catch((err) => {
      // A refused configuration is said plainly: it is the operator's to fix, not a crash.
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    });
}

if (process.argv[1] === new URL(import.meta.url).pathname) runUntilStopped(async () => (await launchApi()).close);
