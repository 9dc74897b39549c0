import { mailFile } from '../support/environment';
import { activationCodeOf, resetLinkOf, waitForMail } from '../support/mail';

/** The inbox of the SMTP sink: what the server really sent. */
export class Mailbox {
  private readonly file = mailFile();

  /** The 6-digit code of the newest activation mail to `email` sent after `since`. */
  async activationCode(email: string, since = 0): Promise<string> {
    return activationCodeOf(await waitForMail(this.file, email, /verification code/i, { since }));
  }

  /** The one-time link of the newest reset mail to `email`. */
  async resetLink(email: string, since = 0): Promise<string> {
    return resetLinkOf(await waitForMail(this.file, email, /reset your password/i, { since }));
  }
}
