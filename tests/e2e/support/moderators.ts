import { execFileSync } from 'node:child_process';
import { e2eEnvironment } from './environment';

/** Makes the person a moderator as an operator does: `npm run admin -- grant-moderator USERNAME` on the server's database. */
export async function grantModerator(username: string): Promise<void> {
  const { dataDir } = await e2eEnvironment();
  const output = execFileSync('npx', ['tsx', 'scripts/admin.ts', 'grant-moderator', username], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (!output.includes(`${username} is a moderator.`)) throw new Error(`grant-moderator said: ${output}`);
}
