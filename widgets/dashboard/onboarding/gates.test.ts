import { describe, expect, it } from "vitest";
import { type Draft, EMPTY_DRAFT, readDraft } from "./draft.ts";
import { blockAt, resumeStep } from "./gates.ts";

const today = new Date(2024, 4, 1, 12);
const draft = (patch: Partial<Draft>): Draft => ({ ...EMPTY_DRAFT, ...patch });
const complete = draft({ step: 4, dateOfBirth: "2000-01-01", fields: [3], level: "Primary/Elementary", language: "fr", whyJoin: "learn" });

describe("step gates", () => {
  it("step 0 needs a real date of birth giving an age of at least 10", () => {
    expect(blockAt(0, draft({}), today, false)).toBe("birth-missing");
    expect(blockAt(0, draft({ dateOfBirth: "2031-01-01" }), today, false)).toBe("birth-missing");
    expect(blockAt(0, draft({ dateOfBirth: "2014-05-02" }), today, false)).toBe("too-young");
    expect(blockAt(0, draft({ dateOfBirth: "2014-05-01" }), today, false)).toBeNull();
  });

  it("step 1 needs one field or more", () => {
    expect(blockAt(1, draft({ fields: [] }), today, false)).toBe("no-field");
    expect(blockAt(1, draft({ fields: [8] }), today, false)).toBeNull();
  });

  it("steps 2, 3 and 4 each need their one choice", () => {
    expect(blockAt(2, draft({}), today, false)).toBe("no-choice");
    expect(blockAt(2, draft({ level: "Doctorate/Ph.D." }), today, false)).toBeNull();
    expect(blockAt(3, draft({}), today, false)).toBe("no-choice");
    expect(blockAt(3, draft({ language: "en" }), today, false)).toBeNull();
    expect(blockAt(4, draft({}), today, false)).toBe("no-choice");
    expect(blockAt(4, draft({ whyJoin: "other" }), today, false)).toBeNull();
  });

  it("step 5 needs a cropped picture ready", () => {
    expect(blockAt(5, complete, today, false)).toBe("no-picture");
    expect(blockAt(5, complete, today, true)).toBeNull();
  });
});

describe("resuming a saved draft", () => {
  it("resumes at the saved step when every earlier answer holds", () => {
    expect(resumeStep(complete, today)).toBe(4);
    expect(resumeStep({ ...complete, step: 5 }, today)).toBe(5);
  });

  it("goes back to the first step whose answer no longer holds", () => {
    expect(resumeStep({ ...complete, fields: [] }, today)).toBe(1);
    expect(resumeStep({ ...complete, dateOfBirth: "2020-01-01" }, today)).toBe(0);
  });

  it("keeps only possible answers from whatever was stored", () => {
    expect(readDraft("not json")).toEqual(EMPTY_DRAFT);
    expect(readDraft("[1,2]")).toEqual(EMPTY_DRAFT);
    expect(
      readDraft(JSON.stringify({ step: 42, fields: [3, "x", -1, 3, 2.5, 9], level: "Wizardry", language: "de", whyJoin: "career", dateOfBirth: 7 })),
    ).toEqual({
      step: 5,
      dateOfBirth: "",
      fields: [3, 9],
      level: "",
      language: "",
      whyJoin: "career",
    });
  });
});
