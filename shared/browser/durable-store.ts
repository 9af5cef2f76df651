import { type IDBPDatabase, openDB } from "idb";

/**
 * What must survive a killed browser (a completion waiting for the network, an exam answer) is
 * kept in IndexedDB: a committed transaction survives where localStorage loses the writes of its
 * last seconds. Each store holds records by string key; keys start with the learner's id so two
 * learners on one phone never see each other's.
 */
export type StoreName = "learning-outbox" | "exam-attempts";
const STORES: StoreName[] = ["learning-outbox", "exam-attempts"];
const DATABASE = "lp-durable";
/** Raised with each new store: the upgrade adds the stores a browser does not have yet. */
const VERSION = 2;

export interface DurableStore<T> {
  get(key: string): Promise<T | undefined>;
  put(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every record whose key starts with `prefix`, oldest key first. */
  list(prefix: string): Promise<{ key: string; value: T }[]>;
}

let opening: Promise<IDBPDatabase | null> | null = null;
/** The database once open: a write then starts in the caller's own task, ahead of whatever the page does next. */
let opened: IDBPDatabase | null = null;

/** null where the browser has no IndexedDB or refuses it (private modes of old browsers): callers keep working without. */
function database(): Promise<IDBPDatabase | null> {
  opening ??=
    typeof indexedDB === "undefined"
      ? Promise.resolve(null)
      : openDB(DATABASE, VERSION, {
          upgrade(db) {
            for (const name of STORES) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
          },
          // Another tab with a newer page wants to upgrade: let it, and open again next time.
          blocking(_current, _next, event) {
            (event.target as IDBDatabase).close();
            opening = null;
            opened = null;
          },
          terminated() {
            opening = null;
            opened = null;
          },
        }).then(
          (db) => (opened = db),
          () => null,
        );
  return opening;
}

export function durableStore<T>(name: StoreName): DurableStore<T> {
  return {
    async get(key) {
      const db = await database();
      return db ? ((await db.get(name, key)) as T | undefined) : undefined;
    },
    async put(key, value) {
      // Writes start in the order they are asked for, and IndexedDB commits them in that order.
      const db = opened ?? (await database());
      if (!db) return;
      // "strict": the write is on disk before the promise settles, not merely in the OS cache.
      const tx = db.transaction(name, "readwrite", { durability: "strict" });
      await Promise.all([tx.store.put(value, key), tx.done]);
    },
    async delete(key) {
      const db = await database();
      if (!db) return;
      const tx = db.transaction(name, "readwrite", { durability: "strict" });
      await Promise.all([tx.store.delete(key), tx.done]);
    },
    async list(prefix) {
      const db = await database();
      if (!db) return [];
      // Keys are strings: every key with the prefix sorts between the prefix and the prefix followed by U+FFFF.
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      const tx = db.transaction(name, "readonly");
      const [keys, values] = await Promise.all([tx.store.getAllKeys(range), tx.store.getAll(range)]);
      return keys.map((key, i) => ({ key: String(key), value: values[i] as T }));
    },
  };
}

/** Tests start each case from an empty database. */
export async function closeDurableStores(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
  opened = null;
}
