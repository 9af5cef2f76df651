import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { forbidden, invalidField, notFound, tooManyAttempts } from "../../http/errors.ts";
import { readInput } from "../../http/input.ts";
import { requestLocale } from "../../http/lang/locale.ts";
import { required, rules, validate } from "../../http/validate.ts";
import { mediaUrl } from "../../media.ts";
import { clock } from "../../time.ts";
import { type CourseRow, courseInstructors, findCourse, isEnrolled } from "../catalogue/course-detail.ts";
import { awardPoints, POINTS } from "../learners/effects.ts";
import { completeLesson, learningProgress } from "./progress.ts";

/** The spec's ping rhythm; a ping sooner than this after the previous one is refused. */
const PING_SECONDS = 30;
const PING_MIN_GAP_SECONDS = 25;

interface LessonRow {
  id: number;
  module_id: number;
  course_id: number;
  type: string;
  title: string;
  sub_text: string | null;
  description: string | null;
  data_json: string;
  quiz_id: number | null;
}

export function learningRoutes(deps: Deps) {
  const { db, config } = deps;
  const r = new Hono<AppEnv>();

  const enrolledCourse = (c: Context<AppEnv>, key: string): { userId: number; course: CourseRow } => {
    const user = requireUser(c);
    const course = findCourse(db, key);
    if (!course) throw notFound("The course you are looking for does not exist or has been removed.");
    if (!isEnrolled(db, user.id, course.id)) throw forbidden("You are not enrolled in this course.");
    return { userId: user.id, course };
  };

  /** Lesson data as stored, with our own files made absolute. Practice quizzes carry their answers: they are graded in the browser. */
  const lessonData = (lesson: LessonRow) => {
    const data = JSON.parse(lesson.data_json) as Record<string, unknown>;
    if (typeof data.url === "string") data.url = mediaUrl(config, data.url);
    return data;
  };

  r.get("/courses/:id/content", (c) => {
    const { userId, course } = enrolledCourse(c, c.req.param("id"));
    const org = db.prepare("SELECT name, slug, logo FROM organizations WHERE id = ?").get(course.organization_id) as {
      name: string;
      slug: string;
      logo: string | null;
    };
    const modules = db.prepare("SELECT id, title FROM modules WHERE course_id = ? ORDER BY position").all(course.id) as {
      id: number;
      title: string;
    }[];
    const lessons = db.prepare("SELECT * FROM lessons WHERE course_id = ? ORDER BY position, id").all(course.id) as LessonRow[];
    const resources = db.prepare("SELECT type, name, file_size, url FROM resources WHERE course_id = ? ORDER BY id").all(course.id) as {
      url: string;
    }[];
    const assessment = db.prepare("SELECT id FROM tests WHERE kind = 'assessment' AND course_id = ?").get(course.id) as { id: number } | undefined;
    return c.json({
      data: {
        id: course.id,
        slug: course.slug,
        title: course.title,
        organization: { name: org.name, slug: org.slug, logo: mediaUrl(config, org.logo) },
        instructors: courseInstructors(deps, course.id, requestLocale(c)),
        resources: resources.map((res) => ({ ...res, url: mediaUrl(config, res.url) })),
        curriculum: modules.map((m) => ({
          ...m,
          lessons: lessons
            .filter((l) => l.module_id === m.id)
            .map((l) => ({
              id: l.id,
              module_id: l.module_id,
              type: l.type,
              title: l.title,
              sub_text: l.sub_text,
              description: l.description,
              data: lessonData(l),
            })),
        })),
        assessment: assessment ?? null,
        learning_progress: learningProgress(db, userId, course.id),
      },
    });
  });

  r.post("/course-content/:id/mark-as-completed", async (c) => {
    const { userId, course } = enrolledCourse(c, c.req.param("id"));
    const input = await validate(await readInput(c), { lesson_id: required(rules.number({ integer: true, min: 1 })) });
    const lesson = db.prepare("SELECT id FROM lessons WHERE id = ? AND course_id = ?").get(input.lesson_id, course.id);
    if (!lesson) throw invalidField("lesson_id", "The selected lesson id is invalid.");
    db.transaction(() => completeLesson(db, userId, course.id, input.lesson_id))();
    return c.json({ message: "Lesson marked as completed.", data: learningProgress(db, userId, course.id) });
  });

  // Addressed by the quiz's id, as the learner area calls it.
  r.post("/course-content/:quizId/quiz-attempt", async (c) => {
    const user = requireUser(c);
    const lesson = db.prepare("SELECT * FROM lessons WHERE quiz_id = ?").get(Number(c.req.param("quizId")) || 0) as LessonRow | undefined;
    if (!lesson) throw notFound("Quiz not found.");
    if (!isEnrolled(db, user.id, lesson.course_id)) throw forbidden("You are not enrolled in this course.");
    const questions = ((JSON.parse(lesson.data_json).questions as unknown[]) ?? []).length;
    const input = await validate(await readInput(c), {
      lesson_id: required(rules.number({ integer: true, min: 1 })),
      correct_answers: required(rules.number({ integer: true, min: 0, max: questions })),
      total_questions: required(rules.number({ integer: true, min: 1, max: questions })),
    });
    if (input.lesson_id !== lesson.id) throw invalidField("lesson_id", "The lesson id does not match this quiz.");
    if (input.correct_answers > input.total_questions)
      throw invalidField("correct_answers", "The correct answers field must not be greater than total questions.");
    // The same key again is the same attempt, resent after its answer was lost: recorded once.
    const key = c.req.header("idempotency-key")?.trim() || null;
    if (key && key.length > 200) throw invalidField("idempotency_key", "The idempotency key must not be greater than 200 characters.");
    db.transaction(() => {
      const added = db
        .prepare(
          "INSERT OR IGNORE INTO quiz_attempts (user_id, lesson_id, correct_answers, total_questions, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(user.id, lesson.id, input.correct_answers, input.total_questions, key, clock.iso());
      if (added.changes > 0) awardPoints(db, user.id, input.correct_answers * POINTS.quizCorrectAnswer, "quiz_first_attempt", lesson.id);
    })();
    return c.json({ message: "Quiz attempt recorded." }, 201);
  });

  // Learning time is credited from wall-clock time between pings, never more than 30 s a ping,
  // so replaying pings quickly cannot inflate it.
  r.post("/courses/:id/ping", async (c) => {
    const { userId, course } = enrolledCourse(c, c.req.param("id"));
    const input = await validate(await readInput(c), { seconds: required(rules.number({ integer: true, min: 1, max: PING_SECONDS })) });
    const now = clock.now();
    const last = db.prepare("SELECT last_ping_at FROM learning_pings WHERE user_id = ? AND course_id = ?").get(userId, course.id) as
      | { last_ping_at: string }
      | undefined;
    const elapsed = last ? (now.getTime() - Date.parse(last.last_ping_at)) / 1000 : Infinity;
    if (elapsed < PING_MIN_GAP_SECONDS) throw tooManyAttempts(PING_MIN_GAP_SECONDS - elapsed);
    const credited = Math.floor(Math.min(input.seconds, elapsed));
    db.transaction(() => {
      db.prepare(
        `INSERT INTO learning_pings (user_id, course_id, last_ping_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id, course_id) DO UPDATE SET last_ping_at = excluded.last_ping_at`,
      ).run(userId, course.id, now.toISOString());
      db.prepare(
        `INSERT INTO learning_time (user_id, course_id, day, seconds) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, course_id, day) DO UPDATE SET seconds = seconds + excluded.seconds`,
      ).run(userId, course.id, now.toISOString().slice(0, 10), credited);
    })();
    return c.json({ message: "Learning time recorded.", seconds: credited });
  });

  return r;
}
