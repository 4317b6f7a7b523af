import path from "node:path";
import { fileURLToPath } from "node:url";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { assertEnvOrExit } from "./lib/env-schema.mjs";

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  // A server that would start with a bad environment stops here, with one line naming the variable.
  if (phase === PHASE_PRODUCTION_SERVER || phase === PHASE_DEVELOPMENT_SERVER) assertEnvOrExit();

  return {
    // The e2e suite builds into its own folder (playwright.config.ts sets NEXT_DIST_DIR=.next-e2e),
    // so `npm start` and `npm run test:e2e` can run in one checkout at the same time.
    // scripts/production/start.mjs reads this value to know which build to check and start.
    distDir: process.env.NEXT_DIST_DIR || ".next",
    reactStrictMode: true,
    // Public pages' reads are cached ("use cache" in lib/catalogue/public-reads.ts) without
    // Cache Components: the layouts still render per request for the signed-in parts. The
    // handler keeps entries per instance and expires them on PostgreSQL's notifications.
    experimental: { useCache: true },
    cacheHandlers: { default: path.join(path.dirname(fileURLToPath(import.meta.url)), "lib/cache/public-cache-handler.mjs") },
    poweredByHeader: false,
    // Native and WASM packages are loaded by Node at run time, not bundled.
    serverExternalPackages: ["@node-rs/argon2", "@prisma/client", "pg"],
    images: {
      formats: ["image/avif", "image/webp"],
      // Widths the optimiser makes. A grid photo on a 390 px phone at 2x is 390 px wide: 400 serves
      // it (the defaults jumped from 384 to 640). Fewer widths also shorten every card's srcset
      // in the page (docs/performance.md, "A phone on slow data").
      deviceSizes: [400, 640, 828, 1080, 1200, 1920],
      imageSizes: [64, 96, 128, 256],
    },
    async headers() {
      return [
        {
          source: "/:path*",
          headers: [
            { key: "X-Content-Type-Options", value: "nosniff" },
            { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
            { key: "X-Frame-Options", value: "DENY" },
            { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
          ],
        },
        {
          // The service worker is checked for an update on every navigation: no cache may hold an
          // old one (docs/decisions/offline-reading.md). At the root, so its scope is the site's
          // without Service-Worker-Allowed.
          source: "/sw.js",
          headers: [{ key: "Cache-Control", value: "no-cache" }],
        },
        {
          source: "/demo/:path*",
          headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
        },
      ];
    },
  };
}
