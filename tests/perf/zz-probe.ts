import { DEMO, startStack } from "/work/main/tests/e2e/stack.ts";
const stack = await startStack();
try {
  const token = (await stack.api<any>("POST", "/login", DEMO)).body.authorization.token;
  const { page, context } = await stack.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await context.addInitScript((v) => sessionStorage.setItem("authToken", v), token);
  await page.goto(stack.siteUrl + "/account/dashboard");
  await page.waitForTimeout(3000);
  await page.evaluate("window.__name = (f) => f");
  const out = await page.evaluate(() => {
    const res: string[] = [`doc ${document.documentElement.scrollWidth}`];
    const walk = (root: Document | ShadowRoot, path: string) => {
      for (const el of root.querySelectorAll("*")) {
        const r = el.getBoundingClientRect();
        if (r.right > 1290 && r.width > 0) res.push(`${path} ${el.tagName.toLowerCase()}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
        if (el.shadowRoot) walk(el.shadowRoot, path + ">" + el.tagName.toLowerCase());
      }
    };
    walk(document, "");
    return res.slice(0, 15);
  });
  console.log(out.join("\n"));
  await context.close();
} finally {
  await stack.close();
}
