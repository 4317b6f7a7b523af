import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_SELLERS } from "../../../prisma/demo-data";
import { demoCategoryId } from "../../e2e/demo";
import { freshLoopbackAddress, multipartBody, probe, SAME_ORIGIN, signInOverHttp } from "./probe";

// A student's photo must never publish where it was taken. Whatever the app
// serves of an upload, at the address it hands out or at any address one could guess from
// it, carries no EXIF or XMP: no GPS position, no camera, no names. The phone's orientation
// is applied to the pixels before the metadata goes.

const SELLER = DEMO_SELLERS.find((candidate) => candidate.key === "njeri")!;
/** Written into the photo's EXIF and XMP; must appear in nothing served. */
const SECRET = "hostel-block-C-room-12";
const GPS = { GPSLatitudeRef: "S", GPSLatitude: "1/1 17/1 3456/100", GPSLongitudeRef: "E", GPSLongitude: "36/1 49/1 1234/100" };
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="1,17.576S" exif:GPSLongitude="36,49.206E"><exif:UserComment>${SECRET}</exif:UserComment></rdf:Description></rdf:RDF></x:xmpmeta>`;

let cookies = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const attempt = await signInOverHttp(SELLER.email, DEMO_PASSWORD, freshLoopbackAddress());
  expect(attempt.signedIn).toBe(true);
  cookies = attempt.cookies;
});

/** A phone photo as it leaves the phone: 400x200 pixels stored sideways (EXIF orientation 6), with GPS. */
async function phonePhoto(format: "jpeg" | "png" | "webp"): Promise<Buffer> {
  const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    [format]()
    .withExif({ IFD0: { Artist: "Wanjiru Kamau", Make: "Tecno", Model: "Camon 20", ImageDescription: SECRET }, IFD3: GPS })
    .withXmp(XMP)
    .withMetadata({ orientation: 6 })
    .toBuffer();
  // The test's own premise: the upload really carries the position.
  const metadata = await sharp(photo).metadata();
  expect(metadata.exif?.length ?? 0).toBeGreaterThan(0);
  expect(photo.includes(SECRET)).toBe(true);
  return photo;
}

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;

/** Every /media address an upload could be reached at, from the URL the app handed out. */
function guessableAddresses(url: string): string[] {
  const match = /^(\/media\/[a-z-]+\/)(.+)\.web\.webp$/.exec(url);
  if (!match) throw new Error(`unexpected image URL ${url}`);
  const [, folder, stem] = match;
  const names = ["web.webp", "jpg", "jpeg", "png", "webp", "full.jpg", "full.png", "full.webp", "original.jpg", "original.png", "original.webp"];
  return names.map((suffix) => `${folder}${stem}.${suffix}`);
}

async function fetchBytes(path: string): Promise<{ status: number; bytes: Buffer; type: string }> {
  const response = await fetch(new URL(path, `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`));
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "" };
}

/** Served bytes that are an image carry no metadata and none of the secret. */
async function expectNoMetadata(path: string, bytes: Buffer) {
  expect(bytes.includes(SECRET), `${path} contains the photo's EXIF/XMP text`).toBe(false);
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif, `${path} has EXIF`).toBeUndefined();
  expect(metadata.xmp, `${path} has XMP`).toBeUndefined();
}

/** Checks every address of an upload; returns the served web copy's metadata. */
async function expectNothingServedCarriesMetadata(url: string) {
  let served = 0;
  for (const path of guessableAddresses(url)) {
    const { status, bytes } = await fetchBytes(path);
    if (status === 404) continue;
    expect(status, path).toBe(200);
    served += 1;
    await expectNoMetadata(path, bytes);
  }
  expect(served).toBeGreaterThan(0);
  // Next's image optimizer serves what it reads from /media; it must find nothing either.
  const optimized = await fetchBytes(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
  expect(optimized.status).toBe(200);
  await expectNoMetadata("/_next/image", optimized.bytes);
  const web = await fetchBytes(url);
  expect(web.type).toBe("image/webp");
  return sharp(web.bytes).metadata();
}

for (const format of ["jpeg", "png", "webp"] as const) {
  test(`a product photo (${format}) with GPS EXIF is served without any of its metadata, upright`, async () => {
    const form = new FormData();
    form.set("name", `Hostel kettle ${randomUUID()}`);
    form.set("price", "800");
    form.set("description", "1.7 litres, switches itself off.");
    form.set("categoryId", demoCategoryId("Other"));
    form.set("condition", "good");
    form.set("image", new File([new Uint8Array(await phonePhoto(format))], `IMG_2041.${EXTENSIONS[format]}`, { type: `image/${format}` }));
    const { body, contentType } = await multipartBody(form);
    const answer = await probe({ method: "POST", path: "/api/seller/products", headers: { "content-type": contentType, cookie: cookies, origin: SAME_ORIGIN }, body });
    expect(answer.status, answer.body).toBe(201);
    const { data } = JSON.parse(answer.body) as { data: { imageUrl: string } };

    const web = await expectNothingServedCarriesMetadata(data.imageUrl);
    // Orientation 6 means "turn a quarter": the 400x200 sensor image is a 200x400 photo.
    expect({ width: web.width, height: web.height }).toEqual({ width: 200, height: 400 });
  });
}

test("a shop banner with GPS EXIF is served without any of its metadata", async () => {
  const form = new FormData();
  form.set("shopName", SELLER.shop.shopName);
  form.set("banner", new File([new Uint8Array(await phonePhoto("jpeg"))], "banner.jpg", { type: "image/jpeg" }));
  const { body, contentType } = await multipartBody(form);
  const answer = await probe({ method: "PUT", path: "/api/seller/shop", headers: { "content-type": contentType, cookie: cookies, origin: SAME_ORIGIN }, body });
  expect(answer.status, answer.body).toBe(200);
  const { data } = JSON.parse(answer.body) as { data: { bannerUrl: string } };
  await expectNothingServedCarriesMetadata(data.bannerUrl);
});

test("the demo images are served as before", async () => {
  const product = DEMO_PRODUCTS[0]!;
  const image = await fetchBytes(`/demo/products/${product.slug}.webp`);
  expect(image.status).toBe(200);
  expect(image.type).toBe("image/webp");
  const optimized = await fetchBytes(`/_next/image?url=${encodeURIComponent(`/demo/products/${product.slug}.webp`)}&w=640&q=75`);
  expect(optimized.status).toBe(200);
});
