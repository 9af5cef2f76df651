import { vi } from "vitest";

/** The browser's Cache Storage, as far as saving uses it: named caches of responses by address. */
export function fakeCaches() {
  const store = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const cache = store.get(name)!;
    return {
      put: async (url: string, response: Response) => void cache.set(url, response),
      match: async (url: string) => cache.get(url)?.clone(),
    };
  };
  vi.stubGlobal("caches", { open, keys: async () => [...store.keys()], delete: async (name: string) => store.delete(name) });
  return store;
}
