import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
// A local stand-in for S3: aws-sdk-client-mock intercepts the SDK's commands, so
// the S3 driver is tested without a network or a real bucket.
import { mockClient } from "aws-sdk-client-mock";
import { diskDriver } from "@/lib/storage/disk";
import { s3Driver } from "@/lib/storage/s3";
import { contentTypeOf } from "@/lib/storage/driver";

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);

describe("disk storage driver", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "campus-storage-"));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("stores, reads back with its content type, and deletes", async () => {
    const disk = diskDriver(root);
    await disk.put("product-images", "abc.png", bytes, "image/png");
    await expect(disk.get("product-images", "abc.png")).resolves.toEqual({ bytes: Buffer.from(bytes), contentType: "image/png" });
    await disk.delete("product-images", "abc.png");
    await expect(disk.get("product-images", "abc.png")).resolves.toBeNull();
  });

  it("never overwrites an existing key", async () => {
    const disk = diskDriver(root);
    await disk.put("shop-banners", "b.webp", bytes, "image/webp");
    await expect(disk.put("shop-banners", "b.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow();
    await expect(disk.get("shop-banners", "b.webp")).resolves.toMatchObject({ bytes: Buffer.from(bytes) });
  });

  it("refuses keys that could leave the bucket's folder", async () => {
    const disk = diskDriver(root);
    for (const key of ["../x.png", "a/b.png", ".hidden", ""]) {
      await expect(disk.put("product-images", key, bytes, "image/png")).rejects.toThrow("invalid storage key");
    }
  });

  it("deleting a missing file is not an error", async () => {
    await expect(diskDriver(root).delete("product-images", "missing.png")).resolves.toBeUndefined();
  });
});

describe("S3 storage driver (against aws-sdk-client-mock, a local stand-in for S3)", () => {
  const client = new S3Client({ region: "us-east-1", credentials: { accessKeyId: "test", secretAccessKey: "test" } });
  const s3 = mockClient(client);
  const driver = s3Driver({ bucket: "campus-files", region: "us-east-1" }, client);
  beforeEach(() => s3.reset());

  it("puts objects under the bucket's prefix, with their type, never overwriting", async () => {
    s3.on(PutObjectCommand).resolves({});
    await driver.put("product-images", "abc.png", bytes, "image/png");
    const input = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ Bucket: "campus-files", Key: "product-images/abc.png", ContentType: "image/png", IfNoneMatch: "*" });
    expect(Buffer.from(input.Body as Uint8Array)).toEqual(Buffer.from(bytes));
  });

  it("reads an object's bytes and type", async () => {
    s3.on(GetObjectCommand, { Bucket: "campus-files", Key: "shop-banners/b.webp" }).resolves({
      // The SDK's streaming body, reduced to the one method the driver uses.
      Body: { transformToByteArray: async () => bytes } as never,
      ContentType: "image/webp",
    });
    await expect(driver.get("shop-banners", "b.webp")).resolves.toEqual({ bytes: Buffer.from(bytes), contentType: "image/webp" });
  });

  it("a missing object reads as null", async () => {
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: "no such key", $metadata: {} }));
    await expect(driver.get("product-images", "gone.png")).resolves.toBeNull();
  });

  it("other failures are not hidden", async () => {
    s3.on(GetObjectCommand).rejects(new Error("AccessDenied"));
    await expect(driver.get("product-images", "x.png")).rejects.toThrow("AccessDenied");
  });

  it("deletes under the prefix, and refuses unsafe keys before calling S3", async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await driver.delete("verification-documents", "u_1.pdf");
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({ Bucket: "campus-files", Key: "verification-documents/u_1.pdf" });
    await expect(driver.put("product-images", "../escape.png", bytes, "image/png")).rejects.toThrow("invalid storage key");
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });
});

describe("content types by name", () => {
  it("knows the types the app stores", () => {
    expect(contentTypeOf("a.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("a.web.webp")).toBe("image/webp");
    expect(contentTypeOf("a.pdf")).toBe("application/pdf");
    expect(contentTypeOf("a.bin")).toBe("application/octet-stream");
  });
});
