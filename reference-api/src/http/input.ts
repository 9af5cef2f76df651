import type { Context } from "hono";
import { badRequest, HttpError, tooLarge } from "./errors.ts";

/** A request's fields, whatever the encoding: JSON values, form strings or uploaded files. */
export type Input = Record<string, unknown>;

export const LIMITS = {
  /** JSON and url-encoded bodies: generous for any form here, far below a 1 MB abuse string. */
  bodyBytes: 64 * 1024,
  /** Multipart bodies carry a profile picture. */
  multipartBytes: 6 * 1024 * 1024,
  uploadBytes: 5 * 1024 * 1024,
};

function declaredLength(c: Context): number | null {
  const raw = c.req.header("content-length");
  if (raw === undefined) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/**
 * Reads the body once, enforcing the size caps before parsing (a chunked body without
 * Content-Length is counted as it streams). GET and HEAD have no body: the query is the input.
 */
export async function readInput(c: Context): Promise<Input> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return { ...c.req.query() };
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const length = declaredLength(c);

  if (type.startsWith("multipart/form-data")) {
    if (length !== null && length > LIMITS.multipartBytes) throw tooLarge();
    const bytes = await readLimited(c, LIMITS.multipartBytes);
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": c.req.header("content-type")! } }).formData().catch(() => {
      throw badRequest("The multipart body could not be read.");
    });
    return formToInput(form);
  }

  if (length !== null && length > LIMITS.bodyBytes) throw tooLarge();
  const text = Buffer.from(await readLimited(c, LIMITS.bodyBytes)).toString("utf8");

  if (type.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === "") return {};
  if (type.startsWith("application/json") || type === "") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest("The request body is not valid JSON.");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw badRequest("The request body must be a JSON object.");
    }
    return parsed as Input;
  }
  throw new HttpError(415, {
    message: "Send JSON, url-encoded or multipart form data.",
    errors: { body: ["Send JSON, url-encoded or multipart form data."] },
  });
}

/** Streams the body, stopping at `limit`: a chunked body has no Content-Length to trust. */
async function readLimited(c: Context, limit: number): Promise<Uint8Array> {
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function formToInput(form: FormData): Input {
  const input: Input = {};
  for (const [key, value] of form.entries()) {
    // A repeated key keeps its last value, as PHP does for names without [].
    input[key] = value;
  }
  return input;
}
