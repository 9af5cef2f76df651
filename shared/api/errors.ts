export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call becomes one of these. `message` is what a person should read: the server's
 * own message when it sent one, otherwise the call's default sentence from the spec.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the network failed, -1 when the answer did not have the expected shape. */
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  get isMalformed(): boolean {
    return this.status === -1;
  }
}

/** What a failure says to a person: an ApiError's own message, anything else as text. */
export const errorMessage = (error: unknown): string => (error instanceof ApiError ? error.message : String(error));
