import { afterEach, describe, expect, it, vi } from "vitest";
import { token } from "#shared/api/token.ts";
import { json, mockFetch } from "#tests/support/fetch.ts";
import { readSamples, sampleAttributes } from "./samples.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  token.value = null;
});

describe("readSamples", () => {
  it("takes the first course, organization, post and exam; a visitor has no certificate", async () => {
    const calls = mockFetch(({ url }) => {
      if (url.pathname.endsWith("/courses")) return json({ data: [{ id: 1, slug: "html-basics", title: "HTML" }], meta: {} });
      if (url.pathname.endsWith("/organizations"))
        return json({
          data: [
            { id: 2, slug: "", name: "No slug" },
            { id: 3, slug: "buea", name: "Buea" },
          ],
        });
      if (url.pathname.endsWith("/posts")) return json({ data: [{ id: 4, slug: "study", title: "Study" }] });
      return json({ data: [{ id: 5, slug: "gce-maths", title: "GCE" }] });
    });
    expect(await readSamples()).toEqual({
      course: "html-basics",
      enrolled: undefined,
      organization: "buea",
      post: "study",
      exam: "gce-maths",
      assessment: undefined,
      certificate: undefined,
    });
    expect(calls.calls.map((c) => c.url.pathname).filter((p) => /(my-(certificates|learning)|content)$/.test(p))).toEqual([]);
  });

  it("leaves out what fails or comes malformed, and reads a signed-in learner's course, assessment and certificate", async () => {
    token.value = "t0ken";
    mockFetch(({ url }) => {
      if (url.pathname.endsWith("/my-certificates"))
        return json({ data: [{ id: 1, title: "HTML", certificate_number: "CERT-1", issued_at: "2026-01-01", course: { title: "HTML" } }] });
      if (url.pathname.endsWith("/courses/my-learning"))
        return json({
          data: [
            { id: 9, slug: "mine", title: "Mine" },
            { id: 10, slug: "gone", title: "Gone" },
            { id: 11, slug: "tested", title: "Tested" },
          ],
        });
      // The first course has no assessment and the second cannot be read: the third's is taken.
      if (url.pathname.endsWith("/courses/mine/content")) return json({ data: { id: 9, slug: "mine", title: "Mine", assessment: null } });
      if (url.pathname.endsWith("/courses/tested/content")) return json({ data: { id: 11, slug: "tested", title: "Tested", assessment: { id: 42 } } });
      if (url.pathname.endsWith("/courses")) return json({ data: "nothing" });
      return json({ message: "Not here" }, 404);
    });
    expect(await readSamples()).toEqual({
      course: undefined,
      enrolled: "mine",
      organization: undefined,
      post: undefined,
      exam: undefined,
      assessment: "42",
      certificate: "CERT-1",
    });
  });
});

describe("sampleAttributes", () => {
  it("gives a tag what it needs to show something real, and nothing when there is none", () => {
    const samples = { course: "c", organization: "o", post: "p", exam: "e", certificate: "N-1" };
    expect(sampleAttributes("lp-course-detail", samples)).toEqual({ slug: "c" });
    expect(sampleAttributes("lp-course-player", samples)).toEqual({ slug: "c" });
    expect(sampleAttributes("lp-course-player", { ...samples, enrolled: "mine" })).toEqual({ slug: "mine" });
    expect(sampleAttributes("lp-exam-runner", samples)).toEqual({ exam: "e" });
    expect(sampleAttributes("lp-assessment-runner", { ...samples, assessment: "42" })).toEqual({ "assessment-id": "42" });
    expect(sampleAttributes("lp-assessment-runner", samples)).toEqual({});
    expect(sampleAttributes("lp-certificate-badge", samples)).toEqual({ number: "N-1" });
    expect(sampleAttributes("lp-certificate-badge", {})).toEqual({});
    expect(sampleAttributes("lp-legal-page", {})).toEqual({ document: "privacy" });
    expect(sampleAttributes("lp-signin", samples)).toEqual({});
  });
});
