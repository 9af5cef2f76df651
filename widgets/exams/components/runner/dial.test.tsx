import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, expect, it } from "vitest";
import { Dial } from "./dial.tsx";
import { clock, timerLevel } from "./rules.ts";

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

it("marks each of the timer's four steps on the dial, the clock's digits beside it", async () => {
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  // Full, then past two thirds, past a quarter, and out of time, of 120 seconds.
  const lefts = [120, 80, 30, 0];
  await act(async () =>
    root!.render(lefts.map((left) => <Dial key={left} label="Time left" clock={clock(left)} share={left / 120} level={timerLevel(left, 120)} />)),
  );
  const dials = [...host.querySelectorAll(".runner-dial")];
  expect(dials.map((d) => d.getAttribute("data-level"))).toEqual(["full", "two-thirds", "quarter", "zero"]);
  expect(dials.map((d) => d.querySelector(".runner-dial-clock")?.textContent)).toEqual(["0:02:00", "0:01:20", "0:00:30", "0:00:00"]);
});
