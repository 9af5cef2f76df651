import crypto from "node:crypto";
import type { Config } from "../../config.ts";

export interface GoogleClaims {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
}

type Jwk = crypto.JsonWebKey & { kid?: string };

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export class IdTokenError extends Error {}

/**
 * Verifies Google id_tokens (RS256) against Google's published keys. In development a local
 * issuer with its own key pair is trusted too, so tests and demos can mint valid tokens offline.
 */
export class GoogleVerifier {
  private remote: { keys: Jwk[]; expiresAt: number } | null = null;
  readonly devIssuer: DevIssuer | null;

  constructor(private readonly config: Config) {
    this.devIssuer = config.dev ? new DevIssuer(`${config.publicUrl}/dev-google`, config.google.clientId) : null;
  }

  async verify(idToken: string): Promise<GoogleClaims> {
    const parts = idToken.split(".");
    if (parts.length !== 3) throw new IdTokenError("Malformed id_token.");
    const header = decodeJson(parts[0]) as { alg?: string; kid?: string } | null;
    const claims = decodeJson(parts[1]) as Record<string, unknown> | null;
    if (!header || !claims || header.alg !== "RS256") throw new IdTokenError("Unsupported id_token.");

    const issuers = [...GOOGLE_ISSUERS, ...(this.devIssuer ? [this.devIssuer.issuer] : [])];
    if (!issuers.includes(String(claims.iss))) throw new IdTokenError("Unknown issuer.");
    const key = await this.keyFor(String(claims.iss), header.kid);
    const signed = crypto.verify(
      "RSA-SHA256",
      Buffer.from(`${parts[0]}.${parts[1]}`),
      crypto.createPublicKey({ key, format: "jwk" }),
      Buffer.from(parts[2], "base64url"),
    );
    if (!signed) throw new IdTokenError("Bad signature.");

    const now = Math.floor(Date.now() / 1000);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audience.includes(this.config.google.clientId)) throw new IdTokenError("Wrong audience.");
    if (typeof claims.exp !== "number" || claims.exp < now - 60) throw new IdTokenError("Expired id_token.");
    if (typeof claims.iat === "number" && claims.iat > now + 300) throw new IdTokenError("id_token from the future.");
    if (claims.email_verified !== true && claims.email_verified !== "true") throw new IdTokenError("E-mail not verified.");
    if (typeof claims.sub !== "string" || typeof claims.email !== "string") throw new IdTokenError("Incomplete id_token.");
    return claims as unknown as GoogleClaims;
  }

  private async keyFor(issuer: string, kid: string | undefined): Promise<Jwk> {
    const keys = this.devIssuer && issuer === this.devIssuer.issuer ? [this.devIssuer.publicJwk] : await this.googleKeys();
    const key = keys.find((k) => k.kid === kid);
    if (!key) throw new IdTokenError("Unknown signing key.");
    return key;
  }

  private async googleKeys(): Promise<Jwk[]> {
    if (this.remote && this.remote.expiresAt > Date.now()) return this.remote.keys;
    const res = await fetch(this.config.google.jwksUrl, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (!res?.ok) throw new IdTokenError("Google's signing keys are unreachable.");
    const body = (await res.json()) as { keys?: Jwk[] };
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1] ?? 3600);
    this.remote = { keys: body.keys ?? [], expiresAt: Date.now() + maxAge * 1000 };
    return this.remote.keys;
  }
}

/** A development stand-in for Google: same token format, its own key, its own issuer name. */
export class DevIssuer {
  readonly publicJwk: Jwk;
  private readonly privateKey: crypto.KeyObject;

  constructor(
    readonly issuer: string,
    private readonly audience: string,
  ) {
    const pair = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.privateKey = pair.privateKey;
    this.publicJwk = { ...pair.publicKey.export({ format: "jwk" }), kid: "dev-1", alg: "RS256", use: "sig" } as Jwk;
  }

  mint(claims: { email: string; given_name?: string; family_name?: string; sub?: string }, lifetimeSeconds = 3600): string {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: "RS256", kid: "dev-1", typ: "JWT" };
    const payload = {
      iss: this.issuer,
      aud: this.audience,
      sub: claims.sub ?? `dev-${crypto.createHash("sha256").update(claims.email.toLowerCase()).digest("hex").slice(0, 20)}`,
      email: claims.email,
      email_verified: true,
      given_name: claims.given_name,
      family_name: claims.family_name,
      name: [claims.given_name, claims.family_name].filter(Boolean).join(" ") || undefined,
      iat: now,
      exp: now + lifetimeSeconds,
    };
    const input = `${encodeJson(header)}.${encodeJson(payload)}`;
    const signature = crypto.sign("RSA-SHA256", Buffer.from(input), this.privateKey).toString("base64url");
    return `${input}.${signature}`;
  }
}

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
