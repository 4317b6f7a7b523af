import "server-only";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import { assertValidKey, type StorageDriver } from "./driver";

export type S3DriverOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * One S3 bucket holding the app's buckets as prefixes (product-images/<key>, ...).
 * Objects are private in S3; public ones are served through /media like disk files,
 * so the bucket never needs a public policy.
 */
export function s3Driver(options: S3DriverOptions, client?: S3Client): StorageDriver {
  const config: S3ClientConfig = { region: options.region, endpoint: options.endpoint, forcePathStyle: options.forcePathStyle, credentials: options.credentials };
  const s3 = client ?? new S3Client(config);
  const objectKey = (bucket: string, key: string) => {
    assertValidKey(key);
    return `${bucket}/${key}`;
  };
  return {
    async put(bucket, key, bytes, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(bucket, key),
          Body: bytes,
          ContentType: contentType,
          // Never overwrite an existing object (keys are unique; this makes sure).
          IfNoneMatch: "*",
        }),
      );
    },
    async get(bucket, key) {
      try {
        const result = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
        if (!result.Body) return null;
        const bytes = Buffer.from(await result.Body.transformToByteArray());
        return { bytes, contentType: result.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
    },
  };
}
