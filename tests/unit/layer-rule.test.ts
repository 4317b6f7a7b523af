import { execFile } from "node:child_process";
import path from "node:path";

// The layer rule (eslint.config.mjs): Prisma only in lib/db; the UI takes
// types from lib/db/types.ts. Each case lints a fixture string as if it were a
// file at that path, with the project's own configuration.

const root = path.resolve(__dirname, "../..");
const eslint = path.join(root, "node_modules/.bin/eslint");

async function lint(filePath: string, source: string): Promise<string[]> {
  // eslint exits 1 when it finds errors; the JSON on stdout is read either way.
  const child = execFile(eslint, ["--stdin", "--stdin-filename", filePath, "--format", "json", "--rule", "@typescript-eslint/no-unused-vars: off"], { cwd: root });
  child.stdin!.end(source);
  let out = "";
  child.stdout!.on("data", (chunk) => (out += chunk));
  await new Promise((resolve) => child.on("close", resolve));
  const [result] = JSON.parse(out) as Array<{ messages: Array<{ ruleId: string | null }> }>;
  return (result?.messages ?? []).map((message) => message.ruleId ?? "fatal");
}

describe("the layer rule", () => {
  jest.setTimeout(60_000);

  it("a component importing the Prisma client fails lint", async () => {
    await expect(lint("components/cart/fixture.tsx", 'import { db } from "@/lib/db/client";\nexport const x = db;\n')).resolves.toContain("no-restricted-imports");
  });

  it("a component importing a data module or the generated enums fails lint", async () => {
    const found = await Promise.all([
      lint("components/shop/fixture.tsx", 'import { listCartItems } from "@/lib/db/cart";\nexport const x = listCartItems;\n'),
      lint("components/shop/fixture2.tsx", 'import type { ProductStatus } from "@/lib/db/generated/enums";\nexport type X = ProductStatus;\n'),
    ]);
    expect(found.every((rules) => rules.includes("no-restricted-imports"))).toBe(true);
  });

  it("a page or action importing the Prisma client fails lint; lib/db itself may", async () => {
    await expect(lint("lib/actions/fixture.ts", 'import { db } from "@/lib/db/client";\nexport const x = db;\n')).resolves.toContain("no-restricted-imports");
    await expect(lint("app/(public)/fixture/page.tsx", 'import { db } from "@/lib/db/client";\nexport const x = db;\n')).resolves.toContain("no-restricted-imports");
    await expect(lint("lib/db/fixture.ts", 'import { db } from "./client";\nexport const x = db;\n')).resolves.not.toContain("no-restricted-imports");
  });

  it("a component taking types from lib/db/types passes", async () => {
    await expect(lint("components/cart/fixture.tsx", 'import type { ProductStatus } from "@/lib/db/types";\nexport type X = ProductStatus;\n')).resolves.not.toContain("no-restricted-imports");
  });
});
