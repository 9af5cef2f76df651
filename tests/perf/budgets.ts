import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Size budgets of the shipped bundle, measured from dist/widgets (run after `npm run build`).
 * Every chunk is reported raw, gzip and brotli; the budgets are brotli, what a phone downloads.
 */
const root = path.resolve("dist/widgets");
const manifest = JSON.parse(fs.readFileSync(path.join(root, ".vite/manifest.json"), "utf8")) as Record<
  string,
  { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; src?: string }
>;

const KB = 1024;
const BUDGETS: { label: string; pick: (key: string, name?: string) => boolean; maxBrotli: number }[] = [
  { label: "loader lp-widgets.js", pick: (key) => key === "widgets/lp-widgets.ts", maxBrotli: 3 * KB },
  { label: "shared runtime", pick: (_k, name) => name === "runtime" || name === "rolldown-runtime", maxBrotli: 80 * KB },
  { label: "auth family", pick: (key) => key === "widgets/auth/define.ts", maxBrotli: 15 * KB },
  { label: "site family", pick: (key) => key === "widgets/site/define.ts", maxBrotli: 15 * KB },
  { label: "account family", pick: (key) => key === "widgets/account/define.ts", maxBrotli: 30 * KB },
];

const sizes = (file: string) => {
  const body = fs.readFileSync(path.join(root, file));
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
console.table(
  Object.values(manifest).map((m) => {
    const s = sizes(m.file);
    return { chunk: m.file, raw: kb(s.raw), gzip: kb(s.gzip), brotli: kb(s.brotli) };
  }),
);

let passed = 0;
let failed = 0;
for (const budget of BUDGETS) {
  const files = Object.entries(manifest).filter(([key, m]) => budget.pick(key, m.name)).map(([, m]) => m.file);
  const brotli = files.reduce((sum, f) => sum + sizes(f).brotli, 0);
  const ok = files.length > 0 && brotli <= budget.maxBrotli;
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${budget.label}: ${kb(brotli)} brotli (budget ${kb(budget.maxBrotli)})${files.length ? "" : " — chunk not found"}`);
}
console.log(`\nBudgets: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
