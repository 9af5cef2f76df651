/// <reference types="mocha" />
/**
 * Host pages with strict policies. Each page is an iframe served with a real
 * Content-Security-Policy header and the real auth and site widgets defined in it.
 */
import { expect } from "@esm-bundle/chai";
import { type FrameWindow, frameWindow, openFrame, pageUrl, rendered, sleep, typeInto, until } from "./helpers.ts";
import type { PageRecord } from "./pages/page-setup.ts";

type Page = FrameWindow & { lpPage: PageRecord };

const STRICT_STYLES = "default-src 'self'; style-src 'self'";
const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types dompurify";

const frames: HTMLIFrameElement[] = [];

async function widgetsPage(csp?: string): Promise<Page> {
  const frame = await openFrame({ src: pageUrl("/tests/browser/pages/widgets.page.ts", csp) });
  frames.push(frame);
  const win = frameWindow(frame) as Page;
  await until(() => win.lpPage?.ready === true, 5000, "test page ready");
  return win;
}

function mount(win: Window, tag: string): HTMLElement {
  const el = win.document.createElement(tag);
  win.document.body.append(el);
  return el;
}

/** What a user sees of the sign-in card and the header, as computed styles. */
function look(signin: Element, header: Element) {
  const s = signin.shadowRoot!;
  const h = header.shadowRoot!;
  const cs = (root: ShadowRoot, selector: string) => getComputedStyle(root.querySelector(selector)!);
  return {
    rootFont: `${cs(s, ".lp-root").fontSize} ${cs(s, ".lp-root").lineHeight}`,
    rootColor: cs(s, ".lp-root").color,
    cardRadius: cs(s, ".auth-card").borderTopLeftRadius,
    cardBorder: cs(s, ".auth-card").borderTopColor,
    titleSize: cs(s, "h1").fontSize,
    inputHeight: cs(s, ".lp-field input").minHeight,
    submitBackground: cs(s, ".auth-submit").backgroundColor,
    submitWidth: Math.round(s.querySelector(".auth-submit")!.getBoundingClientRect().width),
    headerDisplay: cs(h, ".bar").display,
    brandColor: cs(h, ".brand").color,
  };
}

/** Signs in with a wrong password through the card; resolves with the error toast, or null when the page recorded an error instead. */
async function signInWrongly(page: Page, signin: Element): Promise<HTMLElement | null> {
  const root = (await rendered(signin, ".auth-card")).getRootNode() as ShadowRoot;
  typeInto(root.querySelector<HTMLInputElement>('input[type="email"]')!, "learner@example.cm");
  typeInto(root.querySelector<HTMLInputElement>('input[type="password"]')!, "wrong-password");
  const submit = await until(() => {
    const b = root.querySelector<HTMLButtonElement>(".auth-submit")!;
    return b.disabled ? false : b;
  });
  submit.click();
  const toast = () => page.document.querySelector("[data-lp-toasts]")?.shadowRoot?.querySelector<HTMLElement>(".lp-toast") ?? null;
  await until(() => toast() !== null || page.lpPage.errors.length > 0, 5000, "the error toast");
  return toast();
}

after(() => frames.forEach((f) => f.remove()));

