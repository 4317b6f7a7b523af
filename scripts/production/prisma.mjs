#!/usr/bin/env node
// Runs the Prisma CLI offline: Prisma 6.19 looks for a native query engine at
// start-up even though we use the JS query compiler and the WASM schema engine
// (see prisma/prisma.config.ts), so we point it at a placeholder file.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function prismaEnv(extra = {}) {
  return {
    ...process.env,
    PRISMA_QUERY_ENGINE_LIBRARY: path.join(root, "prisma/query-engine-placeholder.node"),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
    // generate only needs a URL-shaped value; commands that connect get the real one.
    DATABASE_URL: process.env.DATABASE_URL || "postgresql://placeholder@localhost:5432/placeholder",
    ...extra,
  };
}

/**
 * Runs the Prisma CLI in a child process and resolves with its exit code.
 * Asynchronous on purpose: the embedded database may live in this very process
 * and must keep answering while the CLI talks to it.
 */
export function runPrisma(args, extraEnv = {}, { quiet = false } = {}) {
  const cli = path.join(root, "node_modules/prisma/build/index.js");
  return new Promise((resolve) => {
    // The config lives beside the schema (prisma/prisma.config.ts), where the CLI does not look by itself.
    const child = spawn(process.execPath, [cli, ...args, "--config", path.join(root, "prisma/prisma.config.ts")], {
      cwd: root,
      env: prismaEnv(extraEnv),
      stdio: quiet ? "pipe" : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (code) => {
      if (code !== 0 && quiet) process.stderr.write(output);
      resolve(code ?? 1);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(await runPrisma(process.argv.slice(2)));
}
