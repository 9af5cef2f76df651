import type { FlashcardDeck } from "./flashcards.ts";
import type { CaseStudy, SlideDeck, Worksheet } from "./materials.ts";
import type { CategoryKey } from "./taxonomy.ts";

/** The French courses' flashcards, case studies, worksheets, slides, videos and links, category by category. */

export const FLASHCARD_DECKS_FR: FlashcardDeck[] = [
  {
    category: "business",
    title: "Mots clés : la comptabilité",
    description: "Le vocabulaire de base du comptable, selon le SYSCOHADA.",
    items: [
      { front: "Actif", back: "Ce que l’entreprise possède : caisse, banque, stocks, matériel, créances clients." },
      { front: "Passif", back: "Ce que l’entreprise doit : emprunts, dettes fournisseurs, dettes fiscales et sociales." },
      { front: "Capitaux propres", back: "La part des propriétaires : apports et bénéfices conservés." },
      { front: "Journal", back: "Le registre où chaque opération est inscrite par ordre de date, au débit et au crédit." },
      { front: "Grand livre", back: "L’ensemble des comptes, chacun regroupant toutes les écritures qui le concernent." },
      { front: "Balance", back: "Le tableau des totaux des débits et des crédits de chaque compte ; ses deux totaux doivent être égaux." },
      { front: "Trésorerie", back: "L’argent immédiatement disponible, en caisse, en banque et sur les comptes mobiles." },
    ],
  },
  {
    category: "languages",
    title: "L’essentiel : saluer et remercier",
    description: "Les formules de politesse à connaître dès le premier jour.",
    items: [
      { front: "Bonjour", back: "La salutation de la journée, avec tout le monde. Le soir : « Bonsoir »." },
      { front: "Enchanté(e)", back: "Ce que l’on dit quand on vous présente quelqu’un." },
      { front: "Comment allez-vous ?", back: "La question polie, avec « vous ». Entre amis : « Ça va ? »" },
      { front: "S’il vous plaît", back: "Pour demander poliment. Avec « tu » : « s’il te plaît »." },
      { front: "Merci beaucoup", back: "Pour remercier. On répond « De rien » ou « Je vous en prie »." },
      { front: "Excusez-moi", back: "Pour attirer l’attention ou s’excuser d’un petit dérangement." },
      { front: "Au revoir", back: "Pour prendre congé. « À bientôt » si l’on se revoit bientôt." },
    ],
  },
  {
    category: "health",
    title: "Mots clés : santé communautaire",
    description: "Les termes que chaque relais communautaire doit maîtriser.",
    items: [
      { front: "MILDA", back: "Moustiquaire imprégnée d’insecticide à longue durée d’action." },
      { front: "TDR", back: "Test de diagnostic rapide : confirme un paludisme en 15 minutes à partir d’une goutte de sang." },
      { front: "SRO", back: "Solution de réhydratation orale : eau potable, sels et sucre pour remplacer les pertes d’une diarrhée." },
      { front: "Vaccination", back: "Protection contre une maladie grâce à un vaccin, selon le calendrier du Programme élargi de vaccination." },
      { front: "Consultation prénatale", back: "Visite de suivi de la grossesse ; au moins huit contacts sont recommandés." },
      { front: "Malnutrition aiguë", back: "Maigreur rapide, repérée en mesurant le périmètre brachial de l’enfant." },
    ],
  },
  {
    category: "agriculture",
    title: "Mots clés : cultures, sols et élevage",
    description: "Le vocabulaire de l’exploitant et du technicien agricole.",
    items: [
      { front: "Compost", back: "Matière organique obtenue par décomposition de déchets végétaux et de fumier." },
      { front: "Rotation des cultures", back: "Succession de cultures différentes sur une même parcelle pour préserver le sol." },
      { front: "Écabossage", back: "Ouverture des cabosses de cacao pour en extraire les fèves." },
      { front: "Alevin", back: "Jeune poisson destiné à être élevé en étang ou en bac." },
      { front: "Taux de conversion", back: "Kilogrammes d’aliment nécessaires pour produire un kilogramme de poisson ou de viande." },
      { front: "Valeur ajoutée", back: "Ce qu’une transformation (séchage, mouture, emballage) ajoute au prix du produit brut." },
    ],
  },
  {
    category: "arts",
    title: "Mots clés : couture et stylisme",
    description: "Le vocabulaire de l’atelier, de la mesure à la finition.",
    items: [
      { front: "Patron", back: "Modèle en papier des pièces d’un vêtement, à partir duquel on coupe le tissu." },
      { front: "Pince", back: "Pli cousu en pointe qui donne du volume et ajuste le vêtement au corps." },
      { front: "Droit-fil", back: "Sens des fils de chaîne du tissu, parallèle à la lisière ; les pièces se coupent dans ce sens." },
      { front: "Aisance", back: "Centimètres ajoutés aux mesures pour que le vêtement permette de bouger." },
      { front: "Valeur de couture", back: "Marge de tissu laissée au-delà du trait de couture." },
      { front: "Toile", back: "Essai du vêtement dans un tissu bon marché avant la coupe définitive." },
    ],
  },
  {
    category: "science",
    title: "Mots clés : physique et chimie",
    description: "Les notions de base à réviser avant chaque contrôle.",
    items: [
      { front: "Newton (N)", back: "Unité de force : la force qui donne à 1 kg une accélération de 1 m/s²." },
      { front: "Vitesse moyenne", back: "Distance parcourue divisée par la durée du parcours (v = d ÷ t)." },
      { front: "Fusion", back: "Passage de l’état solide à l’état liquide." },
      { front: "Atome", back: "La plus petite partie d’un élément chimique ; un noyau entouré d’électrons." },
      { front: "Molécule", back: "Assemblage d’atomes liés, comme H₂O, la molécule d’eau." },
      { front: "pH", back: "Mesure de l’acidité d’une solution, de 0 (très acide) à 14 (très basique) ; 7 est neutre." },
    ],
  },
  {
    category: "personal",
    title: "Mots clés : argent et organisation",
    description: "Les mots de la gestion du temps et de l’argent au quotidien.",
    items: [
      { front: "Budget", back: "Plan qui répartit à l’avance les revenus entre dépenses et épargne." },
      { front: "Épargne de précaution", back: "Réserve d’argent pour les imprévus, idéalement trois mois de dépenses essentielles." },
      { front: "Tontine", back: "Groupe d’épargne où chacun cotise et reçoit à tour de rôle la somme collectée." },
      { front: "Intérêt", back: "Ce que coûte un emprunt, ou ce que rapporte une épargne, en pourcentage par an." },
      { front: "Objectif SMART", back: "Objectif spécifique, mesurable, atteignable, réaliste et limité dans le temps." },
      { front: "Priorité", back: "Ce qui est important pour vos objectifs, à faire avant ce qui est seulement urgent." },
    ],
  },
];

