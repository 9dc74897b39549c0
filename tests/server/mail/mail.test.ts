import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { loggerOptions } from '../../../server/logging';
import type { MailMessage, Mailer } from '../../../server/mail/mailer';
import { json, newUser, post, registerBody, useTestApp } from '../support/helpers';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

describe('console mail transport (no SMTP_URL)', () => {
  const t = useTestApp({ realMailer: true, logger: loggerOptions('info', logStream) });

  it('writes the whole mail to the log, so the code can be read there', async () => {
    const response = await post(t().app, '/api/register', registerBody());
    expect(response.statusCode).toBe(201);
    const line = logLines.find((entry) => entry.includes('Your verification code is'));
    expect(line).toMatch(/Your verification code is \d{6}/);
    expect(line).toContain('emeka@example.com');

    const code = /Your verification code is (\d{6})/.exec(line ?? '')?.[1];
    const activated = await post(t().app, '/api/activate?username=emeka_o', { code });
    expect(activated.statusCode).toBe(200);
  });

  it('does not log reset tokens in request URLs', async () => {
    await t().app.inject({ method: 'GET', url: '/resetpassword?token=very-secret-token' });
    const requestLine = logLines.find((entry) => entry.includes('/resetpassword?token='));
    expect(requestLine).toContain('token=[redacted]');
    expect(logLines.some((entry) => entry.includes('very-secret-token'))).toBe(false);
  });
});

class BrokenMailer implements Mailer {
  readonly attempted: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.attempted.push(message);
    throw new Error('SMTP connection refused');
  }

  close(): void {}
}

describe('when mail cannot be sent', () => {
  const mailer = new BrokenMailer();
  const t = useTestApp({ mailer });

  it('still registers, and lets the user ask for a new code at once, answering the spec failure text', async () => {
    const response = await post(t().app, '/api/register', registerBody());
    expect(response.statusCode).toBe(201);
    const resend = await post(t().app, '/api/resendcode', { username: 'emeka_o' });
    expect(resend.statusCode).toBe(503);
    expect(json(resend)).toEqual({ message: MESSAGES.resendFailed });
    const again = await post(t().app, '/api/resendcode', { username: 'emeka_o' });
    expect(again.statusCode).toBe(503);
  });

  it('answers the reset failure text', async () => {
    await newUser(t().stores, { username: 'kemi', email: 'kemi@example.com' });
    const response = await post(t().app, '/api/forgotpassword', { email: 'kemi@example.com' });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ message: MESSAGES.resetFailed });
  });
});
