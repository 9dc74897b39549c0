import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { json, post, registerBody, useTestApp } from '../support/helpers';

type Received = { to: string; raw: string };

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      raw += chunk;
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','), raw });
      callback();
    });
  },
});

let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('activation mail through a real SMTP server on loopback', () => {
  const t = useTestApp({ realMailer: true, configure: (config) => ({ ...config, smtpUrl: `smtp://127.0.0.1:${port}` }) });

  it('registers, receives the code by SMTP and activates with it', async () => {
    const response = await post(t().app, '/api/register', registerBody());
    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.to).toBe('emeka@example.com');
    expect(mail?.raw).toContain('Subject: Naija Market: your verification code');
    const code = /Your verification code is (\d{6})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const activated = await post(t().app, '/api/activate?username=emeka_o', { code });
    expect(activated.statusCode).toBe(200);
    expect(json(activated).message).toBe(MESSAGES.verifySuccess);
  });
});
