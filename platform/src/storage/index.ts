import { z } from 'zod';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { ObjectStorage } from './key';

/**
 * Where uploaded files (contact attachments) are kept: a local folder by default, an S3-compatible
 * store when S3_BUCKET is configured. The api writes, the workers read (to attach the file to the
 * care team's copy), so both build the same store from the same variables.
 */
export { STORAGE_KEY, assertKey, type ObjectStorage } from './key';

/** `S3_BUCKET=` (as .env.example lists it) means unset, not an empty bucket name. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The storage variables, shared by the api's and the workers' configuration. */
export const storageEnvShape = {
  UPLOAD_DIR: unsetWhenEmpty(z.string().min(1).default('.data/uploads')).describe(
    'Folder of contact photos when no bucket is set: the api writes there and the workers read the photo to attach it, so both must see the same folder (one volume).',
  ),
  S3_BUCKET: unsetWhenEmpty(z.string().min(1).optional()).describe('An S3-compatible bucket for contact photos instead of `UPLOAD_DIR`. Empty means unset.'),
  S3_REGION: unsetWhenEmpty(z.string().min(1).default('us-east-1')).describe("The bucket's region."),
  S3_ENDPOINT: unsetWhenEmpty(z.url().optional()).describe('An S3-compatible endpoint (MinIO, R2...). Unset: AWS.'),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1).optional()).describe(
    "The bucket's access key. Unset (with the secret): the AWS SDK's default chain (instance role, `AWS_*`).",
  ),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1).optional()).describe("The bucket's secret key, with `S3_ACCESS_KEY_ID`."),
  S3_FORCE_PATH_STYLE: unsetWhenEmpty(z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true')
    .describe('`true` for path-style addressing, which MinIO and most self-hosted stores need.'),
};

/** The storage variables alone (a config schema spreads `storageEnvShape` into its own). */
export const storageEnv = z.object(storageEnvShape);
export type StorageConfig = z.infer<typeof storageEnv>;

export function createStorage(config: StorageConfig): ObjectStorage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return localStorage(config.UPLOAD_DIR);
}
