import { type BankQuestion, TOPICS, type Topic } from "./bank-question.ts";
import { CIVICS, DESIGN, ENGLISH, FRENCH, PERSONAL, SCIENCE } from "./questions-general.ts";
import { ACCOUNTING, AGRICULTURE, BUSINESS, COMPUTING, HEALTH, SPREADSHEETS, WEB } from "./questions-professional.ts";
import { createRandom, type Random } from "./random.ts";
import type { CategoryKey } from "./taxonomy.ts";

export { type BankQuestion, TOPICS, type Topic };

export type BankKey =
  | "arithmetic"
  | "algebra"
  | "english"
  | "french"
  | "computing"
  | "web"
  | "spreadsheets"
  | "accounting"
  | "business"
  | "agriculture"
  | "health"
  | "civics"
  | "design"
  | "science"
  | "personal";

const formatNumber = (n: number): string => n.toLocaleString("en-US");

/** Three distinct, positive wrong answers near the correct one, as a hurried learner might compute. */
function numericDistractors(random: Random, correct: number, spread: number[]): [string, string, string] {
  const wrong = new Set<number>();
  for (const delta of random.shuffle(spread)) {
    const candidate = correct + delta;
    if (candidate > 0 && candidate !== correct) wrong.add(candidate);
    if (wrong.size === 3) break;
  }
  const [a, b, c] = [...wrong].map(formatNumber);
  return [a, b, c];
}

function arithmeticQuestions(): BankQuestion[] {
  const random = createRandom(2024);
  // Only sums and the larger operands can reach four digits and need a thousands separator.
  const f = formatNumber;
  const questions: BankQuestion[] = [];
  for (let i = 0; i < 15; i++) {
    let text: string;
    let answer: number;
    let explanation: string;
    let spread = [-10, 10, -1, 1, 100, -100, 2];
    switch (i % 5) {
      case 0: {
        const a = random.int(120, 980);
        const b = random.int(120, 980);
        answer = a + b;
        text = `What is ${a} + ${b}?`;
        explanation = `${a} + ${b} = ${f(answer)}.`;
        break;
      }
      case 1: {
        const a = random.int(500, 1500);
        const b = random.int(100, 499);
        answer = a - b;
        text = `What is ${f(a)} − ${b}?`;
        explanation = `${f(a)} − ${b} = ${f(answer)}.`;
        break;
      }
      case 2: {
        const a = random.int(12, 49);
        const b = random.int(3, 9);
        answer = a * b;
        text = `What is ${a} × ${b}?`;
        explanation = `${a} × ${b} = ${answer}.`;
        break;
      }
      case 3: {
        const b = random.int(3, 12);
        answer = random.int(11, 60);
        text = `What is ${answer * b} ÷ ${b}?`;
        explanation = `${b} × ${answer} = ${answer * b}, so ${answer * b} ÷ ${b} = ${answer}.`;
        break;
      }
      default: {
        const a = random.int(2, 20);
        const b = random.int(2, 9);
        const c = random.int(2, 9);
        answer = a + b * c;
        text = `What is ${a} + ${b} × ${c}?`;
        explanation = `Multiplication comes before addition: ${b} × ${c} = ${b * c}, then ${a} + ${b * c} = ${answer}.`;
        // The classic mistake is working left to right: (a + b) × c.
        spread = [(a + b) * c - answer, -1, 1, 10];
      }
    }
    questions.push({ topic: "Arithmetic", text, explanation, correct: formatNumber(answer), wrong: numericDistractors(random, answer, spread) });
  }
  return questions;
}

function algebraQuestions(): BankQuestion[] {
  const random = createRandom(1960);
  const questions: BankQuestion[] = [];
  for (let i = 0; i < 6; i++) {
    const a = random.int(2, 9);
    const x = random.int(2, 15);
    const b = random.int(1, 30);
    const c = a * x + b;
    questions.push({
      topic: "Algebra",
      text: `Solve for <em>x</em>: ${a}x + ${b} = ${c}`,
      explanation: `Subtract ${b} from both sides: ${a}x = ${c - b}. Divide by ${a}: x = ${x}.`,
      correct: `x = ${x}`,
      wrong: numericDistractors(random, x, [-1, 1, 2, -2, b, 3]).map((v) => `x = ${v}`) as [string, string, string],
    });
  }
  for (let i = 0; i < 3; i++) {
    const percent = random.pick([5, 10, 15, 20, 25, 40]);
    const amount = random.int(4, 40) * 1000;
    const answer = (amount * percent) / 100;
    questions.push({
      topic: "Algebra",
      text: `A shop offers a ${percent}% discount on an item priced ${formatNumber(amount)} XAF. How much is the discount?`,
      explanation: `${percent}% of ${formatNumber(amount)} = ${formatNumber(amount)} × ${percent} ÷ 100 = ${formatNumber(answer)} XAF.`,
      correct: `${formatNumber(answer)} XAF`,
      wrong: numericDistractors(random, answer, [answer * 9, -answer / 2, answer, 1000, -100]).map((v) => `${v} XAF`) as [string, string, string],
    });
  }
  questions.push(
    {
      topic: "Algebra",
      text: "Expand 2(x + 3).",
      explanation: "Multiply each term inside the bracket by 2: 2 × x + 2 × 3 = 2x + 6.",
      correct: "2x + 6",
      wrong: ["2x + 3", "x + 6", "2x + 5"],
    },
    {
      topic: "Algebra",
      text: "Factorise x² − 9.",
      explanation: "x² − 9 is a difference of two squares: a² − b² = (a − b)(a + b) with a = x and b = 3.",
      correct: "(x − 3)(x + 3)",
      wrong: ["(x − 3)²", "(x + 3)²", "(x − 9)(x + 1)"],
    },
    {
      topic: "Algebra",
      text: "Simplify 3a + 2b − a + 4b.",
      explanation: "Collect like terms: 3a − a = 2a and 2b + 4b = 6b.",
      correct: "2a + 6b",
      wrong: ["4a + 6b", "2a + 2b", "8ab"],
    },
  );
  return questions;
}

const BANKS: Record<BankKey, () => BankQuestion[]> = {
  arithmetic: arithmeticQuestions,
  algebra: algebraQuestions,
  english: () => ENGLISH,
  french: () => FRENCH,
  computing: () => COMPUTING,
  web: () => WEB,
  spreadsheets: () => SPREADSHEETS,
  accounting: () => ACCOUNTING,
  business: () => BUSINESS,
  agriculture: () => AGRICULTURE,
  health: () => HEALTH,
  civics: () => CIVICS,
  design: () => DESIGN,
  science: () => SCIENCE,
  personal: () => PERSONAL,
};

export function questionBank(key: BankKey): BankQuestion[] {
  return BANKS[key]();
}

/** Banks that lesson quizzes in each category draw from. */
const QUIZ_BANKS: Record<CategoryKey, BankKey[]> = {
  technology: ["computing", "web", "spreadsheets"],
  business: ["accounting", "business"],
  languages: ["english", "french"],
  health: ["health"],
  agriculture: ["agriculture"],
  arts: ["design"],
  science: ["science", "algebra"],
  personal: ["personal"],
};

/**
 * Only exam questions are specified as HTML, so lesson quizzes take the questions without markup.
 */
export function quizPool(category: CategoryKey): BankQuestion[] {
  return QUIZ_BANKS[category].flatMap(questionBank).filter((question) => !/[<>]/.test(question.text));
}
