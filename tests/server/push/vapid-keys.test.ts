import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { loadVapidKeys, vapidKeysFile } from '../../../server/push/vapid-keys';

describe('VAPID keys', () => {
  const directories: string[] = [];
  const dataDir = () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-vapid-'));
    directories.push(directory);
    return directory;
  };
  afterEach(() => {
    for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
  });

  it('are generated into DATA_DIR on the first start, readable by the server’s user only, and kept after', () => {
    const directory = path.join(dataDir(), 'not-yet-made');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: directory });
    const first = loadVapidKeys(config);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(vapidKeysFile(directory)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(directory)).toEqual(['vapid-keys.json']);
    expect(loadVapidKeys(loadConfig({ NODE_ENV: 'test', DATA_DIR: directory }))).toEqual(first);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, and nothing is written', () => {
    const directory = dataDir();
    const generated = loadVapidKeys(loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(directory, 'elsewhere') }));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: directory, VAPID_PUBLIC_KEY: generated.publicKey, VAPID_PRIVATE_KEY: generated.privateKey });
    expect(loadVapidKeys(config)).toEqual(generated);
    expect(fs.existsSync(vapidKeysFile(directory))).toBe(false);
  });

  it('refuses one key without the other, or a key that is not one, naming the variable', () => {
    const { publicKey } = loadVapidKeys(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir() }));
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither/);
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'short' })).toThrow(ConfigError);
  });
});
