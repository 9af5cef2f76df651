import type { CategoryKey } from "./taxonomy.ts";

/** A reading used by article lessons; courses of the same category share the pool. */
export interface Article {
  category: CategoryKey;
  title: string;
  description: string;
  content: string;
}

export const ARTICLES: Article[] = [
  {
    category: "technology",
    title: "How the Web Works: Browsers, Servers and HTTP",
    description: "Follow a web page from the address bar to your screen.",
    content: `<p>When you type an address such as <code>https://www.example.com/courses</code> into a browser, several systems cooperate in less than a second to show you the page. Understanding these steps makes it much easier to build, debug and speed up websites.</p>
<h3>1. Finding the server with DNS</h3>
<p>Computers on the internet are identified by numeric IP addresses, not names. The browser first asks the Domain Name System (DNS) to translate the domain name into an IP address. The answer is usually cached by your computer, your router or your internet provider, so repeated visits are faster.</p>
<h3>2. Opening a secure connection</h3>
<p>With the IP address, the browser opens a TCP connection to the server, normally on port 443 for HTTPS. It then performs a TLS handshake: the server presents a certificate that proves its identity, and both sides agree on encryption keys. From then on, nobody between you and the server can read or change the traffic.</p>
<h3>3. Request and response</h3>
<p>The browser sends an HTTP request made of a method (such as <code>GET</code> to read or <code>POST</code> to send a form), a path, headers and sometimes a body. The server answers with a status code, headers and a body. Common status codes are:</p>
<ul>
<li><strong>200 OK</strong>: the request succeeded.</li>
<li><strong>301 or 302</strong>: the resource has moved; the browser follows the new address.</li>
<li><strong>404 Not Found</strong>: nothing exists at that path.</li>
<li><strong>500 Internal Server Error</strong>: the server failed while handling the request.</li>
</ul>
<h3>4. Rendering the page</h3>
<p>The body of the first response is usually HTML. As the browser reads it, it discovers more resources (CSS style sheets, JavaScript files, images and fonts) and requests each of them. It builds a tree of elements called the DOM, applies the CSS rules to work out the layout, paints the pixels and runs the JavaScript, which can change the page after it has loaded.</p>
<p>On slow or expensive mobile connections, every request counts. Compressing images, combining files and letting the browser cache resources make a visible difference for users in places where bandwidth is limited.</p>`,
  },
  {
    category: "technology",
    title: "Strong Passwords and How to Spot Phishing",
    description: "Protect your accounts and mobile money from the most common attacks.",
    content: `<p>Most successful attacks on individuals and small businesses do not involve clever hacking. They rely on weak passwords and on tricking people into handing over their credentials. A few habits stop the large majority of them.</p>
<h3>Passwords that resist guessing</h3>
<p>Attackers try lists of common passwords and details that are easy to find, such as names, birthdays and phone numbers. Length matters more than complexity: a passphrase of four or five unrelated words, such as <em>mango-bicycle-harbour-quiet</em>, is far harder to guess than <em>Paul1990!</em> and easier to remember.</p>
<ul>
<li>Use a different password for every important account, so one leak does not open the others.</li>
<li>Let a password manager generate and remember them for you.</li>
<li>Turn on two-step verification wherever it is offered, especially for e-mail, banking and social media.</li>
<li>Never share a one-time code or mobile money PIN, even with someone who claims to work for your bank or operator.</li>
</ul>
<h3>Recognising phishing</h3>
<p>Phishing messages imitate a trusted organisation to make you click a link, open an attachment or reveal information. They arrive by e-mail, SMS, WhatsApp and even phone calls. Warning signs include:</p>
<ul>
<li>Urgency or threats: "your account will be closed in 24 hours".</li>
<li>A sender address or link that is slightly wrong, for example a misspelt domain.</li>
<li>Requests for passwords, PINs or codes, which legitimate organisations never ask for.</li>
<li>Prizes you never entered for, or payments you were not expecting.</li>
</ul>
<p>When in doubt, do not use the link or number in the message. Open the official app or website yourself, or call the organisation on a number you already trust. If you did click, change the password at once from a safe device and tell the organisation concerned.</p>`,
  },
  {
    category: "business",
    title: "The Accounting Equation and Double-Entry Bookkeeping",
    description: "Why every transaction is recorded twice, and why the books always balance.",
    content: `<p>Every set of accounts, from a roadside kiosk to a multinational, rests on one simple relationship called the accounting equation:</p>
<p><strong>Assets = Liabilities + Equity</strong></p>
<p><em>Assets</em> are what the business owns or controls: cash, mobile money balances, stock, equipment and amounts customers owe. <em>Liabilities</em> are what it owes to others: supplier invoices, loans and taxes due. <em>Equity</em> is what belongs to the owners: the capital they put in plus the profits kept in the business.</p>
<h3>Two sides to every transaction</h3>
<p>Because the equation must always hold, every transaction changes at least two accounts. This is the idea behind double-entry bookkeeping, which is also the basis of SYSCOHADA, the accounting system used in OHADA member states such as Cameroon. Each entry has a debit side and a credit side of equal value.</p>
<ul>
<li>Debits increase assets and expenses, and decrease liabilities, equity and revenue.</li>
<li>Credits increase liabilities, equity and revenue, and decrease assets and expenses.</li>
</ul>
<h3>A worked example</h3>
<p>Amina opens a tailoring shop with 500,000 XAF of her own savings. Cash (an asset) is debited 500,000 and capital (equity) is credited 500,000. She then buys a sewing machine for 150,000 XAF in cash: equipment is debited 150,000 and cash is credited 150,000. Total assets are still 500,000 XAF, now made of 350,000 in cash and 150,000 in equipment, and they still equal her equity.</p>
<p>Next she buys fabric worth 80,000 XAF on credit from a supplier. Stock is debited and accounts payable, a liability, is credited. Assets rise to 580,000 XAF and liabilities plus equity rise by the same amount.</p>
<p>At the end of a period, the bookkeeper lists every account balance in a trial balance. If total debits do not equal total credits, an entry has been recorded wrongly, which makes double entry a built-in error check as well as a record of what happened.</p>`,
  },
  {
    category: "business",
    title: "Understanding Cash Flow in a Small Business",
    description: "Profit is not cash: how to see money problems before they arrive.",
    content: `<p>Many businesses that close are profitable on paper. They fail because they run out of cash: they cannot pay suppliers, rent or salaries on the day those payments are due. Managing cash flow means knowing when money will come in and go out, not just how much.</p>
<h3>Profit and cash are different</h3>
<p>Suppose a printing company delivers an order worth 1,200,000 XAF to a client who will pay in 60 days. The sale counts towards this month's profit, but the cash arrives two months later. Meanwhile the company has already paid for paper, ink and wages. A business that grows quickly on credit can therefore be short of cash precisely because it is doing well.</p>
<h3>Build a simple cash-flow forecast</h3>
<p>A forecast is a table with one column per week or month. For each period, write:</p>
<ul>
<li>the opening cash balance (cash in hand, bank and mobile money);</li>
<li>expected receipts: cash sales, customer payments, loans received;</li>
<li>expected payments: purchases, salaries, rent, taxes, loan repayments;</li>
<li>the closing balance, which becomes the next period's opening balance.</li>
</ul>
<p>Any period with a negative closing balance is a warning, weeks ahead of the problem.</p>
<h3>Ways to improve cash flow</h3>
<ul>
<li>Ask for a deposit on large orders and invoice promptly.</li>
<li>Follow up unpaid invoices on a fixed day each week.</li>
<li>Negotiate longer payment terms with suppliers.</li>
<li>Keep stock low for slow-moving items.</li>
<li>Separate personal and business money, so the numbers tell the truth.</li>
</ul>
<p>Review the forecast every week and compare it with what really happened. After a few months your estimates become accurate, and decisions about hiring, buying equipment or taking a loan become much safer.</p>`,
  },
  {
    category: "languages",
    title: "Subject-Verb Agreement in English",
    description: "Choose the right verb form every time, including the tricky cases.",
    content: `<p>In English, the verb must agree with its subject in number. A singular subject takes a singular verb and a plural subject takes a plural verb. In the present simple, the third person singular adds <strong>-s</strong> or <strong>-es</strong>: <em>she works</em>, <em>he teaches</em>, but <em>they work</em>.</p>
<h3>Find the real subject</h3>
<p>Words between the subject and the verb do not change the agreement. In "The list of items <strong>is</strong> on the desk", the subject is <em>list</em>, not <em>items</em>, so the verb is singular. Similarly: "The teacher, together with her students, <strong>is</strong> visiting the museum."</p>
<h3>Common tricky cases</h3>
<ul>
<li><strong>Compound subjects with "and"</strong> are plural: "Douala and Yaoundé <strong>are</strong> the largest cities."</li>
<li><strong>"Either ... or" and "neither ... nor"</strong>: the verb agrees with the nearer subject: "Neither the manager nor the cashiers <strong>were</strong> informed." "Neither the cashiers nor the manager <strong>was</strong> informed."</li>
<li><strong>Indefinite pronouns</strong> such as <em>everyone</em>, <em>somebody</em>, <em>each</em> and <em>nobody</em> are singular: "Everyone <strong>has</strong> a textbook."</li>
<li><strong>Collective nouns</strong> such as <em>team</em>, <em>family</em> and <em>government</em> usually take a singular verb in American English and either form in British English. Be consistent within a document.</li>
<li><strong>Amounts</strong> of money, time and distance treated as one quantity are singular: "Five thousand francs <strong>is</strong> a fair price."</li>
<li><strong>"There is" and "there are"</strong> agree with the noun that follows: "There <strong>are</strong> three questions left."</li>
</ul>
<h3>Check your own writing</h3>
<p>When you are unsure, strip the sentence down to its subject and verb. "The quality of the roads in the villages (is / are) improving" becomes "The quality ... is improving". This quick test solves most agreement errors in essays, reports and e-mails.</p>`,
  },
  {
    category: "languages",
    title: "Greetings and Politeness in French: Tu or Vous?",
    description: "Greet people correctly and choose the right form of address.",
    content: `<p>First impressions in French depend heavily on greetings. In Cameroon, as in France, it is considered impolite to start a conversation, enter a shop or ask a question without greeting first.</p>
<h3>Everyday greetings</h3>
<ul>
<li><strong>Bonjour</strong>: hello or good morning, used from morning until late afternoon.</li>
<li><strong>Bonsoir</strong>: good evening, used from late afternoon or when night falls.</li>
<li><strong>Salut</strong>: hi or bye, informal, only with friends and people your age.</li>
<li><strong>Au revoir</strong>: goodbye. <strong>À demain</strong>: see you tomorrow. <strong>Bonne journée</strong>: have a good day.</li>
<li><strong>Comment allez-vous ?</strong> (formal) or <strong>Ça va ?</strong> (informal): how are you?</li>
</ul>
<p>Add a title to be more polite: <em>Bonjour, Madame</em>, <em>Bonsoir, Monsieur</em>. Useful courtesy words are <em>s'il vous plaît</em> (please, formal), <em>s'il te plaît</em> (please, informal), <em>merci</em> (thank you) and <em>pardon</em> or <em>excusez-moi</em> (excuse me).</p>
<h3>Tu or vous?</h3>
<p>French has two words for "you" when speaking to one person. <strong>Tu</strong> is informal: use it with family, close friends, children and classmates. <strong>Vous</strong> is formal: use it with strangers, older people, customers, teachers, officials and anyone in a professional setting. <em>Vous</em> is also always the plural "you", whatever the relationship.</p>
<p>The verb changes with the pronoun: <em>tu es</em> but <em>vous êtes</em>; <em>tu as</em> but <em>vous avez</em>; <em>tu parles</em> but <em>vous parlez</em>.</p>
<p>When you are not sure, use <em>vous</em>. The other person may suggest switching by saying <em>On peut se tutoyer ?</em> ("Shall we use tu?"). Using <em>tu</em> too early can sound disrespectful, while using <em>vous</em> too long only sounds a little formal.</p>`,
  },
  {
    category: "health",
    title: "Preventing Malaria at Home and in the Community",
    description: "How malaria spreads and the proven ways to prevent it.",
    content: `<p>Malaria is one of the leading causes of illness and death in Cameroon, especially among children under five and pregnant women. It is caused by <em>Plasmodium</em> parasites, which are passed to people through the bites of infected female <em>Anopheles</em> mosquitoes. These mosquitoes bite mostly between dusk and dawn.</p>
<h3>Sleep under a treated net every night</h3>
<p>Long-lasting insecticidal nets (LLINs) are the single most effective household protection. Everyone in the household should sleep under one, every night and all year round, not only in the rainy season. Tuck the edges under the mattress and repair holes promptly.</p>
<h3>Reduce mosquito breeding sites</h3>
<p>Mosquitoes lay their eggs in standing water. Around the home and compound:</p>
<ul>
<li>empty or cover buckets, drums and water containers;</li>
<li>remove old tyres, cans and broken pots that collect rainwater;</li>
<li>clear blocked gutters and drains;</li>
<li>cut tall grass close to the house.</li>
</ul>
<h3>Protect those most at risk</h3>
<p>Pregnant women should attend antenatal clinics, where they receive preventive treatment (intermittent preventive treatment in pregnancy) and advice. In areas where it is offered, seasonal malaria chemoprevention and malaria vaccination protect young children. Follow the schedule given by your health centre.</p>
<h3>Recognise the signs and test early</h3>
<p>Fever, chills, headache, body pain and vomiting can be signs of malaria. Do not guess or buy medicine from the street: go to a health facility for a rapid diagnostic test. If the test is positive, take the full course of the prescribed treatment, even if you feel better after a day or two. Danger signs such as convulsions, extreme sleepiness, difficulty breathing or inability to drink need emergency care immediately.</p>`,
  },
  {
    category: "health",
    title: "Oral Rehydration: Treating Dehydration from Diarrhoea",
    description: "Prepare and give ORS correctly, and know when to seek care.",
    content: `<p>Diarrhoea makes the body lose water and salts quickly. In young children this dehydration can become life-threatening within hours. Oral rehydration solution (ORS), together with zinc for children, prevents most deaths from diarrhoea and can be given at home.</p>
<h3>Signs of dehydration</h3>
<ul>
<li>Thirst, a dry mouth and less urine than usual.</li>
<li>Sunken eyes, and in babies a sunken soft spot on the head.</li>
<li>Skin that goes back slowly after being pinched.</li>
<li>Restlessness, or unusual sleepiness in severe cases.</li>
</ul>
<h3>Preparing ORS</h3>
<p>Use a packet of oral rehydration salts from a pharmacy or health centre. Wash your hands, then dissolve the whole packet in the exact volume of clean water written on it, usually one litre. Use water that has been boiled and cooled, or safely treated. Do not add sugar, and do not make the solution stronger than instructed. Prepared ORS should be used within 24 hours.</p>
<h3>Giving ORS</h3>
<p>Give small, frequent sips from a cup or spoon. If the child vomits, wait ten minutes and continue more slowly. As a guide, after each loose stool give a child under two about a quarter to half a cup, and an older child half to one cup. Continue breastfeeding and normal food: eating helps the gut recover. Health workers also give zinc tablets to children for 10 to 14 days, which shortens the illness and reduces future episodes.</p>
<h3>When to go to a health facility</h3>
<p>Seek care immediately if there is blood in the stool, if the person cannot drink or keeps vomiting, if the diarrhoea continues for more than a few days, or if dehydration signs become worse. Very watery diarrhoea in several people at once may signal cholera and must be reported.</p>`,
  },
  {
    category: "agriculture",
    title: "Understanding Soil Health, Fertility and Organic Matter on Smallholder Farms",
    description: "What makes a soil productive and how to improve it season after season.",
    content: `<p>A healthy soil feeds crops, holds water and supports billions of living organisms. On small farms, improving the soil is often the cheapest way to raise yields for years, not just for one season.</p>
<h3>What plants need from the soil</h3>
<p>Crops take up three major nutrients in large amounts: nitrogen (N) for leaves and growth, phosphorus (P) for roots and flowering, and potassium (K) for strength, disease resistance and fruit quality. The numbers on a fertiliser bag, such as 20-10-10, give the percentage of N, P<sub>2</sub>O<sub>5</sub> and K<sub>2</sub>O. Plants also need smaller amounts of calcium, magnesium, sulphur and micronutrients such as zinc and boron.</p>
<h3>Soil pH</h3>
<p>Most food crops grow best in slightly acidic to neutral soil, with a pH between about 6.0 and 7.0. Many soils in humid parts of Cameroon are acidic. In very acidic soils nutrients become locked up and aluminium can become toxic to roots. Agricultural lime, applied after a soil test, raises the pH.</p>
<h3>Organic matter is the key</h3>
<p>Organic matter comes from crop residues, manure and compost. It holds water like a sponge, releases nutrients slowly, feeds soil life and binds particles into a crumbly structure that resists erosion. Ways to build it up include:</p>
<ul>
<li>leaving crop residues on the field or composting them instead of burning;</li>
<li>applying well-rotted manure or compost before planting;</li>
<li>mulching to protect the surface from sun and heavy rain;</li>
<li>rotating cereals with legumes such as beans, groundnuts or soybeans, whose root nodules fix nitrogen from the air;</li>
<li>planting along the contour or building ridges across slopes to stop soil washing away.</li>
</ul>
<p>A simple soil test every few years tells you what your soil lacks, so you buy only the fertiliser you need. Combining organic matter with targeted mineral fertiliser gives better results than either one alone.</p>`,
  },
  {
    category: "agriculture",
    title: "Biosecurity on a Small Poultry Farm",
    description: "Keep diseases out of your flock with simple daily routines.",
    content: `<p>Biosecurity means all the measures that stop diseases from entering a farm and spreading within it. For poultry farmers it is the difference between a profitable batch and the loss of an entire flock to Newcastle disease, Gumboro or avian influenza.</p>
<h3>Control who and what enters</h3>
<ul>
<li>Fence the poultry area and keep one entrance.</li>
<li>Place a footbath with disinfectant at the door of each house and change it regularly.</li>
<li>Limit visitors; provide boots or foot covers for anyone who must enter.</li>
<li>Keep wild birds, rodents and other animals out with wire mesh and clean surroundings.</li>
<li>Buy chicks only from reliable hatcheries, and keep new birds apart for about two weeks before mixing them with the flock.</li>
</ul>
<h3>All-in, all-out</h3>
<p>Raise birds of a single age in each house. When a batch is sold, remove all litter, clean and disinfect the house and equipment, and leave it empty for at least two weeks before new chicks arrive. This breaks the cycle of diseases that survive in litter and dust.</p>
<h3>Vaccinate and observe</h3>
<p>Follow a vaccination programme recommended by a veterinarian or livestock officer for your area, typically including Newcastle disease and Gumboro. Keep vaccines cold and use them as soon as they are prepared. Observe the birds every day: reduced feed or water intake, lower egg production, coughing, diarrhoea or sudden deaths are early warnings.</p>
<h3>Keep records and act fast</h3>
<p>Record deaths, feed, vaccinations and treatments for each batch. Remove sick birds, dispose of dead ones by burying or burning them away from the houses, and call a veterinarian quickly. Never sell or eat birds that died of disease, as this spreads infection to other farms.</p>`,
  },
  {
    category: "arts",
    title: "Colour Models for Screen and Print: RGB and CMYK",
    description: "Why colours change between screen and paper, and how to prepare files.",
    content: `<p>A logo that looks bright on your phone can look dull on a printed flyer. The reason is that screens and printers create colour in opposite ways, described by two colour models.</p>
<h3>RGB: light for screens</h3>
<p>Screens emit light. Each pixel combines red, green and blue light at different intensities. This is an <strong>additive</strong> model: adding all three at full strength gives white, and no light gives black. RGB values are usually written from 0 to 255 per channel, or as hexadecimal codes on the web, such as <code>#FF0000</code> for pure red.</p>
<h3>CMYK: ink for paper</h3>
<p>Printed paper reflects light, and inks absorb part of it. Printers use cyan, magenta, yellow and black (K, for "key"). This is a <strong>subtractive</strong> model: the more ink you add, the darker the result. Black ink is added because mixing the three colours gives a muddy dark brown, wastes ink and makes text less sharp.</p>
<h3>Why colours shift</h3>
<p>The range of colours a device can reproduce is called its gamut. Screens can show very saturated greens, blues and oranges that CMYK inks cannot reproduce. When an RGB file is printed, these colours are converted to the nearest printable ones and look flatter.</p>
<h3>Practical advice</h3>
<ul>
<li>Design for the web, social media and apps in RGB.</li>
<li>Ask your printer for their preferred settings and convert print files to CMYK before sending them, so you see the shift first.</li>
<li>For brand colours, define both an RGB/hex value and a CMYK value, and test a printed proof.</li>
<li>Use high resolution for print, typically 300 pixels per inch at the final size.</li>
</ul>`,
  },
  {
    category: "arts",
    title: "The Rule of Thirds and Basic Composition in Photography",
    description: "Simple framing techniques that make any photo more engaging.",
    content: `<p>Composition is the arrangement of elements inside the frame. Good composition guides the viewer's eye to the subject and makes a photo feel balanced, whether it is taken with a professional camera or a smartphone.</p>
<h3>The rule of thirds</h3>
<p>Imagine the frame divided by two horizontal and two vertical lines into nine equal parts. The rule of thirds suggests placing the main subject along these lines or at one of the four points where they cross, rather than in the exact centre. A horizon placed on the lower third emphasises the sky; on the upper third it emphasises the land or sea. Most phone cameras can display this grid in their settings.</p>
<h3>Other composition tools</h3>
<ul>
<li><strong>Leading lines</strong>: roads, rivers, fences or rows of crops draw the eye towards the subject.</li>
<li><strong>Framing</strong>: doorways, windows or branches around the subject add depth.</li>
<li><strong>Simple backgrounds</strong>: move until nothing distracting appears behind a person's head.</li>
<li><strong>Space in the direction of movement</strong>: leave room in front of a person walking or looking sideways.</li>
<li><strong>Eye level</strong>: photograph children and animals from their height for a more personal image.</li>
</ul>
<h3>Light matters as much as framing</h3>
<p>Soft light in the early morning and late afternoon gives warmer colours and gentler shadows than the harsh midday sun. For portraits, place the person facing a window or in open shade.</p>
<p>Rules are starting points, not laws. A perfectly centred subject can be powerful for symmetrical scenes. Learn the guidelines first, then break them on purpose when it serves the story you want to tell.</p>`,
  },
  {
    category: "science",
    title: "Photosynthesis: How Plants Make Food",
    description: "The process that feeds almost every living thing on Earth.",
    content: `<p>Photosynthesis is the process by which green plants, algae and some bacteria use light energy to make sugar from carbon dioxide and water. It produces the food at the base of almost every food chain and releases the oxygen we breathe.</p>
<h3>The overall equation</h3>
<p>6CO<sub>2</sub> + 6H<sub>2</sub>O + light energy → C<sub>6</sub>H<sub>12</sub>O<sub>6</sub> + 6O<sub>2</sub></p>
<p>Six molecules of carbon dioxide and six of water produce one molecule of glucose and six molecules of oxygen.</p>
<h3>Where it happens</h3>
<p>Photosynthesis takes place in chloroplasts, mostly in the cells of leaves. Chloroplasts contain chlorophyll, a green pigment that absorbs red and blue light and reflects green light, which is why leaves look green. Carbon dioxide enters the leaf through tiny pores called stomata, and water travels up from the roots through the xylem.</p>
<h3>Two stages</h3>
<ul>
<li><strong>Light-dependent reactions</strong> in the thylakoid membranes capture light energy, split water molecules and release oxygen. The energy is stored in the carriers ATP and NADPH.</li>
<li><strong>The Calvin cycle</strong> in the stroma uses ATP and NADPH to fix carbon dioxide into sugars.</li>
</ul>
<h3>Factors that limit the rate</h3>
<p>The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature. Whichever is in shortest supply limits the rate; this is called a limiting factor. Enzymes in the process work best within a certain temperature range and slow down when it is too cold or too hot.</p>
<p>The glucose made is used for respiration, turned into starch for storage (as in cassava roots and maize grains) or converted into cellulose to build cell walls.</p>`,
  },
  {
    category: "science",
    title: "Newton's Three Laws of Motion",
    description: "The rules that explain how forces change motion.",
    content: `<p>In 1687 Isaac Newton published three laws that describe how objects move when forces act on them. They explain everything from a football's flight to the braking distance of a taxi.</p>
<h3>First law: inertia</h3>
<p>An object stays at rest, or keeps moving in a straight line at constant speed, unless a resultant (unbalanced) force acts on it. This tendency to resist changes in motion is called inertia. It is why passengers lurch forward when a bus brakes suddenly: their bodies keep moving while the bus slows down. Seat belts supply the force that stops them safely.</p>
<h3>Second law: force and acceleration</h3>
<p>The acceleration of an object is proportional to the resultant force on it and inversely proportional to its mass:</p>
<p><strong>F = m × a</strong></p>
<p>Force is measured in newtons (N), mass in kilograms (kg) and acceleration in metres per second squared (m/s²). For example, a resultant force of 600 N on a 1,200 kg car gives an acceleration of 600 ÷ 1,200 = 0.5 m/s². The same force on a heavier truck produces a smaller acceleration.</p>
<h3>Third law: action and reaction</h3>
<p>When object A exerts a force on object B, B exerts a force of equal size and opposite direction on A. The two forces act on different objects, so they do not cancel out. When you walk, your foot pushes backwards on the ground and the ground pushes you forwards. A rocket pushes exhaust gases down and the gases push the rocket up.</p>
<h3>Using the laws together</h3>
<p>To solve a problem, draw the object, mark every force acting on it, find the resultant force and apply F = m × a. If the forces are balanced, the resultant is zero and the velocity does not change.</p>`,
  },
  {
    category: "personal",
    title: "Setting SMART Goals",
    description: "Turn vague intentions into goals you can actually reach.",
    content: `<p>"I want to improve my English" or "I want to save money" are wishes, not goals. They do not say what success looks like or when you will get there. The SMART framework turns such wishes into goals you can plan for and track.</p>
<h3>What SMART stands for</h3>
<ul>
<li><strong>Specific</strong>: state exactly what you will achieve. "Pass the B2 English exam" is clearer than "improve my English".</li>
<li><strong>Measurable</strong>: include a number or a clear test of success, such as a score, an amount or a count.</li>
<li><strong>Achievable</strong>: stretch yourself, but stay realistic about your time, money and starting point.</li>
<li><strong>Relevant</strong>: the goal should matter to your wider plans, for example your studies or career.</li>
<li><strong>Time-bound</strong>: set a deadline, which creates urgency and lets you plan backwards.</li>
</ul>
<h3>An example</h3>
<p>Wish: "I want to save money." SMART goal: "For the next twelve months I will move 15,000 XAF from each salary into a separate mobile money account, so that I have 180,000 XAF for my professional certificate fees."</p>
<h3>From goal to action</h3>
<p>Break the goal into small weekly actions you control. For a language exam these might be three study sessions of 45 minutes, one practice test every two weeks and ten new words a day. Write them in your calendar like appointments.</p>
<p>Review your progress at a fixed time each week. If you are behind, adjust the actions or the deadline rather than giving up. Sharing your goal with a friend or joining a study group also makes you more likely to follow through.</p>`,
  },
  {
    category: "personal",
    title: "Active Recall and Spaced Repetition: Study Techniques That Work",
    description: "Study less time for better results using two evidence-based methods.",
    content: `<p>Re-reading notes and highlighting feel productive, but research in cognitive psychology shows they are among the least effective ways to learn. Two techniques consistently produce better long-term memory: active recall and spaced repetition.</p>
<h3>Active recall: test yourself</h3>
<p>Active recall means retrieving information from memory instead of looking at it again. Each successful retrieval strengthens the memory and shows you what you do not yet know. Practical ways to use it:</p>
<ul>
<li>Close the book and write down everything you remember about a topic, then check.</li>
<li>Turn headings into questions and answer them aloud.</li>
<li>Use flashcards with a question on the front and the answer on the back.</li>
<li>Do past exam papers under timed conditions.</li>
<li>Explain the topic to a friend as if you were the teacher.</li>
</ul>
<h3>Spaced repetition: review just before you forget</h3>
<p>We forget new information quickly, but each review slows the forgetting. Instead of studying a topic for four hours in one night, study it for one hour on four different days. A common schedule is to review after one day, three days, a week and then a month. Cards you answer easily are reviewed less often; cards you miss come back sooner.</p>
<h3>Putting them together</h3>
<p>Start revising weeks before an exam, not days. Plan short daily sessions in which you first test yourself on older material, then learn something new and finish by testing yourself on it. Mixing different subjects or types of problems in one session, called interleaving, also improves your ability to choose the right method in the exam.</p>
<p>These methods feel harder than re-reading, and that effort is exactly what makes them work.</p>`,
  },
];

