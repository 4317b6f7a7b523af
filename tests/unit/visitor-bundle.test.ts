import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// No zod and no next-auth client in visitors' JavaScript: zod is 30 KB gzip and
// a visitor browsing the catalogue fills in no form; next-auth's client (14 KB) is needed
// only to log in or out, and is imported on demand there. This walks the static value
// imports (not `import type`, not `import()`) from every client component the public pages
// render, the way the bundler does, stopping at server action files (the browser gets
// references to them, not their code), and fails naming the chain that reaches one.

const HEAVY = ["zod", "next-auth/react"];

const ROOT = path.resolve(__dirname, "../..");

/** Client components of the public pages and their shared layout. */
function entries(): string[] {
  const folders = ["components/catalogue", "components/product", "components/layout", "components/home", "components/seller"];
  const files = folders
    .filter((folder) => existsSync(path.join(ROOT, folder)))
    .flatMap((folder) => readdirSync(path.join(ROOT, folder)).map((file) => path.join(folder, file)))
    .filter((file) => /\.(ts|tsx)$/.test(file));
  return [...files, "components/cart/shopper-state.tsx", "components/cart/live-count-link.tsx", "components/messages/live-messages.tsx"].filter((file) =>
    /^["']use client["']/m.test(readFileSync(path.join(ROOT, file), "utf8")),
  );
}

function resolveModule(specifier: string, from: string): string | null {
  if (!specifier.startsWith("@/") && !specifier.startsWith(".")) return null;
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(path.join(ROOT, from)), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep)) {
      try {
        readFileSync(candidate);
        return path.relative(ROOT, candidate);
      } catch {
        // a folder
      }
    }
  }
  return null;
}

/** Value imports and re-exports of a file (type-only ones are erased by the compiler). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']|(?:^|\n)\s*import\s+["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) {
    if (match[5]) {
      found.push(match[5]);
      continue;
    }
    if (match[2]) continue; // import type / export type
    const clause = match[3] ?? "";
    // `import { type A, type B }` is erased too.
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (named && named[1]!.split(",").every((part) => part.trim() === "" || part.trim().startsWith("type "))) continue;
    found.push(match[4]!);
  }
  return found;
}

/** The first chain of static imports from `entry` that reaches a heavy package, or null. */
function chainToHeavy(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const source = readFileSync(path.join(ROOT, file), "utf8");
    if (/^["']use server["']/m.test(source) && chain.length > 0) return null;
    for (const specifier of valueImports(source)) {
      const heavy = HEAVY.find((name) => specifier === name || specifier.startsWith(`${name}/`));
      if (heavy) return [...chain, file, heavy];
      const next = resolveModule(specifier, file);
      if (next) {
        const found = walk(next, [...chain, file]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(entry, []);
}

describe("visitors' JavaScript", () => {
  it("reads imports the way the bundler does (the checker can fail)", () => {
    expect(valueImports(`import { z } from "zod";`)).toEqual(["zod"]);
    expect(valueImports(`import type { z } from "zod";\nimport { type A } from "./a";`)).toEqual([]);
    expect(valueImports(`export { isUuid } from "@/lib/ids";`)).toEqual(["@/lib/ids"]);
    expect(valueImports(`const { signOut } = await import("next-auth/react");`)).toEqual([]);
    expect(chainToHeavy("lib/validation/ids.ts")).toEqual(["lib/validation/ids.ts", "zod"]);
    expect(chainToHeavy("components/auth/login-form.tsx")?.at(-1)).toMatch(/^(zod|next-auth\/react)$/);
    expect(chainToHeavy("lib/catalogue/filters.ts")).toBeNull();
  });

  it.each(entries())("%s reaches neither zod nor next-auth's client", (entry) => {
    expect(chainToHeavy(entry)).toBeNull();
  });
});
