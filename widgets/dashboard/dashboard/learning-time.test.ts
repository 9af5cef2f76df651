import { afterEach, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { chartBars, formatHoursAndMinutes, formatMinutes, hoursAndMinutes, minutesOf, tooltipText } from "./learning-time.ts";

/** Intl separates with no-break spaces; compare what a reader sees. */
const plain = (text: string) => text.replace(/\s/g, " ");

afterEach(() => {
  locale.value = "en";
});

describe("learning time", () => {
  it("turns the API's seconds into whole minutes", () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(29)).toBe(0);
    expect(minutesOf(30)).toBe(1);
    expect(minutesOf(7530)).toBe(126);
    expect(minutesOf(-60)).toBe(0);
  });

  it("splits a duration into hours and the minutes left, never 60 minutes", () => {
    expect(hoursAndMinutes(8100)).toEqual({ hours: 2, minutes: 15 });
    expect(hoursAndMinutes(2700)).toEqual({ hours: 0, minutes: 45 });
    expect(hoursAndMinutes(3599)).toEqual({ hours: 1, minutes: 0 });
    expect(hoursAndMinutes(3600 * 30 + 60)).toEqual({ hours: 30, minutes: 1 });
  });

  it("writes minutes with the locale's unit and separators", () => {
    expect(formatMinutes(7530, "en")).toBe("126 mins");
    expect(formatMinutes(60, "en")).toBe("1 min");
    expect(plain(formatMinutes(75_000 * 60, "en"))).toBe("75,000 mins");
    expect(plain(formatMinutes(75_000 * 60, "fr"))).toBe("75 000 min");
  });

  it("writes hours and minutes, both always", () => {
    expect(formatHoursAndMinutes(8100, "en")).toBe("2 hrs 15 mins");
    expect(formatHoursAndMinutes(3660, "en")).toBe("1 hr 1 min");
    expect(formatHoursAndMinutes(2700, "en")).toBe("0 hrs 45 mins");
    expect(plain(formatHoursAndMinutes(8100, "fr"))).toBe("2 h 15 min");
  });

  it("makes the tooltip's text in the page's language", () => {
    expect(tooltipText("Networking", 8100)).toBe("Networking: 2 hrs 15 mins");
    locale.value = "fr";
    expect(plain(tooltipText("Réseaux", 8100))).toBe("Réseaux : 2 h 15 min");
  });

  it("maps every course the API returns to one bar, in minutes, 0 s included, keeping the server's order", () => {
    expect(
      chartBars([
        { course_name: "Networking", time: 8100 },
        { course_name: "Untouched", time: 0 },
        { course_name: "Intro to IT", time: 90 },
      ]),
    ).toEqual({ names: ["Networking", "Untouched", "Intro to IT"], seconds: [8100, 0, 90], minutes: [135, 0, 1.5] });
    expect(chartBars([])).toEqual({ names: [], seconds: [], minutes: [] });
  });
});