export const CASE_STUDIES_FR: CaseStudy[] = [
  {
    category: "business",
    file: "boulangerie-tresorerie",
    title: "Étude de cas : une boulangerie qui grandit manque de trésorerie",
    description: "Pourquoi une boulangerie rentable de Bafoussam ne pouvait plus payer sa farine.",
    summary:
      "Une boulangerie familiale de Bafoussam a obtenu un contrat pour livrer le pain de trois lycées et d’un hôtel. Ses ventes ont doublé en quatre mois et le compte de résultat affichait un beau bénéfice. Pourtant, M. Fotso ne pouvait plus payer son fournisseur de farine à temps et a dû emprunter à sa tontine. Les lycées payaient à la fin du trimestre et l’hôtel à 45 jours, alors que la farine, le carburant et les salaires se payaient chaque semaine. La boulangerie avait en plus acheté un second four au comptant. Un plan de trésorerie hebdomadaire a montré un manque d’environ 900 000 XAF pendant dix semaines chaque trimestre. En obtenant des lycées un paiement mensuel, en négociant 30 jours de délai avec le fournisseur et en préparant un petit découvert, la boulangerie a continué à grandir sans retard de paiement.",
    questions: [
      "Expliquez pourquoi la boulangerie était rentable mais manquait d’argent.",
      "Quelle décision a aggravé le manque de trésorerie ?",
      "Citez les trois mesures prises et leur effet sur la trésorerie.",
      "Que doit vérifier le propriétaire avant d’accepter un nouveau gros client à crédit ?",
    ],
  },
  {
    category: "languages",
    file: "centre-appels-bilingue",
    title: "Étude de cas : un centre d’appels devient vraiment bilingue",
    description: "Mieux servir les clients anglophones et francophones.",
    summary:
      "Le centre d’appels d’un opérateur de téléphonie à Yaoundé recevait des plaintes de clients anglophones, souvent servis en français et transférés plusieurs fois. Seul un agent sur cinq était à l’aise dans les deux langues. L’entreprise a évalué le niveau de chaque agent, orienté les appels selon la langue choisie dans le menu et organisé une formation de douze semaines où les agents s’exerçaient, dans leur langue la plus faible, aux quarante situations les plus fréquentes. Chacun a reçu un glossaire bilingue des termes techniques. En trois mois, la durée moyenne des appels a baissé, les transferts ont diminué de 60 % et la satisfaction a progressé dans les deux groupes de clients.",
    questions: [
      "Pourquoi l’orientation des appels ne suffisait-elle pas ?",
      "Pourquoi la formation portait-elle sur des situations fréquentes plutôt que sur la grammaire ?",
      "Que mettriez-vous dans le glossaire bilingue de ce centre ?",
      "Comment éviter que le niveau des agents ne baisse avec le temps ?",
    ],
  },
  {
    category: "health",
    file: "riposte-cholera",
    title: "Étude de cas : riposte au choléra dans un village riverain",
    description: "Comment un district de santé a stoppé une épidémie en quatre semaines.",
    summary:
      "En saison des pluies, le centre de santé d’un village au bord d’un fleuve a reçu onze adultes atteints de diarrhée aqueuse sévère en deux jours. Les tests rapides évoquaient le choléra, confirmé ensuite par le laboratoire régional. L’équipe du district a ouvert une unité de traitement avec des points de réhydratation orale, formé les relais communautaires à rechercher les malades de maison en maison et distribué des comprimés de chlore et du savon. L’enquête a montré que la plupart des malades puisaient l’eau d’un ruisseau en aval d’un marché sans latrines. La commune a réparé un forage, l’association du marché a construit des latrines et la radio a diffusé des messages en langues locales. Les nouveaux cas ont cessé après quatre semaines.",
    questions: [
      "Pourquoi la réhydratation précoce était-elle la mesure la plus importante pour les malades ?",
      "Comment l’enquête a-t-elle trouvé la source de l’épidémie ?",
      "Quel rôle ont joué les relais communautaires ?",
      "Quelles mesures empêcheront une nouvelle épidémie l’an prochain ?",
    ],
  },
  {
    category: "agriculture",
    file: "cooperative-cacao",
    title: "Étude de cas : une coopérative améliore la qualité de son cacao",
    description: "Comment de meilleures pratiques après récolte ont relevé le prix payé aux planteurs.",
    summary:
      "Une coopérative de 120 planteurs du Centre vendait un cacao souvent refusé par les exportateurs : fèves moisies, mal fermentées, séchées au feu. Les planteurs vendaient chacun de leur côté à des acheteurs ambulants qui payaient comptant mais au plus bas prix. La coopérative a formé des planteurs relais, installé des claies de séchage communes et instauré un contrôle à la réception : une coupe de 50 fèves par sac. Le cacao de bonne qualité a été vendu groupé à un exportateur, avec une prime. En deux campagnes, le taux de refus est tombé sous 5 % et le prix moyen payé aux membres a augmenté de 12 %. Certains planteurs ont toutefois quitté la coopérative, car elle payait trois semaines après la livraison.",
    questions: [
      "Quelles pratiques expliquaient la mauvaise qualité du cacao ?",
      "Pourquoi la vente groupée a-t-elle permis un meilleur prix ?",
      "Comment la coopérative pourrait-elle retenir les membres qui ont besoin d’argent tout de suite ?",
      "Quels chiffres suivriez-vous pour mesurer le succès de la coopérative ?",
    ],
  },
  {
    category: "arts",
    file: "atelier-couture",
    title: "Étude de cas : un atelier de couture lance sa propre collection",
    description: "Passer du sur-mesure à une petite série vendue en boutique et en ligne.",
    summary:
      "Mme Atangana dirige à Douala un atelier de quatre couturières qui travaille uniquement sur commande. Les clientes attendent souvent trois semaines et l’activité chute entre les fêtes. Elle décide de lancer une collection de six modèles en wax, produits en tailles standard, vendus dans l’atelier et sur les réseaux sociaux. Elle gradue ses patrons en quatre tailles, achète le tissu en gros et organise le travail à la chaîne : une couturière coupe, deux assemblent, une finit. Le coût par pièce baisse d’un tiers. Les premières ventes sont bonnes, mais les retours pour problèmes de taille sont nombreux : elle ajoute un guide des tailles avec photos et propose une retouche gratuite.",
    questions: [
      "Quels avantages la production en série apporte-t-elle à l’atelier ?",
      "Pourquoi les retours pour problèmes de taille étaient-ils fréquents ?",
      "Comment présenteriez-vous la collection sur les réseaux sociaux ?",
      "Quels risques prend l’atelier en achetant le tissu en gros ?",
    ],
  },
  {
    category: "science",
    file: "eau-des-puits",
    title: "Étude de cas : analyser l’eau des puits d’une école",
    description: "Des élèves mesurent la qualité de l’eau qu’ils boivent.",
    summary:
      "Dans un lycée de l’Ouest, des élèves de seconde ont remarqué que beaucoup de camarades souffraient de maux de ventre en saison des pluies. Avec leur professeur de sciences, ils ont prélevé chaque semaine l’eau des deux puits de l’établissement et d’un forage voisin. Ils ont mesuré le pH, la turbidité avec un tube transparent gradué, et utilisé des kits simples pour rechercher les bactéries fécales. Le puits le plus proche des latrines était contaminé après chaque forte pluie ; le forage ne l’était jamais. Les élèves ont présenté leurs graphiques au conseil d’établissement : le puits a été fermé, l’eau du second est désormais chlorée, et un point de lavage des mains a été installé.",
    questions: [
      "Quelle hypothèse les élèves ont-ils testée ?",
      "Pourquoi ont-ils fait des mesures chaque semaine plutôt qu’une seule fois ?",
      "Comment expliquer que le puits soit contaminé seulement après les pluies ?",
      "Quelles autres mesures auraient renforcé leurs conclusions ?",
    ],
  },
  {
    category: "personal",
    file: "premier-emploi",
    title: "Étude de cas : du diplôme au premier emploi en six mois",
    description: "Comment une jeune diplômée a organisé sa recherche d’emploi.",
    summary:
      "Diplômée en gestion, Christelle envoyait chaque semaine le même CV à des dizaines d’offres, sans réponse. Elle a décidé de traiter sa recherche comme un projet : un objectif (un poste d’assistante comptable à Douala en six mois), un budget pour le transport et les impressions, et un tableau de suivi de ses candidatures. Elle a adapté son CV à chaque offre, suivi une formation courte sur un logiciel comptable, et demandé à ses anciens enseignants de la présenter à des entreprises. Elle a aussi proposé ses services bénévolement à une association pour acquérir de l’expérience. Après quatre mois, elle a obtenu trois entretiens et, au sixième mois, un contrat dans un cabinet d’expertise comptable.",
    questions: [
      "Qu’est-ce qui ne fonctionnait pas dans sa première méthode ?",
      "Quelles actions ont le plus contribué à son succès, selon vous ?",
      "Rédigez son objectif selon la méthode SMART.",
      "Comment aurait-elle pu gagner encore du temps ?",
    ],
  },
];

