import type { Database } from "../connection.ts";
import { avatar, organizationLogo } from "./images.ts";
import { ORGANIZATIONS_IN_FRENCH } from "./organizations-fr.ts";
import type { SeedFiles } from "./storage.ts";
import { daysAgo } from "./timeline.ts";

interface InstructorDefinition {
  name: string;
  title: string;
  bio: string;
}

interface OrganizationDefinition {
  slug: string;
  /** Former slugs that must still resolve to this organization. */
  aliases?: string[];
  name: string;
  motto: string;
  about: string;
  industry: string;
  address: string;
  city: string;
  state: string;
  whyChooseUs: string;
  showContactInfo: boolean;
  email: string;
  phone: string;
  /** NULL lets the API fall back to its default opening hours. */
  openingHours: string | null;
  socialLinks: Partial<Record<"facebook" | "instagram" | "youtube" | "twitter" | "linkedin" | "tiktok", string>>;
  featured: boolean;
  createdDaysAgo: number;
  instructors: InstructorDefinition[];
}

const list = (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

export const ORGANIZATIONS: OrganizationDefinition[] = [
  {
    slug: "mount-fako-university-of-technology",
    aliases: ["fako-tech"],
    name: "Mount Fako University of Technology",
    motto: "Knowledge that climbs higher",
    about:
      "Mount Fako University of Technology trains engineers, data specialists and scientists at the foot of Mount Cameroon. Its online school brings the same lecturers and curricula to learners across the ten regions, with courses that fit around work and family.",
    industry: "Higher Education",
    address: "University Road, Molyko",
    city: "Buea",
    state: "South-West",
    whyChooseUs: list([
      "Lecturers who teach on campus and work with local industry",
      "Practical projects built around Cameroonian case studies",
      "Certificates recognised by partner employers in Buea, Limbe and Douala",
      "Bilingual support from our learner success team",
    ]),
    showContactInfo: true,
    email: "online@mfut.example.cm",
    phone: "+237 677 21 43 65",
    openingHours: "Mon-Fri: 8AM-5PM GMT+1, Sat: 9AM-1PM GMT+1",
    socialLinks: {
      facebook: "https://www.facebook.com/mountfakotech",
      linkedin: "https://www.linkedin.com/school/mount-fako-university-of-technology",
      youtube: "https://www.youtube.com/@mountfakotech",
      twitter: "https://x.com/mountfakotech",
    },
    featured: true,
    createdDaysAgo: 960,
    instructors: [
      {
        name: "Dr. Ebai Mbeng Ashu",
        title: "Senior Lecturer, Computer Engineering",
        bio: "Dr. Ebai has taught software engineering for twelve years and leads the university's web and cloud laboratory. He previously built payment systems for a Douala microfinance network.",
      },
      {
        name: "Nfor Ivo Tamfu",
        title: "Data Scientist and Lecturer",
        bio: "Ivo analyses agricultural and health data for research projects in the South-West and North-West regions and teaches statistics and Python to first-year students.",
      },
      {
        name: "Prof. Ngum Beatrice Fru",
        title: "Professor of Applied Mathematics",
        bio: "Professor Ngum specialises in numerical methods and mathematics education. She coordinates the university's bridging programme for GCE Advanced Level students.",
      },
      {
        name: "Eng. Tabi Clovis Agbor",
        title: "Network Engineer",
        bio: "Clovis designs campus and enterprise networks and has spent ten years connecting schools and hospitals across Fako division to reliable internet.",
      },
    ],
  },
  {
    slug: "wouri-business-school",
    aliases: ["wbs-douala"],
    name: "Wouri Business School",
    motto: "Building Central Africa's next entrepreneurs",
    about:
      "Wouri Business School prepares accountants, managers and founders in the economic capital. Our short professional courses follow OHADA and SYSCOHADA practice, so what you learn applies directly to businesses in Cameroon and across the CEMAC zone.",
    industry: "Business Education",
    address: "Boulevard de la Liberté, Akwa",
    city: "Douala",
    state: "Littoral",
    whyChooseUs: list([
      "Courses aligned with OHADA accounting and business law",
      "Teachers who run or advise real businesses in Douala",
      "Templates you can reuse the day you finish",
      "Alumni network of more than 4,000 professionals",
    ]),
    showContactInfo: true,
    email: "admissions@wbs.example.cm",
    phone: "+237 699 35 80 12",
    openingHours: "Mon-Fri: 7:30AM-6PM GMT+1",
    socialLinks: {
      facebook: "https://www.facebook.com/wouribusinessschool",
      instagram: "https://www.instagram.com/wouribusinessschool",
      linkedin: "https://www.linkedin.com/school/wouri-business-school",
      twitter: "https://x.com/wouribschool",
      tiktok: "https://www.tiktok.com/@wouribusinessschool",
    },
    featured: true,
    createdDaysAgo: 880,
    instructors: [
      {
        name: "Dr. Nadège Mbarga Essomba",
        title: "Chartered Accountant and Lecturer in Finance",
        bio: "Nadège has audited SMEs and cooperatives for fifteen years and teaches financial accounting under SYSCOHADA.",
      },
      {
        name: "Yannick Tchoumi Kamga",
        title: "Entrepreneur and Startup Mentor",
        bio: "Yannick founded two logistics companies in Douala and mentors early-stage founders on business models, pricing and fundraising.",
      },
      {
        name: "Clarisse Ngo Ndjock",
        title: "Digital Marketing Consultant",
        bio: "Clarisse helps retailers and service companies grow through social media, WhatsApp Business and search advertising.",
      },
    ],
  },
  {
    slug: "grassfields-language-centre",
    name: "Grassfields Bilingual Language Centre",
    motto: "Two languages, one country, endless opportunities",
    about:
      "Grassfields Bilingual Language Centre has helped students, civil servants and professionals work confidently in English and French since 2009. Our courses follow the Common European Framework levels and prepare learners for official bilingualism in the workplace.",
    industry: "Language Training",
    address: "Commercial Avenue",
    city: "Bamenda",
    state: "North-West",
    whyChooseUs: list([
      "Small-group conversation practice with native speakers of both languages",
      "Preparation for international English and French certificates",
      "Flexible evening and weekend schedules",
    ]),
    showContactInfo: true,
    email: "hello@grassfields-lc.example.cm",
    phone: "+237 675 44 19 08",
    openingHours: "Mon-Sat: 8AM-7PM GMT+1",
    socialLinks: {
      facebook: "https://www.facebook.com/grassfieldslanguagecentre",
      instagram: "https://www.instagram.com/grassfieldslc",
      youtube: "https://www.youtube.com/@grassfieldslc",
    },
    featured: true,
    createdDaysAgo: 840,
    instructors: [
      {
        name: "Fonyuy Emmanuel Berinyuy",
        title: "Senior English Language Trainer",
        bio: "Emmanuel has taught English for academic and professional purposes for eighteen years and trains secondary school teachers in communicative methods.",
      },
      {
        name: "Aurélie Mvondo Atangana",
        title: "French Language Trainer",
        bio: "Aurélie teaches French as a foreign language to English-speaking professionals and prepares candidates for the DELF and DALF examinations.",
      },
      {
        name: "Bih Caroline Ngwa",
        title: "Translator and Interpreter (English-French)",
        bio: "Caroline is a sworn translator who has interpreted for regional councils, NGOs and international conferences in Yaoundé and Bamenda.",
      },
    ],
  },
  {
    slug: "limbe-health-sciences-academy",
    name: "Limbe Health Sciences Academy",
    motto: "Caring skills for healthier communities",
    about:
      "Limbe Health Sciences Academy trains nurses, community health workers and caregivers. Our online courses teach the prevention and first-response skills every household and workplace needs, written by clinicians who work in Cameroonian hospitals.",
    industry: "Healthcare Training",
    address: "Church Street, Down Beach",
    city: "Limbe",
    state: "South-West",
    whyChooseUs: list([
      "Content reviewed by practising doctors and nurses",
      "Guidance adapted to conditions common in Cameroon, such as malaria and cholera",
      "Skills you can use at home, at work and in your community",
    ]),
    showContactInfo: true,
    email: "learn@lhsa.example.cm",
    phone: "+237 651 72 30 94",
    openingHours: null,
    socialLinks: {
      facebook: "https://www.facebook.com/limbehealthacademy",
      youtube: "https://www.youtube.com/@limbehealthacademy",
      linkedin: "https://www.linkedin.com/school/limbe-health-sciences-academy",
    },
    featured: true,
    createdDaysAgo: 800,
    instructors: [
      {
        name: "Dr. Ewane Moukoko Paul",
        title: "Public Health Physician",
        bio: "Dr. Ewane has led vaccination and malaria-control campaigns in the Littoral and South-West regions and teaches epidemiology.",
      },
      {
        name: "Ndip Sandra Enow",
        title: "Registered Nurse and Clinical Instructor",
        bio: "Sandra has worked in emergency and maternity wards for eleven years and trains new nurses in patient care and first aid.",
      },
      {
        name: "Ayuk Mercy Tabe",
        title: "Nutritionist",
        bio: "Mercy advises families and schools on balanced diets built from local foods and runs community nutrition screenings.",
      },
    ],
  },
  {
    slug: "chariot-digital-academy",
    name: "Chariot Digital Academy",
    motto: "Ship real software, from Douala to the world",
    about:
      "Chariot Digital Academy is a coding school run by working developers. Learners build web and mobile applications, learn to secure them and leave with a portfolio of projects that employers and clients can try.",
    industry: "Technology Training",
    address: "Rue Koloko, Bonapriso",
    city: "Douala",
    state: "Littoral",
    whyChooseUs: list([
      "Project-based learning with code reviews from senior developers",
      "Curriculum updated every semester",
      "Career coaching and introductions to hiring partners",
      "Works on low bandwidth: every video has a downloadable summary",
    ]),
    showContactInfo: true,
    email: "team@chariot-academy.example.cm",
    phone: "+237 690 18 27 36",
    openingHours: "Mon-Fri: 9AM-7PM GMT+1, Sat: 10AM-2PM GMT+1",
    socialLinks: {
      instagram: "https://www.instagram.com/chariotdigitalacademy",
      youtube: "https://www.youtube.com/@chariotdigitalacademy",
      twitter: "https://x.com/chariotacademy",
      linkedin: "https://www.linkedin.com/company/chariot-digital-academy",
      tiktok: "https://www.tiktok.com/@chariotacademy",
    },
    featured: true,
    createdDaysAgo: 720,
    instructors: [
      {
        name: "Kevin Ekane Mbah",
        title: "Senior Full-Stack Developer",
        bio: "Kevin builds web platforms for banks and logistics companies and has mentored more than two hundred junior developers.",
      },
      {
        name: "Larissa Fotso Nana",
        title: "Mobile Developer",
        bio: "Larissa builds Android and cross-platform apps used by mobile money agents and delivery riders across Cameroon.",
      },
      {
        name: "Hervé Tchinda Djomo",
        title: "Security Analyst",
        bio: "Hervé audits networks and applications for financial institutions and teaches practical, defensive cybersecurity.",
      },
    ],
  },
  {
    slug: "menoua-agricultural-institute",
    name: "Menoua Agricultural Training Institute",
    motto: "Grow more, waste less, earn better",
    about:
      "Menoua Agricultural Training Institute works with farmers, cooperatives and young agripreneurs in the Western Highlands. Our courses combine agronomy with the business skills needed to turn a farm into a profitable enterprise.",
    industry: "Agriculture & Agribusiness",
    address: "Foto Road",
    city: "Dschang",
    state: "West",
    whyChooseUs: list([
      "Field-tested practices for cocoa, coffee, maize, cassava and market gardening",
      "Extension officers who answer your questions in English and French",
      "Links with cooperatives and input suppliers",
    ]),
    showContactInfo: true,
    email: "contact@menoua-agri.example.cm",
    phone: "+237 678 50 61 72",
    openingHours: "Mon-Fri: 7AM-4PM GMT+1",
    socialLinks: {
      facebook: "https://www.facebook.com/menouaagri",
      youtube: "https://www.youtube.com/@menouaagri",
    },
    featured: false,
    createdDaysAgo: 680,
    instructors: [
      {
        name: "Dr. Jean-Marie Tsafack",
        title: "Agronomist, Crop Science",
        bio: "Dr. Tsafack researches soil fertility and integrated pest management for smallholder farms in the West region.",
      },
      {
        name: "Nkeng Divine Asong",
        title: "Livestock Extension Officer",
        bio: "Divine has supported poultry, pig and goat farmers for nine years, with a focus on biosecurity and feed efficiency.",
      },
      {
        name: "Rosine Kengne Fokou",
        title: "Agribusiness Advisor",
        bio: "Rosine helps cooperatives and young farmers write business plans, find markets and access credit.",
      },
    ],
  },
  {
    slug: "mefou-creative-studio",
    name: "Mefou Creative Studio",
    motto: "Tell African stories beautifully",
    about:
      "Mefou Creative Studio is a design and media studio that teaches the craft behind its work: branding, photography, video and fashion design. Every course ends with a portfolio piece.",
    industry: "Creative Arts & Media",
    address: "Rue 1.750, Bastos",
    city: "Yaoundé",
    state: "Centre",
    whyChooseUs: list([
      "Taught by designers and filmmakers with active client work",
      "Feedback on every project you submit",
      "Free tools and open-source software wherever possible",
    ]),
    showContactInfo: false,
    email: "studio@mefou-creative.example.cm",
    phone: "+237 694 66 08 21",
    openingHours: "Tue-Sat: 10AM-6PM GMT+1",
    socialLinks: {
      instagram: "https://www.instagram.com/mefoucreative",
      youtube: "https://www.youtube.com/@mefoucreative",
      tiktok: "https://www.tiktok.com/@mefoucreative",
      facebook: "https://www.facebook.com/mefoucreative",
    },
    featured: false,
    createdDaysAgo: 610,
    instructors: [
      {
        name: "Ornella Owona Ondoa",
        title: "Brand and Graphic Designer",
        bio: "Ornella has designed identities for restaurants, NGOs and festivals in Yaoundé and teaches typography and layout.",
      },
      {
        name: "Samuel Ekwalla Priso",
        title: "Photographer and Filmmaker",
        bio: "Samuel shoots documentaries and commercials and teaches smartphone and camera storytelling.",
      },
      {
        name: "Tatiana Abena",
        title: "Fashion Designer",
        bio: "Tatiana runs a ready-to-wear label that reworks kaba, toghu and wax prints into contemporary clothing.",
      },
    ],
  },
  {
    slug: "benoue-science-institute",
    name: "Bénoué Institute of Science and Development",
    motto: "Science for the North, science for all",
    about:
      "The Bénoué Institute of Science and Development supports science teaching in the northern regions. Its online courses help secondary school students, teachers and professionals master mathematics, physics, chemistry, biology and environmental science.",
    industry: "Science Education & Research",
    address: "Quartier Plateau",
    city: "Garoua",
    state: "North",
    whyChooseUs: list([
      "Step-by-step explanations with worked examples",
      "Experiments you can do with everyday materials",
      "Courses matched to the GCE and Baccalauréat syllabuses",
    ]),
    showContactInfo: true,
    email: "info@bisd.example.cm",
    phone: "+237 656 90 14 27",
    openingHours: "Mon-Thu: 8AM-4PM GMT+1, Fri: 8AM-12PM GMT+1",
    socialLinks: {
      facebook: "https://www.facebook.com/benouescience",
      twitter: "https://x.com/benouescience",
    },
    featured: false,
    createdDaysAgo: 560,
    instructors: [
      {
        name: "Dr. Hamadou Bello Oumarou",
        title: "Lecturer in Physics",
        bio: "Dr. Hamadou teaches mechanics and electricity and runs solar-energy workshops for secondary schools in Garoua.",
      },
      {
        name: "Aïssatou Abdoulaye",
        title: "Lecturer in Chemistry and Environmental Science",
        bio: "Aïssatou studies water quality in the Bénoué basin and trains teachers in safe laboratory practice.",
      },
      {
        name: "Ibrahim Mohamadou",
        title: "Biology Teacher Trainer",
        bio: "Ibrahim has taught biology for fourteen years and writes revision materials for GCE and Baccalauréat candidates.",
      },
    ],
  },
];

export interface SeededOrganization {
  id: number;
  slug: string;
  name: string;
  instructorIds: number[];
}

/** An organization's French words, which every seeded organization and instructor has. */
function inFrench(org: OrganizationDefinition) {
  const french = ORGANIZATIONS_IN_FRENCH[org.slug];
  if (!french) throw new Error(`No French words for the organization "${org.slug}"`);
  const instructor = (name: string) => {
    if (!french.instructors[name]) throw new Error(`No French title for the instructor "${name}"`);
    return french.instructors[name];
  };
  return { ...french, whyChooseUs: list(french.whyChooseUs), instructor };
}

export function seedOrganizations(db: Database, files: SeedFiles, now: Date): SeededOrganization[] {
  const insertOrganization = db.prepare(`
    INSERT INTO organizations (slug, name, logo, motto, about, industry, address, city, state, country, why_choose_us,
      show_contact_info, email, phone, opening_hours, social_links_json, featured, created_at,
      motto_fr, about_fr, industry_fr, why_choose_us_fr)
    VALUES (@slug, @name, @logo, @motto, @about, @industry, @address, @city, @state, 'Cameroon', @whyChooseUs,
      @showContactInfo, @email, @phone, @openingHours, @socialLinks, @featured, @createdAt,
      @mottoFr, @aboutFr, @industryFr, @whyChooseUsFr)`);
  const insertAlias = db.prepare("INSERT INTO organization_slug_aliases (slug, organization_id) VALUES (?, ?)");
  const insertInstructor = db.prepare("INSERT INTO instructors (organization_id, name, title, profile, bio, title_fr, bio_fr) VALUES (?, ?, ?, ?, ?, ?, ?)");

  let instructorIndex = 0;
  return ORGANIZATIONS.map((org, index) => {
    const french = inFrench(org);
    const id = Number(
      insertOrganization.run({
        ...org,
        mottoFr: french.motto,
        aboutFr: french.about,
        industryFr: french.industry,
        whyChooseUsFr: french.whyChooseUs,
        logo: organizationLogo(files, org.slug, org.name, index),
        showContactInfo: org.showContactInfo ? 1 : 0,
        socialLinks: JSON.stringify(org.socialLinks),
        featured: org.featured ? 1 : 0,
        createdAt: daysAgo(now, org.createdDaysAgo),
      }).lastInsertRowid,
    );
    for (const alias of org.aliases ?? []) insertAlias.run(alias, id);
    const instructorIds = org.instructors.map((instructor) => {
      const key = `instructors/instructor-${String(++instructorIndex).padStart(2, "0")}`;
      const profile = avatar(files, key, instructor.name, instructorIndex);
      const { title, bio } = french.instructor(instructor.name);
      return Number(insertInstructor.run(id, instructor.name, instructor.title, profile, instructor.bio, title, bio).lastInsertRowid);
    });
    return { id, slug: org.slug, name: org.name, instructorIds };
  });
}