/** Assignment lessons are shown like articles: `content` holds the instructions. */
export const ASSIGNMENTS: Article[] = [
  {
    category: "technology",
    title: "Assignment: Build a Personal Profile Web Page",
    description: "Create and publish a one-page profile using HTML and CSS.",
    content: `<p>In this assignment you will build a simple personal profile page, the kind you could share with an employer or client.</p>
<h3>Instructions</h3>
<ol>
<li>Create a file called <code>index.html</code> with a valid HTML5 structure: <code>&lt;!DOCTYPE html&gt;</code>, <code>&lt;html lang="en"&gt;</code>, a <code>&lt;head&gt;</code> with a title and a <code>&lt;body&gt;</code>.</li>
<li>Add a heading with your name, a short paragraph about yourself and a photo or avatar with a meaningful <code>alt</code> text.</li>
<li>Add a list of at least three skills and a link to one project or profile.</li>
<li>Create <code>styles.css</code>, link it from the page and set a font, colours and spacing.</li>
<li>Make sure the page reads well on a phone: set the viewport meta tag and avoid fixed widths.</li>
</ol>
<h3>What to submit</h3>
<p>Submit both files, or a link to the published page, together with two sentences describing what you found most difficult.</p>
<h3>How it is assessed</h3>
<ul><li>Valid, well-indented HTML (40%)</li><li>Working CSS and readable layout on mobile (40%)</li><li>Accessibility: alt text, headings in order, sufficient contrast (20%)</li></ul>`,
  },
  {
    category: "business",
    title: "Assignment: Record a Month of Transactions for a Small Shop",
    description: "Journalise transactions and prepare a trial balance.",
    content: `<p>Ngono runs a small provision store in Yaoundé. Use double-entry bookkeeping to record her first month of trading.</p>
<h3>Transactions</h3>
<ol>
<li>1 March: Ngono invests 800,000 XAF cash in the business.</li>
<li>2 March: pays 100,000 XAF rent for March.</li>
<li>4 March: buys goods for resale for 350,000 XAF in cash.</li>
<li>10 March: buys goods worth 150,000 XAF on credit from Tchoumi Distribution.</li>
<li>15 to 31 March: cash sales total 620,000 XAF.</li>
<li>28 March: pays 75,000 XAF to Tchoumi Distribution.</li>
<li>31 March: pays an assistant's salary of 60,000 XAF.</li>
</ol>
<h3>Your tasks</h3>
<ul>
<li>Write the journal entry (debit and credit accounts and amounts) for each transaction.</li>
<li>Post the entries to T-accounts and find each balance.</li>
<li>Prepare a trial balance and check that total debits equal total credits.</li>
<li>In three or four sentences, explain why the cash balance differs from the profit of the month.</li>
</ul>`,
  },
  {
    category: "languages",
    title: "Assignment: Write a Formal E-mail in English and French",
    description: "Practise formal written communication in both official languages.",
    content: `<p>You are applying for an internship at a company in Douala. Write the same application e-mail twice: once in English and once in French.</p>
<h3>Instructions</h3>
<ol>
<li>Use a clear subject line, for example "Application for the summer internship" / « Candidature au stage d'été ».</li>
<li>Open with an appropriate greeting: "Dear Sir or Madam," / « Madame, Monsieur, ».</li>
<li>In the first paragraph, say which position you are applying for and where you saw it.</li>
<li>In the second, give two reasons why you are a good candidate, with evidence.</li>
<li>Close politely and mention your attached CV: "Yours faithfully," / « Veuillez agréer, Madame, Monsieur, l'expression de mes salutations distinguées. »</li>
</ol>
<h3>Requirements</h3>
<ul><li>120 to 180 words per version.</li><li>Use <em>vous</em> throughout the French version.</li><li>Check subject-verb agreement and spelling before submitting.</li></ul>`,
  },
  {
    category: "health",
    title: "Assignment: Plan a Health Talk for Your Community",
    description: "Prepare a 10-minute prevention talk for a local audience.",
    content: `<p>Community health talks are one of the most effective ways to change habits. In this assignment you will plan a short talk on malaria prevention or safe drinking water for a church group, school class, market association or njangi meeting.</p>
<h3>Instructions</h3>
<ol>
<li>Describe your audience: who they are, how many people and what language you will use.</li>
<li>Write three key messages, each one sentence long, that the audience should remember.</li>
<li>Plan one demonstration, such as hanging a bed net correctly or preparing ORS.</li>
<li>Prepare three questions you will ask at the end to check understanding.</li>
<li>List where people can go for testing or treatment in your area.</li>
</ol>
<h3>What to submit</h3>
<p>A one-page plan with the sections above. If you deliver the talk, add a short reflection on what worked and what you would change.</p>`,
  },
  {
    category: "agriculture",
    title: "Assignment: Prepare a Simple Farm Record Book",
    description: "Set up records that show whether a crop or batch makes money.",
    content: `<p>Farmers who keep records know which activities make money. In this assignment you will design a record book for one crop field or one livestock batch.</p>
<h3>Instructions</h3>
<ol>
<li>Choose an enterprise, for example one hectare of maize or a batch of 500 broilers.</li>
<li>Create an activity log with columns for date, activity, labour days and notes.</li>
<li>Create an expenses table: date, item, quantity, unit price and total in XAF.</li>
<li>Create a sales table: date, buyer, quantity, price and total.</li>
<li>Fill in realistic figures for one season or batch and calculate the gross margin (total sales minus total variable costs).</li>
</ol>
<h3>Reflection</h3>
<p>In a short paragraph, name the two largest costs and suggest one practical way to reduce each of them next season.</p>`,
  },
  {
    category: "arts",
    title: "Assignment: Design a Logo for a Local Business",
    description: "Apply colour, typography and simplicity to a real brief.",
    content: `<p>Choose a real or imaginary local business, such as a bakery in Bafoussam, a tailor in Garoua or a taxi company in Limbe, and design its logo.</p>
<h3>Instructions</h3>
<ol>
<li>Write a short brief: the business, its customers and three words describing its personality.</li>
<li>Sketch at least six quick ideas on paper before using the computer.</li>
<li>Develop the best idea in a vector tool such as Inkscape, Figma or Illustrator.</li>
<li>Limit yourself to two or three colours and give their hex and CMYK values.</li>
<li>Show the logo in full colour, in black only and at a small size (for example 32 pixels).</li>
</ol>
<h3>What to submit</h3>
<p>Your brief, a photo of your sketches and the final logo as SVG or PDF, with three sentences explaining your choices.</p>`,
  },
  {
    category: "science",
    title: "Assignment: Measure the Speed of a Rolling Object",
    description: "Plan a simple experiment, record data and calculate average speed.",
    content: `<p>In this practical assignment you will measure how the slope of a ramp affects the average speed of a rolling ball or bottle.</p>
<h3>Materials</h3>
<ul><li>A plank or stiff board, books or bricks to raise one end, a ball or round bottle, a tape measure and a phone stopwatch.</li></ul>
<h3>Method</h3>
<ol>
<li>Mark a start line and a finish line 1.5 m apart on the floor after the ramp.</li>
<li>Raise the ramp with one book, release the ball from the same point each time and time how long it takes to cross between the lines.</li>
<li>Repeat three times and calculate the mean time.</li>
<li>Repeat with two, three and four books.</li>
<li>For each height, calculate average speed = distance ÷ time.</li>
</ol>
<h3>Report</h3>
<p>Present your results in a table and a graph of speed against ramp height. State your conclusion, identify one source of error and suggest how to reduce it.</p>`,
  },
  {
    category: "personal",
    title: "Assignment: Write Your 90-Day Learning Plan",
    description: "Turn one goal into a concrete three-month plan.",
    content: `<p>Use what you have learnt about goal setting to plan the next 90 days of your learning.</p>
<h3>Instructions</h3>
<ol>
<li>Write one SMART goal you want to achieve within 90 days.</li>
<li>Explain in two or three sentences why this goal matters to you now.</li>
<li>Break the goal into three monthly milestones.</li>
<li>For the first month, list the weekly actions, with days and times.</li>
<li>Identify two obstacles that could stop you and how you will handle each one.</li>
<li>Name one person who will check on your progress.</li>
</ol>
<h3>What to submit</h3>
<p>A one-page plan. At the end of each month, add a short note on what you achieved and what you will adjust.</p>`,
  },
];
