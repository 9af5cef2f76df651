import { chromium } from "playwright-core";
import { chromiumLaunch } from "../chromium.mjs";

/**
 * One Chromium for every journey file of a run (Vitest's global setup): each file's stack connects
 * to it instead of starting a browser of its own, and each test still has a browser context of its
 * own. Twenty-two browsers started and stopped cost the machine half a minute.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(chromiumLaunch);
  process.env.LP_CHROMIUM_ENDPOINT = server.wsEndpoint();
  return async () => {
    delete process.env.LP_CHROMIUM_ENDPOINT;
    await server.close();
  };
}
