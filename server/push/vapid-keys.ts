import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config, VapidKeys } from '../config';

/** Where generated keys are kept: in DATA_DIR, readable by the server's user only. */
export const vapidKeysFile = (dataDir: string): string => path.join(dataDir, 'vapid-keys.json');

function readKeys(file: string): VapidKeys {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (
    parsed &&
    typeof parsed === 'object' &&
    'publicKey' in parsed &&
    'privateKey' in parsed &&
    typeof parsed.publicKey === 'string' &&
    typeof parsed.privateKey === 'string'
  ) {
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  }
  throw new Error(`${file} holds no VAPID keys: delete it to have new ones generated (browsers subscribed with the old ones subscribe again)`);
}

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else the ones generated into
 * DATA_DIR on the first start (mode 600) and read from there after. Several processes over one DATA_DIR starting
 * together keep the first one's keys: the file is linked into place whole, and a process that finds it made reads it.
 */
export function loadVapidKeys(config: Pick<Config, 'vapidKeys' | 'dataDir'>): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = vapidKeysFile(config.dataDir);
  if (fs.existsSync(file)) return readKeys(file);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  // Written whole beside it, then linked into place: a process that loses the race reads a complete file.
  const written = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(written, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(written, file);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeys(file);
    throw error;
  } finally {
    fs.rmSync(written, { force: true });
  }
}
