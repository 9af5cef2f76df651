/**
 * Web Storage that never throws: private modes, full quotas and blocked storage fall back to
 * memory for the life of the page.
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
      memory.set(key, value);
      try {
        pick().setItem(key, value);
      } catch {
        /* memory keeps it */
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
