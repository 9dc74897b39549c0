/** An S3-compatible bucket, as S3_URL names it. */
export type S3Target = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export const S3_URL_HELP =
  'must look like s3://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host[:port]/bucket[?region=us-east-1][&tls=false] (key and secret URL-encoded)';

const DEFAULT_REGION = 'us-east-1';
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads S3_URL: credentials as the URL's user and password, the bucket as its one path segment, the region and
 * plain http (`tls=false`, a store on a private network or this machine) as query parameters. Undefined when the
 * URL is not one.
 */
export function parseS3Url(value: string): S3Target | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const bucket = url.pathname.replace(/^\/|\/$/g, '');
  const tls = url.searchParams.get('tls') ?? 'true';
  const known = [...url.searchParams.keys()].every((key) => key === 'region' || key === 'tls');
  if (url.protocol !== 's3:' || !url.hostname || !url.username || !url.password || !BUCKET_NAME.test(bucket)) return undefined;
  if (!known || !['true', 'false'].includes(tls)) return undefined;
  return {
    endpoint: `${tls === 'true' ? 'https' : 'http'}://${url.host}`,
    bucket,
    region: url.searchParams.get('region') || DEFAULT_REGION,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
