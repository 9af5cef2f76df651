import type { Config } from "../../config.ts";

/** The platform's public page of a certificate, the link a learner shares. */
export const certificateUrl = (config: Config, number: string): string => `${config.platformUrl}/certificate/${number}`;