export const WORKSHEETS_FR: Worksheet[] = [
  {
    category: "business",
    file: "ecritures-journal",
    title: "Fiche d’exercices : écritures au journal et équation comptable",
    description: "Entraînez-vous au débit, au crédit et à l’équilibre des comptes.",
    exercises: [
      "1. Le propriétaire apporte 2 000 000 XAF en espèces. Quels comptes sont débités et crédités ?",
      "2. L’entreprise achète une moto 650 000 XAF à crédit. Passez l’écriture.",
      "3. Des ventes au comptant de 180 000 XAF sont réalisées. Passez l’écriture.",
      "4. Le loyer de 75 000 XAF est payé par mobile money. Passez l’écriture.",
      "5. Après ces opérations, montrez que l’actif est égal au passif plus les capitaux propres.",
      "6. Expliquez pourquoi une balance peut être équilibrée malgré une écriture passée dans le mauvais compte.",
    ],
  },
  {
    category: "languages",
    file: "tu-ou-vous",
    title: "Fiche d’exercices : tu ou vous, et le présent",
    description: "Choisissez la forme d’adresse et conjuguez les verbes.",
    exercises: [
      "1. Vous parlez à la directrice de l’école. Tu ou vous ? Écrivez la salutation complète.",
      "2. Conjuguez « parler » au présent, à toutes les personnes.",
      "3. Complétez : Nous (finir) ___ le travail à 17 h. Vous (être) ___ en retard.",
      "4. Transformez avec « vous » : « Tu peux m’aider ? »",
      "5. Écrivez trois phrases au présent sur votre journée d’hier devenue habitude.",
      "6. Rédigez la formule de politesse finale d’un courriel à un client.",
    ],
  },
  {
    category: "health",
    file: "situations-sante",
    title: "Fiche d’exercices : situations de santé communautaire",
    description: "Que faire dans chaque situation ? Justifiez vos réponses.",
    exercises: [
      "1. Un enfant de 3 ans a de la fièvre depuis hier soir. Que conseillez-vous à sa mère ?",
      "2. Une famille a une moustiquaire trouée. Que faites-vous ?",
      "3. Un bébé a la diarrhée depuis deux jours. Comment préparer la SRO ?",
      "4. Citez quatre signes de danger chez un enfant malade.",
      "5. Une femme enceinte n’est allée à aucune consultation prénatale. Que lui dites-vous ?",
      "6. Proposez trois actions pour supprimer les gîtes larvaires dans votre quartier.",
    ],
  },
  {
    category: "agriculture",
    file: "calculs-exploitation",
    title: "Fiche d’exercices : calculs de l’exploitation",
    description: "Surfaces, rendements, coûts et marges.",
    exercises: [
      "1. Une parcelle mesure 50 m sur 40 m. Quelle est sa surface en hectares ?",
      "2. Elle a produit 600 kg de cacao sec. Quel est le rendement à l’hectare ?",
      "3. Les dépenses de la campagne sont de 420 000 XAF. Quel est le coût de production d’un kilogramme ?",
      "4. Le cacao est vendu 1 500 XAF le kilogramme. Quelle est la marge de la campagne ?",
      "5. Un étang reçoit 1 000 alevins ; 85 % survivent et pèsent 400 g à la récolte. Quelle quantité de poisson est récoltée ?",
      "6. Avec un taux de conversion de 1,5, combien d’aliment a-t-il fallu ?",
    ],
  },
  {
    category: "arts",
    file: "mesures-patrons",
    title: "Fiche d’exercices : mesures et patrons",
    description: "Calculez les dimensions d’un patron de jupe droite.",
    exercises: [
      "1. Tour de taille 72 cm, tour de hanches 100 cm : calculez le quart de chaque mesure.",
      "2. Ajoutez 1 cm d’aisance aux hanches. Quelle est la largeur du patron à la ligne des hanches ?",
      "3. Quelle différence faut-il répartir entre la pince et le côté à la taille ?",
      "4. Longueur de jupe 60 cm, ourlet de 4 cm : quelle longueur de tissu faut-il couper ?",
      "5. Combien de mètres de wax (largeur 1,15 m) faut-il pour le devant et le dos ?",
      "6. Citez deux vérifications à faire sur la toile d’essai.",
    ],
  },
  {
    category: "science",
    file: "mouvement-forces",
    title: "Fiche d’exercices : mouvement et forces",
    description: "Appliquez les lois de Newton et calculez des vitesses.",
    exercises: [
      "1. Un taxi parcourt 36 km en 30 minutes. Quelle est sa vitesse moyenne en km/h et en m/s ?",
      "2. Une force de 300 N s’exerce sur une charrette de 60 kg. Quelle est son accélération ?",
      "3. Expliquez avec la première loi pourquoi il faut attacher sa ceinture.",
      "4. Un nageur pousse l’eau vers l’arrière. Quelle loi explique qu’il avance ?",
      "5. 500 g de glace fondent complètement. Quelle masse d’eau obtient-on ? Pourquoi ?",
      "6. Pourquoi la température de l’eau qui bout reste-t-elle à 100 °C ?",
    ],
  },
  {
    category: "personal",
    file: "budget-objectifs",
    title: "Fiche d’exercices : budget et objectifs de la semaine",
    description: "Préparez votre budget et vos trois priorités.",
    exercises: [
      "1. Notez vos revenus du mois et vos dépenses par catégorie.",
      "2. Calculez la part de chaque catégorie en pourcentage des revenus.",
      "3. Appliquez la règle 50/30/20 : quels montants obtenez-vous ?",
      "4. Écrivez un objectif d’épargne SMART.",
      "5. Listez vos trois priorités de la semaine et le temps prévu pour chacune.",
      "6. Quelle dépense pouvez-vous réduire dès ce mois-ci, et de combien ?",
    ],
  },
];

