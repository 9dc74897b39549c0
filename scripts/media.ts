/**
 * `npm run media -- migrate-to-s3`: copies the media files of DATA_DIR/media into the bucket S3_URL names, under
 * the same keys, and prints what it did. Safe to run again (what is there already is skipped), and while the
 * server runs; run it once more after switching the servers to S3_URL to catch uploads made in between.
 */
import { loadConfig } from '../server/config';
import { copyDirectoryToBucket } from '../server/media/migrate-to-s3';
import { s3Backend } from '../server/media/s3-backend';

const USAGE = 'usage: npm run media -- migrate-to-s3   (with S3_URL set, and DATA_DIR if not ./data)\n';

async function migrateToS3(): Promise<number> {
  const config = loadConfig();
  if (config.media.kind !== 's3') {
    process.stderr.write(`S3_URL is not set: there is no bucket to copy into.\n${USAGE}`);
    return 2;
  }
  const bucket = s3Backend(config.media.target);
  try {
    await bucket.check();
    process.stdout.write(`Copying ${config.mediaDir} into bucket ${config.media.target.bucket} at ${config.media.target.endpoint}...\n`);
    const counts = await copyDirectoryToBucket(config.mediaDir, bucket, (key, error) => {
      process.stderr.write(`  could not copy ${key}: ${error instanceof Error ? error.message : String(error)}\n`);
    });
    process.stdout.write(
      `copied ${counts.copied}, already in the bucket ${counts.alreadyThere}, not media files (left) ${counts.notMedia}, failed ${counts.failed}\n`,
    );
    return counts.failed > 0 ? 1 : 0;
  } finally {
    bucket.close();
  }
}

const [command] = process.argv.slice(2);
if (command === 'migrate-to-s3') {
  process.exitCode = await migrateToS3();
} else {
  process.stderr.write(USAGE);
  process.exitCode = 2;
}
