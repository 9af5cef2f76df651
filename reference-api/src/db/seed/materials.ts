import type { CategoryKey } from "./taxonomy.ts";

/** Case studies: the lesson shows `summary`; the linked PDF adds discussion questions. */
export interface CaseStudy {
  category: CategoryKey;
  file: string;
  title: string;
  description: string;
  summary: string;
  questions: string[];
}

export interface Worksheet {
  category: CategoryKey;
  file: string;
  title: string;
  description: string;
  exercises: string[];
}

/** Slide decks are either our own PDF handout or hosted on a presentation service. */
export interface SlideDeck {
  category: CategoryKey;
  title: string;
  description: string;
  source: { kind: "pdf"; file: string; bullets: string[] } | { kind: "hosted"; url: string };
}

export const CASE_STUDIES: CaseStudy[] = [
  {
    category: "technology",
    file: "pharmacy-stock-system",
    title: "Case Study: Taking a Pharmacy Chain's Stock System Online",
    description: "How a four-branch pharmacy replaced paper stock cards with a web application.",
    summary:
      "A pharmacy group with four branches in Douala tracked stock on paper cards and counted shelves every month. Medicines regularly ran out in one branch while expiring in another, and transfers between branches were agreed by phone. The owners hired a small development team to build a web application: each sale is recorded at the counter, stock levels update in real time, and managers receive an alert when an item falls below its reorder level or approaches its expiry date. Because internet access was unreliable in two branches, the application stores sales locally and synchronises when the connection returns. After six months, stock-outs of essential medicines fell by more than half and expired stock written off dropped sharply, but staff needed two weeks of training and the team had to redesign the sales screen to work well on cheap tablets.",
    questions: [
      "Which problems did the paper system cause, and which of them did the application solve?",
      "Why was offline support essential in this context?",
      "What risks does storing sales locally introduce, and how could they be reduced?",
      "How would you measure whether the project was worth its cost?",
    ],
  },
  {
    category: "business",
    file: "bakery-cash-flow",
    title: "Case Study: A Growing Bakery Runs Short of Cash",
    description: "Why a profitable bakery in Bafoussam could not pay its flour supplier.",
    summary:
      "A family bakery in Bafoussam won a contract to supply bread to three secondary schools and a hotel. Sales doubled in four months and the monthly income statement showed a healthy profit. Yet the owner, Mr. Fotso, could not pay his flour supplier on time and had to borrow from his njangi group. The schools paid only at the end of each term and the hotel paid after 45 days, while flour, fuel and wages had to be paid weekly. The bakery had also bought a second oven with cash. A simple weekly cash-flow forecast showed that the business would be short of about 900,000 XAF for ten weeks each term. By asking the schools for a monthly payment schedule, negotiating 30-day terms with the supplier and arranging a small overdraft, the bakery kept growing without missing payments.",
    questions: [
      "Explain why the bakery was profitable but short of cash.",
      "Which decision made the cash shortage worse?",
      "List the three actions taken and how each one affected cash flow.",
      "What should the owner check before accepting a new large credit customer?",
    ],
  },
  {
    category: "languages",
    file: "bilingual-call-centre",
    title: "Case Study: Bilingual Customer Service at a Call Centre",
    description: "Improving service for English- and French-speaking customers.",
    summary:
      "A telecommunications company's call centre in Yaoundé received complaints from English-speaking customers in the North-West and South-West regions, who were often answered in French and transferred several times. Only a fifth of the agents were comfortable in both languages. The company assessed every agent's level, routed calls by the language chosen in the phone menu, and ran a twelve-week course in which agents practised the forty most frequent customer situations in their weaker language. Agents also received a bilingual glossary of technical terms. Within three months, average call time fell, transfers dropped by 60 percent and satisfaction scores from both language groups rose. The company now includes a language test in recruitment and rewards agents who reach a higher level.",
    questions: [
      "Why did routing alone not solve the problem?",
      "Why was training focused on frequent situations rather than general grammar?",
      "What would you include in a bilingual glossary for this call centre?",
      "How could the company keep agents' language skills from declining?",
    ],
  },
  {
    category: "health",
    file: "cholera-response",
    title: "Case Study: Responding to Cholera in a Riverside Community",
    description: "How a health district contained an outbreak within four weeks.",
    summary:
      "During the rainy season, a health centre in a riverside community recorded eleven adults with severe watery diarrhoea in two days. Rapid tests suggested cholera, later confirmed by the regional laboratory. The district health team set up a treatment unit with oral rehydration points, trained community health workers to find cases house to house, and distributed chlorine tablets and soap. Investigators found that most patients drew water from a stream downstream of a market with no latrines. The council repaired a borehole, the market association built latrines, and radio messages in the local languages explained how to treat water and wash hands. New cases stopped after four weeks, and deaths were limited to two, both of people who reached care late.",
    questions: [
      "Why was early rehydration the most important measure for patients?",
      "How did the investigation guide the prevention measures?",
      "Which partners outside the health sector were involved, and why?",
      "What messages would you give to a household caring for a patient at home?",
    ],
  },
  {
    category: "agriculture",
    file: "cocoa-cooperative",
    title: "Case Study: A Cocoa Cooperative Improves Bean Quality",
    description: "Better fermentation and drying raised prices for 300 farmers.",
    summary:
      "A cooperative of about 300 cocoa farmers in the Centre region sold beans that buyers often graded as poor because of mould, smoky flavours and uneven fermentation. Each farmer fermented small quantities in baskets and dried beans on the ground or over fires. With support from an agricultural training programme, the cooperative built shared fermentation boxes and raised solar drying tables, trained members to ferment for five to six days with regular turning, and introduced a simple quality check before collection. It also sold together rather than individually. Within two seasons, most of its beans met export quality standards, the cooperative negotiated a premium price, and members reported less time spent on drying. The main challenges were agreeing on rules for shared equipment and keeping records for traceability.",
    questions: [
      "Which post-harvest steps most affect cocoa quality?",
      "What are the advantages and risks of shared equipment?",
      "Why did collective selling increase farmers' bargaining power?",
      "Which records would buyers need for traceability?",
    ],
  },
  {
    category: "arts",
    file: "restaurant-rebrand",
    title: "Case Study: Rebranding a Family Restaurant",
    description: "A coastal restaurant finds a clear identity and new customers.",
    summary:
      "A family restaurant in Kribi known for grilled fish had a hand-painted sign, a menu printed in five fonts and no consistent presence online. Tourists could not find it and younger local customers thought it was old-fashioned. A small design studio interviewed the owners and regular customers, who described the restaurant as warm, generous and rooted in the coast. The designers created a simple logo based on a fishing pirogue, a palette of deep blue and warm orange defined in both RGB and CMYK, and two typefaces used everywhere. They photographed dishes in natural evening light and set up consistent social media templates. Within six months, online reviews mentioned the restaurant by name far more often and weekend bookings increased, while printing costs fell because the menu now fitted on one page.",
    questions: [
      "How did interviews shape the design decisions?",
      "Why define colours in both RGB and CMYK?",
      "What makes a brand consistent across signs, menus and social media?",
      "How would you measure the success of a rebrand?",
    ],
  },
  {
    category: "science",
    file: "well-water-quality",
    title: "Case Study: Testing Well Water in Schools",
    description: "Students use simple science to make their drinking water safer.",
    summary:
      "Science teachers at four secondary schools in Garoua noticed frequent absences due to stomach illness. With a local university, students learned to sample the school wells and measure temperature, pH and turbidity with simple kits, and to send samples for bacterial testing. Two wells showed contamination with faecal bacteria, probably from latrines built too close and from open well heads. The schools covered the wells, built concrete aprons to drain water away, moved one latrine and started treating drinking water with chlorine. Students graphed their monthly results and presented them to parents. Absences due to illness fell over the following term, and the students' practical skills in measurement, data handling and scientific reporting improved noticeably.",
    questions: [
      "Why is turbidity alone not enough to decide whether water is safe?",
      "Explain how latrine position can contaminate a well.",
      "Which variables should stay constant when comparing samples over time?",
      "How would you present the results so that parents understand them?",
    ],
  },
  {
    category: "personal",
    file: "first-job-plan",
    title: "Case Study: From Graduate to First Job in Six Months",
    description: "How a new graduate organised her job search like a project.",
    summary:
      "Brenda graduated in management from a university in Buea and spent three months sending the same CV to every advertisement she saw, without a single interview. She then treated her job search as a project. She set a SMART goal of securing a role in logistics or procurement within six months, rewrote her CV for each application around the employer's requirements, and practised interviews with a friend using the STAR method. She spent an hour a day on online courses in Excel and procurement basics, added the certificates to her profile, and asked former lecturers and her internship supervisor for introductions. She tracked every application in a spreadsheet. After eleven weeks she had four interviews and accepted an offer from a distribution company in Douala.",
    questions: [
      "What was wrong with Brenda's first approach?",
      "Which changes do you think had the greatest effect, and why?",
      "How does the STAR method help in interviews?",
      "Design a simple spreadsheet to track job applications.",
    ],
  },
];

