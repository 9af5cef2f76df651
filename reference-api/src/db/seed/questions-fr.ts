import { type BankQuestion, q } from "./bank-question.ts";
import type { BankKey } from "./question-banks.ts";
import type { CategoryKey } from "./taxonomy.ts";

/**
 * The knowledge checks of the courses taught in French, and the French bookkeeping course's final
 * assessment (the business pool has the ten questions it needs).
 */
export const QUIZ_POOL_FR: Partial<Record<CategoryKey, BankQuestion[]>> = {
  business: [
    q(
      "Comptabilité",
      "Quelle équation est à la base de la comptabilité en partie double ?",
      "Actif = Passif + Capitaux propres",
      ["Actif = Produits − Charges", "Capitaux propres = Actif + Passif", "Bénéfice = Actif − Capitaux propres"],
      "Tout ce que l’entreprise possède est financé soit par ses créanciers (le passif), soit par ses propriétaires (les capitaux propres).",
    ),
    q(
      "Comptabilité",
      "L’entreprise achète du matériel au comptant. Quelle écriture est juste ?",
      "Débit Matériel, crédit Caisse",
      ["Débit Caisse, crédit Matériel", "Débit Matériel, crédit Capital", "Débit Charges, crédit Matériel"],
      "Un actif (le matériel) augmente et un autre (la caisse) diminue : l’actif augmente au débit et diminue au crédit.",
    ),
    q(
      "Comptabilité",
      "Lequel de ces éléments est une dette ?",
      "Un emprunt bancaire",
      ["L’argent en caisse", "Le stock de marchandises", "La moto de livraison"],
      "Un emprunt est une somme due au prêteur ; la caisse, le stock et la moto sont des actifs.",
    ),
    q(
      "Comptabilité",
      "Les ventes s’élèvent à 2 000 000 XAF et le coût d’achat des marchandises vendues à 1 200 000 XAF. Quelle est la marge brute ?",
      "800 000 XAF",
      ["3 200 000 XAF", "1 200 000 XAF", "600 000 XAF"],
      "Marge brute = ventes − coût d’achat des marchandises vendues = 2 000 000 − 1 200 000 = 800 000 XAF.",
    ),
    q(
      "Comptabilité",
      "Dans quel document les opérations sont-elles inscrites d’abord, par ordre de date ?",
      "Le journal",
      ["Le bilan", "Le grand livre", "Le compte de résultat"],
      "Le journal enregistre chaque opération dans l’ordre chronologique ; elle est ensuite reportée au grand livre.",
    ),
    q(
      "Comptabilité",
      "Une balance équilibrée prouve-t-elle que la comptabilité est sans erreur ?",
      "Non : une écriture passée dans le mauvais compte reste équilibrée",
      ["Oui, toujours", "Oui, si le bilan est positif", "Non : une balance n’est jamais équilibrée"],
      "La balance repère les écritures incomplètes ou mal reportées, mais pas une écriture équilibrée imputée au mauvais compte.",
    ),
    q(
      "Comptabilité",
      "Un client achète à crédit pour 150 000 XAF. Quel compte est débité ?",
      "Clients",
      ["Ventes", "Fournisseurs", "Caisse"],
      "La vente crée une créance sur le client : on débite Clients et on crédite Ventes.",
    ),
    q(
      "Comptabilité",
      "Quel document présente ce que l’entreprise possède et doit à une date donnée ?",
      "Le bilan",
      ["Le compte de résultat", "Le journal", "Le plan de trésorerie"],
      "Le bilan est une photographie du patrimoine à une date ; le compte de résultat mesure l’activité d’une période.",
    ),
    q(
      "Entrepreneuriat et marketing",
      "Pourquoi une entreprise rentable peut-elle manquer de trésorerie ?",
      "Ses clients paient plus tard qu’elle ne paie ses charges",
      ["Parce que ses ventes sont trop élevées", "Parce qu’elle n’a pas de dettes", "Parce que son bénéfice est calculé en XAF"],
      "Le bénéfice se calcule quand la vente est faite ; l’argent n’arrive que lorsque le client paie.",
    ),
    q(
      "Entrepreneuriat et marketing",
      "Un produit coûte 2 000 XAF à fabriquer et se vend 2 500 XAF. Quelle est la marge en pourcentage du coût ?",
      "25 %",
      ["20 %", "50 %", "500 %"],
      "Marge = 2 500 − 2 000 = 500 XAF, soit 500 ÷ 2 000 = 25 % du coût.",
    ),
    q(
      "Entrepreneuriat et marketing",
      "Avant de lancer un produit, quelle est la meilleure façon de tester l’idée ?",
      "Le proposer à quelques clients et voir s’ils l’achètent",
      ["Acheter un grand stock pour baisser le prix", "Demander l’avis de sa famille seulement", "Imprimer des affiches"],
      "Une vente réelle, même petite, dit plus sur la demande que des opinions.",
    ),
    q(
      "Entrepreneuriat et marketing",
      "Où immatricule-t-on une entreprise au Cameroun ?",
      "Au Centre de formalités de création des entreprises (CFCE)",
      ["À la mairie seulement", "À la banque", "Au tribunal de commerce de Paris"],
      "Le CFCE réunit en un seul lieu les démarches de création : registre du commerce, impôts et sécurité sociale.",
    ),
  ],
  languages: [
    q(
      "Langue française",
      "À qui dit-on « vous » ?",
      "À une personne que l’on ne connaît pas",
      ["À son petit frère", "À un ami d’enfance", "À son chien"],
      "On vouvoie les inconnus, les supérieurs et les clients ; on tutoie la famille et les amis.",
    ),
    q(
      "Langue française",
      "Complétez : Nous ___ le français depuis un an.",
      "parlons",
      ["parlez", "parlent", "parle"],
      "Avec « nous », les verbes du premier groupe prennent la terminaison -ons.",
    ),
    q(
      "Langue française",
      "Quelle est la forme juste du verbe « être » ?",
      "Vous êtes",
      ["Vous êtez", "Vous sommes", "Vous est"],
      "Être est irrégulier : je suis, tu es, il est, nous sommes, vous êtes, ils sont.",
    ),
    q(
      "Langue française",
      "Complétez : Ils ___ leurs devoirs avant le dîner.",
      "finissent",
      ["finent", "finissez", "finit"],
      "Finir est du deuxième groupe : ils finissent.",
    ),
    q(
      "Langue française",
      "Quelle formule termine un courriel professionnel ?",
      "Cordialement",
      ["Salut !", "Bisous", "À plus"],
      "« Cordialement » convient à un courriel de travail ; les autres formules sont familières.",
    ),
    q(
      "Langue française",
      "Que répond-on à « Merci beaucoup » ?",
      "Je vous en prie",
      ["Pardon", "Enchanté", "Bonsoir"],
      "« Je vous en prie » ou « De rien » répondent à un remerciement.",
    ),
    q("Langue française", "Complétez : Je ___ au marché tous les samedis.", "vais", ["va", "allons", "vas"], "Aller est irrégulier : je vais, tu vas, il va."),
    q(
      "Langue française",
      "Quelle phrase est correcte ?",
      "Elles font les courses.",
      ["Elles faisent les courses.", "Elles fait les courses.", "Elles faites les courses."],
      "Faire est irrégulier : ils font, elles font.",
    ),
  ],
  health: [
    q(
      "Santé publique",
      "Quelle est la protection la plus efficace contre le paludisme pendant la nuit ?",
      "Dormir sous une moustiquaire imprégnée",
      ["Laisser la fenêtre ouverte", "Boire beaucoup d’eau", "Prendre un bain chaud"],
      "Le moustique anophèle pique surtout la nuit ; la moustiquaire imprégnée empêche la piqûre et tue le moustique.",
    ),
    q(
      "Santé publique",
      "Dans quel délai une fièvre doit-elle être testée pour le paludisme ?",
      "Dans les 24 heures",
      ["Après une semaine", "Seulement si elle dure un mois", "Jamais chez l’adulte"],
      "Un diagnostic et un traitement rapides évitent les formes graves.",
    ),
    q(
      "Santé publique",
      "Que faut-il donner d’abord à un enfant qui a la diarrhée ?",
      "Une solution de réhydratation orale",
      ["Des antibiotiques", "Rien à boire", "Du lait concentré sucré"],
      "La diarrhée tue par déshydratation ; la SRO remplace l’eau et les sels perdus.",
    ),
    q(
      "Santé publique",
      "Lequel de ces aliments est surtout un aliment de construction ?",
      "Les haricots",
      ["Le manioc", "La mangue", "Le sucre"],
      "Les haricots sont riches en protéines, qui construisent et réparent le corps.",
    ),
    q(
      "Santé publique",
      "Quel est un signe de danger chez un enfant malade ?",
      "Il ne peut plus boire ni téter",
      ["Il a faim", "Il dort la nuit", "Il pleure quand on le pique"],
      "Un enfant qui ne peut plus boire doit être conduit immédiatement dans une formation sanitaire.",
    ),
    q(
      "Santé publique",
      "Quel geste réduit le plus les maladies diarrhéiques ?",
      "Se laver les mains au savon aux moments clés",
      ["Se rincer les mains à l’eau seule", "Porter des gants en permanence", "Manger moins de fruits"],
      "Le savon élimine les germes ; on se lave les mains avant de manger, avant de cuisiner et après les toilettes.",
    ),
    q(
      "Santé publique",
      "Jusqu’à quel âge est-il recommandé de poursuivre l’allaitement en complément des repas ?",
      "Deux ans ou plus",
      ["Trois mois", "Six mois", "Un an exactement"],
      "L’allaitement exclusif est recommandé jusqu’à 6 mois, puis poursuivi avec une alimentation de complément jusqu’à 2 ans ou plus.",
    ),
  ],
  agriculture: [
    q(
      "Production agricole",
      "Pourquoi ne faut-il pas brûler les résidus de récolte ?",
      "Ils nourrissent le sol en matière organique",
      ["Ils attirent la pluie", "Ils coûtent cher à brûler", "La fumée fait pousser les mauvaises herbes"],
      "Laissés en paillage ou compostés, les résidus retiennent l’eau et libèrent des éléments nutritifs.",
    ),
    q(
      "Production agricole",
      "Combien de jours dure en général la fermentation du cacao ?",
      "Cinq à six jours",
      ["Une heure", "Un jour", "Un mois"],
      "Cinq à six jours avec brassage régulier donnent des fèves brunes, bien fermentées.",
    ),
    q(
      "Production agricole",
      "Quel mode de séchage du cacao les acheteurs refusent-ils ?",
      "Le séchage au feu de bois",
      ["Le séchage au soleil sur claies", "Le séchage sur bâche", "Le séchage en couche mince"],
      "La fumée donne aux fèves un goût que l’industrie du chocolat refuse.",
    ),
    q(
      "Production agricole",
      "Une parcelle de 100 m sur 50 m mesure combien d’hectares ?",
      "0,5 ha",
      ["5 ha", "50 ha", "0,05 ha"],
      "100 × 50 = 5 000 m² ; un hectare vaut 10 000 m², donc 0,5 ha.",
    ),
    q(
      "Production agricole",
      "Quelle culture associée au maïs enrichit le sol en azote ?",
      "Le haricot",
      ["Le manioc", "La tomate", "Le piment"],
      "Les légumineuses comme le haricot et l’arachide fixent l’azote de l’air grâce aux bactéries de leurs racines.",
    ),
    q(
      "Production agricole",
      "Un taux de conversion alimentaire de 1,5 signifie :",
      "1,5 kg d’aliment pour produire 1 kg de poisson",
      ["1,5 kg de poisson par kilogramme d’aliment", "1,5 repas par jour", "1,5 poisson par mètre carré"],
      "Plus le taux est bas, moins l’élevage consomme d’aliment par kilogramme produit.",
    ),
    q(
      "Production agricole",
      "Que permet la vente groupée en coopérative ?",
      "Négocier un meilleur prix pour des lots plus importants",
      ["Éviter de trier la récolte", "Ne plus payer de transport", "Vendre sans acheteur"],
      "Un grand lot de qualité régulière intéresse davantage les acheteurs, qui paient une prime.",
    ),
  ],
  arts: [
    q(
      "Stylisme et couture",
      "Où mesure-t-on le tour de taille ?",
      "À l’endroit le plus fin du buste",
      ["Autour des épaules", "À l’endroit le plus fort des hanches", "Sous la poitrine"],
      "Le ruban se place, bien horizontal, à l’endroit le plus fin du buste.",
    ),
    q(
      "Stylisme et couture",
      "À quoi sert une pince ?",
      "À ajuster le vêtement au corps en donnant du volume",
      ["À fermer le vêtement", "À renforcer l’ourlet", "À décorer le col"],
      "La pince retire de l’ampleur à un endroit pour épouser une courbe du corps.",
    ),
    q(
      "Stylisme et couture",
      "Pourquoi essaie-t-on une toile avant de couper le tissu définitif ?",
      "Pour corriger le patron sans gâcher un tissu coûteux",
      ["Pour gagner du temps sur la finition", "Pour choisir la couleur", "Parce que la cliente l’exige toujours"],
      "La toile, en tissu bon marché, révèle les défauts d’ajustement avant la coupe du wax ou du bazin.",
    ),
    q(
      "Stylisme et couture",
      "Deux couleurs placées face à face sur le cercle chromatique sont dites :",
      "Complémentaires",
      ["Voisines", "Neutres", "Pastel"],
      "Les complémentaires, comme le bleu et l’orange, créent le contraste le plus fort.",
    ),
    q(
      "Stylisme et couture",
      "Dans quel sens coupe-t-on les pièces d’un vêtement ?",
      "Dans le droit-fil, parallèle à la lisière",
      ["En biais, toujours", "Dans n’importe quel sens", "Perpendiculairement à la lisière, toujours"],
      "Le droit-fil assure que le vêtement tombe bien et ne se déforme pas.",
    ),
    q(
      "Stylisme et couture",
      "Quel motif affine la silhouette ?",
      "Un motif sombre et serré",
      ["Un grand motif clair", "De larges rayures horizontales", "Un motif fluo"],
      "Les motifs sombres et serrés attirent moins le regard que les grands motifs clairs.",
    ),
  ],
  science: [
    q(
      "Sciences physiques",
      "Quelle est l’unité de force ?",
      "Le newton",
      ["Le joule", "Le watt", "Le kilogramme"],
      "Un newton donne à une masse de 1 kg une accélération de 1 m/s².",
    ),
    q(
      "Sciences physiques",
      "Une force de 200 N s’exerce sur une masse de 50 kg. Quelle est l’accélération ?",
      "4 m/s²",
      ["10 000 m/s²", "250 m/s²", "0,25 m/s²"],
      "D’après F = m × a, a = F ÷ m = 200 ÷ 50 = 4 m/s².",
    ),
    q(
      "Sciences physiques",
      "Pourquoi les passagers d’un bus sont-ils projetés vers l’avant quand il freine ?",
      "Par inertie, leur corps continue sur sa lancée",
      ["Le frein les pousse", "L’air les pousse vers l’avant", "La gravité augmente au freinage"],
      "C’est la première loi de Newton : un corps garde son mouvement tant qu’aucune force ne le modifie.",
    ),
    q(
      "Sciences physiques",
      "Comment s’appelle le passage de l’état solide à l’état liquide ?",
      "La fusion",
      ["La vaporisation", "La condensation", "La solidification"],
      "La glace qui fond passe de l’état solide à l’état liquide : c’est une fusion.",
    ),
    q(
      "Sciences physiques",
      "500 g de glace fondent complètement. Quelle masse d’eau obtient-on ?",
      "500 g",
      ["450 g", "550 g", "1 kg"],
      "La masse se conserve au cours d’un changement d’état.",
    ),
    q(
      "Sciences physiques",
      "Un taxi parcourt 30 km en 30 minutes. Quelle est sa vitesse moyenne ?",
      "60 km/h",
      ["30 km/h", "1 km/h", "90 km/h"],
      "v = d ÷ t = 30 km ÷ 0,5 h = 60 km/h.",
    ),
    q("Sciences physiques", "Une solution de pH 3 est :", "Acide", ["Neutre", "Basique", "Sans pH"], "Un pH inférieur à 7 indique une solution acide."),
  ],
  personal: [
    q(
      "Organisation et finances personnelles",
      "Que signifie le « M » de SMART ?",
      "Mesurable",
      ["Motivant", "Modeste", "Mensuel"],
      "Un objectif mesurable porte un chiffre qui permet de savoir s’il est atteint.",
    ),
    q(
      "Organisation et finances personnelles",
      "Selon la règle 50/30/20, quelle part des revenus va à l’épargne et aux dettes ?",
      "20 %",
      ["50 %", "30 %", "5 %"],
      "50 % pour les besoins, 30 % pour les envies, 20 % pour l’épargne et le remboursement des dettes.",
    ),
    q(
      "Organisation et finances personnelles",
      "Quelqu’un qui dit appeler de votre opérateur demande votre code mobile money. Que faites-vous ?",
      "Je refuse et je raccroche",
      ["Je le donne s’il connaît mon nom", "Je le donne par SMS seulement", "Je donne la moitié du code"],
      "Aucun opérateur ne demande jamais votre code secret : c’est toujours une fraude.",
    ),
    q(
      "Organisation et finances personnelles",
      "Quel montant viser pour une épargne de précaution ?",
      "Environ trois mois de dépenses essentielles",
      ["Une semaine de salaire", "Tout l’argent disponible", "Rien tant que l’on n’a pas de dettes"],
      "Trois mois de dépenses essentielles permettent de faire face à une maladie ou une perte de revenus.",
    ),
    q(
      "Organisation et finances personnelles",
      "Pour économiser 120 000 XAF en 6 mois, combien mettre de côté chaque mois ?",
      "20 000 XAF",
      ["12 000 XAF", "60 000 XAF", "720 000 XAF"],
      "120 000 ÷ 6 = 20 000 XAF par mois.",
    ),
    q(
      "Organisation et finances personnelles",
      "Que veut dire « se payer d’abord » ?",
      "Mettre l’épargne de côté dès que l’argent arrive",
      ["Acheter ce qui fait plaisir en premier", "Rembourser ses amis en dernier", "Se verser un salaire plus élevé"],
      "Épargner en premier évite que l’argent prévu pour l’épargne soit dépensé en cours de mois.",
    ),
  ],
};

/** The bank an English course would take its final assessment from, and the French pool that stands for it. */
const ASSESSMENT_POOLS_FR: Partial<Record<BankKey, CategoryKey>> = {
  accounting: "business",
  business: "business",
  agriculture: "agriculture",
  health: "health",
};

/** The questions of a French course's final assessment. */
export function frenchAssessmentBank(key: BankKey): BankQuestion[] {
  const category = ASSESSMENT_POOLS_FR[key];
  const pool = category && QUIZ_POOL_FR[category];
  if (!pool) throw new Error(`No French questions stand for the ${key} bank`);
  return pool;
}