export const SLIDE_DECKS_FR: SlideDeck[] = [
  {
    category: "business",
    title: "Diapositives : lire les états financiers",
    description: "Le bilan, le compte de résultat et le tableau des flux de trésorerie.",
    source: {
      kind: "pdf",
      file: "etats-financiers",
      bullets: [
        "Le bilan : ce que l’entreprise possède et doit à une date donnée",
        "Le compte de résultat : les produits moins les charges sur une période",
        "Le tableau des flux : d’où vient l’argent et où il est allé",
        "Le bénéfice n’est pas la trésorerie : les dates de paiement comptent",
        "Les ratios comparent les chiffres d’une année à l’autre",
      ],
    },
  },
  {
    category: "languages",
    title: "Diapositives : les verbes au présent",
    description: "Les trois groupes de verbes et leurs terminaisons.",
    source: {
      kind: "pdf",
      file: "verbes-present",
      bullets: [
        "1er groupe (-er) : je parle, nous parlons, ils parlent",
        "2e groupe (-ir, -issons) : je finis, nous finissons",
        "3e groupe : être, avoir, aller, faire, à apprendre par cœur",
        "Les terminaisons -es et -ent ne se prononcent pas",
        "Trois phrases au présent chaque matin",
      ],
    },
  },
  {
    category: "health",
    title: "Diapositives : des repas équilibrés avec les produits locaux",
    description: "Les trois familles d’aliments dans l’assiette de tous les jours.",
    source: {
      kind: "pdf",
      file: "repas-equilibres",
      bullets: [
        "Énergie : manioc, plantain, maïs, riz, igname",
        "Construction : haricots, arachides, œufs, poisson",
        "Protection : légumes-feuilles et fruits de saison",
        "Une famille de chaque dans l’assiette principale",
        "Moins de sucre et de sel, plus d’eau potable",
      ],
    },
  },
  {
    category: "agriculture",
    title: "Diapositives : vendre sa production",
    description: "Trouver des acheteurs et obtenir un meilleur prix.",
    source: {
      kind: "pdf",
      file: "vendre-production",
      bullets: [
        "Connaître son coût de production avant de négocier",
        "Trier et calibrer : la qualité se paie",
        "Vendre groupé en coopérative",
        "Transformer pour ajouter de la valeur",
        "Suivre les prix du marché par SMS et à la radio",
      ],
    },
  },
  {
    category: "arts",
    title: "Diapositives : de l’idée au vêtement",
    description: "Les étapes de la création d’un modèle.",
    source: {
      kind: "pdf",
      file: "idee-vetement",
      bullets: [
        "S’inspirer : planche de tendances et de tissus",
        "Dessiner : croquis de face et de dos",
        "Mesurer et tracer le patron",
        "Essayer une toile et corriger",
        "Couper, assembler, finir",
      ],
    },
  },
  {
    category: "science",
    title: "Diapositives : les états de la matière",
    description: "Solide, liquide, gaz et les changements d’état.",
    source: {
      kind: "pdf",
      file: "etats-matiere",
      bullets: [
        "Solide : forme et volume propres",
        "Liquide : volume propre, prend la forme du récipient",
        "Gaz : occupe tout l’espace disponible",
        "Fusion, solidification, vaporisation, liquéfaction",
        "La masse se conserve, le volume change",
      ],
    },
  },
  {
    category: "personal",
    title: "Diapositives : gérer son temps",
    description: "Planifier la semaine et distinguer l’urgent de l’important.",
    source: {
      kind: "pdf",
      file: "gerer-temps",
      bullets: [
        "Noter tout ce qui est à faire",
        "Classer : important ou urgent ?",
        "Bloquer du temps pour les priorités",
        "Dire non à ce qui n’aide pas vos objectifs",
        "Faire le point chaque vendredi",
      ],
    },
  },
];

