import type { Article } from "./articles.ts";

/** Readings of the courses taught in French; a category with no French course has none. */
export const ARTICLES_FR: Article[] = [
  {
    category: "business",
    title: "L’équation comptable et la partie double",
    description: "Pourquoi chaque opération s’inscrit deux fois, et pourquoi les comptes sont toujours équilibrés.",
    content: `<p>Toute comptabilité, du kiosque de quartier à la grande entreprise, repose sur une relation simple appelée l’équation comptable :</p>
<p><strong>Actif = Passif + Capitaux propres</strong></p>
<p>L’<strong>actif</strong> regroupe ce que l’entreprise possède : la caisse, le compte bancaire, les marchandises, le matériel, les créances sur les clients. Le <strong>passif</strong> (les dettes) regroupe ce qu’elle doit : un emprunt bancaire, les factures des fournisseurs non réglées. Les <strong>capitaux propres</strong> représentent la part des propriétaires : l’apport de départ augmenté des bénéfices conservés.</p>
<h3>Chaque opération touche deux comptes</h3>
<p>Le SYSCOHADA, comme tous les systèmes modernes, applique la partie double : chaque opération est enregistrée au <em>débit</em> d’un compte et au <em>crédit</em> d’un autre, pour le même montant. Ainsi l’équation reste vraie après chaque écriture.</p>
<ul>
<li>Achat d’un congélateur de 350 000 XAF au comptant : débit « Matériel » (l’actif augmente), crédit « Caisse » (l’actif diminue).</li>
<li>Emprunt de 1 000 000 XAF à la banque : débit « Banque », crédit « Emprunts ».</li>
<li>Vente de marchandises à crédit : débit « Clients », crédit « Ventes ».</li>
</ul>
<h3>La balance, premier contrôle</h3>
<p>À la fin du mois, on additionne les débits et les crédits de tous les comptes. Si les deux totaux diffèrent, une écriture est incomplète ou mal reportée. Une balance équilibrée ne prouve pas que tout est juste (une écriture passée dans le mauvais compte reste équilibrée), mais elle repère la plupart des oublis avant qu’ils ne faussent le bilan.</p>`,
  },
  {
    category: "business",
    title: "Comprendre la trésorerie d’une petite entreprise",
    description: "Une entreprise rentable peut manquer d’argent : voici pourquoi et comment l’éviter.",
    content: `<p>Le bénéfice et la trésorerie ne sont pas la même chose. Le bénéfice compare les ventes et les charges d’une période ; la trésorerie, c’est l’argent réellement disponible en caisse et en banque, aujourd’hui. Beaucoup de petites entreprises ferment alors qu’elles vendaient bien, simplement parce que l’argent n’est pas arrivé à temps.</p>
<h3>D’où viennent les écarts</h3>
<ul>
<li><strong>Les ventes à crédit</strong> : le client paie dans 30 ou 60 jours, mais les salaires se paient chaque mois.</li>
<li><strong>Les stocks</strong> : des marchandises achetées et payées dorment sur les étagères.</li>
<li><strong>Les investissements</strong> : un four ou une moto payés comptant vident la caisse d’un coup.</li>
<li><strong>Les prélèvements du propriétaire</strong> : l’argent de la famille et celui de l’entreprise se mélangent.</li>
</ul>
<h3>Le plan de trésorerie</h3>
<p>Un tableau simple suffit : une colonne par semaine ou par mois, les encaissements attendus en haut, les décaissements prévus en bas, et le solde cumulé sur la dernière ligne. Dès qu’un solde devient négatif, vous savez quand et de combien vous manquerez.</p>
<p>Les réponses sont alors concrètes : demander un acompte aux gros clients, négocier des délais avec les fournisseurs, étaler un achat, ou préparer un découvert avant d’en avoir besoin. Une banque ou une tontine prête plus volontiers à qui montre un plan qu’à qui arrive dans l’urgence.</p>`,
  },
  {
    category: "languages",
    title: "Saluer en français : tu ou vous ?",
    description: "Choisir la bonne forme d’adresse au travail, en famille et avec des inconnus.",
    content: `<p>Le français a deux façons de s’adresser à une personne : <em>tu</em> et <em>vous</em>. Le choix dit beaucoup de la relation, et une erreur peut paraître impolie ou au contraire trop distante.</p>
<h3>Quand dire « vous »</h3>
<ul>
<li>À une personne que vous ne connaissez pas, quel que soit son âge.</li>
<li>À un supérieur, un client, un enseignant ou un agent de l’administration.</li>
<li>À plusieurs personnes, toujours : « Vous êtes prêts ? »</li>
</ul>
<h3>Quand dire « tu »</h3>
<ul>
<li>En famille, entre amis, entre camarades de classe.</li>
<li>Avec un collègue qui vous a proposé de vous tutoyer : « On peut se tutoyer ? »</li>
</ul>
<h3>Les salutations qui vont avec</h3>
<p>« Bonjour, Madame » ou « Bonsoir, Monsieur » s’utilisent avec <em>vous</em> ; « Salut ! » et « Ça va ? » avec <em>tu</em>. Dans un courriel professionnel, commencez par « Madame, Monsieur, » ou « Bonjour Madame Ngo, » et terminez par « Cordialement » ou « Veuillez agréer, Madame, l’expression de mes salutations distinguées. »</p>
<p>En cas de doute, commencez par <em>vous</em> : il est toujours plus facile de passer au <em>tu</em> quand l’autre le propose que de revenir en arrière.</p>`,
  },
  {
    category: "languages",
    title: "Le présent de l’indicatif : les trois groupes de verbes",
    description: "Conjuguer au présent les verbes en -er, en -ir et les verbes irréguliers les plus utiles.",
    content: `<p>Le présent est le premier temps à maîtriser : il sert à parler de ce qui se passe maintenant, des habitudes et des vérités générales. Les verbes français se rangent en trois groupes.</p>
<h3>Premier groupe : les verbes en -er</h3>
<p>Ce sont les plus nombreux et les plus réguliers. On enlève -er et on ajoute -e, -es, -e, -ons, -ez, -ent : <em>je parle, tu parles, il parle, nous parlons, vous parlez, ils parlent</em>. Attention : -es et -ent ne se prononcent pas.</p>
<h3>Deuxième groupe : les verbes en -ir (participe en -issant)</h3>
<p><em>Finir</em> se conjugue ainsi : <em>je finis, tu finis, il finit, nous finissons, vous finissez, ils finissent</em>. Même modèle pour <em>choisir, réussir, remplir</em>.</p>
<h3>Troisième groupe : les irréguliers</h3>
<p>Peu nombreux mais très fréquents, ils s’apprennent par cœur :</p>
<ul>
<li><strong>être</strong> : je suis, tu es, il est, nous sommes, vous êtes, ils sont</li>
<li><strong>avoir</strong> : j’ai, tu as, il a, nous avons, vous avez, ils ont</li>
<li><strong>aller</strong> : je vais, tu vas, il va, nous allons, vous allez, ils vont</li>
<li><strong>faire</strong> : je fais, tu fais, il fait, nous faisons, vous faites, ils font</li>
</ul>
<p>Conseil : dites chaque matin trois phrases sur votre journée au présent (« Je vais au marché, je fais les courses, je rentre à midi »). La régularité compte plus que la durée.</p>`,
  },
  {
    category: "health",
    title: "Prévenir le paludisme à la maison et dans la communauté",
    description: "Les gestes qui protègent la famille contre les moustiques et la maladie.",
    content: `<p>Le paludisme est transmis par la piqûre d’un moustique anophèle infecté, qui pique surtout entre le coucher et le lever du soleil. Les enfants de moins de cinq ans et les femmes enceintes sont les plus exposés aux formes graves.</p>
<h3>Dormir sous moustiquaire, chaque nuit</h3>
<p>La moustiquaire imprégnée d’insecticide à longue durée est la protection la plus efficace. Elle doit couvrir tout le lit, être bordée sous le matelas et ne pas avoir de trous. On la lave doucement, sans la frotter, et on la sèche à l’ombre pour garder l’insecticide.</p>
<h3>Supprimer les gîtes larvaires</h3>
<ul>
<li>Vider ou couvrir les récipients qui gardent l’eau de pluie : pneus, boîtes, pots de fleurs.</li>
<li>Curer les caniveaux et combler les flaques autour de la maison.</li>
<li>Couvrir les fûts et les seaux de réserve d’eau.</li>
</ul>
<h3>Reconnaître et traiter tôt</h3>
<p>Fièvre, frissons, maux de tête, courbatures, vomissements : toute fièvre doit être testée dans les 24 heures par un test de diagnostic rapide au centre de santé. Un paludisme confirmé se traite avec le médicament prescrit, pris jusqu’au bout même si l’on se sent mieux.</p>
<p>Signes de danger qui imposent d’aller à l’hôpital sans attendre : convulsions, somnolence profonde, incapacité à boire ou à téter, respiration rapide, urines très foncées.</p>`,
  },
  {
    category: "health",
    title: "Bien nourrir la famille avec les aliments locaux",
    description: "Composer des repas équilibrés et abordables avec ce que l’on trouve au marché.",
    content: `<p>Un repas équilibré n’a pas besoin d’être cher. Il associe trois familles d’aliments, que l’on trouve toutes sur les marchés du Cameroun.</p>
<h3>Les trois familles</h3>
<ul>
<li><strong>Les aliments énergétiques</strong> : manioc, plantain, maïs, riz, igname, macabo. Ils donnent la force de travailler et d’apprendre.</li>
<li><strong>Les aliments de construction</strong> : haricots, arachides, œufs, poisson, viande, lait. Leurs protéines font grandir les enfants et réparent le corps.</li>
<li><strong>Les aliments de protection</strong> : légumes-feuilles (ndolè, folong, zom), tomates, mangues, papayes, oranges. Leurs vitamines et minéraux protègent contre les maladies.</li>
</ul>
<h3>Des règles simples</h3>
<p>Mettez un aliment de chaque famille dans l’assiette principale de la journée. Pour les enfants de 6 mois à 2 ans, continuez l’allaitement et ajoutez une bouillie enrichie (maïs avec pâte d’arachide ou poudre de poisson) plusieurs fois par jour.</p>
<p>Limitez le sucre, les boissons sucrées et le sel. Buvez de l’eau potable. Les légumes cuits trop longtemps perdent une partie de leurs vitamines : ajoutez-les en fin de cuisson.</p>
<p>Un enfant qui ne grandit pas bien, qui est souvent malade ou très fatigué doit être pesé et examiné au centre de santé : la malnutrition se soigne mieux quand on la découvre tôt.</p>`,
  },
  {
    category: "agriculture",
    title: "Comprendre la santé du sol et la matière organique",
    description: "Pourquoi un sol vivant produit plus, et comment l’enrichir sans dépenser beaucoup.",
    content: `<p>Un sol fertile n’est pas seulement une réserve d’engrais : c’est un milieu vivant, plein de racines, de vers de terre et de micro-organismes qui transforment les débris végétaux en éléments nutritifs pour les plantes.</p>
<h3>Le rôle de la matière organique</h3>
<p>Feuilles, résidus de récolte, fumier et compost forment la matière organique. Elle retient l’eau comme une éponge, garde les éléments nutritifs à portée des racines et rend le sol plus meuble. Sous les fortes pluies, un sol riche en matière organique s’érode beaucoup moins.</p>
<h3>Des pratiques à la portée de tous</h3>
<ul>
<li><strong>Ne pas brûler</strong> les résidus de récolte : les laisser en paillage ou les composter.</li>
<li><strong>Faire du compost</strong> avec des déchets verts, du fumier et de la cendre, retourné toutes les deux ou trois semaines.</li>
<li><strong>Associer les cultures</strong> : le maïs avec le haricot ou l’arachide, qui enrichissent le sol en azote.</li>
<li><strong>Faire tourner les cultures</strong> d’une saison à l’autre pour casser le cycle des ravageurs.</li>
<li><strong>Couvrir le sol</strong> entre deux cultures avec une plante de couverture comme le mucuna.</li>
</ul>
<p>L’engrais minéral reste utile, mais il donne de meilleurs résultats sur un sol riche en matière organique : les deux se complètent.</p>`,
  },
  {
    category: "agriculture",
    title: "Réussir la fermentation et le séchage du cacao",
    description: "Les étapes après la récolte qui font la qualité, et donc le prix, des fèves.",
    content: `<p>Le goût du chocolat se prépare à la ferme. Des fèves mal fermentées ou mal séchées sont ardoisées, moisies ou acides, et l’acheteur les paie moins cher, quand il ne les refuse pas.</p>
<h3>Écabossage</h3>
<p>Récoltez les cabosses bien mûres et ouvrez-les dans les cinq jours, avec un gourdin plutôt qu’une machette pour ne pas blesser les fèves. Écartez les fèves germées, noires ou malades.</p>
<h3>Fermentation : cinq à six jours</h3>
<ul>
<li>Placez les fèves fraîches en tas sur des feuilles de bananier, ou dans des caisses percées, et couvrez-les de feuilles.</li>
<li>Brassez le tas après deux jours, puis tous les deux jours, pour que toutes les fèves fermentent de la même façon.</li>
<li>La fermentation est bonne quand l’intérieur des fèves devient brun et que l’odeur vinaigrée diminue.</li>
</ul>
<h3>Séchage : jusqu’à 7 % d’humidité</h3>
<p>Séchez au soleil sur des claies ou des bâches, jamais sur le sol nu ni près d’une route. Remuez plusieurs fois par jour et couvrez en cas de pluie. Une fève bien sèche craque sous les doigts. Le séchage au feu de bois donne un goût de fumée que les acheteurs refusent.</p>
<p>Stockez les sacs de jute sur des palettes, dans un local sec et aéré, loin des engrais et du carburant.</p>`,
  },
  {
    category: "arts",
    title: "Prendre ses mesures et construire un patron de base",
    description: "Les mesures indispensables et la méthode pour tracer une jupe droite.",
    content: `<p>Un vêtement qui tombe bien commence par des mesures prises avec soin. Le patron de base, ou patron « à plat », se trace ensuite sur du papier kraft et sert de modèle pour de nombreux styles.</p>
<h3>Les mesures essentielles</h3>
<ul>
<li><strong>Tour de taille</strong> : à l’endroit le plus fin du buste, ruban bien horizontal.</li>
<li><strong>Tour de hanches</strong> : à l’endroit le plus fort des fesses, environ 20 cm sous la taille.</li>
<li><strong>Hauteur taille-hanches</strong> : mesurée sur le côté.</li>
<li><strong>Longueur de jupe</strong> : de la taille jusqu’à l’ourlet souhaité.</li>
</ul>
<p>Faites porter des vêtements légers à la cliente, notez chaque mesure avec son nom et la date, et ne serrez jamais le ruban.</p>
<h3>Tracer une jupe droite</h3>
<p>Tracez un rectangle de la longueur de jupe sur un quart du tour de hanches, plus 1 cm d’aisance. Marquez la ligne des hanches à la hauteur mesurée. En haut, réduisez la largeur jusqu’au quart du tour de taille : la différence se répartit entre une pince et l’arrondi du côté.</p>
<p>Ajoutez les valeurs de couture (1,5 cm sur les côtés, 3 à 4 cm pour l’ourlet) seulement au moment de couper le tissu. Essayez toujours une toile en tissu bon marché avant de couper un wax ou un bazin coûteux.</p>`,
  },
  {
    category: "arts",
    title: "Les couleurs et les motifs dans la création textile",
    description: "Associer les couleurs d’un pagne et placer ses motifs avec intention.",
    content: `<p>Le tissu impose souvent ses couleurs et ses motifs : le travail du créateur consiste à les mettre en valeur plutôt qu’à les subir.</p>
<h3>Le cercle chromatique</h3>
<p>Les couleurs <strong>complémentaires</strong> (face à face sur le cercle, comme le bleu et l’orange) créent un contraste fort, idéal pour un détail qui doit attirer l’œil. Les couleurs <strong>voisines</strong> (jaune, orange, rouge) donnent un ensemble harmonieux et calme. Une couleur neutre (noir, blanc, beige) repose le regard à côté d’un wax chargé.</p>
<h3>Placer les motifs</h3>
<ul>
<li>Centrez un grand motif sur le devant du corsage ou dans le dos, jamais coupé par une pince.</li>
<li>Faites se raccorder les motifs aux coutures visibles, quitte à acheter un peu plus de tissu.</li>
<li>Coupez toutes les pièces dans le même sens du tissu : certains motifs ont un haut et un bas.</li>
</ul>
<h3>Équilibrer la silhouette</h3>
<p>Un motif clair et large attire le regard et élargit ; un motif sombre et serré affine. Utilisez-les pour équilibrer la silhouette de la cliente, et montrez-lui deux propositions avant de couper.</p>`,
  },
  {
    category: "science",
    title: "Les trois lois de Newton",
    description: "Comprendre les forces et le mouvement à partir d’exemples de tous les jours.",
    content: `<p>Au XVII<sup>e</sup> siècle, Isaac Newton a résumé en trois lois la relation entre les forces et le mouvement. Elles expliquent aussi bien le freinage d’un taxi que le vol d’une fusée.</p>
<h3>Première loi : le principe d’inertie</h3>
<p>Un objet reste immobile, ou garde une vitesse constante en ligne droite, tant qu’aucune force ne l’oblige à changer. C’est pourquoi les passagers d’un bus sont projetés vers l’avant quand il freine brusquement : leur corps continue sur sa lancée.</p>
<h3>Deuxième loi : F = m × a</h3>
<p>L’accélération d’un objet est proportionnelle à la force qui s’exerce sur lui et inversement proportionnelle à sa masse. Pousser une brouette vide ou pleine avec la même force ne donne pas la même accélération. Avec une force de 200 N sur une masse de 50 kg, l’accélération vaut 200 ÷ 50 = 4 m/s².</p>
<h3>Troisième loi : action et réaction</h3>
<p>Quand un objet exerce une force sur un autre, le second exerce sur le premier une force égale et opposée. Le nageur pousse l’eau vers l’arrière et l’eau le pousse vers l’avant ; les gaz chassés par une fusée la propulsent vers le haut.</p>
<p>Pour résoudre un exercice, commencez toujours par faire l’inventaire des forces et par les dessiner sur un schéma.</p>`,
  },
  {
    category: "science",
    title: "Les états de la matière et leurs changements",
    description: "Solide, liquide, gaz : ce qui change et ce qui reste quand la matière se transforme.",
    content: `<p>Toute la matière qui nous entoure est faite de particules minuscules. Selon la façon dont elles sont liées et bougent, la matière est solide, liquide ou gazeuse.</p>
<ul>
<li><strong>Solide</strong> : les particules sont serrées et ordonnées ; le solide a une forme et un volume propres (la glace, le fer).</li>
<li><strong>Liquide</strong> : les particules restent proches mais glissent les unes sur les autres ; le liquide prend la forme du récipient (l’eau, l’huile).</li>
<li><strong>Gaz</strong> : les particules sont éloignées et très agitées ; le gaz occupe tout l’espace disponible (l’air, la vapeur d’eau).</li>
</ul>
<h3>Les changements d’état</h3>
<p>La <em>fusion</em> fait passer du solide au liquide, la <em>solidification</em> du liquide au solide, la <em>vaporisation</em> du liquide au gaz et la <em>liquéfaction</em> (ou condensation) du gaz au liquide. Pour l’eau pure, la fusion a lieu à 0 °C et l’ébullition à 100 °C au niveau de la mer.</p>
<p>Au cours d’un changement d’état, la masse se conserve : 1 kg de glace donne 1 kg d’eau. En revanche, le volume change. La température d’un corps pur reste constante pendant tout le changement d’état, même si l’on continue à chauffer.</p>
<p>On observe ces changements chaque jour : le linge qui sèche (évaporation), la buée sur une bouteille fraîche (condensation), le beurre de karité qui fond au soleil.</p>`,
  },
  {
    category: "personal",
    title: "Se fixer des objectifs SMART",
    description: "Transformer une bonne intention en objectif que l’on atteint vraiment.",
    content: `<p>« Je veux économiser » ou « je veux réussir mes examens » sont des souhaits, pas encore des objectifs. La méthode SMART aide à les rendre concrets.</p>
<ul>
<li><strong>Spécifique</strong> : dites exactement ce que vous voulez. « Économiser pour acheter une machine à coudre » plutôt que « économiser ».</li>
<li><strong>Mesurable</strong> : fixez un chiffre. « 150 000 XAF ».</li>
<li><strong>Atteignable</strong> : vérifiez que c’est possible avec vos revenus et votre temps.</li>
<li><strong>Réaliste</strong> : l’objectif doit compter pour vous et s’accorder avec vos autres priorités.</li>
<li><strong>Temporel</strong> : donnez-vous une date. « D’ici le 31 décembre ».</li>
</ul>
<h3>Du grand objectif aux petites actions</h3>
<p>150 000 XAF en six mois, c’est 25 000 XAF par mois, soit un peu moins de 6 000 XAF par semaine. Chaque semaine, vous savez ce que vous avez à faire. Notez votre progression dans un carnet ou sur votre téléphone : voir la somme grandir motive.</p>
<p>Quand un obstacle survient (une dépense imprévue, une maladie), ajustez la date plutôt que d’abandonner. Un objectif révisé reste un objectif ; un objectif oublié ne l’est plus.</p>`,
  },
  {
    category: "personal",
    title: "Établir un budget mensuel et s’y tenir",
    description: "Savoir où va l’argent, décider à l’avance et protéger son épargne.",
    content: `<p>Un budget n’est pas une punition : c’est un plan qui dit à votre argent où aller, au lieu de vous demander à la fin du mois où il est passé.</p>
<h3>1. Noter les revenus</h3>
<p>Salaire, ventes, aide de la famille : inscrivez ce qui rentre réellement chaque mois. Si vos revenus varient, prenez le mois le plus faible des six derniers.</p>
<h3>2. Suivre les dépenses pendant un mois</h3>
<p>Notez tout, même le beignet du matin et le crédit de communication. Regroupez ensuite : logement, nourriture, transport, école, santé, famille, loisirs.</p>
<h3>3. Décider à l’avance</h3>
<p>Une règle simple pour commencer : 50 % pour les besoins, 30 % pour les envies, 20 % pour l’épargne et le remboursement des dettes. Adaptez les pourcentages à votre situation, mais payez-vous d’abord : mettez l’épargne de côté le jour où l’argent arrive.</p>
<h3>4. Protéger son argent mobile</h3>
<ul>
<li>Ne communiquez jamais votre code secret, même à quelqu’un qui dit appeler de l’opérateur.</li>
<li>Vérifiez le nom du destinataire avant de valider un transfert.</li>
<li>Gardez une épargne de précaution équivalente à trois mois de dépenses essentielles.</li>
</ul>
<p>Faites le point chaque fin de mois : ce qui a dépassé, ce qui reste, ce que vous changez le mois suivant.</p>`,
  },
];

