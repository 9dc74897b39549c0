import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the app never uses are off for it and anything it embeds; location (the
 * feed's distance, the settings' address), the share sheet, copying a referral link and a
 * video's full screen stay with the app's own pages. Only names Chromium knows: an unknown one
 * is a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'geolocation=(self)',
  'web-share=(self)',
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
 * Helmet's headers with a strict Content-Security-Policy (no inline scripts; inline styles allowed
 * for React style attributes; sockets to this server only), a Permissions-Policy, and HSTS only for
 * requests known to be https: a TLS socket, or X-Forwarded-Proto from a trusted proxy (Fastify's
 * `request.protocol` reads the header only from peers TRUST_PROXY names).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
