import type { BankQuestion, Topic } from "./question-banks.ts";

export function q(topic: Topic, text: string, correct: string, wrong: [string, string, string], explanation: string): BankQuestion {
  return { topic, text, correct, wrong, explanation };
}

export const ENGLISH: BankQuestion[] = [
  q("English Grammar", "Choose the correct sentence.", "Each of the students has a textbook.", ["Each of the students have a textbook.", "Each of the student has a textbook.", "Each of the students are having a textbook."], "“Each” is singular, so it takes the singular verb “has”; “of the students” does not change the subject."),
  q("English Grammar", "Neither the manager nor the cashiers ___ informed about the audit.", "were", ["was", "is", "has been"], "With “neither ... nor”, the verb agrees with the nearer subject. “Cashiers” is plural, so “were” is correct."),
  q("English Grammar", "The list of items ___ on the desk.", "is", ["are", "were", "have been"], "The subject is “list”, which is singular. “Of items” is a prepositional phrase and does not affect agreement."),
  q("English Grammar", "She ___ in Buea since 2019.", "has lived", ["lives", "lived", "is living"], "An action that started in the past and continues now, with “since”, takes the present perfect: “has lived”."),
  q("English Grammar", "If I ___ you, I would accept the offer.", "were", ["am", "will be", "had"], "Hypothetical second-conditional sentences use “were” for all persons in formal English: “If I were you...”."),
  q("English Grammar", "There are ___ mistakes in this report than in the last one.", "fewer", ["less", "lesser", "little"], "“Mistakes” is a countable plural noun, so we use “fewer”. “Less” is for uncountable nouns such as water or time."),
  q("English Grammar", "Which is the passive form of “The council built the bridge”?", "The bridge was built by the council.", ["The bridge is built by the council.", "The bridge has build by the council.", "The council was built by the bridge."], "The passive keeps the tense of the active verb: past simple “built” becomes “was built”, and the object becomes the subject."),
  q("English Grammar", "She is very interested ___ photography.", "in", ["at", "on", "for"], "The adjective “interested” is followed by the preposition “in”."),
  q("English Vocabulary", "The company increased ___ prices last month.", "its", ["it's", "its'", "their's"], "“Its” is the possessive form. “It's” is the contraction of “it is” or “it has”; “its'” and “their's” do not exist."),
  q("English Vocabulary", "What is the plural of “criterion”?", "criteria", ["criterions", "criterias", "criterion"], "“Criterion” comes from Greek and keeps its Greek plural: one criterion, two criteria."),
  q("English Vocabulary", "Which word is closest in meaning to “reluctant”?", "unwilling", ["eager", "angry", "careful"], "A reluctant person is unwilling or hesitant to do something. “Eager” is its opposite."),
  q("English Vocabulary", "The new policy will ___ thousands of farmers.", "affect", ["effect", "affection", "effects"], "“Affect” is the verb meaning “to influence”. “Effect” is usually a noun meaning “a result”."),
];

export const FRENCH: BankQuestion[] = [
  q("French Language", "Complete the sentence: « Nous ___ étudiants à Yaoundé. »", "sommes", ["êtes", "sont", "avons"], "Être in the present tense: je suis, tu es, il/elle est, nous sommes, vous êtes, ils/elles sont."),
  q("French Language", "Which greeting is appropriate when you enter a shop at 8 p.m.?", "Bonsoir", ["Bonne nuit", "Au revoir", "Bon appétit"], "« Bonsoir » is the evening greeting. « Bonne nuit » is said when someone is going to bed and « Au revoir » when leaving."),
  q("French Language", "How do you say “seventy” in standard French?", "soixante-dix", ["soixante", "dix-sept", "sept cents"], "Standard French counts 70 as « soixante-dix » (sixty-ten). « Dix-sept » is 17 and « sept cents » is 700."),
  q("French Language", "What number is « quatre-vingt-dix »?", "90", ["80", "84", "100"], "« Quatre-vingts » is 4 × 20 = 80; adding « dix » (10) gives 90."),
  q("French Language", "Choose the correct past tense: « Hier, elle ___ au marché. »", "est allée", ["a allé", "est allé", "a allée"], "« Aller » forms the passé composé with « être », and the past participle agrees with the feminine subject « elle »: « est allée »."),
  q("French Language", "Which is the formal way to ask “Do you speak English?”", "Parlez-vous anglais ?", ["Tu parles anglais ?", "Parles-tu anglais ?", "Parlons anglais ?"], "« Vous » is the formal form of address; « tu » is informal and « parlons » means “let's speak”."),
  q("French Language", "What is the gender of the noun « maison » (house)?", "Feminine: la maison", ["Masculine: le maison", "Neuter", "It can be either"], "« Maison » is feminine, so it takes « la » or « une ». French has no neuter gender."),
  q("French Language", "Make this sentence negative: « Je comprends. »", "Je ne comprends pas.", ["Je comprends ne pas.", "Je ne pas comprends.", "Ne je comprends pas."], "French negation places « ne » before the conjugated verb and « pas » after it."),
  q("French Language", "Which day comes after « mardi »?", "mercredi", ["lundi", "jeudi", "dimanche"], "The days are lundi, mardi, mercredi, jeudi, vendredi, samedi, dimanche: Wednesday follows Tuesday."),
  q("French Language", "Complete: « Je bois ___ eau tous les matins. »", "de l'", ["du", "de la", "des"], "The partitive article before a singular noun starting with a vowel is « de l' » (de la + eau becomes de l'eau)."),
];

