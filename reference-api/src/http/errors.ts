/**
 * Every error leaves the API in Laravel's shape, so the widgets meet the same bodies here as
 * against the platform: `{ message }`, plus `errors: { field: [messages] }` for bad input.
 */
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** Laravel's summary line: the first message, and how many more there are. */
export function summarise(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? "The given data was invalid.";
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more === 1 ? "" : "s"})` : first;
}

export const invalid = (errors: FieldErrors): HttpError => new HttpError(422, { message: summarise(errors), errors });

export const invalidField = (field: string, message: string): HttpError => invalid({ [field]: [message] });

export const badRequest = (message: string, field = "body"): HttpError => new HttpError(400, { message, errors: { [field]: [message] } });

export const unauthenticated = (): HttpError => new HttpError(401, { message: "Unauthenticated." });

export const forbidden = (message = "This action is unauthorized."): HttpError => new HttpError(403, { message });

export const notFound = (message = "Not found."): HttpError => new HttpError(404, { message });

export const conflict = (message: string): HttpError => new HttpError(409, { message });

/** The unread rest of the body makes the connection unusable: the client is told to open a new one. */
export const tooLarge = (message = "The request body is too large."): HttpError =>
  new HttpError(413, { message, errors: { body: [message] } }, { Connection: "close" });

export const tooManyAttempts = (retryAfterSeconds: number): HttpError =>
  new HttpError(429, { message: "Too Many Attempts." }, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
