import type { BlogAuthor, BlogPost } from "./blog-posts.ts";

/** Francophone writers, presented in French: a French post's author box reads in its language. */
export const BLOG_AUTHORS_FR: BlogAuthor[] = [
  {
    name: "Aminatou Bouba",
    bio: "Professeure de mathématiques au lycée depuis douze ans, à Garoua puis à Yaoundé. Elle accompagne chaque année des candidats au Probatoire et au Baccalauréat des séries C et D.",
    facebook: "https://www.facebook.com/aminatou.bouba.maths",
    twitter: null,
    linkedin: "https://www.linkedin.com/in/aminatou-bouba",
    instagram: null,
  },
  {
    name: "Serge Mbarga Essomba",
    bio: "Ingénieur en informatique et formateur à Yaoundé. Serge écrit sur le numérique au quotidien : apprendre, travailler et payer avec son téléphone, sans se ruiner en forfaits.",
    facebook: null,
    twitter: "https://x.com/sergembarga",
    linkedin: "https://www.linkedin.com/in/serge-mbarga-essomba",
    instagram: null,
  },
  {
    name: "Clarisse Ngo Nlend",
    bio: "Conseillère d’orientation et d’insertion professionnelle à Douala. Elle aide les jeunes diplômés du BTS et de la licence à décrocher leur premier stage ou leur premier emploi.",
    facebook: "https://www.facebook.com/clarisse.ngonlend",
    twitter: null,
    linkedin: "https://www.linkedin.com/in/clarisse-ngo-nlend",
    instagram: "https://www.instagram.com/clarisse.orientation",
  },
];

