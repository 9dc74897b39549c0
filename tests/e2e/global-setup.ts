import { rmSync } from 'node:fs';
import { e2eEnvironment } from './support/environment';
import { startMailSink } from './support/mail';
import { TRACES_DIR } from './support/traced';

/** Starts the SMTP sink the server mails to; the returned teardown stops it and removes the temporary folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const environment = await e2eEnvironment();
  rmSync(TRACES_DIR, { recursive: true, force: true });
  const stop = await startMailSink(environment.smtpPort, environment.mailFile);
  return async () => {
    await stop();
    rmSync(environment.root, { recursive: true, force: true });
  };
}
