import { Hono } from "hono";
import type { AppEnv, Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { forbidden, invalidField, notFound } from "../../http/errors.ts";
import { readInput } from "../../http/input.ts";
import { required, rules, validate } from "../../http/validate.ts";
import { findCourse, isEnrolled, payablePrice } from "../catalogue/course-detail.ts";
import { enrolInCourse } from "../learners/enrolments.ts";
import { startPaidEnrolment } from "../payments/paid-enrolment.ts";

export function enrolmentRoutes(deps: Deps) {
  const { db, payments } = deps;
  const r = new Hono<AppEnv>();

  r.post("/courses/:id/enroll", async (c) => {
    const user = requireUser(c);
    const course = findCourse(db, c.req.param("id"));
    if (!course) throw notFound("No course found.");
    if (isEnrolled(db, user.id, course.id)) return c.json({ message: "You are already enrolled in this course.", slug: course.slug });

    if (course.pricing === "free") {
      db.transaction(() => enrolInCourse(db, user.id, course.id, "free"))();
      return c.json({ message: "You have successfully enrolled in the course!", slug: course.slug });
    }

    if (course.pricing_model === "bulk") {
      const member = db.prepare("SELECT 1 FROM organization_members WHERE organization_id = ? AND user_id = ?").get(course.organization_id, user.id);
      if (!member) {
        const org = db.prepare("SELECT name FROM organizations WHERE id = ?").get(course.organization_id) as { name: string };
        throw forbidden(`This course requires you to be a member of ${org.name} staff to enroll. Please contact the organization for access.`);
      }
      db.transaction(() => enrolInCourse(db, user.id, course.id, "bulk"))();
      return c.json({ message: "You have successfully enrolled in the course!", slug: course.slug });
    }

    return startPaidEnrolment(c, payments, user.id, {
      type: "course",
      id: course.id,
      title: course.title,
      amount: payablePrice(course),
      slug: course.slug,
    });
  });

  r.post("/courses/:id/enroll-with-access-code", async (c) => {
    const user = requireUser(c);
    const course = findCourse(db, c.req.param("id"));
    if (!course) throw notFound("No course found.");
    const input = await validate(await readInput(c), { access_code: required(rules.string({ max: 100 })) });
    deps.limiter.hit(`access-code:${user.id}`, 10, 600);
    if (!course.access_code || course.access_code.toUpperCase() !== input.access_code.toUpperCase())
      throw invalidField("access_code", "The access code is invalid.");
    db.transaction(() => enrolInCourse(db, user.id, course.id, "access_code"))();
    return c.json({ message: "You have successfully enrolled with the access code!", slug: course.slug });
  });

  return r;
}
