import sharp from "sharp";

// next/og for tests that call route handlers directly (tests/jest.config.mjs maps it here): Next loads
// Satori with a dynamic import Jest cannot run. This draws a plain PNG of the asked size, so a route's
// checks and headers are tested here; the real drawing is checked against the running app
// (tests/e2e/search-and-seo.spec.ts reads the PNG's size).
export class ImageResponse extends Response {
  constructor(_element: unknown, { width = 1200, height = 630 }: { width?: number; height?: number } = {}) {
    const png = sharp({ create: { width, height, channels: 3, background: "#ffffff" } }).png().toBuffer();
    super(
      new ReadableStream({
        async start(controller) {
          controller.enqueue(new Uint8Array(await png));
          controller.close();
        },
      }),
      { headers: { "Content-Type": "image/png" } },
    );
  }
}
