import path from "node:path";
import { fileURLToPath } from "node:url";

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Config {
  port: number;
  host: string;
  /** Public origin of this API, used in links it builds (uploads, certificate images). */
  publicUrl: string;
  /** Where the learner-facing site lives: e-mailed links point there. */
  platformUrl: string;
  dbFile: string;
  storageDir: string;
  corsOrigins: string[];
  /**
   * Development, named (API_ENV=development, as `npm start` does): the mailbox with every mail
   * sent and the Google stand-in that signs anyone in, for loopback clients only. Anything else is
   * production, which refuses to start on a published default secret.
   */
  dev: boolean;
  realtime: { appId: string; key: string; secret: string };
  /**
   * Sandbox operator: how long it takes to answer (the slow number takes `slowDelayMs`), and when
   * an unanswered request lapses (the widget gives up at 180 s).
   */
  payments: { successDelayMs: number; failureDelayMs: number; slowDelayMs: number; expiryMs: number };
  /** Slow clients are cut off: headers must arrive within the first, the whole request within the second. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  tokenTtlHours: number;
  google: { clientId: string; jwksUrl: string };
  exams: { submitGraceSeconds: number };
  /**
   * The contract's sign-up flow: the page makes the e-mail code and the server neither keeps nor
   * checks it. Off by default: the server makes the code and registration requires it.
   */
  clientVerificationCode: boolean;
  /**
   * "full" serves everything this API offers; "spec" only the contract's calls and the fields it
   * names, as the platform's own API promises, for checking the widgets need no more.
   */
  contract: "full" | "spec";
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== "" ? Math.trunc(n) : fallback;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Settings that replace the environment's; `payments` key by key. */
export type ConfigOverrides = Partial<Omit<Config, "payments">> & { payments?: Partial<Config["payments"]> };

/** The realtime secret's published default: good for development only. */
export const DEFAULT_REALTIME_SECRET = "lp-secret-change-me";
/** The shortest realtime secret production accepts: 32 characters, as a 128-bit random secret written in hex is. */
const MIN_SECRET_LENGTH = 32;

/** A configuration the API refuses to start with; the message says which setting and why. */
export class ConfigError extends Error {}

/**
 * Settings from the environment, then `overrides`. Every key has a working default for
 * development; outside development a secret left at its default (or too short to be one) is
 * refused, by name.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): Config {
  const port = int(env.API_PORT, 8787);
  const host = env.API_HOST || "127.0.0.1";
  const dataDir = env.API_DATA_DIR ? path.resolve(env.API_DATA_DIR) : path.join(apiRoot, "data");
  const config: Config = {
    port,
    host,
    publicUrl: (env.API_PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, ""),
    platformUrl: (env.PLATFORM_URL || "http://127.0.0.1:4173").replace(/\/$/, ""),
    dbFile: env.API_DB_FILE ? path.resolve(env.API_DB_FILE) : path.join(dataDir, "platform.sqlite"),
    storageDir: env.API_STORAGE_DIR ? path.resolve(env.API_STORAGE_DIR) : path.join(dataDir, "storage"),
    corsOrigins: list(env.API_CORS_ORIGINS, ["http://127.0.0.1:4173", "http://localhost:4173"]),
    dev: env.API_ENV === "development",
    realtime: {
      appId: env.REALTIME_APP_ID || "lp-app",
      key: env.REALTIME_APP_KEY || "lp-key",
      secret: env.REALTIME_APP_SECRET || DEFAULT_REALTIME_SECRET,
    },
    payments: {
      successDelayMs: int(env.PAYMENT_SUCCESS_DELAY_MS, 4000),
      failureDelayMs: int(env.PAYMENT_FAILURE_DELAY_MS, 4000),
      slowDelayMs: int(env.PAYMENT_SLOW_DELAY_MS, 30_000),
      expiryMs: int(env.PAYMENT_EXPIRY_MS, 200_000),
    },
    http: {
      headersTimeoutMs: int(env.API_HEADERS_TIMEOUT_MS, 10_000),
      requestTimeoutMs: int(env.API_REQUEST_TIMEOUT_MS, 30_000),
    },
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 24 * 7),
    clientVerificationCode: env.API_CLIENT_VERIFICATION_CODE === "1" || env.API_CLIENT_VERIFICATION_CODE === "true",
    contract: env.API_CONTRACT === "spec" ? "spec" : "full",
    google: {
      clientId: env.GOOGLE_CLIENT_ID || "dev-google-client-id.apps.example",
      jwksUrl: env.GOOGLE_JWKS_URL || "https://www.googleapis.com/oauth2/v3/certs",
    },
    exams: { submitGraceSeconds: int(env.EXAM_SUBMIT_GRACE_SECONDS, 120) },
  };
  const merged = { ...config, ...overrides, payments: { ...config.payments, ...overrides.payments } };
  if (!merged.dev) refuseDefaultSecrets(merged);
  return merged;
}

function refuseDefaultSecrets(config: Config): void {
  const { secret } = config.realtime;
  const problem =
    secret === DEFAULT_REALTIME_SECRET
      ? "is not set: its default is published, and with it anyone can sign a private channel's subscription and hear another learner's payments"
      : secret.length < MIN_SECRET_LENGTH
        ? `is ${secret.length} characters long: a secret needs at least ${MIN_SECRET_LENGTH} random ones`
        : null;
  if (problem)
    throw new ConfigError(
      `Refusing to start in production: REALTIME_APP_SECRET ${problem}. Set it (for example to the output of \`openssl rand -hex 32\`), or name development with API_ENV=development.`,
    );
}
