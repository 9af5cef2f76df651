export interface BlogAuthor {
  name: string;
  bio: string;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  instagram: string | null;
}

export interface BlogPost {
  slug: string;
  title: string;
  /** Index into the authors of its language (BLOG_AUTHORS, BLOG_AUTHORS_FR). */
  author: number;
  category: string;
  organization: string | null;
  tags: string[];
  publishedDaysAgo: number;
  content: string;
}

export const BLOG_AUTHORS: BlogAuthor[] = [
  {
    name: "Mireille Ngo Bassa",
    bio: "Education writer and former secondary school teacher in Douala. Mireille writes about study habits, exams and learning with technology.",
    facebook: "https://www.facebook.com/mireille.ngobassa",
    twitter: "https://x.com/mireillengobassa",
    linkedin: "https://www.linkedin.com/in/mireille-ngo-bassa",
    instagram: null,
  },
  {
    name: "Tanyi Robert Ayuk",
    bio: "Software developer and organiser of a developer community in Buea. Robert writes about careers in technology and learning to code.",
    facebook: null,
    twitter: "https://x.com/tanyirobert",
    linkedin: "https://www.linkedin.com/in/tanyi-robert-ayuk",
    instagram: "https://www.instagram.com/tanyi.codes",
  },
  {
    name: "Dr. Esther Fomum",
    bio: "Public health specialist with fifteen years of experience in community health programmes in the North-West and Littoral regions.",
    facebook: "https://www.facebook.com/dr.estherfomum",
    twitter: null,
    linkedin: "https://www.linkedin.com/in/esther-fomum",
    instagram: null,
  },
  {
    name: "Jean-Claude Tchakounté",
    bio: "Agricultural journalist who has reported on farming and agribusiness in the Western Highlands for over a decade.",
    facebook: "https://www.facebook.com/jc.tchakounte",
    twitter: "https://x.com/jctchakounte",
    linkedin: null,
    instagram: "https://www.instagram.com/jc.tchakounte",
  },
  {
    name: "Gloria Nkwenti",
    bio: "Career coach and HR consultant who helps graduates and professionals prepare for the job market in Cameroon and abroad.",
    facebook: null,
    twitter: null,
    linkedin: "https://www.linkedin.com/in/gloria-nkwenti",
    instagram: "https://www.instagram.com/gloria.careercoach",
  },
  {
    name: "Ousmane Sali",
    bio: "Financial inclusion consultant working with microfinance institutions and savings groups in the northern regions.",
    facebook: "https://www.facebook.com/ousmane.sali",
    twitter: "https://x.com/ousmanesali",
    linkedin: "https://www.linkedin.com/in/ousmane-sali",
    instagram: null,
  },
];

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: "study-online-on-a-limited-data-budget",
    title: "How to Study Online Effectively on a Limited Data Budget",
    author: 0,
    category: "Personal Development",
    organization: null,
    tags: ["online learning", "study tips", "mobile data"],
    publishedDaysAgo: 3,
    content: `<p>For many learners in Cameroon, the biggest obstacle to online learning is not motivation but the cost of mobile data. The good news is that with a few habits you can learn a great deal without spending a fortune on bundles.</p>
<h2>Plan before you connect</h2>
<p>Decide what you will study before you switch on your data. Open the course outline, choose the two or three lessons for the session and close every other app. Background updates and social media can use more data than your lessons.</p>
<h2>Choose the lightest format</h2>
<ul>
<li><strong>Readings and flashcards</strong> use very little data, so do them on mobile data.</li>
<li><strong>Videos</strong> are the heaviest. Lower the playback quality to 360p, which is usually enough for lectures and demonstrations.</li>
<li><strong>Worksheets and resources</strong> are small PDF files: download them once and work offline.</li>
</ul>
<h2>Use Wi-Fi strategically</h2>
<p>Many campuses, libraries and cafés offer Wi-Fi. Keep a list of the video lessons you need and watch them when you have access. Set your phone so that app updates happen only on Wi-Fi.</p>
<h2>Study offline as much as possible</h2>
<p>Learning happens when you think, not when you are connected. Copy key ideas into a notebook, test yourself with flashcards and complete assignments offline. Connect again only to submit work or take a quiz.</p>
<h2>Track your usage</h2>
<p>Check your data usage in your phone settings after a week of study. You will quickly see which activities cost the most and can plan your next bundle accordingly. Ready to start? Browse the <a href="/courses">course catalogue</a> and pick a course with short lessons that fit your budget.</p>`,
  },
  {
    slug: "in-demand-digital-skills-for-young-cameroonians",
    title: "Five In-Demand Digital Skills for Young Cameroonians",
    author: 1,
    category: "Technology",
    organization: "chariot-digital-academy",
    tags: ["careers", "technology", "digital skills"],
    publishedDaysAgo: 11,
    content: `<p>Businesses in Douala, Yaoundé and beyond are going digital, and they struggle to find people with the right skills. Here are five skills that employers and clients keep asking for, and how to start learning them.</p>
<h2>1. Web development</h2>
<p>Every business needs a website, and many need web applications. HTML, CSS and JavaScript are the foundation. You can start with a free text editor and a browser, and publish your first page within a week.</p>
<h2>2. Data analysis</h2>
<p>Companies collect sales, customer and field data but rarely use it well. Strong spreadsheet skills, followed by Python or SQL, let you turn that data into decisions. This skill is valuable in banking, telecoms, agriculture and health.</p>
<h2>3. Digital marketing</h2>
<p>Social media, WhatsApp Business and search advertising now drive sales for many small businesses. Marketers who can plan content and measure results are in high demand.</p>
<h2>4. Mobile development</h2>
<p>Most Cameroonians access the internet from a phone. Developers who build fast, data-light Android apps that work offline have a real advantage.</p>
<h2>5. Cybersecurity</h2>
<p>As more money moves through mobile and online channels, fraud grows too. Even basic security skills, such as securing accounts, recognising phishing and backing up data, make you valuable to any organisation.</p>
<h3>How to start</h3>
<ol>
<li>Pick one skill and commit to it for three months.</li>
<li>Build small projects and publish them, even if they are imperfect.</li>
<li>Join a local developer or designer community to learn from others.</li>
</ol>
<p>The <a href="https://developer.mozilla.org/en-US/docs/Learn">MDN learning area</a> is an excellent free reference, and our technology courses give you structured, practical paths.</p>`,
  },
  {
    slug: "bilingualism-career-advantage-cameroon",
    title: "Why Bilingualism Is a Career Advantage in Cameroon",
    author: 4,
    category: "Languages",
    organization: "grassfields-language-centre",
    tags: ["languages", "careers", "bilingualism"],
    publishedDaysAgo: 19,
    content: `<p>Cameroon is officially bilingual, with English and French as equal official languages. Yet many professionals are only comfortable in one of them. Those who master both stand out in almost every sector.</p>
<h2>More opportunities</h2>
<p>Public administration, banks, telecom operators, NGOs and international organisations all serve customers in both languages. Bilingual candidates can apply for more positions, work in more regions and move more easily between teams.</p>
<h2>Better service, better results</h2>
<p>Customers trust people who speak their language. A sales agent, nurse or call-centre worker who can switch languages resolves problems faster and builds loyalty. Employers notice.</p>
<h2>Access to the wider region</h2>
<p>French opens doors across Central and West Africa, while English connects you to Nigeria, East Africa and most online learning and technical resources. Bilingual professionals can work with partners on both sides.</p>
<h2>How to strengthen your weaker language</h2>
<ul>
<li>Practise a little every day: twenty minutes is better than three hours once a week.</li>
<li>Listen to radio, podcasts and news in your weaker language.</li>
<li>Write short texts, such as e-mails or summaries, and ask a colleague to correct them.</li>
<li>Use the language at work in low-risk situations first, such as greetings and small talk.</li>
<li>Set a goal, such as an international certificate at the next level, to stay motivated.</li>
</ul>
<p>Language learning is a long game, but every step pays off. Explore our <a href="/courses">language courses</a> to find your level.</p>`,
  },
  {
    slug: "protecting-your-family-from-malaria-rainy-season",
    title: "Keeping Your Family Safe from Malaria in the Rainy Season",
    author: 2,
    category: "Health",
    organization: "limbe-health-sciences-academy",
    tags: ["health", "malaria", "prevention"],
    publishedDaysAgo: 27,
    content: `<p>Malaria cases rise with the rains, when standing water gives mosquitoes more places to breed. A few consistent habits protect your family, especially children under five and pregnant women, who are most at risk.</p>
<h2>Sleep under a treated net, every night</h2>
<p>An insecticide-treated bed net is the most effective protection a household can have. Make sure there is a net for every sleeping space, check it for holes and tuck it under the mattress. Nets work only when they are used every night.</p>
<h2>Remove breeding sites around the home</h2>
<ul>
<li>Empty containers, tyres and pots that collect rainwater.</li>
<li>Cover water storage drums and buckets.</li>
<li>Clear gutters and drains so water flows away.</li>
</ul>
<h2>Know the signs and test early</h2>
<p>Fever, chills, headache, vomiting and body pain may be malaria. Go to a health facility for a rapid test rather than buying medicine without a diagnosis. If the test is positive, complete the full treatment.</p>
<h2>Danger signs need urgent care</h2>
<p>Convulsions, extreme sleepiness, difficulty breathing, repeated vomiting or inability to drink are emergencies. Go to the nearest hospital immediately.</p>
<h2>Protect pregnant women</h2>
<p>Antenatal visits provide preventive treatment and advice that protect both mother and baby. Encourage every pregnant woman you know to attend early and regularly.</p>
<p>For more information, read the <a href="https://www.who.int/news-room/fact-sheets/detail/malaria">WHO malaria fact sheet</a>, or take our free course on malaria prevention.</p>`,
  },
  {
    slug: "reducing-post-harvest-losses",
    title: "From Harvest to Market: Reducing Post-Harvest Losses",
    author: 3,
    category: "Agriculture",
    organization: "menoua-agricultural-institute",
    tags: ["agriculture", "post-harvest", "storage"],
    publishedDaysAgo: 38,
    content: `<p>A large share of the food farmers grow is lost between the field and the buyer: crushed tomatoes, mouldy maize, sprouting potatoes. Reducing these losses is one of the fastest ways to raise farm income without planting a single extra hectare.</p>
<h2>Harvest at the right time and in the right way</h2>
<p>Harvest when the crop is mature but before it is over-ripe, and during the coolest part of the day. Handle produce gently and use clean crates rather than sacks for fragile crops such as tomatoes.</p>
<h2>Dry grains properly</h2>
<p>Maize, beans and groundnuts must be dried well before storage, usually to around 13% moisture for maize. Grain that is too moist develops moulds, some of which produce aflatoxins that are dangerous to people and animals. Dry on tarpaulins or raised platforms, never directly on the ground.</p>
<h2>Store safely</h2>
<ul>
<li>Use clean, dry stores raised off the floor.</li>
<li>Hermetic storage bags keep insects under control without chemicals.</li>
<li>Inspect stored produce every week and remove damaged items.</li>
</ul>
<h2>Sell smarter</h2>
<p>Losses also happen when produce waits too long for a buyer. Groups of farmers who sell together can arrange transport and negotiate better prices. Simple processing, such as drying pepper or making gari from cassava, turns perishable crops into products that keep for months.</p>
<p>The <a href="https://www.fao.org/family-farming/en/">FAO family farming platform</a> has many practical guides, and our agribusiness courses cover processing and marketing in detail.</p>`,
  },
  {
    slug: "bookkeeping-habits-for-small-business-owners",
    title: "Bookkeeping Habits Every Small Business Owner Should Build",
    author: 5,
    category: "Business",
    organization: "wouri-business-school",
    tags: ["business", "accounting", "small business"],
    publishedDaysAgo: 46,
    content: `<p>Many small businesses in Cameroon run on memory and a drawer full of receipts. That works until the day you need a loan, face a tax inspection or wonder why there is never enough cash. Good bookkeeping is not complicated: it is a set of simple habits.</p>
<h2>Separate business and personal money</h2>
<p>Open a separate account or mobile money wallet for the business. Pay yourself a fixed amount instead of taking cash whenever you need it. Without this separation, your records will never show the truth.</p>
<h2>Record every transaction the same day</h2>
<p>Write down every sale and every expense daily, in a notebook, a spreadsheet or an app. Note the date, the amount, what it was for and how it was paid. Five minutes each evening saves hours of searching later.</p>
<h2>Keep your documents</h2>
<p>Keep invoices, receipts and mobile money confirmations, organised by month. They are the evidence behind your records.</p>
<h2>Review your numbers every month</h2>
<ul>
<li>Total sales and total expenses: did you make a profit?</li>
<li>Cash available at the end of the month.</li>
<li>Who owes you money and whom you owe.</li>
<li>Your three biggest expenses, and whether they can be reduced.</li>
</ul>
<h2>Get help when you grow</h2>
<p>As the business grows, work with an accountant who knows the SYSCOHADA rules and local tax requirements. Good records make their work faster and cheaper. Learn the basics yourself first with our bookkeeping course, so you understand what your accountant tells you.</p>`,
  },
  {
    slug: "beginners-guide-to-a-design-portfolio",
    title: "A Beginner's Guide to Building a Design Portfolio",
    author: 1,
    category: "Arts & Design",
    organization: "mefou-creative-studio",
    tags: ["design", "portfolio", "freelancing"],
    publishedDaysAgo: 58,
    content: `<p>Clients and employers hire designers by looking at their work, not their diplomas. A strong portfolio is the most important tool you have, even when you are just starting.</p>
<h2>Quality over quantity</h2>
<p>Show six to ten of your best projects rather than everything you have made. One weak piece can make a visitor doubt the rest.</p>
<h2>No clients yet? Create your own briefs</h2>
<p>Redesign the logo of a local shop, create a poster for a real event or design a menu for a restaurant you like. Label these clearly as personal or concept projects. They still show how you think.</p>
<h2>Tell the story of each project</h2>
<ol>
<li><strong>The problem:</strong> what did the client or audience need?</li>
<li><strong>The process:</strong> show sketches, early ideas and why you rejected some.</li>
<li><strong>The solution:</strong> present the final design in context, such as a mock-up of a sign or a phone screen.</li>
<li><strong>The result:</strong> if possible, share feedback or results.</li>
</ol>
<h2>Make it easy to view</h2>
<p>Use a simple website or a free portfolio platform, and make sure it loads quickly on a phone. Include your contact details and a short introduction on every page.</p>
<h2>Keep it current</h2>
<p>Replace older work as you improve. Review your portfolio every three months and ask a more experienced designer for honest feedback.</p>
<p>Free tools such as <a href="https://inkscape.org/">Inkscape</a> are enough to produce professional work. Our graphic design courses end with portfolio pieces you can use straight away.</p>`,
  },
  {
    slug: "revision-timetable-for-gce-and-baccalaureat",
    title: "Preparing for the GCE and Baccalauréat: A Revision Timetable That Works",
    author: 0,
    category: "Science",
    organization: "benoue-science-institute",
    tags: ["exams", "revision", "study tips"],
    publishedDaysAgo: 71,
    content: `<p>Every year, thousands of students start revising too late and try to cover the whole syllabus in a few weeks. A realistic timetable, started early, makes the difference between panic and confidence.</p>
<h2>Start twelve weeks before</h2>
<p>Count the weeks to your first paper and list every subject and topic. Give more time to topics you find difficult and to subjects with the highest coefficients.</p>
<h2>Build the timetable</h2>
<ul>
<li>Plan two or three sessions a day of 45 to 60 minutes, with short breaks.</li>
<li>Mix subjects during the week rather than studying one subject for days.</li>
<li>Return to each topic several times, with growing gaps between reviews.</li>
<li>Keep one evening a week free to rest and catch up.</li>
</ul>
<h2>Revise actively</h2>
<p>Reading notes again is not enough. Close the book and write what you remember, answer past questions and explain topics to a classmate. In mathematics and science, practise problems until you can solve them without looking at worked examples.</p>
<h2>The last four weeks</h2>
<p>Switch to full past papers under timed conditions. Mark them honestly, then study every question you got wrong. This is also when to learn formulas and definitions by heart with flashcards.</p>
<h2>Look after yourself</h2>
<p>Sleep, food and exercise are part of revision. Students who sleep well remember more than those who stay up all night. Try our timed practice exams to test yourself in real conditions.</p>`,
  },
  {
    slug: "protecting-yourself-from-mobile-money-scams",
    title: "Protecting Yourself from Mobile Money Scams",
    author: 5,
    category: "Personal Development",
    organization: null,
    tags: ["mobile money", "security", "personal finance"],
    publishedDaysAgo: 84,
    content: `<p>Mobile money has made payments faster and cheaper for millions of Cameroonians. Unfortunately, scammers have followed. Most scams rely on tricking you rather than on hacking, which means you can protect yourself.</p>
<h2>Common tricks</h2>
<ul>
<li><strong>The "wrong transfer":</strong> you receive an SMS saying money was sent to you by mistake, followed by a call asking you to send it back. The first SMS is fake; check your real balance.</li>
<li><strong>The fake agent:</strong> someone claims to work for your operator and asks for your PIN or a code to "update" or "unblock" your account.</li>
<li><strong>The prize:</strong> you have supposedly won a competition but must pay a fee to receive it.</li>
<li><strong>The urgent relative:</strong> a message from an unknown number claims a family member is in trouble and needs money immediately.</li>
</ul>
<h2>Simple rules</h2>
<ol>
<li>Never share your PIN or a confirmation code with anyone, ever.</li>
<li>Check your balance in the official app or menu, not from an SMS.</li>
<li>Call family members on their usual number before sending emergency money.</li>
<li>Be suspicious of urgency: scammers want you to act before you think.</li>
<li>Report suspicious numbers to your operator.</li>
</ol>
<h2>If you are a victim</h2>
<p>Contact your operator immediately to try to block the transaction, change your PIN and report the case to the police. Warn friends and family, as scammers often reuse the same story.</p>
<p>Our course on saving, investing and mobile money safety covers these risks and more.</p>`,
  },
  {
    slug: "what-employers-look-for-in-online-certificates",
    title: "What Employers Look for in Online Certificates",
    author: 4,
    category: "Personal Development",
    organization: null,
    tags: ["careers", "certificates", "job search"],
    publishedDaysAgo: 97,
    content: `<p>Online certificates are now common on CVs. Recruiters know this, so they look past the certificate itself to what it says about you. Here is how to make yours count.</p>
<h2>Relevance to the job</h2>
<p>A certificate in bookkeeping strengthens an application for an accounts assistant role; ten unrelated certificates do not. Choose courses that match the jobs you want, and list the most relevant ones first.</p>
<h2>Evidence you can apply the skill</h2>
<p>Employers want proof that you can use what you learnt. Mention projects, assignments or results next to each certificate: "Built a stock-tracking spreadsheet for a family shop" says more than the course title alone.</p>
<h2>Verifiable credentials</h2>
<p>Certificates with a unique number and a public verification page are more credible. Add the verification link to your CV and professional profiles so recruiters can check in one click.</p>
<h2>Continuous learning</h2>
<p>A steady record of courses over time shows curiosity and discipline, qualities every employer values. Completing a course also shows that you finish what you start.</p>
<h2>Talking about it in interviews</h2>
<ul>
<li>Explain why you chose the course.</li>
<li>Describe one thing you learnt and how you used it.</li>
<li>Mention what you plan to learn next.</li>
</ul>
<p>Your certificates are the start of the conversation, not the end. Browse the <a href="/courses">catalogue</a> and choose your next course with your target job in mind.</p>`,
  },
];
