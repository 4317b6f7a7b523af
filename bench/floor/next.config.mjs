// The floor of the benchmark (docs/performance.md, "Benchmark"): the least a Next 16 app can do per
// request on this machine, built and measured by `npm run bench` in the same run as the app, so the
// app's throughput reads as a ratio to it instead of an absolute number that changes with the host.
// Built with webpack (`next build --webpack bench/floor`): Turbopack needs its root at the repository
// to reach node_modules, and from there it took the app's middleware.ts and instrumentation.ts in.
import path from "node:path";
import { fileURLToPath } from "node:url";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {import('next').NextConfig} */
const floorConfig = {
  // Its own build folder, bench/floor/.next, whatever NEXT_DIST_DIR the app's build uses.
  distDir: ".next",
  poweredByHeader: false,
  // next, react and react-dom come from the repository's node_modules, two folders up.
  outputFileTracingRoot: repositoryRoot,
};

export default floorConfig;
