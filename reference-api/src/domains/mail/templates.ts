import { escapeHtml, type Mail } from "./mailbox.ts";

export function verificationCodeMail(to: string, name: string, code: string): Mail {
  return {
    to,
    subject: "Your verification code",
    text: `Hello ${name},\n\nYour verification code is ${code}.\n\nIf you did not ask to create an account, ignore this e-mail.`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Your verification code is <strong>${escapeHtml(code)}</strong>.</p><p>If you did not ask to create an account, ignore this e-mail.</p>`,
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
