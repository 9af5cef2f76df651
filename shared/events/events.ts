/**
 * The events widgets send to the page: `lp-<noun>-<verb>`, one class each, bubbling and composed
 * so they leave the shadow root and a page can listen on document. The detail is plain data.
 */
export class LpEvent<D> extends CustomEvent<D> {
  constructor(type: `lp-${string}`, detail: D) {
    super(type, { detail, bubbles: true, composed: true });
  }
}

export interface SessionEventDetail {
  userId: number;
}

/** A learner signed in (with a password or with Google). */
export class LpSigninEvent extends LpEvent<SessionEventDetail> {
  static readonly type = "lp-signin";
  constructor(detail: SessionEventDetail) {
    super(LpSigninEvent.type, detail);
  }
}

/** An account was created. */
export class LpSignupEvent extends LpEvent<SessionEventDetail> {
  static readonly type = "lp-signup";
  constructor(detail: SessionEventDetail) {
    super(LpSignupEvent.type, detail);
  }
}

/** The learner signed out. */
export class LpSignoutEvent extends LpEvent<SessionEventDetail> {
  static readonly type = "lp-signout";
  constructor(detail: SessionEventDetail) {
    super(LpSignoutEvent.type, detail);
  }
}

export interface LocaleEventDetail {
  locale: "en" | "fr";
}

/** The reader chose another language; every widget on the page now speaks it. */
export class LpLocaleChangeEvent extends LpEvent<LocaleEventDetail> {
  static readonly type = "lp-locale-change";
  constructor(detail: LocaleEventDetail) {
    super(LpLocaleChangeEvent.type, detail);
  }
}

export interface EnrolmentEventDetail {
  kind: "course" | "exam";
  slug: string;
  /** How: free, with an access code, or by a payment that went through. */
  via: "free" | "access-code" | "payment";
}

/** The learner is enrolled in a course or an exam. */
export class LpEnrolmentCompleteEvent extends LpEvent<EnrolmentEventDetail> {
  static readonly type = "lp-enrolment-complete";
  constructor(detail: EnrolmentEventDetail) {
    super(LpEnrolmentCompleteEvent.type, detail);
  }
}

export interface PaymentEventDetail {
  transactionId: string;
  /** What the payment buys, by slug, when the page knows it. */
  courseSlug: string | null;
  examSlug: string | null;
}

/** A mobile-money payment went through. */
export class LpPaymentSucceedEvent extends LpEvent<PaymentEventDetail> {
  static readonly type = "lp-payment-succeed";
  constructor(detail: PaymentEventDetail) {
    super(LpPaymentSucceedEvent.type, detail);
  }
}

/** A mobile-money payment was declined or failed. */
export class LpPaymentFailEvent extends LpEvent<PaymentEventDetail> {
  static readonly type = "lp-payment-fail";
  constructor(detail: PaymentEventDetail) {
    super(LpPaymentFailEvent.type, detail);
  }
}

/** A mobile-money payment got no answer in time (the spec's 180 s); it may still go through later. */
export class LpPaymentTimeoutEvent extends LpEvent<PaymentEventDetail> {
  static readonly type = "lp-payment-timeout";
  constructor(detail: PaymentEventDetail) {
    super(LpPaymentTimeoutEvent.type, detail);
  }
}

export interface LessonEventDetail {
  courseId: number;
  lessonId: number;
}

/** The platform recorded a lesson as completed. */
export class LpLessonCompleteEvent extends LpEvent<LessonEventDetail> {
  static readonly type = "lp-lesson-complete";
  constructor(detail: LessonEventDetail) {
    super(LpLessonCompleteEvent.type, detail);
  }
}

export interface CourseEventDetail {
  courseId: number;
}

/** The learner completed every lesson of a course. */
export class LpCourseCompleteEvent extends LpEvent<CourseEventDetail> {
  static readonly type = "lp-course-complete";
  constructor(detail: CourseEventDetail) {
    super(LpCourseCompleteEvent.type, detail);
  }
}

export interface SubmitEventDetail {
  id: number;
  /** The score in percent, when the platform gives one. */
  score: number | null;
  passed: boolean;
}

/** An exam attempt was submitted and marked. */
export class LpExamSubmitEvent extends LpEvent<SubmitEventDetail> {
  static readonly type = "lp-exam-submit";
  constructor(detail: SubmitEventDetail) {
    super(LpExamSubmitEvent.type, detail);
  }
}

/** A course's assessment was submitted and marked. */
export class LpAssessmentSubmitEvent extends LpEvent<SubmitEventDetail> {
  static readonly type = "lp-assessment-submit";
  constructor(detail: SubmitEventDetail) {
    super(LpAssessmentSubmitEvent.type, detail);
  }
}

export interface ReviewEventDetail {
  courseId: number;
  rating: number;
}

/** The learner's review of a course was published. */
export class LpReviewAddEvent extends LpEvent<ReviewEventDetail> {
  static readonly type = "lp-review-add";
  constructor(detail: ReviewEventDetail) {
    super(LpReviewAddEvent.type, detail);
  }
}

export interface FollowEventDetail {
  organizationId: number;
  following: boolean;
}

/** The learner followed or unfollowed an organization. */
export class LpFollowChangeEvent extends LpEvent<FollowEventDetail> {
  static readonly type = "lp-follow-change";
  constructor(detail: FollowEventDetail) {
    super(LpFollowChangeEvent.type, detail);
  }
}

export interface FormEventDetail {
  form: "contact" | "partner";
}

/** A form reached the platform: a contact message, a partner application. */
export class LpFormSendEvent extends LpEvent<FormEventDetail> {
  static readonly type = "lp-form-send";
  constructor(detail: FormEventDetail) {
    super(LpFormSendEvent.type, detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    [LpSigninEvent.type]: LpSigninEvent;
    [LpSignupEvent.type]: LpSignupEvent;
    [LpSignoutEvent.type]: LpSignoutEvent;
    [LpLocaleChangeEvent.type]: LpLocaleChangeEvent;
    [LpEnrolmentCompleteEvent.type]: LpEnrolmentCompleteEvent;
    [LpPaymentSucceedEvent.type]: LpPaymentSucceedEvent;
    [LpPaymentFailEvent.type]: LpPaymentFailEvent;
    [LpPaymentTimeoutEvent.type]: LpPaymentTimeoutEvent;
    [LpLessonCompleteEvent.type]: LpLessonCompleteEvent;
    [LpCourseCompleteEvent.type]: LpCourseCompleteEvent;
    [LpExamSubmitEvent.type]: LpExamSubmitEvent;
    [LpAssessmentSubmitEvent.type]: LpAssessmentSubmitEvent;
    [LpReviewAddEvent.type]: LpReviewAddEvent;
    [LpFollowChangeEvent.type]: LpFollowChangeEvent;
    [LpFormSendEvent.type]: LpFormSendEvent;
  }
}
