import { afterEach, describe, expect, it } from "vitest";
import { holdEarlyPresses } from "./early-presses.ts";

/** A root as the server draws it: a button and a field, the widget's own listener on the root (as React's are). */
function drawnRoot(): { root: ShadowRoot; heard: string[] } {
  const host = document.body.appendChild(document.createElement("div"));
  const root = host.attachShadow({ mode: "open" });
  root.innerHTML = '<button type="button">Go</button><input aria-label="Note" value="">';
  return { root, heard: [] };
}

afterEach(() => document.body.replaceChildren());

describe("the presses held on a drawn root", () => {
  it("keeps the events React would replay after hydrating from the widget until it is live, then lets them through", () => {
    const { root, heard } = drawnRoot();
    const held = holdEarlyPresses(root);
    for (const type of ["focusin", "mouseover", "pointerover"]) root.addEventListener(type, (e) => heard.push(e.type), true);
    const button = root.querySelector("button")!;
    button.dispatchEvent(new Event("mouseover", { bubbles: true, composed: true }));
    button.dispatchEvent(new Event("focusin", { bubbles: true, composed: true }));
    expect(heard).toEqual([]);
    held.replay();
    button.dispatchEvent(new Event("pointerover", { bubbles: true, composed: true }));
    expect(heard).toEqual(["pointerover"]);
  });

  it("presses again, once live, what was pressed before", async () => {
    const { root } = drawnRoot();
    const held = holdEarlyPresses(root);
    let pressed = 0;
    root.querySelector("button")!.click();
    root.addEventListener("click", () => pressed++);
    expect(pressed).toBe(0);
    held.replay();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toBe(1);
  });

  it("on a copy of the last screen, presses again the button in the same place of the widget's own drawing, only when it and its item read the same", async () => {
    const host = document.body.appendChild(document.createElement("div"));
    const root = host.attachShadow({ mode: "open" });
    root.innerHTML = '<ul class="copy"><li>Exam result <button>Mark as read</button></li><li>Welcome <button>Mark as read</button></li></ul>';
    const held = holdEarlyPresses(root);
    const [first, second] = root.querySelectorAll("button");
    first.click();
    second.click();
    // The widget's drawing: a notification has come first, so the first item is another one; the second reads as before.
    const live = document.createElement("ul");
    live.innerHTML = "<li>New course <button>Mark as read</button></li><li>Welcome <button>Mark as read</button></li>";
    root.append(live);
    const pressed: string[] = [];
    live.addEventListener("click", (e) => pressed.push((e.target as Element).closest("li")!.textContent!));
    held.replayIn([root.querySelector(".copy")!], live);
    root.querySelector(".copy")!.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toEqual(["Welcome Mark as read"]);
  });
});
