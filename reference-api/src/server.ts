import type { Server } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import type { Deps } from "./deps.ts";
import { PaymentSandbox } from "./domains/payments/sandbox.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { createRealtimeServer } from "./realtime/pusher-server.ts";

export interface RunningApi {
  deps: Deps;
  server: Server;
  url: string;
  close(): Promise<void>;
}

const CLIENT_ERRORS: Record<string, [status: string, message: string]> = {
  HPE_HEADER_OVERFLOW: ["431 Request Header Fields Too Large", "The request line or headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: ["408 Request Timeout", "The request took too long to arrive."],
  default: ["400 Bad Request", "The request could not be read."],
};

/** Opens the database and serves HTTP and the realtime WebSocket on one port. */
export async function startApi(baseConfig: Config): Promise<RunningApi> {
  const db = openDatabase(baseConfig.dbFile);
  const realtime = createRealtimeServer({ appKey: baseConfig.realtime.key, appSecret: baseConfig.realtime.secret });
  // The app is built once the port is known: links it builds name the port actually bound.
  let app: ReturnType<typeof createApp> | null = null;
  const { headersTimeoutMs, requestTimeoutMs } = baseConfig.http;
  const server = createAdaptorServer({
    fetch: (req: Request, env: unknown) => app!.fetch(req, env),
    // Node checks the timeouts on this interval; its 30 s default would let a slow client linger far longer.
    serverOptions: { connectionsCheckingInterval: Math.min(1000, headersTimeoutMs) },
  }) as Server;
  server.keepAliveTimeout = 5000;
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  server.on("upgrade", (req, socket, head) => {
    if (!realtime.handleUpgrade(req, socket, head)) socket.destroy();
  });
  // Node answers malformed, oversized or too slow requests itself, with no body; give them our error shape.
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const [status, message] = CLIENT_ERRORS[err.code ?? ""] ?? CLIENT_ERRORS.default;
    const body = JSON.stringify({ message, errors: { request: [message] } });
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(baseConfig.port, baseConfig.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : baseConfig.port;
  const url = `http://${baseConfig.host}:${port}`;
  const config = baseConfig.port === 0 ? { ...baseConfig, port, publicUrl: url } : baseConfig;
  const payments = new PaymentSandbox({ db, config, realtime });
  const deps: Deps = { db, config, realtime, limiter: new RateLimiter(), payments };
  app = createApp(deps);
  payments.resume();

  return {
    deps,
    server,
    url,
    async close() {
      payments.stop();
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
    },
  };
}
