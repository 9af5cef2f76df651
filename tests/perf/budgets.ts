import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Size budgets of the shipped bundle, measured from dist/widgets (run after `npm run build`).
 * Every chunk is reported raw, gzip and brotli; budgets are brotli, what a phone downloads.
 * A family's cost is its chunk plus everything it imports beyond the shared runtime; a lazy
 * widget's cost adds the widget's own chunks, as a page with that widget downloads them.
 */
const root = path.resolve("dist/widgets");
type Chunk = { file: string; name?: string; imports?: string[] };
const manifest = JSON.parse(fs.readFileSync(path.join(root, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;

const KB = 1024;
const brotliOf = new Map<string, number>();
function sizes(file: string) {
  const body = fs.readFileSync(path.join(root, file));
  const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  brotliOf.set(file, brotli);
  return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, brotli };
}
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

console.table(
  Object.values(manifest).map((m) => {
    const s = sizes(m.file);
    return { chunk: m.file, raw: kb(s.raw), gzip: kb(s.gzip), brotli: kb(s.brotli) };
  }),
);

const SHARED = new Set(Object.entries(manifest).filter(([, m]) => m.name === "runtime" || m.name === "rolldown-runtime").map(([k]) => k));

/** A chunk and its static imports, transitively; `stop` chunks are not followed. */
function closure(key: string, stop: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || stop.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, stop, seen);
  return seen;
}
const cost = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + (brotliOf.get(manifest[k].file) ?? 0), 0);

const budgets: { label: string; keys: Set<string>; max: number }[] = [];
const reports: { label: string; keys: Set<string> }[] = [];
budgets.push(
  { label: "loader lp-widgets.js (with what it imports)", keys: closure("widgets/lp-widgets.ts", new Set()), max: 3 * KB },
  { label: "shared runtime", keys: SHARED, max: 80 * KB },
);
const FAMILY_BUDGETS: Record<string, number> = { auth: 15, site: 15, account: 30, catalogue: 25 };
for (const [family, max] of Object.entries(FAMILY_BUDGETS)) {
  const entry = `widgets/${family}/define.ts`;
  const familyKeys = closure(entry, SHARED);
  budgets.push({ label: `${family} family`, keys: familyKeys, max: max * KB });
  // Widgets the family loads on first use: what a page with that widget downloads, reported.
  for (const widget of Object.keys(manifest).filter((k) => new RegExp(`^widgets/${family}/[\\w-]+\\.tsx$`).test(k)))
    reports.push({ label: `${family} family + ${path.basename(widget)}`, keys: new Set([...familyKeys, ...closure(widget, SHARED)]) });
}

let passed = 0;
let failed = 0;
for (const b of budgets) {
  const total = cost(b.keys);
  const ok = b.keys.size > 0 && total <= b.max;
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${b.label}: ${kb(total)} brotli (budget ${kb(b.max)})${b.keys.size ? "" : " — chunk not found"}`);
}
for (const r of reports) console.log(`info ${r.label}: ${kb(cost(r.keys))} brotli`);
console.log(`\nBudgets: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