export const WORKSHEETS: Worksheet[] = [
  {
    category: "technology",
    file: "html-css-practice",
    title: "Worksheet: HTML and CSS Practice",
    description: "Short exercises on tags, attributes and selectors.",
    exercises: [
      "1. Write the HTML for a link to https://example.com that opens the text 'Visit our site'.",
      "2. Which element should contain the main navigation links of a page? Write an example with three links.",
      "3. Write a CSS rule that makes every paragraph 18px with a line height of 1.6.",
      "4. Explain the difference between a class selector (.note) and an id selector (#note).",
      "5. Add an image element with a suitable alt text for a photo of Mount Cameroon.",
      "6. List the four parts of the CSS box model from the inside out.",
    ],
  },
  {
    category: "business",
    file: "journal-entries",
    title: "Worksheet: Journal Entries and the Accounting Equation",
    description: "Practise debits, credits and balancing.",
    exercises: [
      "1. The owner invests 2,000,000 XAF in cash. Which accounts are debited and credited?",
      "2. The business buys a motorbike for 650,000 XAF on credit. Record the entry.",
      "3. Cash sales of 180,000 XAF are made. Record the entry.",
      "4. Rent of 75,000 XAF is paid by mobile money. Record the entry.",
      "5. After these transactions, show that assets equal liabilities plus equity.",
      "6. Explain why a trial balance can balance even when an entry was posted to the wrong account.",
    ],
  },
  {
    category: "languages",
    file: "grammar-practice",
    title: "Worksheet: Agreement and Forms of Address",
    description: "Mixed English and French practice.",
    exercises: [
      "1. Choose the correct verb: The price of the books (is / are) rising.",
      "2. Choose the correct verb: Neither the teacher nor the pupils (was / were) late.",
      "3. Correct the sentence: Everyone have finished their work.",
      "4. Translate into French using vous: Good evening, sir. How are you?",
      "5. Rewrite using tu: Vous parlez anglais ?",
      "6. Write three polite French expressions you would use in a shop.",
    ],
  },
  {
    category: "health",
    file: "first-aid-scenarios",
    title: "Worksheet: First Aid Scenarios",
    description: "Decide what to do first in everyday emergencies.",
    exercises: [
      "1. A child spills hot tea on her arm. List the first three things you do.",
      "2. A colleague collapses and is not breathing normally. What do you do and in what order?",
      "3. A man has a nosebleed at the market. Describe the correct position and pressure.",
      "4. A toddler has had diarrhoea since this morning. How do you prepare and give ORS?",
      "5. Name four danger signs that mean a person with fever needs urgent care.",
    ],
  },
  {
    category: "agriculture",
    file: "farm-calculations",
    title: "Worksheet: Farm Calculations",
    description: "Fertiliser, spacing and gross margin exercises.",
    exercises: [
      "1. Maize is planted at 75 cm between rows and 25 cm between plants. How many plants fit on one hectare (10,000 m²)?",
      "2. A 50 kg bag of 20-10-10 fertiliser contains how many kilograms of nitrogen?",
      "3. A batch of 500 broilers costs 1,150,000 XAF to raise. 480 birds are sold at 3,000 XAF each. What is the gross margin?",
      "4. Name two legumes suitable for rotation with maize in your area.",
      "5. List three biosecurity measures for a small poultry farm.",
    ],
  },
  {
    category: "arts",
    file: "design-critique",
    title: "Worksheet: Design and Composition Critique",
    description: "Analyse posters and photos with a designer's eye.",
    exercises: [
      "1. Find a poster in your town. What is the first thing you notice, and why?",
      "2. Count the fonts used on the poster. Would fewer fonts improve it?",
      "3. Take two photos of the same subject: one centred and one using the rule of thirds. Compare them.",
      "4. Would you design a banner for printing in RGB or CMYK? Explain.",
      "5. Sketch three thumbnail layouts for a concert flyer.",
    ],
  },
  {
    category: "science",
    file: "motion-and-forces",
    title: "Worksheet: Motion and Forces",
    description: "Calculations with speed, force and acceleration.",
    exercises: [
      "1. A taxi travels 36 km in 30 minutes. What is its average speed in km/h and in m/s?",
      "2. A resultant force of 300 N acts on a 60 kg trolley. Calculate its acceleration.",
      "3. What force is needed to accelerate a 1,500 kg car at 2 m/s²?",
      "4. Explain, using Newton's first law, why passengers should wear seat belts.",
      "5. Identify the action-reaction pair when a swimmer pushes off a wall.",
    ],
  },
  {
    category: "personal",
    file: "weekly-planner",
    title: "Worksheet: Weekly Goals and Priorities",
    description: "Plan a realistic week around your goals.",
    exercises: [
      "1. Write one SMART goal for this month.",
      "2. List every task you must do this week and place each one in the Eisenhower matrix.",
      "3. Block three 25-minute focused study sessions in your calendar.",
      "4. Write down your planned spending for the week and compare it with your income.",
      "5. At the end of the week, note one thing that worked and one thing to change.",
    ],
  },
];

