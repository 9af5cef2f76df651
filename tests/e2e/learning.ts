import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Stack } from "./stack.ts";

/** A course's learning, as journeys drive it: a learner enrolled, the player's parts, a quiz answered. */
export interface Lesson {
  id: number;
  type: string;
  title: string;
  data: Record<string, unknown>;
}
export interface Content {
  id: number;
  slug: string;
  title: string;
  curriculum: { title: string; lessons: Lesson[] }[];
  learning_progress: { progress_percent: number; lessons_completed: number[] };
}

/** A new learner enrolled (free) in the first free course that `wanted` accepts; its content as the API gives it. */
export async function enrolledIn(stack: Stack, wanted: (content: Content) => boolean) {
  const learner = await stack.register();
  const free = (await stack.api<{ data: { id: number; slug: string }[] }>("GET", "/courses?pricing=free")).body.data;
  for (const course of free) {
    const enrolled = await stack.api("POST", `/courses/${course.id}/enroll`, {}, learner.token);
    expect(enrolled.status).toBeLessThan(300);
    const content = (await stack.api<{ data: Content }>("GET", `/courses/${course.slug}/content`, undefined, learner.token)).body.data;
    if (wanted(content)) return { ...learner, content };
  }
  throw new Error("No free course fits the journey");
}

/** The learner's progress in a course, as the server has it. */
export const progress = async (stack: Stack, token: string, slug: string) =>
  (await stack.api<{ data: Content }>("GET", `/courses/${slug}/content`, undefined, token)).body.data.learning_progress;

export const lessonsOf = (content: Content) => content.curriculum.flatMap((m) => m.lessons);
export const player = (page: Page) => page.locator("lp-course-player");
export const heading = (page: Page) => player(page).locator(".cp-lesson-heading");
export const progressText = (page: Page) => player(page).locator(".cp-progress-text");
export const outlineItem = (page: Page, title: string): Locator => player(page).locator(".cp-lesson", { hasText: title }).first();

/** Answers the quiz on screen, picking the first option each time, and returns once 'Quiz Completed!' shows. */
export async function finishQuiz(page: Page) {
  for (;;) {
    await player(page).locator(".cp-option input").first().check();
    await player(page).getByRole("button", { name: "Submit", exact: true }).click();
    const finish = player(page).getByRole("button", { name: "Finish", exact: true });
    if (await finish.count()) {
      await finish.click();
      break;
    }
    await player(page).getByRole("button", { name: "Next", exact: true }).click();
  }
  await player(page).getByText("Quiz Completed!").waitFor();
}