export const CIVICS: BankQuestion[] = [
  q("Geography of Cameroon", "What is the political capital of Cameroon?", "Yaoundé", ["Douala", "Buea", "Bamenda"], "Yaoundé, in the Centre region, is the seat of government. Douala is the largest city and main port."),
  q("Geography of Cameroon", "What is the highest mountain in Cameroon?", "Mount Cameroon", ["Mount Oku", "Mount Manengouba", "The Mandara Mountains"], "Mount Cameroon, near Buea, rises to about 4,040 m and is an active volcano. Mount Oku is the second highest peak."),
  q("Geography of Cameroon", "How many regions does Cameroon have?", "10", ["8", "12", "58"], "Cameroon has ten regions, which are divided into 58 divisions."),
  q("Geography of Cameroon", "What is the capital of the Adamawa region?", "Ngaoundéré", ["Garoua", "Maroua", "Bertoua"], "Ngaoundéré is the capital of Adamawa. Garoua is the capital of the North, Maroua of the Far North and Bertoua of the East."),
  q("Geography of Cameroon", "Which is the longest river flowing entirely within Cameroon?", "The Sanaga", ["The Wouri", "The Nyong", "The Mungo"], "The Sanaga, over 900 km long, rises in the Adamawa plateau and reaches the Atlantic south of Douala."),
  q("Geography of Cameroon", "Where is Cameroon's deep-sea port, which began operating in 2018?", "Kribi", ["Limbe", "Tiko", "Garoua"], "The Kribi deep-sea port in the South region can receive much larger ships than the river port of Douala."),
  q("Geography of Cameroon", "Which lake in the North-West region released a deadly cloud of carbon dioxide in 1986?", "Lake Nyos", ["Lake Chad", "Lake Barombi Mbo", "Lake Ossa"], "In August 1986 Lake Nyos, a crater lake, suddenly released a large cloud of CO₂ that killed more than 1,700 people."),
  q("Civics & Institutions", "What are the official languages of Cameroon?", "English and French", ["French only", "English, French and Pidgin", "French and Arabic"], "The Constitution makes English and French the official languages, with equal status."),
  q("Civics & Institutions", "What is Cameroon's national motto?", "Peace – Work – Fatherland", ["Unity – Work – Progress", "Liberty – Equality – Fraternity", "Peace – Unity – Development"], "The motto, « Paix – Travail – Patrie », appears on the coat of arms."),
  q("Civics & Institutions", "On which date is Cameroon's National Day celebrated?", "20 May", ["1 January", "1 October", "11 February"], "National Day commemorates the referendum of 20 May 1972 that created the unitary state. 11 February is Youth Day."),
  q("Civics & Institutions", "Which two chambers make up Cameroon's Parliament?", "The National Assembly and the Senate", ["The National Assembly and the Constitutional Council", "The Senate and the Supreme Court", "The Economic and Social Council and the Senate"], "Parliament has two houses: the National Assembly and the Senate, which held its first session in 2013."),
  q("Civics & Institutions", "Which currency is used in Cameroon?", "The CFA franc (XAF), issued by the BEAC", ["The CFA franc (XOF), issued by the BCEAO", "The naira", "The Cameroonian pound"], "Cameroon and the other CEMAC countries use the Central African CFA franc (XAF), issued by the Bank of Central African States (BEAC)."),
  q("Civics & Institutions", "Which body organises and supervises elections in Cameroon?", "Elections Cameroon (ELECAM)", ["The National Assembly", "The Supreme Court", "The Economic and Social Council"], "ELECAM organises and supervises elections and referendums. The Constitutional Council proclaims the final results of presidential and parliamentary elections."),
];