export const SLIDE_DECKS: SlideDeck[] = [
  {
    category: "technology",
    title: "Slides: Anatomy of a Web Request",
    description: "From DNS lookup to rendered page, step by step.",
    source: {
      kind: "pdf",
      file: "web-request",
      bullets: [
        "DNS turns the domain name into an IP address",
        "TCP and TLS open a secure connection",
        "The browser sends an HTTP request: method, path, headers",
        "The server answers with a status code, headers and a body",
        "The browser builds the DOM, applies CSS and runs JavaScript",
      ],
    },
  },
  {
    category: "technology",
    title: "Slides: Securing Small Business Networks",
    description: "Practical controls for offices with fewer than 50 staff.",
    source: { kind: "hosted", url: "https://docs.google.com/presentation/d/1sbSecureNetworksCm2026xQ7pLw4Nn8RtYv3KdZ0aHfE/edit" },
  },
  {
    category: "business",
    title: "Slides: Reading Financial Statements",
    description: "Balance sheet, income statement and cash-flow statement explained.",
    source: {
      kind: "pdf",
      file: "financial-statements",
      bullets: [
        "The balance sheet: what the business owns and owes on one date",
        "The income statement: revenue minus expenses over a period",
        "The cash-flow statement: where cash came from and where it went",
        "Profit is not cash: timing of payments matters",
        "Ratios compare figures over time and with competitors",
      ],
    },
  },
  {
    category: "business",
    title: "Slides: Pricing Your Product",
    description: "Cost-plus, competitor-based and value-based pricing.",
    source: { kind: "hosted", url: "https://www.slideshare.net/slideshow/pricing-your-product-for-african-markets/265400118" },
  },
  {
    category: "languages",
    title: "Slides: French Verb Groups in the Present Tense",
    description: "Regular -er, -ir and -re verbs, with être and avoir.",
    source: {
      kind: "pdf",
      file: "french-present-tense",
      bullets: [
        "-er verbs: parler - je parle, nous parlons, vous parlez",
        "-ir verbs: finir - je finis, nous finissons, vous finissez",
        "-re verbs: vendre - je vends, nous vendons, vous vendez",
        "être: je suis, tu es, il est, nous sommes, vous êtes, ils sont",
        "avoir: j'ai, tu as, il a, nous avons, vous avez, ils ont",
      ],
    },
  },
  {
    category: "languages",
    title: "Slides: Writing Professional E-mails",
    description: "Structure and tone for formal e-mails.",
    source: { kind: "hosted", url: "https://prezi.com/p/k3vwq9zt1xhb/writing-professional-e-mails/" },
  },
  {
    category: "health",
    title: "Slides: The Chain of Survival",
    description: "Why early recognition, CPR and defibrillation save lives.",
    source: {
      kind: "pdf",
      file: "chain-of-survival",
      bullets: [
        "Recognise the emergency and call for help early",
        "Start chest compressions immediately: hard and fast",
        "Use a defibrillator as soon as one is available",
        "Hand over to trained responders and share what you saw",
        "Every minute without CPR lowers the chance of survival",
      ],
    },
  },
  {
    category: "health",
    title: "Slides: Balanced Meals from Local Foods",
    description: "Building healthy plates with affordable ingredients.",
    source: { kind: "hosted", url: "https://files.example.com/seed-slides/balanced-meals-local-foods.pptx" },
  },
  {
    category: "agriculture",
    title: "Slides: Integrated Pest Management",
    description: "Combine prevention, monitoring and targeted control.",
    source: {
      kind: "pdf",
      file: "integrated-pest-management",
      bullets: [
        "Prevent: healthy seed, resistant varieties, crop rotation",
        "Monitor: scout fields weekly and record what you find",
        "Decide: act only when damage would cost more than control",
        "Control: start with cultural and biological methods",
        "Use pesticides last, with protective equipment and the right dose",
      ],
    },
  },
  {
    category: "agriculture",
    title: "Slides: Marketing Farm Produce",
    description: "Finding buyers and getting a fair price.",
    source: { kind: "hosted", url: "https://docs.google.com/presentation/d/1mkFarmProduceCm2026rT5sQw8Lp2Vn6ZxJd4HgYbA0Ke/edit" },
  },
  {
    category: "arts",
    title: "Slides: Principles of Visual Hierarchy",
    description: "Size, contrast, colour and space guide the eye.",
    source: {
      kind: "pdf",
      file: "visual-hierarchy",
      bullets: [
        "Size: larger elements are seen first",
        "Contrast: dark on light or bright on muted draws attention",
        "Colour: use an accent colour for the one thing that matters",
        "Space: white space isolates and emphasises",
        "Alignment: a grid makes a layout feel organised",
      ],
    },
  },
  {
    category: "arts",
    title: "Slides: Smartphone Filmmaking Basics",
    description: "Stable shots, good sound and simple editing.",
    source: { kind: "hosted", url: "https://prezi.com/p/t8fj2mcq0ens/smartphone-filmmaking-basics/" },
  },
  {
    category: "science",
    title: "Slides: States of Matter and Changes of State",
    description: "Particles in solids, liquids and gases.",
    source: {
      kind: "pdf",
      file: "states-of-matter",
      bullets: [
        "Solids: particles vibrate in fixed positions",
        "Liquids: particles touch but move past each other",
        "Gases: particles far apart and moving quickly",
        "Melting and boiling absorb energy; freezing and condensing release it",
        "Water boils at 100 °C at sea level, lower at high altitude",
      ],
    },
  },
  {
    category: "science",
    title: "Slides: Electric Circuits",
    description: "Current, voltage and resistance in series and parallel.",
    source: { kind: "hosted", url: "https://www.slideshare.net/slideshow/electric-circuits-series-and-parallel/265400342" },
  },
  {
    category: "personal",
    title: "Slides: Managing Your Time",
    description: "Prioritise, plan and protect your focus.",
    source: {
      kind: "pdf",
      file: "managing-time",
      bullets: [
        "Write every task down: your memory is for thinking",
        "Sort tasks by urgency and importance",
        "Plan tomorrow before you finish today",
        "Work in focused blocks and switch off notifications",
        "Review the week: what worked, what to change",
      ],
    },
  },
  {
    category: "personal",
    title: "Slides: Preparing for a Job Interview",
    description: "Research, practise and follow up.",
    source: { kind: "hosted", url: "https://files.example.com/seed-slides/preparing-for-a-job-interview.pptx" },
  },
];

