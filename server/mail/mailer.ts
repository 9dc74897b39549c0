import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  from: string;
  smtpUrl: string | undefined;
  logger: FastifyBaseLogger;
};

/**
 * Sends mail through SMTP when SMTP_URL is set. Otherwise renders the message with nodemailer's
 * JSON transport and writes the whole text to the log (like a console mail backend), so the
 * activation code and reset link can be read there: config.ts allows that in production only with MAIL_TO_LOG=1.
 */
export function createMailer({ from, smtpUrl, logger }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });

  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      if (smtpUrl) {
        logger.info({ to: message.to, subject: message.subject }, 'mail sent by SMTP');
      } else {
        logger.info(
          { to: message.to, subject: message.subject },
          `mail (console transport) to ${message.to}: ${message.subject}\n${message.text}`,
        );
      }
    },
    close() {
      transport.close();
    },
  };
}
