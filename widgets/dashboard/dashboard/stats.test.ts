import { describe, expect, it } from "vitest";
import type { LearnerStats } from "#shared/api/learner.ts";
import { statFigures } from "./stats.ts";

const stats: LearnerStats = {
  enrolled_courses: 1204,
  enrolled_exams: 3,
  completed_courses: 4,
  exams_completed: 2,
  assessments_completed: 7,
  certificates_earned: 1,
  points: 98765.4,
  time_this_week: 3 * 3600 + 20 * 60 + 40,
  course_learning_time: [],
};

describe("stat figures", () => {
  it("gives the eight figures in reading order, whole numbers with separators, the week's seconds in minutes", () => {
    expect(statFigures(stats, "en")).toEqual([
      { key: "my-courses", value: "1,204" },
      { key: "my-exams", value: "3" },
      { key: "courses-completed", value: "4" },
      { key: "exams-completed", value: "2" },
      { key: "assessments-completed", value: "7" },
      { key: "certificates-earned", value: "1" },
      { key: "points", value: "98,765" },
      { key: "study-time", value: "201 mins" },
    ]);
  });

  it("uses French separators and units", () => {
    const french = Object.fromEntries(statFigures(stats, "fr").map(({ key, value }) => [key, value.replace(/\s/g, " ")]));
    expect(french["my-courses"]).toBe("1 204");
    expect(french.points).toBe("98 765");
    expect(french["study-time"]).toBe("201 min");
  });

  it("shows a week without study as zero minutes", () => {
    expect(statFigures({ ...stats, time_this_week: 0 }, "en").at(-1)).toEqual({ key: "study-time", value: "0 mins" });
  });
});
