import { defineMessages } from "#shared/i18n/messages.ts";

/** The frequently asked questions: written for this platform, in both languages. */
export const t = defineMessages({
  en: {
    "faq.title": "Frequently asked questions",
    "faq.intro": "What learners and organizations ask us most. Something else? Write to us from the contact page.",
    "faq.1.q": "What is this platform?",
    "faq.1.a":
      "An online learning platform made for Cameroon. Schools, training centres and companies publish courses and timed exams; you learn at your own pace, on your phone or computer, and earn certificates that anyone can check.",
    "faq.2.q": "How do I pay for a course or an exam?",
    "faq.2.a":
      "By mobile money, in CFA francs (XAF). When you enrol you give the payer's name and phone number, confirm the payment on your phone, and the course opens as soon as the operator confirms it.",
    "faq.3.q": "Are there free courses?",
    "faq.3.a": "Yes. Many courses and practice exams are free: choose Free in the catalogue's price filter to see them all.",
    "faq.4.q": "Do I get a certificate, and can an employer check it?",
    "faq.4.a":
      "When you complete every lesson of a course, a certificate is issued with its own number and page. An employer who opens the link or scans its QR code sees it checked with the platform. You can add it to LinkedIn or show it on your blog.",
    "faq.5.q": "Can I learn on a slow connection?",
    "faq.5.a":
      "Yes. Pages are light, videos load only when you press play, and the lessons you complete offline are saved on your phone and sent when the connection returns.",
    "faq.6.q": "How do exams work?",
    "faq.6.a":
      "An exam has a time limit and questions in a random order. Each answer is saved on your device as you give it, so a dropped connection or a reload loses nothing; the platform grades your answers and shows your results by topic.",
    "faq.7.q": "Can I retake an exam?",
    "faq.7.a": "Yes, after the waiting time the exam sets. The results page counts down to the moment you can try again.",
    "faq.8.q": "What if my payment fails, or I am charged twice?",
    "faq.8.a":
      "A failed payment leaves you free to try again, and you are not charged. If you were charged without getting access, or charged twice, write to support with the transaction reference: we check it with the operator and refund you.",
    "faq.9.q": "Can my organization sell courses here?",
    "faq.9.a":
      "Yes. Organizations publish and sell their courses and exams from their own dashboard, are paid by mobile money, and follow their learners' progress. See the For Organizations page to start.",
    "faq.10.q": "Is the platform available in French?",
    "faq.10.a": "Yes: every page is in English and in French. Choose your language with the EN / FR switch at the top of the page; the platform remembers it.",
  },
  fr: {
    "faq.title": "Questions fréquentes",
    "faq.intro": "Ce que les apprenants et les organisations nous demandent le plus. Une autre question ? Écrivez-nous depuis la page de contact.",
    "faq.1.q": "Qu’est-ce que cette plateforme ?",
    "faq.1.a":
      "Une plateforme d’apprentissage en ligne pensée pour le Cameroun. Des écoles, des centres de formation et des entreprises y publient des cours et des examens chronométrés ; vous apprenez à votre rythme, sur téléphone ou ordinateur, et obtenez des certificats que chacun peut vérifier.",
    "faq.2.q": "Comment payer un cours ou un examen ?",
    "faq.2.a":
      "Par mobile money, en francs CFA (XAF). À l’inscription, vous indiquez le nom et le numéro de téléphone du payeur, vous confirmez le paiement sur votre téléphone, et le cours s’ouvre dès que l’opérateur le confirme.",
    "faq.3.q": "Y a-t-il des cours gratuits ?",
    "faq.3.a": "Oui. De nombreux cours et examens d’entraînement sont gratuits : choisissez Gratuit dans le filtre de prix du catalogue pour les voir tous.",
    "faq.4.q": "Vais-je obtenir un certificat, et un employeur peut-il le vérifier ?",
    "faq.4.a":
      "Lorsque vous terminez toutes les leçons d’un cours, un certificat est délivré avec son propre numéro et sa propre page. Un employeur qui ouvre le lien ou scanne son code QR le voit vérifié auprès de la plateforme. Vous pouvez l’ajouter à LinkedIn ou l’afficher sur votre blog.",
    "faq.5.q": "Puis-je apprendre avec une connexion lente ?",
    "faq.5.a":
      "Oui. Les pages sont légères, les vidéos ne se chargent que lorsque vous appuyez sur lecture, et les leçons terminées hors connexion sont enregistrées sur votre téléphone puis envoyées au retour du réseau.",
    "faq.6.q": "Comment se déroulent les examens ?",
    "faq.6.a":
      "Un examen a une durée limitée et des questions dans un ordre aléatoire. Chaque réponse est enregistrée sur votre appareil dès que vous la donnez : une coupure de connexion ou un rechargement ne fait rien perdre ; la plateforme corrige vos réponses et affiche vos résultats par thème.",
    "faq.7.q": "Puis-je repasser un examen ?",
    "faq.7.a": "Oui, après le délai d’attente fixé par l’examen. La page des résultats affiche le compte à rebours jusqu’à votre prochaine tentative.",
    "faq.8.q": "Que faire si mon paiement échoue ou si je suis débité deux fois ?",
    "faq.8.a":
      "Un paiement échoué vous laisse libre de réessayer, et vous n’êtes pas débité. Si vous avez été débité sans obtenir l’accès, ou débité deux fois, écrivez à l’assistance avec la référence de la transaction : nous vérifions auprès de l’opérateur et vous remboursons.",
    "faq.9.q": "Mon organisation peut-elle vendre des cours ici ?",
    "faq.9.a":
      "Oui. Les organisations publient et vendent leurs cours et examens depuis leur propre tableau de bord, sont payées par mobile money et suivent la progression de leurs apprenants. Consultez la page Pour les organisations pour commencer.",
    "faq.10.q": "La plateforme est-elle disponible en français ?",
    "faq.10.a":
      "Oui : chaque page existe en anglais et en français. Choisissez votre langue avec le sélecteur EN / FR en haut de la page ; la plateforme s’en souvient.",
  },
});
