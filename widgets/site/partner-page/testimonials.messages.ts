import { defineMessages } from "#shared/i18n/messages.ts";

/** The partner testimonials (placeholder content the spec calls for): each partner's role, words and story. */
export const t = defineMessages({
  en: {
    "testimonial.1.role": "Mathematics teacher, Bamenda",
    "testimonial.1.quote": "Three colleagues from my school now sell their revision courses here.",
    "testimonial.1.story":
      "I told the mathematics and physics teachers at my school about the platform during the holidays. Three of them recorded their GCE revision courses, and students from other towns enrol every week. My commission arrives on my phone with each sale.",
    "testimonial.2.role": "Training consultant, Douala",
    "testimonial.2.quote": "My clients wanted to sell their courses online; now they do, and I earn on it.",
    "testimonial.2.story":
      "I advise training centres on their programmes. Bringing two of them to the platform took an afternoon each: they uploaded their material, set their prices in XAF, and learners pay by mobile money. I receive 10% of their first sales.",
    "testimonial.3.role": "President of an alumni association, Buea",
    "testimonial.3.quote": "Our members had skills to share; the platform gave them a shop.",
    "testimonial.3.story":
      "Our association has nurses, accountants and engineers. Five of them now teach short courses, and the association shares the commission on the sales it brought in.",
    "testimonial.4.role": "Education blogger, Yaoundé",
    "testimonial.4.quote": "I recommend courses I would take myself, and the certificates can be checked.",
    "testimonial.4.story":
      "My readers ask me where to learn bookkeeping or coding. I introduced the instructors I trust to the platform, and I link to their courses. Because certificates can be checked online, my readers' employers take them seriously.",
    "testimonial.5.role": "Language school director, Limbe",
    "testimonial.5.quote": "Our French and English courses now reach learners far beyond Limbe.",
    "testimonial.5.story":
      "A partner showed us how to publish our bilingual courses. Today a third of our learners study online, from Garoua to Kribi, and our teachers follow their progress from the dashboard.",
    "testimonial.6.role": "IT trainer, Bafoussam",
    "testimonial.6.quote": "I brought my network of trainers, and we all gained from it.",
    "testimonial.6.story":
      "I train young developers and know many trainers. I shared my referral link with them; four published courses in web development and networking, and the first sales came in the first month.",
    "testimonial.7.role": "Career coach, Kribi",
    "testimonial.7.quote": "Simple terms: 10% of the first 100 sales, paid by mobile money.",
    "testimonial.7.story":
      "What convinced me was how clear it is. No fee to join, a commission I can calculate, and payments on my phone. I refer the coaches I work with, and they keep 80% of their sales.",
    "testimonial.8.role": "Student union officer, Dschang",
    "testimonial.8.quote": "Our best tutors now help students in every faculty.",
    "testimonial.8.story":
      "We invited our most popular student tutors to publish their courses. Students revise on their phones, even on weak networks, and the union uses its commission to fund study groups.",
  },
  fr: {
    "testimonial.1.role": "Professeure de mathématiques, Bamenda",
    "testimonial.1.quote": "Trois collègues de mon lycée vendent maintenant leurs cours de révision ici.",
    "testimonial.1.story":
      "J’ai parlé de la plateforme aux professeurs de mathématiques et de physique de mon lycée pendant les vacances. Trois d’entre eux ont enregistré leurs cours de révision du GCE, et des élèves d’autres villes s’inscrivent chaque semaine. Ma commission arrive sur mon téléphone à chaque vente.",
    "testimonial.2.role": "Consultant en formation, Douala",
    "testimonial.2.quote": "Mes clients voulaient vendre leurs cours en ligne ; c’est fait, et j’y gagne.",
    "testimonial.2.story":
      "Je conseille des centres de formation sur leurs programmes. En amener deux sur la plateforme a pris un après-midi chacun : ils ont téléversé leurs supports, fixé leurs prix en XAF, et les apprenants paient par mobile money. Je reçois 10 % de leurs premières ventes.",
    "testimonial.3.role": "Présidente d’une association d’anciens élèves, Buea",
    "testimonial.3.quote": "Nos membres avaient des savoirs à partager ; la plateforme leur a donné une boutique.",
    "testimonial.3.story":
      "Notre association compte des infirmiers, des comptables et des ingénieurs. Cinq d’entre eux donnent maintenant des cours courts, et l’association partage la commission sur les ventes qu’elle a apportées.",
    "testimonial.4.role": "Blogueur éducation, Yaoundé",
    "testimonial.4.quote": "Je recommande des cours que je suivrais moi-même, et les certificats sont vérifiables.",
    "testimonial.4.story":
      "Mes lecteurs me demandent où apprendre la comptabilité ou la programmation. J’ai présenté à la plateforme les formateurs en qui j’ai confiance, et je renvoie vers leurs cours. Comme les certificats se vérifient en ligne, les employeurs de mes lecteurs les prennent au sérieux.",
    "testimonial.5.role": "Directrice d’une école de langues, Limbe",
    "testimonial.5.quote": "Nos cours de français et d’anglais touchent désormais des apprenants bien au-delà de Limbe.",
    "testimonial.5.story":
      "Un partenaire nous a montré comment publier nos cours bilingues. Aujourd’hui, un tiers de nos apprenants étudient en ligne, de Garoua à Kribi, et nos enseignants suivent leur progression depuis le tableau de bord.",
    "testimonial.6.role": "Formateur en informatique, Bafoussam",
    "testimonial.6.quote": "J’ai amené mon réseau de formateurs, et nous y avons tous gagné.",
    "testimonial.6.story":
      "Je forme de jeunes développeurs et je connais beaucoup de formateurs. Je leur ai transmis mon lien de parrainage ; quatre ont publié des cours de développement web et de réseaux, et les premières ventes sont arrivées dès le premier mois.",
    "testimonial.7.role": "Coach en orientation, Kribi",
    "testimonial.7.quote": "Des conditions simples : 10 % des 100 premières ventes, payés par mobile money.",
    "testimonial.7.story":
      "Ce qui m’a convaincu, c’est la clarté. Pas de frais d’adhésion, une commission que je peux calculer, et des paiements sur mon téléphone. Je parraine les coachs avec qui je travaille, et ils gardent 80 % de leurs ventes.",
    "testimonial.8.role": "Responsable d’un syndicat étudiant, Dschang",
    "testimonial.8.quote": "Nos meilleurs répétiteurs aident maintenant les étudiants de toutes les facultés.",
    "testimonial.8.story":
      "Nous avons invité nos répétiteurs les plus appréciés à publier leurs cours. Les étudiants révisent sur leur téléphone, même avec un réseau faible, et le syndicat utilise sa commission pour financer des groupes d’étude.",
  },
});
