import { defineMessages } from "#shared/i18n/messages.ts";

/** The About page's words. */
export const t = defineMessages({
  en: {
    "about.title": "About us",
    "about.lead":
      "We are building the place where Cameroon learns online: courses and exams from the country's own schools and organizations, paid by mobile money, usable on any phone.",
    "about.mission.title": "Our mission",
    "about.mission.text":
      "To give every learner in Cameroon, in English or in French, in Douala or in a village with one bar of signal, access to courses and exams that lead somewhere: a skill, a certificate an employer trusts, a next step.",
    "about.vision.title": "Our vision",
    "about.vision.text":
      "A country where the best teachers and training centres reach learners far beyond their classrooms, where paying for a course is as easy as sending money to a friend, and where what you learned can be proven with a link.",
    "about.values.title": "What we stand for",
    "about.values.1.title": "Made for the networks we have",
    "about.values.1.text": "Light pages, videos only on request, and lessons and exam answers kept on the phone when the connection drops.",
    "about.values.2.title": "Bilingual by design",
    "about.values.2.text": "Every page in English and in French, because Cameroon learns in both.",
    "about.values.3.title": "Fair to learners",
    "about.values.3.text": "Clear prices in XAF, free courses alongside paid ones, and refunds when a payment goes wrong.",
    "about.values.4.title": "Proof that counts",
    "about.values.4.text": "Certificates with their own page and QR code, checked with the platform whenever someone opens them.",
    "about.with.title": "Who we work with",
    "about.with.1.title": "Learners",
    "about.with.1.text": "Students, job seekers and professionals who want a skill they can use and show.",
    "about.with.2.title": "Organizations",
    "about.with.2.text": "Schools, training centres and companies that publish courses and exams and follow their learners.",
    "about.with.3.title": "Partners",
    "about.with.3.text": "People who bring course creators to the platform and share in their first sales.",
    "about.browse": "Browse courses",
    "about.organizations": "For organizations",
    "about.partners": "Partner program",
  },
  fr: {
    "about.title": "À propos",
    "about.lead":
      "Nous construisons l’endroit où le Cameroun apprend en ligne : des cours et des examens proposés par les écoles et les organisations du pays, payés par mobile money, utilisables sur n’importe quel téléphone.",
    "about.mission.title": "Notre mission",
    "about.mission.text":
      "Donner à chaque apprenant du Cameroun, en anglais ou en français, à Douala ou dans un village avec une seule barre de réseau, l’accès à des cours et des examens qui mènent quelque part : une compétence, un certificat auquel un employeur se fie, une prochaine étape.",
    "about.vision.title": "Notre vision",
    "about.vision.text":
      "Un pays où les meilleurs enseignants et centres de formation touchent des apprenants bien au-delà de leurs salles de classe, où payer un cours est aussi simple qu’envoyer de l’argent à un ami, et où ce que l’on a appris se prouve avec un lien.",
    "about.values.title": "Nos engagements",
    "about.values.1.title": "Pensé pour nos réseaux",
    "about.values.1.text":
      "Des pages légères, des vidéos chargées seulement à la demande, et des leçons et réponses d’examen gardées sur le téléphone quand la connexion tombe.",
    "about.values.2.title": "Bilingue par nature",
    "about.values.2.text": "Chaque page en anglais et en français, parce que le Cameroun apprend dans les deux langues.",
    "about.values.3.title": "Juste envers les apprenants",
    "about.values.3.text": "Des prix clairs en XAF, des cours gratuits à côté des cours payants, et un remboursement quand un paiement se passe mal.",
    "about.values.4.title": "Une preuve qui compte",
    "about.values.4.text": "Des certificats avec leur propre page et leur code QR, vérifiés auprès de la plateforme chaque fois qu’on les ouvre.",
    "about.with.title": "Avec qui nous travaillons",
    "about.with.1.title": "Les apprenants",
    "about.with.1.text": "Élèves, étudiants, demandeurs d’emploi et professionnels qui veulent une compétence utile et démontrable.",
    "about.with.2.title": "Les organisations",
    "about.with.2.text": "Écoles, centres de formation et entreprises qui publient des cours et des examens et suivent leurs apprenants.",
    "about.with.3.title": "Les partenaires",
    "about.with.3.text": "Des personnes qui amènent des créateurs de cours sur la plateforme et partagent leurs premières ventes.",
    "about.browse": "Parcourir les cours",
    "about.organizations": "Pour les organisations",
    "about.partners": "Programme partenaire",
  },
});
