import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { belongsTo, CHUNKS, type SharedChunk } from "../../scripts/chunks.ts";
import { FLAVOURS, type Flavour, widgetsDirOf } from "../../scripts/flavours.ts";

/**
 * Size budgets of the shipped bundle, measured from dist/widgets (run after `npm run build`).
 * Every chunk is reported raw, gzip and brotli; budgets are brotli, what a phone downloads.
 * A family's cost is its chunk plus everything it imports beyond the shared runtime. A page with
 * one of the family's lazy widgets adds the widget's chunk and its static imports: what the page
 * downloads before the learner does anything. What the widget fetches later (dynamic imports: a
 * dialog when it is opened, the code only some content needs) is reported after it, each with
 * what it adds to the page.
 */
const KB = 1024;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

interface Budget {
  label: string;
  keys: Set<string>;
  max: number;
  lazy?: ReturnType<ReturnType<typeof analyse>["lazyParts"]>;
  /** A goal not yet met is reported, not failed: it becomes a budget once the bundle meets it. */
  goal?: boolean;
}

/** One flavour's bundle: its chunks, its budgets and the pages' costs. */
function analyse(flavour: Flavour) {
  const root = widgetsDirOf(flavour);
  type Chunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(fs.readFileSync(path.join(root, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;

  const brotliOf = new Map<string, number>();
  function sizes(file: string) {
    const body = fs.readFileSync(path.join(root, file));
    const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    brotliOf.set(file, brotli);
    return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, brotli };
  }

  const table = Object.values(manifest).map((m) => {
    const s = sizes(m.file);
    return { chunk: m.file, raw: kb(s.raw), gzip: kb(s.gzip), brotli: kb(s.brotli) };
  });
  if (flavour === "react") console.table(table);

  const chunksNamed = (...names: string[]) =>
    new Set(
      Object.entries(manifest)
        .filter(([, m]) => names.includes(m.name ?? ""))
        .map(([k]) => k),
    );
  const RUNTIME = chunksNamed("runtime", "rolldown-runtime");
  /** The session: shared by every family with signed-in widgets, so reported once, like the runtime, not with each page. */
  const SESSION = chunksNamed("session");
  /** The kit: the parts most widgets share (toasts, fields, dialogs, menus, the catalogue's calls), reported once too. */
  const KIT = chunksNamed("kit");
  const SHARED = new Set([...RUNTIME, ...SESSION, ...KIT]);

  // Each shared chunk holds exactly the shared modules scripts/chunks.ts names for it: a module
  // listed but not there, or there but not listed, fails (a part that joined the runtime by being
  // imported from it, say).
  const members = JSON.parse(fs.readFileSync(path.join(root, ".vite/chunks.json"), "utf8")) as Record<string, string[]>;
  for (const chunk of Object.keys(CHUNKS) as SharedChunk[]) {
    const files = Object.values(manifest)
      .filter((m) => m.name === chunk)
      .map((m) => m.file);
    const held = new Set(files.flatMap((file) => members[file] ?? []).filter((m) => m.startsWith("shared/")));
    const listed = new Set(
      Object.values(members)
        .flat()
        .filter((m) => m.startsWith("shared/") && belongsTo(chunk, m)),
    );
    for (const m of listed) builtShared.add(m);
    const problems = [
      ...[...held].filter((m) => !belongsTo(chunk, m)).map((m) => `${m} is in it but not on its list`),
      ...[...listed].filter((m) => !held.has(m)).map((m) => `${m} is on its list but elsewhere`),
    ];
    console.log(
      `${problems.length ? "FAIL" : "ok  "} ${flavour === "lite" ? "light flavour: " : ""}the ${chunk} chunk holds its list (scripts/chunks.ts)${problems.length ? `: ${problems.join("; ")}` : ""}`,
    );
    if (problems.length) process.exitCode = 1;
  }

  /** A chunk and its static imports, transitively; `stop` chunks are not followed. */
  function closure(key: string, stop: Set<string>, seen = new Set<string>()): Set<string> {
    if (seen.has(key) || stop.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) closure(k, stop, seen);
    return seen;
  }
  const cost = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + (brotliOf.get(manifest[k].file) ?? 0), 0);

  /** A widget's entry, loaded by its family on first use; a family's entry. Neither is part of a page's own lazy code. */
  const isEntry = (key: string) => /^widgets\/[\w-]+\/(define\.ts|([\w-]+)\/\2\.tsx)$/.test(key);
  /** How a lazily loaded chunk is named in the report: its path in the family, or its package. */
  const lazyName = (key: string) => key.replace(/^widgets\/[\w-]+\//, "").replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, "$1");

  /**
   * What `page` fetches later, each chunk once (dialogs and the code only some content needs, and
   * what those fetch in turn), with the brotli it adds to what the page has already downloaded.
   */
  function lazyParts(page: Set<string>): { name: string; keys: Set<string>; added: number }[] {
    const parts: { name: string; keys: Set<string>; added: number }[] = [];
    const seen = new Set<string>();
    const queue = [...page].flatMap((k) => manifest[k].dynamicImports ?? []);
    while (queue.length) {
      const key = queue.shift()!;
      if (seen.has(key) || page.has(key) || isEntry(key) || !manifest[key]) continue;
      seen.add(key);
      const part = closure(key, new Set([...SHARED, ...page]));
      parts.push({ name: lazyName(key), keys: part, added: cost(part) });
      for (const k of part) queue.push(...(manifest[k].dynamicImports ?? []));
    }
    return parts;
  }

  /**
   * Lazy code a page fetches without anyone interacting, for content that has it (a course's intro
   * video, its reviews; a carousel's slides): the report adds it all up, the most such a page loads.
   */
  const CONTENT_PARTS = new Set(["course-detail/hero-video.tsx", "lite-youtube-embed", "course-detail/review-carousel.tsx", "glider-js"]);

  /** The report's lines for what a page fetches later. */
  function lazyLines(keys: Set<string>, parts: ReturnType<typeof lazyParts>): string[] {
    const lines = parts.map((part) => `info   then on demand ${part.name}: +${kb(part.added)} brotli`);
    const content = parts.filter((part) => CONTENT_PARTS.has(part.name));
    if (content.length)
      lines.push(
        `info   up front for content that needs all of ${content.map((p) => p.name).join(", ")}: ${kb(cost(new Set([...keys, ...content.flatMap((p) => [...p.keys])])))} brotli`,
      );
    return lines;
  }

  /**
   * Budgets of code fetched on a learner's request, where the screen states the cost: the PDF reader
   * a phone without a PDF viewer downloads to draw a handout's first page ("about 0.3 MB").
   */
  const LAZY_BUDGETS: Record<string, number> = { "course-player/pdf-first-page.ts": 330 };

  const budgets: Budget[] = [];
  const reports: { label: string; keys: Set<string>; lazy: ReturnType<typeof lazyParts> }[] = [];
  budgets.push(
    // The loader: 2.9 KB; 3.1 KB once it made the learner's own call as it starts (a return visit's
    // data no longer waits for the runtime's evaluation); 3.25 KB once a drawn page's widgets took
    // over before the site's worker. It names every chunk it may ask for, and their hashes (new
    // with any change of their code) move its compressed size by tens of bytes: 3.4 KB. 3.5 KB once
    // it asked, as it starts, for the calls the page's widgets made first on its last visit (a
    // return visit's data in before the runtime is evaluated): 3.6 KB. 3.9 KB once it showed the
    // copy of a learner's last screen (its code fetched only where the device holds a session), held
    // the presses on it, and brought an address's place inside a drawn root into view as it starts;
    // 4.0 KB once the widgets' code waited for the copy where the device keeps copies.
    { label: "loader lp-widgets.js (with what it imports)", keys: closure("widgets/lp-widgets.ts", new Set()), max: 4.05 * KB },
    // React: 77.3 KB until the page's language and title, the skip link, the session's failures in
    // words and plural rules joined every page (78.4 KB); 79.8 KB with what embedding sites need
    // (typed events, the page's theme, the opt-in styles hook, the unreachable-API warning); 73.4 KB
    // once the runtime held only what every widget starts with: toasts (toastify), the domain API
    // calls, fields, dialogs, stars, menus, figures and the events went to the kit; 75.2 KB with
    // what taking over the server's drawing needs in every widget (the answers handed over, the
    // presses and the typing held until it is live, which first render is the server's); 75.6 KB
    // once the client remembered a page's first calls for the loader of its next visit; 75.8 KB
    // once a widget took the place of a copy of the learner's last screen (the take-over itself
    // fetched only then) and the copies went with the learner's other data.
    // Light: 25.7 KB. preact/compat, its hooks, the signals and r2wc are 11.4 KB of it; the API
    // client's libraries 5.8 KB (ofetch with ufo and destr 3.2, valibot 2.6); the tokens and
    // controls' CSS 2 KB; the core's own code (configuration, the element bridge, language,
    // formats, the client) 6.4 KB. Issue 30 took it to 26.1 KB (a caution colour token for the
    // exam's timer and grades, the Dailymotion player's setting, a 501 not asked again); 26.5 KB
    // with a failure's offline words, and the loader's early call taken by the client; 26.8 KB once
    // it remembered a page's first calls for the loader of its next visit.
    { label: "shared runtime", keys: RUNTIME, max: (flavour === "lite" ? 27 : 75.9) * KB },
    { label: "session (pages with signed-in widgets)", keys: SESSION, max: 3 * KB },
    // What left the runtime for the widgets that use it: 8.3 KB in both flavours; 9.0 KB once the
    // toasts learnt to replace their kind instead of piling up, and the payer's phone its operator.
    { label: "kit (the parts most widgets share; never with badges alone)", keys: KIT, max: 9.5 * KB },
  );
  // Issue 16 asked for 20 KB: out of reach while every widget reads the API through ofetch and
  // checks the answers with valibot (5.8 KB of the runtime). Reported, so the distance stays seen.
  if (flavour === "lite") budgets.push({ label: "shared runtime, issue 16's goal", keys: RUNTIME, max: 20 * KB, goal: true });

  /**
   * The blog badge: the lightest thing we ship. What a page with only badges downloads beyond the
   * runtime (its family and its widget), and it must not bring the session, realtime or the sanitiser.
   */
  const BADGE = new Set([
    ...closure("widgets/certificates/define.ts", RUNTIME),
    ...closure("widgets/certificates/certificate-badge/certificate-badge.tsx", RUNTIME),
  ]);
  budgets.push({ label: "certificate badge page (family + badge, beyond the runtime)", keys: BADGE, max: 6 * KB });
  // What a blog with only badges downloads in all: the loader, the runtime, the family and the badge.
  const BADGE_PAGE = new Set([...closure("widgets/lp-widgets.ts", new Set()), ...RUNTIME, ...BADGE]);
  // Light: 30.0 KB (the loader 1.3, the runtime 25.7, the certificates family with the badge 3.0);
  // 30.6 KB after issue 30's runtime growth; 31.1 KB once the loader held the presses on the
  // widgets a server drew, from its start (the runtime held them from a widget's definition);
  // 31.6 KB once the loader kept from a root still hydrating the events React would replay there,
  // and the badge, which the certificate's page now draws on the server, wrote its date as drawn;
  // 32.0 KB once every widget's failure says when the device is offline, and tries again once online;
  // 32.5 KB once formatters were made once per language and options, and the loader let a drawn
  // page's widgets take over before the site's worker; 33.0 KB once the loader asked for a page's
  // remembered first calls as it starts, and the client remembered them; 33.6 KB with the loader's
  // copy of a learner's last screen (above) and the runtime's take-over of it.
  // Issue 16's goal, 25 KB, is reported beside it, out of reach for the same reason as the runtime's.
  if (flavour === "lite")
    budgets.push(
      { label: "blog badge fixture, all its JavaScript", keys: BADGE_PAGE, max: 33.75 * KB },
      { label: "blog badge fixture, issue 16's goal", keys: BADGE_PAGE, max: 25 * KB, goal: true },
    );
  else reports.push({ label: "blog badge fixture, all its JavaScript", keys: BADGE_PAGE, lazy: [] });
  const heavy = [...BADGE].filter(
    (k) => SESSION.has(k) || KIT.has(k) || /shared\/(realtime|html)\/|node_modules\/(dompurify|pusher-js|laravel-echo)\//.test(k),
  );
  console.log(
    `${heavy.length ? "FAIL" : "ok  "} ${flavour === "lite" ? "light flavour: " : ""}the badge loads no session, kit, realtime or sanitiser code${heavy.length ? `: ${heavy.join(", ")}` : ""}`,
  );
  if (heavy.length) process.exitCode = 1;
  const FAMILY_BUDGETS: Record<string, number> = { auth: 15, site: 15, dashboard: 30, catalogue: 25, "course-player": 30, exams: 30, certificates: 6 };
  /** Per family, the budget of a page with one of its lazy widgets (up front); other families' pages are reported. */
  // The course page (the catalogue's largest) holds the sanitiser for the course's own text (10 KB)
  // and the share buttons it has in common with the blog's posts (a chunk of their own, 1.7 KB);
  // 28.6 KB once a phone's learner was served (the share sheet, the staff-only course, the
  // certificate's rule, the language badge, Try again and waiting in the background); 29.7 KB once
  // the style decides on a drawn page what the script measures (long text's cut, the buy bar);
  // 30.0 KB once the chunk every page shares with the loader named the learner's early call.
  // The site's largest page is a blog post: the sanitiser for the post's text, and the share buttons
  // (18.0 KB once its family also names the offline page the site's service worker shows; 18.5 KB
  // once the chunk every page shares with the loader read a page's remembered first calls).
  // The player's page: at most 30 KB beyond the runtime (its players and viewers come with their lessons);
  // 30.25 once it stood at 29.92 to 30.01 with no change of its code: the names of the chunks it
  // imports (their hashes) move its brotli by about 90 bytes whenever any chunk changes.
  // The certificate's page carries its QR code encoder (lean-qr).
  const PAGE_BUDGETS: Record<string, number> = { auth: 15, site: 18.75, catalogue: 30.5, dashboard: 30, "course-player": 30.25, exams: 30, certificates: 20 };
  for (const [family, max] of Object.entries(FAMILY_BUDGETS)) {
    const entry = `widgets/${family}/define.ts`;
    const familyKeys = closure(entry, SHARED);
    budgets.push({ label: `${family} family`, keys: familyKeys, max: max * KB });
    // Widgets the family loads on first use: what a page with that widget downloads before anyone interacts.
    const widgets = Object.keys(manifest).filter((k) => new RegExp(`^widgets/${family}/([\\w-]+)/\\1\\.tsx$`).test(k));
    const pageMax = PAGE_BUDGETS[family];
    // A budgeted family whose widget chunks are no longer found must fail, not drop its page budgets silently.
    if (pageMax && !widgets.length) budgets.push({ label: `${family} pages (family + widget, up front)`, keys: new Set(), max: pageMax * KB });
    for (const widget of widgets) {
      const label = `${family} page with ${path.basename(widget)} (family + widget, up front)`;
      const keys = new Set([...familyKeys, ...closure(widget, SHARED)]);
      const lazy = lazyParts(keys);
      if (pageMax) budgets.push({ label, keys, max: pageMax * KB, lazy });
      else reports.push({ label, keys, lazy });
      for (const part of lazy)
        if (LAZY_BUDGETS[part.name]) budgets.push({ label: `${label}, then on request ${part.name}`, keys: part.keys, max: LAZY_BUDGETS[part.name] * KB });
    }
  }

  // A budgeted on-request part that is no longer built must fail, not vanish from the report.
  for (const name of Object.keys(LAZY_BUDGETS))
    if (!budgets.some((b) => b.label.endsWith(`on request ${name}`)))
      budgets.push({ label: `on request ${name}`, keys: new Set(), max: LAZY_BUDGETS[name] * KB });
  /** What a page downloads in all: its own code, the runtime, and the kit when its widgets use it. */
  const inAll = (keys: Set<string>) => cost(keys) + cost(RUNTIME) + ([...keys].some((k) => manifest[k].imports?.some((i) => KIT.has(i))) ? cost(KIT) : 0);
  return { budgets, reports, cost, inAll, lazyParts, lazyLines };
}

/** The shared chunks' modules that either flavour built (the light flavour's own signals binding is in its build only). */
const builtShared = new Set<string>();
const flavours = Object.fromEntries(FLAVOURS.map((flavour) => [flavour, analyse(flavour)])) as Record<Flavour, ReturnType<typeof analyse>>;
const unbuilt = Object.values(CHUNKS).flatMap(({ modules }) =>
  modules.filter((entry) => ![...builtShared].some((m) => m === entry || (entry.endsWith("/") && m.startsWith(entry)))),
);
console.log(`${unbuilt.length ? "FAIL" : "ok  "} every module the shared chunks list is built${unbuilt.length ? `: not ${unbuilt.join(", ")}` : ""}`);
if (unbuilt.length) process.exitCode = 1;

let passed = 0;
let failed = 0;
let goalsMissed = 0;
for (const flavour of FLAVOURS) {
  const { budgets, reports, cost, lazyLines } = flavours[flavour];
  if (flavour === "lite") console.log("\nThe light flavour (preact/compat), dist/widgets-lite:");
  for (const b of budgets) {
    const total = cost(b.keys);
    const ok = b.keys.size > 0 && total <= b.max;
    if (b.goal) {
      if (!ok) goalsMissed++;
      console.log(`${ok ? "ok  " : "goal"} ${b.label}: ${kb(total)} brotli (goal ${kb(b.max)}${ok ? ", met" : ", NOT met"})`);
      continue;
    }
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? "ok  " : "FAIL"} ${b.label}: ${kb(total)} brotli (budget ${kb(b.max)})${b.keys.size ? "" : " — chunk not found"}`);
    if (b.lazy && flavour === "react") for (const line of lazyLines(b.keys, b.lazy)) console.log(line);
  }
  for (const r of reports) {
    console.log(`info ${r.label}: ${kb(cost(r.keys))} brotli`);
    if (flavour === "react") for (const line of lazyLines(r.keys, r.lazy)) console.log(line);
  }
}

// Every page's code up front, both flavours side by side: beyond what pages share, and in all.
const upFront = (flavour: Flavour) =>
  new Map(
    [...flavours[flavour].budgets, ...flavours[flavour].reports].map(
      (b) => [b.label, [flavours[flavour].cost(b.keys), flavours[flavour].inAll(b.keys)]] as const,
    ),
  );
const [react, lite] = [upFront("react"), upFront("lite")];
console.log("\nUp front, React flavour and light flavour (brotli; a page's own code, then with the runtime and the kit it uses):");
console.table(
  [...react]
    .filter(([label]) => / page /.test(label) && !/on request/.test(label))
    .map(([label, [size, all]]) => {
      const [light, lightAll] = lite.get(label) ?? [0, 0];
      return {
        page: label.replace(/ \(family \+ widget, up front\)$/, ""),
        react: kb(size),
        light: kb(light),
        "react, in all": kb(all),
        "light, in all": kb(lightAll),
        "light / react": (lightAll / all).toFixed(2),
      };
    }),
);
console.log(`\nBudgets: ${passed} passed, ${failed} failed${goalsMissed ? `; light-flavour goals not yet met: ${goalsMissed}` : ""}`);
process.exit(failed || process.exitCode ? 1 : 0);
