import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push as the local push service received it. */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service on this machine, as browsers' vendors run them (RFC 8030): it takes each POST to a
 * subscription's endpoint, keeps it, and answers `status` (201 Created unless a test says 410 Gone).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    origin: `http://127.0.0.1:${port}`,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

/**
 * A browser's side of a push subscription (RFC 8291): its P-256 key pair and auth secret, the subscription it
 * sends the server, and the decryption of what the push service hands it.
 */
export function newBrowser(service: PushService, name: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const endpoint = `${service.origin}/push/${name}`;
  const subscription = { endpoint, expirationTime: null, keys: { p256dh: base64url(publicKey), auth: base64url(authSecret) } };

  /** Decrypts an aes128gcm body (RFC 8188 header, one record) with the browser's private key. */
  function decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    const shared = ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
    const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('the last record lacks its delimiter');
    return padded.subarray(0, end).toString('utf8');
  }

  /** The pushes received for this browser, decrypted and parsed. */
  function messages(): unknown[] {
    return service.received.filter((push) => push.path === `/push/${name}`).map((push) => JSON.parse(decrypt(push.body)) as unknown);
  }

  return { subscription, endpoint, decrypt, messages };
}

/**
 * Checks a push's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<key>`, the key being the server's, the
 * JWT signed with it (ES256) for the push service's origin. Answers the JWT's claims.
 */
export function vapidClaims(push: ReceivedPush, serverPublicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(push.headers.authorization ?? '');
  if (!match?.[1] || match[2] !== serverPublicKey) throw new Error(`not the server's VAPID authorization: ${push.headers.authorization}`);
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const raw = Buffer.from(serverPublicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: base64url(raw.subarray(1, 33)), y: base64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID JWT is not signed with the server’s key');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}
