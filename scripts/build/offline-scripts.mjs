#!/usr/bin/env node
// Bundles the service worker (lib/offline/service-worker.ts → public/sw.js) and what registers
// it (components/offline/offline-start.ts → public/offline-start.js) with esbuild, before
// `next build` (docs/decisions/offline-reading.md). Serwist's Next integrations wrap the same
// step; ours also bundles the starter, which must stay outside the app's chunks so that it adds
// nothing to first-load JavaScript. Both files are build output (.gitignore).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const common = {
  bundle: true,
  minify: true,
  format: "iife",
  target: ["chrome100", "safari15", "firefox100"],
  alias: { "@": root },
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
};

await Promise.all([
  build({ ...common, entryPoints: [path.join(root, "lib/offline/service-worker.ts")], outfile: path.join(root, "public/sw.js") }),
  build({ ...common, entryPoints: [path.join(root, "components/offline/offline-start.ts")], outfile: path.join(root, "public/offline-start.js") }),
]);
