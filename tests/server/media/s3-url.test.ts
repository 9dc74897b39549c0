import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { parseS3Url } from '../../../server/media/s3-url';

describe('S3_URL', () => {
  it('reads the endpoint, bucket, region and URL-encoded credentials of one URL', () => {
    expect(parseS3Url('s3://AKIA123:se%2Fcr%2Bet@minio.internal:9000/market-media?region=eu-west-1&tls=false')).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'market-media',
      region: 'eu-west-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'se/cr+et',
    });
    expect(parseS3Url('s3://key:secret@s3.eu-west-1.amazonaws.com/market-media')).toMatchObject({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'us-east-1',
    });
  });

  it('refuses a URL without credentials or bucket, with another scheme, or with unknown options', () => {
    for (const url of [
      's3://minio:9000/market-media',
      's3://key:secret@minio:9000/',
      's3://key:secret@minio:9000/a/b',
      'https://key:secret@minio:9000/market-media',
      's3://key:secret@minio:9000/market-media?tls=maybe',
      's3://key:secret@minio:9000/market-media?acl=public',
      'not a url',
    ]) {
      expect(parseS3Url(url), url).toBeUndefined();
    }
  });

  it('switches media to the bucket when set, and names the problem without the secret when wrong', () => {
    const root = '/srv/app';
    expect(loadConfig({}, root).media).toEqual({ kind: 'directory', directory: '/srv/app/data/media' });
    expect(loadConfig({ S3_URL: 's3://key:secret@127.0.0.1:4568/media-bucket?tls=false' }, root).media).toMatchObject({
      kind: 's3',
      target: { endpoint: 'http://127.0.0.1:4568', bucket: 'media-bucket' },
    });
    const refused = (() => {
      try {
        loadConfig({ S3_URL: 's3://key:topsecret@minio:9000/' }, root);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toEqual([expect.stringMatching(/^S3_URL: must look like s3:\/\//)]);
    expect((refused as ConfigError).message).not.toContain('topsecret');
  });
});
