import { describe, expect, it } from "vitest";
import type { CourseContent } from "#shared/api/learning.ts";
import { courseFiles } from "./course-files.ts";

const API = "https://api.learning.cm/api";
const lesson = (id: number, type: string, data: unknown) => ({ id, type, title: `L${id}`, description: null, data });

const course = (lessons: ReturnType<typeof lesson>[], resources: CourseContent["resources"] = []): CourseContent => ({
  id: 1,
  slug: "networks",
  title: "Networks",
  organization: null,
  instructors: [],
  resources,
  curriculum: [{ title: "M", lessons }],
  assessment: null,
  learning_progress: { progress_percent: 0, lessons_completed: [] },
});

describe("the files a saved course keeps", () => {
  it("keeps the handouts, slide files, resources and the pictures of its texts, on the API's host or another", () => {
    const files = courseFiles(
      course(
        [
          lesson(1, "worksheet", { url: "/storage/worksheet.pdf" }),
          lesson(2, "casestudy", { summary: "s", url: "https://files.example/case.pdf" }),
          lesson(3, "slide", { url: "/storage/slides.pdf" }),
          lesson(4, "article", { content: '<p>Hi</p><img src="/storage/router.png" alt=""><img src="https://cdn.example/a.jpg">' }),
        ],
        [
          { type: "file", name: "Handbook", file_size: 2_000, url: "/storage/handbook.pdf" },
          { type: "link", name: "MDN", file_size: null, url: "https://developer.mozilla.org/" },
        ],
      ),
      API,
    );
    expect(files).toEqual([
      "https://api.learning.cm/storage/worksheet.pdf",
      "https://files.example/case.pdf",
      "https://api.learning.cm/storage/slides.pdf",
      "https://api.learning.cm/storage/router.png",
      "https://cdn.example/a.jpg",
      "https://api.learning.cm/storage/handbook.pdf",
    ]);
  });

  it("leaves videos, a service's presentation and links online, and never fetches a hostile address", () => {
    const files = courseFiles(
      course([
        lesson(1, "video", { url: "https://www.youtube.com/watch?v=abc" }),
        lesson(2, "slide", { url: "https://www.slideshare.net/slideshow/x/265400118" }),
        lesson(3, "worksheet", { url: "javascript:alert(1)" }),
        lesson(4, "article", { content: '<img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><script src="/x.js"></script>' }),
        lesson(5, "worksheet", { url: "/storage/same.pdf" }),
        lesson(6, "worksheet", { url: "/storage/same.pdf" }),
      ]),
      API,
    );
    expect(files).toEqual(["https://api.learning.cm/storage/same.pdf"]);
  });
});
