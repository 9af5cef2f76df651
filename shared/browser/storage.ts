/**
 * Web Storage that never throws: private modes, full quotas and blocked storage fall back to
 * memory for the life of the page. Memory holds only what storage refused, so a key another tab
 * changed or removed reads as storage has it.
 */
function safeStore(pick: () => Storage) {
  const memory = new Map<string, string>();
  return {
    get(key: string): string | null {
      try {
        return pick().getItem(key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key: string, value: string): void {
      try {
        pick().setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key: string): void {
      memory.delete(key);
      try {
        pick().removeItem(key);
      } catch {
        /* nothing stored there */
      }
    },
  };
}

export const storage = {
  session: safeStore(() => sessionStorage),
  local: safeStore(() => localStorage),
};