export const SCIENCE: BankQuestion[] = [
  q("General Science", "What is the SI unit of force?", "The newton (N)", ["The joule (J)", "The watt (W)", "The pascal (Pa)"], "Force is measured in newtons: 1 N accelerates 1 kg at 1 m/s². The joule measures energy, the watt power and the pascal pressure."),
  q("General Science", "What is the pH of pure water at 25 °C?", "7", ["0", "1", "14"], "Pure water is neutral, with a pH of 7. Lower values are acidic and higher values are alkaline."),
  q("General Science", "Which gas do plants release during photosynthesis?", "Oxygen", ["Carbon dioxide", "Nitrogen", "Hydrogen"], "Photosynthesis uses carbon dioxide and water to make glucose and releases oxygen as a by-product."),
  q("General Science", "In which organelle does aerobic respiration mainly take place?", "Mitochondrion", ["Nucleus", "Chloroplast", "Ribosome"], "Mitochondria release energy from glucose during aerobic respiration. Chloroplasts carry out photosynthesis."),
  q("General Science", "A 6 V battery is connected to a 3 Ω resistor. What current flows?", "2 A", ["18 A", "0.5 A", "3 A"], "By Ohm's law, I = V ÷ R = 6 ÷ 3 = 2 A."),
  q("General Science", "At sea level, at what temperature does pure water boil?", "100 °C", ["0 °C", "37 °C", "212 °C"], "Water boils at 100 °C (212 °F) at standard atmospheric pressure. At higher altitudes, lower pressure lowers the boiling point."),
  q("General Science", "A bus travels 150 km in 2 hours. What is its average speed?", "75 km/h", ["300 km/h", "152 km/h", "50 km/h"], "Average speed = distance ÷ time = 150 km ÷ 2 h = 75 km/h."),
  q("General Science", "A resultant force of 20 N acts on a 4 kg object. What is its acceleration?", "5 m/s²", ["80 m/s²", "16 m/s²", "0.2 m/s²"], "From F = m × a, a = F ÷ m = 20 ÷ 4 = 5 m/s²."),
];

export const DESIGN: BankQuestion[] = [
  q("Design Principles", "Which colour model should a file prepared for commercial printing use?", "CMYK", ["RGB", "HSL", "Hexadecimal"], "Printers use cyan, magenta, yellow and black inks, so print files are prepared in CMYK. RGB is for screens."),
  q("Design Principles", "Which of these image formats is a vector format?", "SVG", ["JPEG", "PNG", "GIF"], "SVG describes shapes mathematically and scales without losing quality. JPEG, PNG and GIF are made of pixels."),
  q("Design Principles", "What does kerning adjust?", "The space between two specific letters", ["The space between lines of text", "The size of the font", "The colour of the text"], "Kerning adjusts spacing between particular letter pairs, such as A and V. Space between lines is called leading."),
  q("Design Principles", "On the traditional colour wheel, which colour is complementary to blue?", "Orange", ["Green", "Purple", "Yellow-green"], "Complementary colours sit opposite each other on the wheel. Blue and orange give strong contrast."),
  q("Design Principles", "The rule of thirds divides the frame into how many equal parts?", "Nine", ["Three", "Four", "Six"], "Two horizontal and two vertical lines divide the frame into nine equal parts; subjects are placed on the lines or their intersections."),
  q("Design Principles", "What resolution is usually recommended for printed images at their final size?", "300 pixels per inch", ["72 pixels per inch", "30 pixels per inch", "10 pixels per inch"], "Around 300 ppi at the final print size gives sharp results. 72 ppi is a traditional screen figure and looks blurry in print."),
];

export const PERSONAL: BankQuestion[] = [
  q("Study & Career Skills", "In a SMART goal, what does the letter T stand for?", "Time-bound", ["Tested", "Teamwork", "Tidy"], "SMART goals are Specific, Measurable, Achievable, Relevant and Time-bound: they have a deadline."),
  q("Study & Career Skills", "How long is one focused work period in the classic Pomodoro technique?", "25 minutes", ["5 minutes", "60 minutes", "90 minutes"], "The Pomodoro technique alternates 25 minutes of focus with a 5-minute break, with a longer break after four rounds."),
  q("Study & Career Skills", "Which study method gives the best long-term retention?", "Testing yourself at spaced intervals", ["Re-reading notes many times", "Highlighting the textbook", "Studying all night before the exam"], "Active recall combined with spaced repetition strengthens memory far more than re-reading, highlighting or cramming."),
  q("Study & Career Skills", "In the Eisenhower matrix, what should you do with a task that is both urgent and important?", "Do it now", ["Delegate it", "Schedule it for later", "Drop it"], "Urgent and important tasks are done first; important but not urgent tasks are scheduled, urgent but unimportant ones delegated."),
  q("Study & Career Skills", "You save 10,000 XAF every month for one year, without interest. How much do you have?", "120,000 XAF", ["100,000 XAF", "110,000 XAF", "1,200,000 XAF"], "10,000 XAF × 12 months = 120,000 XAF."),
  q("Study & Career Skills", "In job interviews, what does the STAR method stand for?", "Situation, Task, Action, Result", ["Skills, Training, Attitude, Respect", "Strengths, Targets, Ambition, Results", "Story, Time, Answer, Review"], "STAR structures answers about past experience: describe the Situation and Task, what Action you took and the Result."),
  q("Study & Career Skills", "You invest 100,000 XAF at 10% interest per year, compounded annually. How much do you have after two years?", "121,000 XAF", ["120,000 XAF", "110,000 XAF", "200,000 XAF"], "Year 1: 100,000 × 1.10 = 110,000. Year 2: 110,000 × 1.10 = 121,000. Interest is earned on earlier interest."),
];
