import { rmSync } from 'node:fs';
import { e2eEnvironment } from './support/environment';
import { startMailSink } from './support/mail';

/** Starts the SMTP sink the server mails to; the returned teardown stops it and removes the temporary folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const environment = await e2eEnvironment();
  const stop = await startMailSink(environment.smtpPort, environment.mailFile);
  return async () => {
    await stop();
    rmSync(environment.root, { recursive: true, force: true });
  };
}