export const VIDEO_TITLES: Record<CategoryKey, string[]> = {
  technology: [
    "Setting Up Your Development Environment",
    "Walkthrough: Debugging in the Browser",
    "Demo: Deploying a Small Project",
    "Reading Error Messages Calmly",
  ],
  business: [
    "Interview: Running a Business in Douala",
    "Walkthrough: Building a Cash-Flow Forecast",
    "Pitching Your Idea in Two Minutes",
    "How Customers Decide to Buy",
  ],
  languages: ["Listening Practice: At the Market", "Pronunciation Drill: French Nasal Vowels", "Role Play: A Job Interview", "Everyday Conversations at Work"],
  health: ["Demonstration: Hands-Only CPR", "How to Prepare Oral Rehydration Solution", "Hanging a Bed Net Correctly", "Handwashing Step by Step"],
  agriculture: [
    "Field Visit: Preparing a Compost Heap",
    "Setting Up a Brooder for Day-Old Chicks",
    "Scouting a Maize Field for Pests",
    "Post-Harvest Drying and Storage",
  ],
  arts: [
    "Studio Tour: From Sketch to Final Logo",
    "Lighting a Portrait with One Window",
    "Editing a Short Video on Your Phone",
    "Choosing Fonts That Work Together",
  ],
  science: ["Experiment: Measuring Reaction Time", "Worked Examples: Newton's Second Law", "Microscope Basics", "Graphing Experimental Data"],
  personal: ["Planning Your Week in 15 Minutes", "Mock Interview with Feedback", "Building a Monthly Budget", "Speaking with Confidence"],
};