export const ASSIGNMENTS_FR: Article[] = [
  {
    category: "business",
    title: "Devoir : enregistrer un mois d’opérations d’une boutique",
    description: "Passez au journal les opérations de la boutique de Mme Ekane et établissez la balance.",
    content: `<p>Mme Ekane ouvre une boutique de produits alimentaires à Douala. Voici ses opérations du mois de mars :</p>
<ul>
<li>1<sup>er</sup> mars : apport personnel de 800 000 XAF déposé à la banque.</li>
<li>3 mars : achat d’étagères pour 150 000 XAF, payées par virement.</li>
<li>5 mars : achat de marchandises à crédit auprès d’un grossiste, 400 000 XAF.</li>
<li>12 mars : ventes au comptant de la quinzaine, 260 000 XAF.</li>
<li>20 mars : règlement de la moitié de la dette du grossiste par virement.</li>
<li>31 mars : paiement du loyer en espèces, 50 000 XAF.</li>
</ul>
<h3>Ce que vous devez rendre</h3>
<ol>
<li>Le journal : pour chaque opération, la date, les comptes débités et crédités et le montant.</li>
<li>Les comptes en T de la banque, de la caisse et du fournisseur.</li>
<li>La balance au 31 mars, avec le total des débits et des crédits.</li>
<li>Trois lignes qui expliquent à Mme Ekane si sa trésorerie est saine.</li>
</ol>
<p>Travaillez sur papier ou dans un tableur, puis comparez avec le corrigé de la fiche d’exercices.</p>`,
  },
  {
    category: "languages",
    title: "Devoir : rédiger un courriel professionnel en français",
    description: "Écrivez à un service client pour réclamer une livraison en retard.",
    content: `<p>Vous avez commandé dix cartons de papier pour votre bureau. La livraison était prévue il y a une semaine et rien n’est arrivé. Écrivez au service client du fournisseur.</p>
<h3>Votre courriel doit contenir</h3>
<ul>
<li>Un objet clair, par exemple « Commande n° 2481 : livraison en retard ».</li>
<li>Une formule d’appel adaptée : « Madame, Monsieur, ».</li>
<li>Les faits : la date de commande, le numéro, ce qui était promis.</li>
<li>Votre demande : une nouvelle date de livraison ou un remboursement.</li>
<li>Une formule de politesse : « Je vous remercie par avance de votre réponse. Cordialement, ».</li>
</ul>
<h3>Critères d’évaluation</h3>
<p>Vouvoiement respecté du début à la fin, verbes au présent et au futur correctement conjugués, phrases courtes, ton ferme mais courtois. Longueur : 120 à 180 mots. Relisez-vous à voix haute avant d’envoyer.</p>`,
  },
  {
    category: "health",
    title: "Devoir : préparer une causerie éducative pour votre communauté",
    description: "Planifiez une causerie de 20 minutes sur la prévention du paludisme.",
    content: `<p>Vous êtes relais communautaire. Le chef de quartier vous demande d’animer une causerie de 20 minutes sur le paludisme devant une trentaine de mères.</p>
<h3>Préparez une fiche qui indique</h3>
<ol>
<li>Les trois messages principaux que les participantes doivent retenir.</li>
<li>Une question d’ouverture pour savoir ce qu’elles savent déjà.</li>
<li>Une démonstration : comment installer et entretenir une moustiquaire.</li>
<li>Les signes de danger, avec une image ou un geste pour chacun.</li>
<li>Deux questions pour vérifier, à la fin, ce qui a été compris.</li>
</ol>
<p>Utilisez des mots simples et, si possible, la langue parlée dans le quartier. Prévoyez du temps pour les questions : c’est souvent là que l’on corrige les idées fausses.</p>`,
  },
  {
    category: "agriculture",
    title: "Devoir : tenir un cahier d’exploitation",
    description: "Créez le cahier où vous noterez les travaux, les dépenses et les ventes d’une campagne.",
    content: `<p>Un cahier d’exploitation permet de savoir ce qu’une culture a vraiment coûté et rapporté, et d’obtenir un crédit plus facilement.</p>
<h3>Préparez quatre rubriques</h3>
<ol>
<li><strong>Parcelles</strong> : nom, surface, culture, date de semis.</li>
<li><strong>Travaux</strong> : date, parcelle, travail réalisé, nombre de journées de main-d’œuvre.</li>
<li><strong>Dépenses</strong> : date, objet (semences, engrais, transport), quantité, montant en XAF.</li>
<li><strong>Récoltes et ventes</strong> : date, quantité, prix unitaire, acheteur, montant encaissé.</li>
</ol>
<p>Remplissez le cahier avec les chiffres de votre dernière campagne, ou avec ceux d’un exploitant voisin. Calculez ensuite la marge : total des ventes moins total des dépenses. Rendez le cahier et trois lignes sur ce que vous changeriez la saison prochaine.</p>`,
  },
  {
    category: "arts",
    title: "Devoir : dessiner une petite collection de trois modèles",
    description: "Créez trois tenues cohérentes à partir d’un même tissu wax.",
    content: `<p>Une boutique de Yaoundé vous commande une mini-collection pour la rentrée : trois tenues réalisées dans le même wax, pour des clientes de 25 à 40 ans.</p>
<h3>Ce que vous devez rendre</h3>
<ul>
<li>Une planche d’inspiration : le tissu choisi, deux couleurs d’accompagnement, des photos de référence.</li>
<li>Trois croquis de face et de dos, avec le placement des motifs.</li>
<li>Pour chaque modèle : le métrage de tissu estimé et la liste des fournitures.</li>
<li>Le patron de base de l’un des trois modèles, tracé à vos mesures.</li>
</ul>
<p>La collection doit rester cohérente (même esprit, détails qui se répondent) tout en offrant trois silhouettes différentes : une robe, un ensemble jupe et haut, une tenue pantalon.</p>`,
  },
  {
    category: "science",
    title: "Devoir : mesurer la vitesse d’un objet qui roule",
    description: "Une expérience simple pour relier distance, durée et vitesse.",
    content: `<p>Matériel : une planche d’un mètre au moins, quelques livres pour l’incliner, une bille ou une petite balle, un mètre ruban et le chronomètre d’un téléphone.</p>
<h3>Protocole</h3>
<ol>
<li>Posez la planche sur deux livres et marquez un départ en haut.</li>
<li>Lâchez la bille sans la pousser et mesurez le temps qu’elle met pour parcourir 1 m sur le sol après la planche.</li>
<li>Recommencez cinq fois et calculez la moyenne des durées.</li>
<li>Refaites l’expérience avec quatre livres.</li>
</ol>
<h3>À rendre</h3>
<p>Un tableau des mesures, la vitesse moyenne dans chaque cas (v = d ÷ t, en m/s), et un paragraphe qui explique pourquoi la vitesse change avec la pente, en citant la deuxième loi de Newton. Indiquez aussi une source d’erreur de mesure et comment la réduire.</p>`,
  },
  {
    category: "personal",
    title: "Devoir : préparer votre plan d’épargne sur 90 jours",
    description: "Fixez un objectif SMART et le budget qui permet de l’atteindre.",
    content: `<p>Choisissez une dépense importante que vous voulez financer sans emprunter : des fournitures scolaires, un outil de travail, une formation.</p>
<h3>Votre plan doit contenir</h3>
<ol>
<li>L’objectif rédigé selon la méthode SMART, avec le montant et la date.</li>
<li>Votre budget mensuel actuel : revenus, dépenses par catégorie, solde.</li>
<li>Deux dépenses que vous réduisez, et de combien.</li>
<li>Le montant à épargner chaque semaine et l’endroit où vous le placez (compte, tontine, épargne mobile).</li>
<li>Un tableau de suivi de 13 semaines à remplir au fur et à mesure.</li>
</ol>
<p>À la fin des 90 jours, écrivez un court bilan : ce qui a marché, ce qui a été difficile, ce que vous gardez.</p>`,
  },
];
