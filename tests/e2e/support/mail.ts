/**
 * The mail side of the browser tests: a real SMTP server on loopback (the
 * smtp-server package) that the app server sends to (SMTP_URL), writing every
 * received message as one JSON line to a file the tests read.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: number };

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Encoded-word headers (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Reads a single-part text message (what the app sends): headers, then the decoded body. */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { subject: decodeHeader(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

/** Starts the sink; the returned function stops it. No TLS and no AUTH: it listens on loopback only. */
export async function startMailSink(port: number, file: string): Promise<() => Promise<void>> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text } = parseMail(Buffer.concat(chunks).toString('latin1'));
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const mail: ReceivedMail = { to, subject, text, receivedAt: Date.now() };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

export function readMails(file: string): ReceivedMail[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/** Waits for the newest mail to `to` whose subject matches, received after `since`. */
export async function waitForMail(
  file: string,
  to: string,
  subject: RegExp,
  { since = 0, timeout = 15_000 }: { since?: number; timeout?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readMails(file)
      .filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject) && mail.receivedAt >= since)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${String(subject)} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function activationCodeOf(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  return code;
}

export function resetLinkOf(mail: ReceivedMail): string {
  const link = /(https?:\/\/\S+\/resetpassword\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}
