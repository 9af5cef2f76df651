import type { Difficulty } from "./course-blueprints.ts";
import type { Random } from "./random.ts";

export interface FaqContext {
  organizationName: string;
  level: Difficulty;
  pricing: "free" | "paid";
  bulk: boolean;
  price: number;
  salePrice: number;
  accessCode: string | null;
  hasAssessment: boolean;
  durationSeconds: number;
}

interface Faq {
  question: string;
  answer: string;
}

const xaf = (amount: number): string => `${amount.toLocaleString("en-US")} XAF`;

const AUDIENCE: Record<Difficulty, string> = {
  beginner: "No prior experience is needed. The course starts from the basics and explains every new term.",
  intermediate: "It suits learners who already know the basics of the subject and want to apply them with more confidence.",
  advanced: "It is designed for practitioners who already use these skills and want to deepen them; beginners should take an introductory course first.",
};

function priceAnswer(c: FaqContext): string {
  if (c.pricing === "free") return "Nothing. The course is free: enrol and start learning straight away.";
  if (c.bulk)
    return `This course is offered to staff and members of partner organizations, who are enrolled through ${c.organizationName}. Contact ${c.organizationName} to request access.`;
  if (c.salePrice < c.price) return `The regular price is ${xaf(c.price)}. It is currently available for ${xaf(c.salePrice)}, a one-time payment.`;
  return `The course costs ${xaf(c.price)}, a one-time payment.`;
}

/** Questions learners actually ask before enrolling; each applies only where its answer is true. */
function candidateFaqs(c: FaqContext): Faq[] {
  const hours = Math.max(1, Math.round(c.durationSeconds / 3600));
  const weeks = Math.max(1, Math.ceil(hours / 3));
  const faqs: (Faq | false)[] = [
    { question: "Who is this course for?", answer: AUDIENCE[c.level] },
    { question: "How much does the course cost?", answer: priceAnswer(c) },
    c.pricing === "paid" &&
      !c.bulk && {
        question: "How can I pay?",
        answer: "You can pay with mobile money, including Orange Money, or by card. Your enrolment is confirmed as soon as the payment succeeds.",
      },
    {
      question: "Do I get a certificate?",
      answer: "Yes. When you complete every lesson you receive a certificate with a unique number that anyone can verify online.",
    },
    {
      question: "How much time should I plan?",
      answer: `The course contains about ${hours} hour${hours === 1 ? "" : "s"} of material. Studying around three hours a week, most learners finish in ${weeks} week${weeks === 1 ? "" : "s"}.`,
    },
    {
      question: "Can I study on my phone?",
      answer: "Yes. Every lesson works in a mobile browser, and worksheets and course resources can be downloaded to study offline.",
    },
    {
      question: "Is the course available in French?",
      answer: "The lessons are in English. Instructors and the support team also answer questions in French.",
    },
    {
      question: "How long do I keep access?",
      answer: "Once enrolled, you keep access to all the lessons and resources, including future updates to the course.",
    },
    c.accessCode !== null && {
      question: "I have an access code. How do I use it?",
      answer: `If ${c.organizationName} gave you an access code, enter it in the “Enroll with Access Code” box on this page to enrol without paying.`,
    },
    c.hasAssessment && {
      question: "Is there a final assessment?",
      answer:
        "Yes. A timed multiple-choice assessment at the end of the course checks your understanding. You can retake it after a waiting period if you do not pass.",
    },
    {
      question: "Who do I contact if I am stuck?",
      answer: `Write to ${c.organizationName} through the contact page; its instructors reply within two working days.`,
    },
  ];
  return faqs.filter((faq): faq is Faq => faq !== false);
}

/** Most courses get 3 to 8 FAQs (some more than five, to exercise "View More"); a few get none. */
export function courseFaqs(random: Random, c: FaqContext): Faq[] {
  if (random.chance(0.08)) return [];
  const faqs = candidateFaqs(c);
  const [first, second, ...rest] = faqs;
  return [first, second, ...random.sample(rest, random.int(1, 6))];
}