/** Posts written in French, for the blog's French readers; `author` indexes BLOG_AUTHORS_FR. */
export const BLOG_POSTS_FR: BlogPost[] = [
  {
    slug: "bac-c-et-d-reussir-maths-et-physique",
    title: "Bac C et D : une méthode pour les épreuves de mathématiques et de physique",
    author: 0,
    category: "Science",
    organization: "benoue-science-institute",
    tags: ["baccalauréat", "probatoire", "mathématiques", "révisions"],
    publishedDaysAgo: 6,
    content: `<p>En série C comme en série D, les mathématiques et les sciences physiques pèsent lourd dans la moyenne. Pourtant, chaque année, des élèves qui « comprennent en classe » perdent des points le jour de l’examen. Le problème n’est pas toujours le niveau : c’est souvent la méthode.</p>
<h2>Travailler les anciennes épreuves, pas seulement le cours</h2>
<p>Relire son cahier donne l’impression d’avancer, mais l’examen ne demande pas de réciter : il demande de résoudre. Dès le deuxième trimestre, procurez-vous les sujets des cinq dernières sessions du Probatoire et du Bac et traitez-en au moins un par semaine, montre en main. Vous verrez vite que les mêmes types d’exercices reviennent : étude de fonction, suites, nombres complexes, probabilités, mécanique, électricité.</p>
<h2>Se faire une fiche par chapitre</h2>
<p>Sur une seule page, notez les définitions, les formules et les théorèmes du chapitre, avec un exemple corrigé. Relisez ces fiches dans le taxi ou pendant la pause : c’est leur place, pas la veille de l’examen à minuit.</p>
<h2>Le jour de l’épreuve</h2>
<ol>
<li><strong>Lisez tout le sujet</strong> avant d’écrire, et commencez par l’exercice où vous êtes le plus à l’aise.</li>
<li><strong>Répartissez votre temps</strong> selon le barème : un exercice noté sur 4 ne mérite pas une heure.</li>
<li><strong>Justifiez chaque étape.</strong> Un résultat juste sans démonstration rapporte peu ; une démarche claire avec une erreur de calcul rapporte souvent plus.</li>
<li><strong>En physique, vérifiez les unités</strong> et l’ordre de grandeur : une voiture qui roule à 3 000 m/s doit vous alerter.</li>
<li><strong>Gardez dix minutes</strong> pour relire et encadrer vos résultats.</li>
</ol>
<h2>Ne pas réviser seul</h2>
<p>Un groupe de trois ou quatre camarades, qui se retrouve deux fois par semaine, avance plus vite qu’un élève isolé. Celui qui explique un exercice aux autres le comprend encore mieux. Et quand personne ne trouve, notez la question et posez-la au professeur le lendemain.</p>
<p>Pour vous entraîner dans les conditions de l’examen, essayez nos épreuves chronométrées et parcourez les <a href="/courses">cours de sciences</a> du catalogue.</p>`,
  },
  {
    slug: "apprendre-avec-son-telephone-sans-finir-ses-megas",
    title: "Apprendre avec son téléphone sans finir ses mégas",
    author: 1,
    category: "Technology",
    organization: "chariot-digital-academy",
    tags: ["téléphone", "forfait internet", "apprentissage en ligne"],
    publishedDaysAgo: 15,
    content: `<p>Pour la plupart d’entre nous, le premier ordinateur, c’est le téléphone. On y fait tout : WhatsApp, Mobile Money, les nouvelles du pays… et de plus en plus, les cours. Le problème, c’est le forfait qui finit avant la fin du mois. Avec quelques réglages simples, le même forfait peut pourtant durer deux fois plus longtemps.</p>
<h2>Chasser ce qui consomme en cachette</h2>
<p>Avant même d’ouvrir une leçon, une bonne partie de vos mégas part ailleurs. Dans les réglages du téléphone, ouvrez la page « Utilisation des données » et regardez quelles applications consomment le plus. Vous aurez peut-être des surprises.</p>
<ul>
<li><strong>WhatsApp</strong> : désactivez le téléchargement automatique des photos, des vidéos et des documents sur les données mobiles. Les vidéos des groupes de famille vident un forfait en une soirée.</li>
<li><strong>Le Play Store</strong> : autorisez les mises à jour des applications uniquement en Wi-Fi.</li>
<li><strong>L’économiseur de données</strong> d’Android : activez-le, il bloque l’activité en arrière-plan des applications qui n’en ont pas besoin.</li>
</ul>
<h2>Choisir le bon format au bon moment</h2>
<p>Une leçon à lire ou une série de cartes mémoire ne consomme presque rien ; cinq minutes de vidéo en haute définition peuvent dépasser 100 Mo. Gardez les lectures et les quiz pour vos données mobiles, et regardez les vidéos en 360p : pour un cours, c’est largement suffisant. Les fiches et les exercices en PDF se téléchargent une fois et se travaillent ensuite hors connexion.</p>
<h2>Profiter du Wi-Fi quand il passe</h2>
<p>Bibliothèque, campus, cybercafé, bureau d’un parent : notez à l’avance les vidéos dont vous aurez besoin et téléchargez-les quand vous avez accès au Wi-Fi. Une heure bien préparée suffit pour toute une semaine de cours.</p>
<h2>Bien choisir son forfait</h2>
<p>Comparez les offres des opérateurs au prix du mégaoctet, pas au prix affiché. Les forfaits de nuit, souvent moins chers, sont parfaits pour télécharger les gros fichiers pendant que vous dormez.</p>
<p>Nos <a href="/courses">cours</a> sont découpés en leçons courtes : vous avancez un peu chaque jour, sans exploser votre budget internet.</p>`,
  },
  {
    slug: "payer-sa-formation-par-mobile-money",
    title: "Payer sa formation par Mobile Money : mode d’emploi et précautions",
    author: 1,
    category: "Personal Development",
    organization: null,
    tags: ["mobile money", "paiement", "sécurité"],
    publishedDaysAgo: 31,
    content: `<p>Orange Money ou MTN Mobile Money : au Cameroun, c’est ainsi que l’on paie la plupart de ses achats en ligne, y compris une formation. Le paiement prend moins d’une minute, à condition de savoir ce qui se passe à chaque étape et de garder quelques réflexes de prudence.</p>
<h2>Comment se déroule le paiement</h2>
<ol>
<li>Sur la page du cours, cliquez sur « S’inscrire maintenant » et choisissez votre opérateur.</li>
<li>Saisissez le numéro qui va payer. Vérifiez-le chiffre par chiffre : c’est ce numéro qui recevra la demande.</li>
<li>Une demande de confirmation s’affiche sur le téléphone. Lisez le montant et le nom du bénéficiaire, puis validez avec votre code secret, sur votre téléphone et nulle part ailleurs.</li>
<li>Revenez sur la page : l’inscription est confirmée dès que l’opérateur a répondu.</li>
</ol>
<h2>Quand la confirmation tarde</h2>
<p>Il arrive que le réseau soit lent, surtout en fin de mois. Ne relancez pas le paiement tout de suite : vous risqueriez de payer deux fois. Patientez quelques minutes, vérifiez votre solde et le SMS de l’opérateur, puis rafraîchissez la page. Si l’argent a été débité sans que l’inscription apparaisse, gardez la référence de la transaction et contactez le support avec cette référence.</p>
<h2>Les règles d’or</h2>
<ul>
<li>Personne, ni un agent, ni un formateur, ni le support, n’a besoin de votre code secret. Celui qui vous le demande est un escroc.</li>
<li>Ne payez jamais une formation « par transfert » à un numéro reçu par WhatsApp : passez toujours par la page officielle du cours.</li>
<li>Gardez les SMS de confirmation jusqu’à la fin de la formation.</li>
<li>Méfiez-vous des « promotions » qui expirent dans dix minutes : l’urgence est l’arme préférée des arnaqueurs.</li>
</ul>
<h2>Et si l’on paie pour quelqu’un ?</h2>
<p>Un parent ou un oncle peut tout à fait payer depuis son propre numéro : il suffit de saisir son numéro au moment du paiement et qu’il valide la demande sur son téléphone. Prévenez-le avant, pour qu’il ne prenne pas la demande pour une tentative d’arnaque.</p>
<p>Prêt à vous lancer ? Parcourez le <a href="/courses">catalogue</a> : de nombreux cours sont gratuits, et les autres se paient en quelques secondes.</p>`,
  },
  {
    slug: "francophones-progresser-en-anglais",
    title: "Francophone, comment progresser vraiment en anglais ?",
    author: 2,
    category: "Languages",
    organization: "grassfields-language-centre",
    tags: ["anglais", "bilinguisme", "carrière"],
    publishedDaysAgo: 52,
    content: `<p>Le Cameroun est bilingue sur le papier, mais beaucoup de francophones sortent du lycée en comprenant l’anglais écrit sans oser le parler. Le jour d’un entretien, d’un concours ou d’une réunion à Buea ou à Bamenda, ce blocage coûte cher. La bonne nouvelle : on peut le lever en quelques mois, avec de la régularité plutôt qu’avec du talent.</p>
<h2>Pourquoi l’effort en vaut la peine</h2>
<p>Les banques, les opérateurs de téléphonie, les ONG et les organisations internationales recrutent en priorité des profils à l’aise dans les deux langues officielles. L’anglais donne aussi accès à l’essentiel des ressources techniques en ligne, et aux marchés du Nigeria et de l’Afrique de l’Est.</p>
<h2>Un peu chaque jour</h2>
<ul>
<li><strong>Écoutez</strong> vingt minutes d’anglais par jour : la radio, un podcast, les informations. Au début, ne cherchez pas à tout comprendre.</li>
<li><strong>Lisez</strong> des textes courts sur des sujets qui vous intéressent déjà : le football, la technologie, votre métier.</li>
<li><strong>Écrivez</strong> trois ou quatre phrases le soir sur votre journée, et faites-les corriger une fois par semaine.</li>
<li><strong>Parlez</strong>, même mal. Un camarade anglophone sera presque toujours ravi d’échanger : vous l’aidez en français, il vous aide en anglais.</li>
</ul>
<h2>Oublier la peur de la faute</h2>
<p>À l’école, la faute coûtait des points ; dans la vie, elle ne coûte presque rien. Un interlocuteur retient que vous vous êtes fait comprendre, pas que vous avez oublié un « s » à la troisième personne. Commencez par les situations sans enjeu : saluer, commander, demander son chemin.</p>
<h2>Se fixer un objectif</h2>
<p>Visez une étape précise : tenir un entretien en anglais dans six mois, obtenir une certification du niveau supérieur, présenter un exposé à vos collègues. Un objectif daté vous aide à tenir quand la motivation baisse.</p>
<p>Pour suivre une progression structurée, découvrez nos <a href="/courses">cours de langues</a> et faites le test de positionnement pour connaître votre niveau.</p>`,
  },
  {
    slug: "apres-le-bts-decrocher-son-premier-emploi",
    title: "Après le BTS : décrocher son premier stage ou son premier emploi",
    author: 2,
    category: "Personal Development",
    organization: "wouri-business-school",
    tags: ["BTS", "emploi", "stage", "insertion professionnelle"],
    publishedDaysAgo: 64,
    content: `<p>Le BTS en poche, beaucoup de jeunes découvrent que le plus dur ne fait que commencer : trouver une entreprise qui leur fasse confiance. Les offres sont rares et les candidats nombreux. Ceux qui s’en sortent ne sont pas toujours les meilleurs de la promotion : ce sont souvent ceux qui s’y prennent avec méthode.</p>
<h2>Commencer avant la fin des études</h2>
<p>Votre stage de fin de formation est votre première expérience professionnelle : traitez-le comme un emploi. Arrivez à l’heure, prenez des initiatives, demandez du travail quand vous n’en avez pas. Beaucoup de premiers contrats sont proposés à d’anciens stagiaires que l’on a vus à l’œuvre.</p>
<h2>Un CV d’une page, adapté à chaque offre</h2>
<ul>
<li>En haut, votre diplôme, votre spécialité et un numéro de téléphone joignable.</li>
<li>Vos stages et vos petits boulots, avec ce que vous avez réellement fait et les résultats obtenus.</li>
<li>Vos compétences concrètes : logiciels maîtrisés, langues, permis de conduire.</li>
<li>Une adresse e-mail sérieuse : prénom.nom plutôt qu’un surnom.</li>
</ul>
<h2>Activer son réseau</h2>
<p>Au Cameroun, une grande partie des recrutements se fait par recommandation. Faites savoir autour de vous que vous cherchez : anciens enseignants, maîtres de stage, membres de la famille, anciens de votre école. Inscrivez-vous aussi au Fonds national de l’emploi (FNE), qui propose des offres, des formations et des programmes de premier emploi.</p>
<h2>Se préparer à l’entretien</h2>
<p>Renseignez-vous sur l’entreprise, préparez trois exemples de situations où vous avez résolu un problème, et entraînez-vous à vous présenter en deux minutes, en français comme en anglais. Le jour J, une tenue soignée et un dossier complet font déjà une bonne impression.</p>
<h2>Ne pas rester sans rien faire</h2>
<p>Si la recherche dure, continuez à apprendre : un certificat en ligne dans votre domaine, un projet personnel, du bénévolat dans une association. Un recruteur qui voit que vous avez avancé pendant ces mois retient votre sérieux.</p>
<p>Complétez votre profil avec une formation courte et certifiante : parcourez le <a href="/courses">catalogue</a>.</p>`,
  },
  {
    slug: "elevage-de-poulets-de-chair-les-calculs-avant-de-se-lancer",
    title: "Élevage de poulets de chair : les calculs à faire avant de se lancer",
    author: 0,
    category: "Agriculture",
    organization: "menoua-agricultural-institute",
    tags: ["agriculture", "aviculture", "entrepreneuriat"],
    publishedDaysAgo: 90,
    content: `<p>Le poulet de chair attire beaucoup de jeunes : le cycle est court, environ six semaines, et la demande ne faiblit jamais, surtout à l’approche des fêtes. Mais une bande mal préparée peut laisser l’éleveur avec des dettes plutôt qu’un bénéfice. Avant d’acheter le premier poussin, il faut faire ses comptes.</p>
<h2>Lister toutes les dépenses</h2>
<p>Pour une première bande de 200 poussins, par exemple, prévoyez :</p>
<ul>
<li>les poussins d’un jour, à commander auprès d’un couvoir reconnu ;</li>
<li>la provende, qui représente à elle seule les deux tiers environ du coût total ;</li>
<li>les vaccins (Newcastle, Gumboro) et les produits vétérinaires ;</li>
<li>la litière (copeaux de bois), le chauffage des premiers jours, l’eau et l’électricité ;</li>
<li>le transport, et une réserve pour les imprévus.</li>
</ul>
<h2>Compter les pertes</h2>
<p>Même dans un bon élevage, quelques sujets meurent. Faites vos calculs en retirant au moins 5 % de l’effectif : si vous n’êtes rentable qu’avec zéro perte, le projet est trop fragile. Un poulailler propre, bien aéré et désinfecté entre deux bandes reste la meilleure protection.</p>
<h2>Connaître son prix de revient</h2>
<p>Additionnez toutes les dépenses et divisez par le nombre de poulets que vous comptez vendre : vous obtenez votre prix de revient par sujet. Comparez-le au prix pratiqué sur votre marché. Si l’écart est trop faible, mieux vaut revoir le projet maintenant que le découvrir à la vente.</p>
<h2>Trouver ses clients avant la fin de la bande</h2>
<p>Un poulet gardé au-delà de l’âge prévu mange sans prendre assez de poids, et votre marge fond chaque jour. Contactez à l’avance les restaurants, les braiseuses, les bayam-sellam du marché et vos voisins. Programmez vos bandes pour qu’elles soient prêtes avant Noël, le Nouvel An ou Pâques.</p>
<p>Tenez un cahier pour chaque bande : dépenses, mortalité, poids, ventes. Au bout de trois bandes, vous saurez exactement où vous gagnez et où vous perdez. Nos <a href="/courses">cours d’agriculture et d’agro-industrie</a> détaillent la conduite d’un élevage de bout en bout.</p>`,
  },
];
