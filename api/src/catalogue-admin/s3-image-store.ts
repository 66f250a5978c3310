/**
 * An `ImageStore` over any S3-compatible store (AWS S3, MinIO, Cloudflare R2, the local
 * simulator): PutObject, GetObject and DeleteObject with `@aws-sdk/client-s3`, path-style
 * addressing (`{endpoint}/{bucket}/{prefix}{name}`), requests signed with AWS Signature
 * Version 4. Checksums are sent only where an operation requires them, which every
 * S3-compatible store accepts.
 *
 * spec: membership-backoffice.md §3 (images "stored under DATA_DIR by default, any
 * S3-compatible store by setting").
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ImageStore, isStoredImageName, typeOfStoredName } from './image-store';
import type { S3Settings } from './image-store-settings';

/** The store of `settings` with keys under `prefix` (`catalogue-images/`). */
export function createS3ImageStore(settings: S3Settings & { prefix: string }): ImageStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (name: string) => {
    if (!isStoredImageName(name)) throw new Error(`Not a stored image name: ${name}`);
    return `${settings.prefix}${name}`;
  };
  const Bucket = settings.bucket;
  return {
    async put(name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: bytes,
          ContentType: typeOfStoredName(name),
        }),
      );
    },
    async get(name) {
      if (!isStoredImageName(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        const bytes = await answer.Body!.transformToByteArray();
        return { bytes, content_type: typeOfStoredName(name) };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
  };
}
