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

export function verificationCodeMail(to: string, name: string, code: string): Mail {
  const greeting = greetingName(name) ? `Hello ${greetingName(name)},` : "Hello,";
  return {
    to,
    subject: "Your verification code",
    text: `${greeting}\n\nYour verification code is ${code}.\n\nIf you did not ask to create an account, ignore this e-mail.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Your verification code is <strong>${escapeHtml(code)}</strong>.</p><p>If you did not ask to create an account, ignore this e-mail.</p>`,
  };
}

export function passwordResetMail(to: string, name: string, link: string, minutes: number): Mail {
  return {
    to,
    subject: "Reset your password",
    text: `Hello ${name},\n\nOpen this link to choose a new password: ${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    html: `<p>Hello ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  };
}