describe("a host page with `style-src 'self'` (no 'unsafe-inline')", () => {
  let page: Page;
  let control: Page;

  before(async () => {
    [page, control] = [await widgetsPage(STRICT_STYLES), await widgetsPage()];
  });

  it("applies the widgets' adopted stylesheets exactly as on a page without a policy", async () => {
    const strict = [mount(page, "lp-signin"), mount(page, "lp-site-header")];
    const plain = [mount(control, "lp-signin"), mount(control, "lp-site-header")];
    for (const el of [...strict, ...plain]) await rendered(el, ".auth-card, .bar");
    const strictLook = look(strict[0], strict[1]);
    expect(strictLook.rootFont).to.equal("15px 22.5px");
    expect(strictLook.cardRadius).to.equal("12px");
    expect(strictLook.submitBackground).to.equal("rgb(11, 107, 80)");
    expect(strictLook).to.deep.equal(look(plain[0], plain[1]));
  });

  it("reports no policy violation from widget code, through rendering, a menu toggle and an error toast", async () => {
    const signin = mount(page, "lp-signin");
    const header = mount(page, "lp-site-header");
    const toggle = await rendered<HTMLButtonElement>(header, ".toggle");
    toggle.click();
    await until(() => toggle.getAttribute("aria-expanded") === "true");

    const toast = await signInWrongly(page, signin);
    expect(toast?.textContent).to.contain("The provided credentials are incorrect.");
    expect(getComputedStyle(toast!).backgroundColor).to.equal("rgb(179, 38, 30)");
    await sleep(100);
    expect(page.lpPage.violations, "CSP violations").to.deep.equal([]);
    expect(page.lpPage.errors, "uncaught errors").to.deep.equal([]);
  });

  it("self-test: the policy is really enforced (a <style> element in a shadow root is blocked and reported)", async () => {
    const host = page.document.createElement("div");
    const root = host.attachShadow({ mode: "open" });
    root.innerHTML = `<p class="probe">x</p><style>.probe { color: rgb(1, 2, 3); }</style>`;
    page.document.body.append(host);
    await until(() => page.lpPage.violations.some((v) => v.directive === "style-src-elem"), 2000, "a style-src violation");
    expect(getComputedStyle(root.querySelector(".probe")!).color).to.not.equal("rgb(1, 2, 3)");
    page.lpPage.violations.length = 0;
  });
});

describe("a host page that enforces Trusted Types (`trusted-types dompurify`)", () => {
  let page: Page;

  before(async () => {
    page = await widgetsPage(TRUSTED_TYPES);
  });

  it("renders the widgets without a violation", async () => {
    const signin = mount(page, "lp-signin");
    const header = mount(page, "lp-site-header");
    await rendered(signin, ".auth-card");
    await rendered(header, ".bar");
    expect(signin.shadowRoot!.querySelector(".lp-crashed")).to.equal(null);
    expect(page.lpPage.violations).to.deep.equal([]);
    expect(page.lpPage.errors).to.deep.equal([]);
  });

  it("still tells the learner why sign-in failed (the error toast appears, nothing throws)", async () => {
    const toast = await signInWrongly(page, mount(page, "lp-signin"));
    await sleep(100);
    const seen = {
      toast: toast?.querySelector(".lp-toast-content span")?.textContent ?? null,
      errors: page.lpPage.errors,
      violations: page.lpPage.violations.map((v) => v.sample),
    };
    expect(seen).to.deep.equal({ toast: "Login failed: The provided credentials are incorrect.", errors: [], violations: [] });
  });

  it("self-test: the policy is really enforced (a plain string into an HTML sink throws and is reported)", async () => {
    expect(() => {
      page.document.createElement("div").innerHTML = "<b>plain</b>";
    }).to.throw(/TrustedHTML/);
    await until(() => page.lpPage.violations.length > 0, 2000, "the refused assignment to be reported");
    page.lpPage.violations.length = 0;
  });
});

describe("the course intro video on a phone, on a page that enforces Trusted Types and allows no third-party script", () => {
  it("plays in the no-cookie player on the first tap, without a violation", async () => {
    const frame = await openFrame({ src: pageUrl("/tests/browser/pages/course-video.page.ts", `${TRUSTED_TYPES}; script-src 'self'`) });
    frames.push(frame);
    const page = frameWindow(frame) as Page;
    await until(() => page.lpPage?.ready === true, 5000, "test page ready");
    const detail = page.document.querySelector("lp-course-detail")!;
    const play = await until(() => detail.shadowRoot?.querySelector<HTMLButtonElement>("lite-youtube .lyt-playbtn") ?? false, 5000, "the play button");
    expect(play.textContent).to.equal("Play the introduction video: Video Under Strict Policies");
    play.click();
    const player = await until(() => detail.shadowRoot!.querySelector<HTMLIFrameElement>("lite-youtube > iframe") ?? false, 3000, "the player");
    expect(player.src).to.match(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(player.src).to.contain("autoplay=1");
    // No YouTube iframe API script, no <noscript> copy: nothing the page's policies refuse.
    expect(detail.shadowRoot!.querySelector("lite-youtube script, lite-youtube noscript")).to.equal(null);
    expect(page.lpPage.violations).to.deep.equal([]);
    expect(page.lpPage.errors).to.deep.equal([]);
  });
});
