import type { MiddlewareHandler } from "hono";
import { notFound } from "./errors.ts";
import { clientAddress } from "./rate-limit.ts";

/** This machine's own addresses, IPv4 and IPv6 (and IPv4 written as IPv6). */
export const isLoopback = (address: string): boolean => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);

/**
 * The development helpers answer this machine only: a mailbox holding every reset link, and a
 * Google stand-in that signs anyone in, must not reach a network the API listens on. Others are
 * told there is nothing here, as in production.
 */
export const loopbackOnly = (): MiddlewareHandler => async (c, next) => {
  if (!isLoopback(clientAddress(c))) throw notFound(`The route ${c.req.path} could not be found.`);
  await next();
};
