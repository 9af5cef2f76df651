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
  /** The language the course is taught in: its FAQ is written in it. */
  language: "en" | "fr";
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
  if (c.language === "fr") return candidateFaqsFr(c);
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

const xafFr = (amount: number): string => `${amount.toLocaleString("fr-FR")} XAF`;

const AUDIENCE_FR: Record<Difficulty, string> = {
  beginner: "Aucune expérience préalable n’est nécessaire. Le cours part des bases et explique chaque nouveau terme.",
  intermediate: "Il convient aux apprenants qui connaissent déjà les bases du sujet et veulent les appliquer avec plus d’assurance.",
  advanced:
    "Il s’adresse aux praticiens qui utilisent déjà ces compétences et veulent les approfondir ; les débutants devraient d’abord suivre un cours d’introduction.",
};

function priceAnswerFr(c: FaqContext): string {
  if (c.pricing === "free") return "Rien. Le cours est gratuit : inscrivez-vous et commencez tout de suite.";
  if (c.bulk)
    return `Ce cours est proposé au personnel et aux membres des organisations partenaires, inscrits par ${c.organizationName}. Contactez ${c.organizationName} pour demander l’accès.`;
  if (c.salePrice < c.price) return `Le prix normal est de ${xafFr(c.price)}. Il est actuellement proposé à ${xafFr(c.salePrice)}, en un seul paiement.`;
  return `Le cours coûte ${xafFr(c.price)}, en un seul paiement.`;
}

/** The same questions, for a course taught in French. */
function candidateFaqsFr(c: FaqContext): Faq[] {
  const hours = Math.max(1, Math.round(c.durationSeconds / 3600));
  const weeks = Math.max(1, Math.ceil(hours / 3));
  const faqs: (Faq | false)[] = [
    { question: "À qui s’adresse ce cours ?", answer: AUDIENCE_FR[c.level] },
    { question: "Combien coûte le cours ?", answer: priceAnswerFr(c) },
    c.pricing === "paid" &&
      !c.bulk && {
        question: "Comment puis-je payer ?",
        answer: "Vous pouvez payer par mobile money, y compris Orange Money, ou par carte. Votre inscription est confirmée dès que le paiement aboutit.",
      },
    {
      question: "Vais-je recevoir un certificat ?",
      answer: "Oui. Quand vous terminez toutes les leçons, vous recevez un certificat avec un numéro unique que chacun peut vérifier en ligne.",
    },
    {
      question: "Combien de temps dois-je prévoir ?",
      answer: `Le cours contient environ ${hours} heure${hours === 1 ? "" : "s"} de contenu. À raison de trois heures par semaine, la plupart des apprenants le terminent en ${weeks} semaine${weeks === 1 ? "" : "s"}.`,
    },
    {
      question: "Puis-je étudier sur mon téléphone ?",
      answer: "Oui. Chaque leçon fonctionne dans un navigateur mobile, et les fiches et ressources du cours se téléchargent pour étudier hors ligne.",
    },
    {
      question: "Le cours existe-t-il en anglais ?",
      answer: "Le cours est présenté en français. Les formateurs et l’équipe d’assistance répondent aussi aux questions en anglais.",
    },
    {
      question: "Combien de temps garde-t-on l’accès ?",
      answer: "Une fois inscrit, vous gardez l’accès à toutes les leçons et ressources, y compris aux futures mises à jour du cours.",
    },
    c.accessCode !== null && {
      question: "J’ai un code d’accès. Comment l’utiliser ?",
      answer: `Si ${c.organizationName} vous a donné un code d’accès, saisissez-le dans la case « S’inscrire avec un code d’accès » de cette page pour vous inscrire sans payer.`,
    },
    c.hasAssessment && {
      question: "Y a-t-il une évaluation finale ?",
      answer:
        "Oui. Une évaluation chronométrée à choix multiples, à la fin du cours, vérifie votre compréhension. Vous pouvez la repasser après un délai d’attente si vous ne la réussissez pas.",
    },
    {
      question: "Qui contacter si je suis bloqué ?",
      answer: `Écrivez à ${c.organizationName} depuis la page de contact ; ses formateurs répondent sous deux jours ouvrables.`,
    },
  ];
  return faqs.filter((faq): faq is Faq => faq !== false);
}
