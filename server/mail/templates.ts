import { DURATIONS, PRODUCT_NAME } from '../../src/contract';
import type { MailMessage } from './mailer';

const minutes = (milliseconds: number) => Math.round(milliseconds / 60_000);

/** A plain-text mail that greets the user by first name; each paragraph is a list of lines. */
function greetingMail(to: string, subject: string, firstName: string, paragraphs: string[][]): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME}: ${subject}`,
    text: [[`Hello ${firstName},`], ...paragraphs].map((lines) => lines.join('\n')).join('\n\n'),
  };
}

export function activationCodeMail(to: string, firstName: string, code: string): MailMessage {
  return greetingMail(to, 'your verification code', firstName, [
    [`Your verification code is ${code}`],
    [
      `Enter it on the verification screen within ${minutes(DURATIONS.verificationCodeLifetime)} minutes to activate your ${PRODUCT_NAME} account.`,
      'If you did not create an account, you can ignore this e-mail.',
    ],
  ]);
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return greetingMail(to, 'reset your password', firstName, [
    ['Someone asked to reset the password of your account. To choose a new password, open this link:'],
    [link],
    [
      `The link works once and expires in ${minutes(DURATIONS.resetLinkLifetime)} minutes.`,
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    ],
  ]);
}
