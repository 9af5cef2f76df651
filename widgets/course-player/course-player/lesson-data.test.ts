import { describe, expect, it } from "vitest";
import { outlineTitle, readLesson, webUrl } from "./lesson-data.ts";

const lesson = (type: string, data: unknown) => ({ id: 1, module_id: 1, type, title: "A lesson", description: null, data });

describe("lesson data", () => {
  it("cuts a title over 45 characters to 42 plus an ellipsis, and leaves 45 alone", () => {
    const exactly45 = "x".repeat(45);
    expect(outlineTitle(exactly45)).toBe(exactly45);
    const long = `${"a".repeat(40)} bcdefghij`;
    expect(outlineTitle(long)).toBe(`${"a".repeat(40)} b…`);
  });

  it("reads each type's data, and says null for data that does not fit its type", () => {
    expect(readLesson(lesson("article", { content: "<p>Hi</p>" }))).toEqual({ type: "article", data: { content: "<p>Hi</p>" } });
    expect(readLesson(lesson("quiz", { id: 4, questions: [{ text: "Q", options: [{ id: 1, text: "A" }] }] }))?.type).toBe("quiz");
    expect(readLesson(lesson("quiz", { questions: [] }))).toBeNull(); // a quiz needs its id to be recorded
    expect(readLesson(lesson("video", {}))).toBeNull();
    expect(readLesson(lesson("flashcard", { items: [{ front: 1 }] }))).toBeNull();
    expect(readLesson(lesson("hologram", { url: "https://x.test" }))).toBeNull();
  });

  it("makes links only of http(s) addresses, resolving a path on the API's host", () => {
    expect(webUrl("https://cdn.example.cm/a.pdf", "https://api.example.cm/api")).toBe("https://cdn.example.cm/a.pdf");
    expect(webUrl("/storage/seed/a.pdf", "https://api.example.cm/api")).toBe("https://api.example.cm/storage/seed/a.pdf");
    expect(webUrl("javascript:alert(1)", "https://api.example.cm/api")).toBeNull();
    expect(webUrl("data:text/html,<script>", "https://api.example.cm/api")).toBeNull();
    expect(webUrl("  ", "https://api.example.cm/api")).toBeNull();
  });
});
