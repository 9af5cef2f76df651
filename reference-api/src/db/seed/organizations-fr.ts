/** What a French reader reads of an organization and its instructors, by the organization's slug and the instructor's name. */
export interface OrganizationInFrench {
  motto: string;
  about: string;
  industry: string;
  whyChooseUs: string[];
  instructors: Record<string, { title: string; bio: string }>;
}

export const ORGANIZATIONS_IN_FRENCH: Record<string, OrganizationInFrench> = {
  "mount-fako-university-of-technology": {
    motto: "Un savoir qui vise toujours plus haut",
    about:
      "Mount Fako University of Technology forme des ingénieurs, des spécialistes des données et des scientifiques au pied du mont Cameroun. Son école en ligne met les mêmes enseignants et les mêmes programmes à la portée des apprenants des dix régions, avec des cours qui s’accordent avec le travail et la vie de famille.",
    industry: "Enseignement supérieur",
    whyChooseUs: [
      "Des enseignants qui font cours sur le campus et travaillent avec les entreprises locales",
      "Des projets pratiques construits autour d’études de cas camerounaises",
      "Des certificats reconnus par des employeurs partenaires à Buea, Limbe et Douala",
      "Un accompagnement bilingue par notre équipe de suivi des apprenants",
    ],
    instructors: {
      "Dr. Ebai Mbeng Ashu": {
        title: "Maître de conférences en génie informatique",
        bio: "Le Dr Ebai enseigne le génie logiciel depuis douze ans et dirige le laboratoire web et cloud de l’université. Il a auparavant conçu des systèmes de paiement pour un réseau de microfinance de Douala.",
      },
      "Nfor Ivo Tamfu": {
        title: "Spécialiste des données et enseignant",
        bio: "Ivo analyse des données agricoles et sanitaires pour des projets de recherche dans les régions du Sud-Ouest et du Nord-Ouest, et enseigne les statistiques et Python aux étudiants de première année.",
      },
      "Prof. Ngum Beatrice Fru": {
        title: "Professeure de mathématiques appliquées",
        bio: "La professeure Ngum est spécialiste des méthodes numériques et de la didactique des mathématiques. Elle coordonne le programme de mise à niveau de l’université destiné aux élèves du GCE Advanced Level.",
      },
      "Eng. Tabi Clovis Agbor": {
        title: "Ingénieur réseaux",
        bio: "Clovis conçoit des réseaux de campus et d’entreprise ; depuis dix ans, il raccorde les écoles et les hôpitaux du département du Fako à un internet fiable.",
      },
    },
  },
  "wouri-business-school": {
    motto: "Former les entrepreneurs de demain en Afrique centrale",
    about:
      "Wouri Business School forme des comptables, des gestionnaires et des créateurs d’entreprise dans la capitale économique. Nos formations professionnelles courtes suivent les pratiques de l’OHADA et du SYSCOHADA : ce que vous apprenez s’applique directement aux entreprises du Cameroun et de toute la zone CEMAC.",
    industry: "Formation en gestion",
    whyChooseUs: [
      "Des formations conformes au droit comptable et au droit des affaires de l’OHADA",
      "Des enseignants qui dirigent ou conseillent de vraies entreprises à Douala",
      "Des modèles de documents à réutiliser dès la fin de la formation",
      "Un réseau de plus de 4 000 anciens élèves en activité",
    ],
    instructors: {
      "Dr. Nadège Mbarga Essomba": {
        title: "Experte-comptable et enseignante en finance",
        bio: "Nadège audite des PME et des coopératives depuis quinze ans et enseigne la comptabilité générale selon le SYSCOHADA.",
      },
      "Yannick Tchoumi Kamga": {
        title: "Entrepreneur et mentor de start-up",
        bio: "Yannick a fondé deux entreprises de logistique à Douala et accompagne de jeunes fondateurs sur leur modèle économique, leurs prix et leur levée de fonds.",
      },
      "Clarisse Ngo Ndjock": {
        title: "Consultante en marketing digital",
        bio: "Clarisse aide les commerçants et les entreprises de services à se développer grâce aux réseaux sociaux, à WhatsApp Business et à la publicité sur les moteurs de recherche.",
      },
    },
  },
  "grassfields-language-centre": {
    motto: "Deux langues, un pays, des possibilités sans fin",
    about:
      "Depuis 2009, le Grassfields Bilingual Language Centre aide élèves, fonctionnaires et professionnels à travailler avec aisance en anglais et en français. Nos cours suivent les niveaux du Cadre européen commun de référence et préparent au bilinguisme officiel en milieu professionnel.",
    industry: "Formation linguistique",
    whyChooseUs: [
      "Des conversations en petits groupes avec des locuteurs natifs des deux langues",
      "Une préparation aux certifications internationales d’anglais et de français",
      "Des horaires souples, en soirée et le week-end",
    ],
    instructors: {
      "Fonyuy Emmanuel Berinyuy": {
        title: "Formateur principal d’anglais",
        bio: "Emmanuel enseigne l’anglais universitaire et professionnel depuis dix-huit ans et forme les enseignants du secondaire aux méthodes communicatives.",
      },
      "Aurélie Mvondo Atangana": {
        title: "Formatrice de français",
        bio: "Aurélie enseigne le français langue étrangère à des professionnels anglophones et prépare les candidats aux examens du DELF et du DALF.",
      },
      "Bih Caroline Ngwa": {
        title: "Traductrice et interprète (anglais-français)",
        bio: "Caroline est traductrice assermentée ; elle a été interprète pour des conseils régionaux, des ONG et des conférences internationales à Yaoundé et à Bamenda.",
      },
    },
  },
  "limbe-health-sciences-academy": {
    motto: "Des gestes qui soignent, pour des communautés en meilleure santé",
    about:
      "Limbe Health Sciences Academy forme des infirmiers, des agents de santé communautaire et des aidants. Nos cours en ligne enseignent les gestes de prévention et de premier secours dont chaque foyer et chaque lieu de travail a besoin ; ils sont rédigés par des cliniciens qui exercent dans des hôpitaux camerounais.",
    industry: "Formation en santé",
    whyChooseUs: [
      "Des contenus relus par des médecins et des infirmiers en exercice",
      "Des conseils adaptés aux maladies courantes au Cameroun, comme le paludisme et le choléra",
      "Des compétences utiles à la maison, au travail et dans votre communauté",
    ],
    instructors: {
      "Dr. Ewane Moukoko Paul": {
        title: "Médecin de santé publique",
        bio: "Le Dr Ewane a dirigé des campagnes de vaccination et de lutte contre le paludisme dans les régions du Littoral et du Sud-Ouest ; il enseigne l’épidémiologie.",
      },
      "Ndip Sandra Enow": {
        title: "Infirmière diplômée d’État et formatrice clinique",
        bio: "Sandra a travaillé onze ans aux urgences et en maternité ; elle forme les nouveaux infirmiers aux soins des patients et aux premiers secours.",
      },
      "Ayuk Mercy Tabe": {
        title: "Nutritionniste",
        bio: "Mercy conseille les familles et les écoles sur une alimentation équilibrée à base de produits locaux et organise des dépistages nutritionnels dans les quartiers.",
      },
    },
  },
  "chariot-digital-academy": {
    motto: "Livrer de vrais logiciels, de Douala au monde entier",
    about:
      "Chariot Digital Academy est une école de programmation animée par des développeurs en activité. Les apprenants conçoivent des applications web et mobiles, apprennent à les sécuriser et repartent avec un portfolio de projets que les employeurs et les clients peuvent essayer.",
    industry: "Formation au numérique",
    whyChooseUs: [
      "Un apprentissage par projets, avec des revues de code par des développeurs confirmés",
      "Un programme mis à jour chaque semestre",
      "Un accompagnement vers l’emploi et des mises en relation avec des recruteurs partenaires",
      "Pensé pour les connexions lentes : chaque vidéo a un résumé téléchargeable",
    ],
    instructors: {
      "Kevin Ekane Mbah": {
        title: "Développeur full-stack confirmé",
        bio: "Kevin conçoit des plateformes web pour des banques et des entreprises de logistique ; il a encadré plus de deux cents développeurs débutants.",
      },
      "Larissa Fotso Nana": {
        title: "Développeuse mobile",
        bio: "Larissa crée des applications Android et multiplateformes utilisées par des agents de mobile money et des livreurs dans tout le Cameroun.",
      },
      "Hervé Tchinda Djomo": {
        title: "Analyste en sécurité informatique",
        bio: "Hervé audite les réseaux et les applications d’institutions financières et enseigne une cybersécurité pratique et défensive.",
      },
    },
  },
  "menoua-agricultural-institute": {
    motto: "Produire plus, gaspiller moins, gagner mieux",
    about:
      "Menoua Agricultural Training Institute accompagne les agriculteurs, les coopératives et les jeunes agripreneurs des hautes terres de l’Ouest. Nos cours associent l’agronomie aux compétences de gestion qu’il faut pour faire d’une exploitation une entreprise rentable.",
    industry: "Agriculture et agrobusiness",
    whyChooseUs: [
      "Des pratiques éprouvées sur le terrain pour le cacao, le café, le maïs, le manioc et le maraîchage",
      "Des conseillers agricoles qui répondent à vos questions en français et en anglais",
      "Des liens avec les coopératives et les fournisseurs d’intrants",
    ],
    instructors: {
      "Dr. Jean-Marie Tsafack": {
        title: "Agronome, spécialiste des productions végétales",
        bio: "Le Dr Tsafack mène des recherches sur la fertilité des sols et la lutte intégrée contre les ravageurs dans les petites exploitations de la région de l’Ouest.",
      },
      "Nkeng Divine Asong": {
        title: "Conseiller en élevage",
        bio: "Depuis neuf ans, Divine accompagne des éleveurs de volailles, de porcs et de chèvres, en mettant l’accent sur la biosécurité et l’efficacité alimentaire.",
      },
      "Rosine Kengne Fokou": {
        title: "Conseillère en agrobusiness",
        bio: "Rosine aide les coopératives et les jeunes agriculteurs à rédiger leur plan d’affaires, à trouver des débouchés et à obtenir un crédit.",
      },
    },
  },
  "mefou-creative-studio": {
    motto: "Raconter avec art les histoires de l’Afrique",
    about:
      "Mefou Creative Studio est un studio de design et de création audiovisuelle qui enseigne les savoir-faire de son métier : l’identité de marque, la photographie, la vidéo et le stylisme. Chaque cours se termine par une réalisation à ajouter à votre portfolio.",
    industry: "Arts créatifs et médias",
    whyChooseUs: [
      "Des cours donnés par des designers et des réalisateurs qui travaillent pour de vrais clients",
      "Un retour personnalisé sur chaque projet rendu",
      "Des outils gratuits et des logiciels libres chaque fois que possible",
    ],
    instructors: {
      "Ornella Owona Ondoa": {
        title: "Graphiste et designer de marque",
        bio: "Ornella a créé l’identité visuelle de restaurants, d’ONG et de festivals à Yaoundé ; elle enseigne la typographie et la mise en page.",
      },
      "Samuel Ekwalla Priso": {
        title: "Photographe et réalisateur",
        bio: "Samuel tourne des documentaires et des films publicitaires ; il enseigne l’art de raconter une histoire au smartphone comme à la caméra.",
      },
      "Tatiana Abena": {
        title: "Styliste",
        bio: "Tatiana dirige une marque de prêt-à-porter qui revisite le kaba, le toghu et le wax en vêtements contemporains.",
      },
    },
  },
  "benoue-science-institute": {
    motto: "La science pour le Nord, la science pour tous",
    about:
      "Le Bénoué Institute of Science and Development soutient l’enseignement des sciences dans les régions septentrionales. Ses cours en ligne aident les élèves du secondaire, les enseignants et les professionnels à maîtriser les mathématiques, la physique, la chimie, la biologie et les sciences de l’environnement.",
    industry: "Enseignement scientifique et recherche",
    whyChooseUs: [
      "Des explications pas à pas, avec des exemples corrigés",
      "Des expériences réalisables avec du matériel de tous les jours",
      "Des cours alignés sur les programmes du GCE et du Baccalauréat",
    ],
    instructors: {
      "Dr. Hamadou Bello Oumarou": {
        title: "Enseignant-chercheur en physique",
        bio: "Le Dr Hamadou enseigne la mécanique et l’électricité et anime des ateliers sur l’énergie solaire dans les lycées de Garoua.",
      },
      "Aïssatou Abdoulaye": {
        title: "Enseignante-chercheuse en chimie et en sciences de l’environnement",
        bio: "Aïssatou étudie la qualité de l’eau dans le bassin de la Bénoué et forme les enseignants aux règles de sécurité au laboratoire.",
      },
      "Ibrahim Mohamadou": {
        title: "Formateur d’enseignants de biologie",
        bio: "Ibrahim enseigne la biologie depuis quatorze ans et rédige des supports de révision pour les candidats au GCE et au Baccalauréat.",
      },
    },
  },
};
