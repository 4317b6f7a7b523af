import { execFile } from "node:child_process";
import path from "node:path";

// The layer rule (eslint.config.mjs): Prisma only in lib/db; the UI takes
// types from lib/db/types.ts. Each case lints a fixture string as if it were a
// file at that path, with the project's own configuration, all in one ESLint
// process (loading the configuration is the slow part).

const root = path.resolve(__dirname, "../..");

type Fixture = { filePath: string; source: string };

const LINT_FIXTURES = `
import { ESLint } from "eslint";
let input = "";
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { "@typescript-eslint/no-unused-vars": "off" } } });
const out = [];
for (const { filePath, source } of JSON.parse(input)) {
  const [result] = await eslint.lintText(source, { filePath });
  out.push((result?.messages ?? []).map((m) => m.ruleId ?? "fatal"));
}
process.stdout.write(JSON.stringify(out));
`;

async function lintAll(fixtures: Fixture[]): Promise<string[][]> {
  const child = execFile(process.execPath, ["--input-type=module", "-e", LINT_FIXTURES], { cwd: root, maxBuffer: 10 * 1024 * 1024 });
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk) => (out += chunk));
  child.stderr!.on("data", (chunk) => (err += chunk));
  child.stdin!.end(JSON.stringify(fixtures));
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`eslint fixture run failed: ${err}`);
  return JSON.parse(out) as string[][];
}

const PRISMA_CLIENT = 'import { db } from "@/lib/db/client";\nexport const x = db;\n';

let rules: string[][];
beforeAll(async () => {
  rules = await lintAll([
    { filePath: "components/cart/fixture.tsx", source: PRISMA_CLIENT },
    { filePath: "components/shop/fixture.tsx", source: 'import { listCartItems } from "@/lib/db/cart";\nexport const x = listCartItems;\n' },
    { filePath: "components/shop/fixture2.tsx", source: 'import type { ProductStatus } from "@/lib/db/generated/enums";\nexport type X = ProductStatus;\n' },
    { filePath: "lib/actions/fixture.ts", source: PRISMA_CLIENT },
    { filePath: "app/(public)/fixture/page.tsx", source: PRISMA_CLIENT },
    { filePath: "lib/db/fixture.ts", source: 'import { db } from "./client";\nexport const x = db;\n' },
    { filePath: "components/cart/fixture3.tsx", source: 'import type { ProductStatus } from "@/lib/db/types";\nexport type X = ProductStatus;\n' },
  ]);
}, 180_000);

describe("the layer rule", () => {
  it("a component importing the Prisma client fails lint", () => {
    expect(rules[0]).toContain("no-restricted-imports");
  });

  it("a component importing a data module or the generated enums fails lint", () => {
    expect(rules[1]).toContain("no-restricted-imports");
    expect(rules[2]).toContain("no-restricted-imports");
  });

  it("an action or a page importing the Prisma client fails lint; lib/db itself may", () => {
    expect(rules[3]).toContain("no-restricted-imports");
    expect(rules[4]).toContain("no-restricted-imports");
    expect(rules[5]).not.toContain("no-restricted-imports");
  });

  it("a component taking types from lib/db/types passes", () => {
    expect(rules[6]).not.toContain("no-restricted-imports");
  });
});
