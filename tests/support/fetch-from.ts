import http from "node:http";

/**
 * Requests from other machines, on one: every address 127.x.y.z reaches this machine, and the
 * API sees each as a client of its own, which its limits per client count apart.
 */
let next = 0;

/** A loopback address no earlier call of this process has used (127.10.0.1, 127.10.0.2, …). */
export function nextClientAddress(): string {
  next++;
  return `127.10.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}

/** A request sent from `localAddress` (fetch has no way to choose it), JSON or text bodies only. */
export function fetchFrom(localAddress: string, url: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }): Promise<Response> {
  if (init.body !== undefined && typeof init.body !== "string") throw new TypeError("fetchFrom sends JSON or text bodies only");
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(res.headers)) if (typeof value === "string") headers.set(key, value);
        resolve(new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }));
      });
    });
    request.on("error", reject);
    request.end(init.body);
  });
}
