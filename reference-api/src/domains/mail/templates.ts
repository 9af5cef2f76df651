import type { Locale } from "../../http/lang/locale.ts";
import { escapeHtml, type Mail } from "./mailbox.ts";

/**
 * The name as the sign-up form gave it, for the greeting of a mail sent to an address nobody has
 * proved yet: its first word, letters, apostrophes and hyphens only, 30 at most, so whoever asks
 * cannot write a link or a message into a mail to someone else.
 */
export const greetingName = (name: string): string =>
  [
    ...(name
      .replace(/[^\p{L}\p{M}'-]+/gu, " ")
      .trim()
      .split(" ")[0] ?? ""),
  ]
    .slice(0, 30)
    .join("");

/** The sign-up code, in the language of the page that asked for it. */
export function verificationCodeMail(to: string, name: string, code: string, locale: Locale): Mail {
  const first = greetingName(name);
  if (locale === "fr") {
    const greeting = first ? `Bonjour ${first},` : "Bonjour,";
    return {
      to,
      subject: "Votre code de vérification",
      text: `${greeting}\n\nVotre code de vérification est ${code}.\n\nSi vous n’avez pas demandé à créer un compte, ignorez cet e-mail.`,
      html: `<p>${escapeHtml(greeting)}</p><p>Votre code de vérification est <strong>${escapeHtml(code)}</strong>.</p><p>Si vous n’avez pas demandé à créer un compte, ignorez cet e-mail.</p>`,
    };
  }
  const greeting = first ? `Hello ${first},` : "Hello,";
  return {
    to,
    subject: "Your verification code",
    text: `${greeting}\n\nYour verification code is ${code}.\n\nIf you did not ask to create an account, ignore this e-mail.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Your verification code is <strong>${escapeHtml(code)}</strong>.</p><p>If you did not ask to create an account, ignore this e-mail.</p>`,
  };
}

/** The password reset link, in the learner's language. */
export function passwordResetMail(to: string, name: string, link: string, minutes: number, locale: Locale): Mail {
  if (locale === "fr") {
    const expiry = `Le lien ne fonctionne qu’une fois et expire dans ${minutes} minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.`;
    return {
      to,
      subject: "Réinitialisez votre mot de passe",
      text: `Bonjour ${name},\n\nOuvrez ce lien pour choisir un nouveau mot de passe : ${link}\n\n${expiry}`,
      html: `<p>Bonjour ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a></p><p>${expiry}</p>`,
    };
  }
  return {
    to,
    subject: "Reset your password",
    text: `Hello ${name},\n\nOpen this link to choose a new password: ${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    html: `<p>Hello ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  };
}