export const VIDEO_TITLES_FR: Partial<Record<CategoryKey, string[]>> = {
  business: [
    "Entretien : tenir un commerce à Douala",
    "Pas à pas : construire un plan de trésorerie",
    "Présenter son projet en deux minutes",
    "Comment les clients décident d’acheter",
  ],
  languages: [
    "Écoute : au marché",
    "Prononciation : les voyelles nasales",
    "Jeu de rôle : un entretien d’embauche",
    "Conversations de tous les jours au bureau",
  ],
  health: [
    "Démonstration : installer une moustiquaire",
    "Préparer une solution de réhydratation orale",
    "Se laver les mains pas à pas",
    "Peser et mesurer un enfant",
  ],
  agriculture: [
    "Visite de terrain : préparer un tas de compost",
    "Fermenter le cacao en caisses",
    "Installer un étang piscicole",
    "Sécher et stocker la récolte",
  ],
  arts: ["Prendre les mesures d’une cliente", "Tracer un patron de jupe droite", "Poser une fermeture à glissière", "Raccorder les motifs d’un wax"],
  science: [
    "Expérience : mesurer un temps de réaction",
    "Exemples corrigés : la deuxième loi de Newton",
    "Observer les changements d’état",
    "Tracer un graphique à partir de mesures",
  ],
  personal: ["Planifier sa semaine en 15 minutes", "Simulation d’entretien commentée", "Construire son budget mensuel", "Prendre la parole avec assurance"],
};

