import type { Server } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import type { Config } from "./config.ts";
import { createApp } from "./app.ts";
import { openDatabase } from "./db/connection.ts";
import type { Deps } from "./deps.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { createRealtimeServer } from "./realtime/pusher-server.ts";
import { PaymentSandbox } from "./domains/payments/sandbox.ts";

export interface RunningApi {
  deps: Deps;
  server: Server;
  url: string;
  close(): Promise<void>;
}

const HEADER_TOO_LARGE = JSON.stringify({
  message: "The request line or headers are too large.",
  errors: { request: ["The request line or headers are too large."] },
});

/** Opens the database and serves HTTP and the realtime WebSocket on one port. */
export async function startApi(baseConfig: Config): Promise<RunningApi> {
  const db = openDatabase(baseConfig.dbFile);
  const realtime = createRealtimeServer({ appKey: baseConfig.realtime.key, appSecret: baseConfig.realtime.secret });
  // The app is built once the port is known: links it builds name the port actually bound.
  let app: ReturnType<typeof createApp> | null = null;
  const server = createAdaptorServer({ fetch: (req: Request) => app!.fetch(req) }) as Server;
  server.keepAliveTimeout = 5000;
  server.headersTimeout = 10000;
  server.requestTimeout = 30000;
  server.on("upgrade", (req, socket, head) => {
    if (!realtime.handleUpgrade(req, socket, head)) socket.destroy();
  });
  // Node answers an oversized URL (a 1 MB search string) with a bare 431; give it our error shape.
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = err.code === "HPE_HEADER_OVERFLOW";
    const body = tooLarge ? HEADER_TOO_LARGE : JSON.stringify({ message: "Bad Request." });
    socket.end(
      `HTTP/1.1 ${tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request"}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
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
