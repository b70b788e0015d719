import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertKey, type ObjectStorage } from './key';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...). */
export function s3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;
  return {
    describe: `s3 bucket ${Bucket}${options.endpoint ? ` at ${new URL(options.endpoint).host}` : ''}`,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
      if (!answer.Body) throw new Error(`empty object ${key}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
  };
}