export const REFERENCE_LINKS_FR: Partial<Record<CategoryKey, { name: string; url: string }[]>> = {
  business: [
    { name: "OHADA : portail officiel", url: "https://www.ohada.org/" },
    { name: "Khan Academy en français : économie et finance", url: "https://fr.khanacademy.org/economics-finance-domain" },
  ],
  languages: [
    { name: "TV5MONDE : apprendre le français", url: "https://apprendre.tv5monde.com/fr" },
    { name: "Le Conjugueur du Figaro", url: "https://leconjugueur.lefigaro.fr/" },
  ],
  health: [
    { name: "OMS, aide-mémoire : le paludisme", url: "https://www.who.int/fr/news-room/fact-sheets/detail/malaria" },
    { name: "OMS, aide-mémoire : la malnutrition", url: "https://www.who.int/fr/news-room/fact-sheets/detail/malnutrition" },
  ],
  agriculture: [
    { name: "FAO : portail des sols", url: "https://www.fao.org/soils-portal/fr/" },
    { name: "FAO : plateforme des connaissances sur l’agriculture familiale", url: "https://www.fao.org/family-farming/fr/" },
  ],
  arts: [
    { name: "Inkscape : logiciel libre de dessin vectoriel", url: "https://inkscape.org/fr/" },
    { name: "Google Fonts : ressources sur la typographie", url: "https://fonts.google.com/knowledge" },
  ],
  science: [
    { name: "Simulations interactives PhET", url: "https://phet.colorado.edu/fr/" },
    { name: "Khan Academy en français : sciences", url: "https://fr.khanacademy.org/science" },
  ],
  personal: [
    { name: "Khan Academy en français : finances personnelles", url: "https://fr.khanacademy.org/college-careers-more" },
    { name: "Banque de France : Mes questions d’argent", url: "https://www.mesquestionsdargent.fr/" },
  ],
};
