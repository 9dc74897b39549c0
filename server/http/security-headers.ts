import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the app never uses are off for it and anything it embeds; location (the
 * feed's distance, the settings' address), copying a referral link and a video's full screen stay
 * with the app's own pages. Only names Chrome knows on every platform: an unknown one is a console
 * error on every page. So the share sheet is not named ('web-share' is unknown to Chrome on Linux)
 * and keeps its default, the app's own pages only; nor is WebHID ('hid' is unknown on Android),
 * which likewise no other site's frame may use by default.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'geolocation=(self)',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/**
 * The socket origin of the public URL (wss://host for https). 'self' already covers same-origin
 * sockets in CSP Level 3 browsers; the explicit origin is for the older ones that read 'self'
 * as http(s) only.
 */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Helmet's headers for these options, worked out once: helmet's middleware parses its policy again
 * on every call (a twentieth of a post detail's time), and nothing in it depends on the request.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Helmet's headers with a strict Content-Security-Policy (no inline scripts; inline styles allowed
 * for React style attributes; sockets to this server only), a Permissions-Policy, and HSTS only for
 * requests known to be https: a TLS socket, or X-Forwarded-Proto from a trusted proxy (Fastify's
 * `request.protocol` reads the header only from peers TRUST_PROXY names).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", socketOrigin(publicUrl)],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  headers.push(['permissions-policy', PERMISSIONS_POLICY]);
  // On the raw response, as helmet itself wrote them: every answer carries them, files and errors too. One
  // synchronous hook: an async onSend hook cost every request a promise and a turn of the hook runner.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    done();
  });
}
