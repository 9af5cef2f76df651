import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { dateValue, typeDate } from "#tests/support/dom.ts";
import { composeDate, DateFields } from "./date-fields.tsx";

async function show(value = "", onValue = vi.fn()) {
  const host = document.createElement("div");
  document.body.append(host);
  await act(async () => createRoot(host).render(<DateFields legend="Date of birth" value={value} onValue={onValue} />));
  return { host, onValue };
}

afterEach(() => {
  document.body.replaceChildren();
  locale.value = "en";
});

describe("DateFields", () => {
  it("writes a French date day, month, year, with the months by name", async () => {
    locale.value = "fr";
    const { host } = await show("2000-01-31");
    expect([...host.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Jour", "Mois", "Année"]);
    expect(host.querySelector("select option[value='1']")?.textContent).toBe("janvier");
    expect(dateValue(host, { day: "Jour", month: "Mois", year: "Année" })).toBe("2000-01-31");
  });

  it("gives the date once it is written in full, and nothing before", async () => {
    const { host, onValue } = await show();
    expect(host.querySelector("legend")?.textContent).toBe("Date of birth");
    await typeDate(host, "1998-07-04");
    expect(onValue).toHaveBeenLastCalledWith("1998-07-04");
    await typeDate(host, "");
    expect(onValue).toHaveBeenLastCalledWith("");
  });

  it("composes only complete dates", () => {
    expect(composeDate("4", "7", "1998")).toBe("1998-07-04");
    expect(composeDate("4", "7", "98")).toBe("");
    expect(composeDate("", "7", "1998")).toBe("");
    expect(composeDate("31", "2", "2001")).toBe("2001-02-31"); // a day that does not exist is for the caller to refuse
  });
});
