import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { storeImage } from "@/lib/storage/images";
import { putObject } from "@/lib/storage";
import { GET as media } from "@/app/media/[bucket]/[key]/route";

// A photo's EXIF and XMP (GPS position, camera, names) are never stored where
// /media serves them. Uploads are kept only as metadata-free re-encodes, turned upright first;
// the original bytes are not kept. /media serves only those re-encodes, so an original stored
// by an earlier version under the upload's extension is not served any more. (Against the
// production build, over HTTP: tests/security/http/input-uploads.spec.ts.)

const SECRET = "hostel-block-C-room-12";

async function gpsPhoto(format: "jpeg" | "png" | "webp"): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 90, g: 40, b: 140 } } })
    [format]()
    .withExif({ IFD0: { Artist: "Wanjiru Kamau", ImageDescription: SECRET }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 17/1 3456/100", GPSLongitudeRef: "E", GPSLongitude: "36/1 49/1 1234/100" } })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${SECRET}</rdf:Description></rdf:RDF></x:xmpmeta>`)
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const bucketFolder = (bucket: string) => path.join(path.resolve(process.env.STORAGE_DIR!), bucket);

function serve(bucket: string, key: string) {
  return media(new Request(`http://localhost/media/${bucket}/${key}`), { params: Promise.resolve({ bucket, key }) });
}

describe("stored images", () => {
  it.each(["jpeg", "png", "webp"] as const)("a %s with GPS EXIF and XMP is stored only as upright copies without any metadata", async (format) => {
    const photo = await gpsPhoto(format);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const stored = await storeImage(photo, "product", randomUUID());
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    const stem = stored.image.url.split("/").pop()!.replace(".web.webp", "");
    const files = (await readdir(bucketFolder("product-images"))).filter((file) => file.startsWith(`${stem}.`));
    expect(files.sort()).toEqual(stored.image.keys.slice().sort());
    expect(files.length).toBeGreaterThan(0);

    for (const file of files) {
      const bytes = await readFile(path.join(bucketFolder("product-images"), file));
      expect([file, bytes.includes(SECRET)]).toEqual([file, false]);
      expect(bytes.equals(photo)).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect([file, metadata.exif, metadata.xmp]).toEqual([file, undefined, undefined]);
      // Orientation 6: the 300x200 sensor image is a 200x300 photo, turned before the metadata went.
      expect([file, (metadata.height ?? 0) > (metadata.width ?? 0)]).toEqual([file, true]);
      const served = await serve("product-images", file);
      expect([file, served.status]).toEqual([file, 200]);
    }
  });

  it("an original stored by an earlier version under the upload's extension is not served", async () => {
    const stem = randomUUID().replace(/-/g, "");
    await putObject("product-images", `${stem}.jpg`, await gpsPhoto("jpeg"), "image/jpeg");
    const served = await serve("product-images", `${stem}.jpg`);
    expect(served.status).toBe(404);
    expect(Buffer.from(await served.arrayBuffer()).includes(SECRET)).toBe(false);
  });
});