/** The seed's own video file, a few seconds made for it, served from the API's storage. */
export const VIDEO_FILE = "video/lesson-clip.webm";

/**
 * Lesson and course videos cover every player path: open-licence Blender Foundation films on
 * YouTube (watch and short links) and Vimeo, and a file the API itself serves, which plays with no
 * outside host (the tests play it for real).
 */
export const VIDEO_URLS = [
  "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  "https://youtu.be/eRsGyueVLvQ",
  "https://vimeo.com/1084537",
  "https://www.youtube.com/watch?v=R6MlUcmOul8",
  `/storage/seed/${VIDEO_FILE}`,
  "https://youtu.be/TLkA0RELQ1g",
];

export const REFERENCE_LINKS: Record<CategoryKey, { name: string; url: string }[]> = {
  technology: [
    { name: "MDN Web Docs: Learn web development", url: "https://developer.mozilla.org/en-US/docs/Learn" },
    { name: "W3C: Introduction to web accessibility", url: "https://www.w3.org/WAI/fundamentals/accessibility-intro/" },
    { name: "The Python tutorial", url: "https://docs.python.org/3/tutorial/" },
  ],
  business: [
    { name: "OHADA: official portal", url: "https://www.ohada.org/" },
    { name: "Khan Academy: Finance and capital markets", url: "https://www.khanacademy.org/economics-finance-domain/core-finance" },
  ],
  languages: [
    { name: "Cambridge Dictionary", url: "https://dictionary.cambridge.org/" },
    { name: "TV5MONDE: Learn French", url: "https://apprendre.tv5monde.com/en" },
  ],
  health: [
    { name: "WHO fact sheet: Malaria", url: "https://www.who.int/news-room/fact-sheets/detail/malaria" },
    { name: "WHO fact sheet: Diarrhoeal disease", url: "https://www.who.int/news-room/fact-sheets/detail/diarrhoeal-disease" },
  ],
  agriculture: [
    { name: "FAO: Soils portal", url: "https://www.fao.org/soils-portal/en/" },
    { name: "FAO: Family farming knowledge platform", url: "https://www.fao.org/family-farming/en/" },
  ],
  arts: [
    { name: "Inkscape: free vector graphics editor", url: "https://inkscape.org/" },
    { name: "Google Fonts: knowledge", url: "https://fonts.google.com/knowledge" },
  ],
  science: [
    { name: "PhET interactive simulations", url: "https://phet.colorado.edu/" },
    { name: "Khan Academy: Science", url: "https://www.khanacademy.org/science" },
  ],
  personal: [
    { name: "Khan Academy: Personal finance", url: "https://www.khanacademy.org/college-careers-more/personal-finance" },
    { name: "Coursera: Learning How to Learn", url: "https://www.coursera.org/learn/learning-how-to-learn" },
  ],
};
