import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { isCrossSiteRequest } from "@/lib/api/same-origin";

// A state-changing request another site's page made is refused by every
// route handler, in the builder that makes it (lib/api/route.ts), so a new route cannot
// forget. The browser says where a request comes from in Origin (or Sec-Fetch-Site when it
// sends no Origin); the site's own origin is the request's host (X-Forwarded-Host behind a
// proxy, as Next checks server actions) or NEXTAUTH_URL's.

// Every route handler is built by the route builder (lib/api/route.ts): an exported method is a
// chain that ends in .handle(...) and starts at one of its entry points, or at a builder
// exported ready-made by another module (the email API's, for three routes). Read from the
// source, so a handler is checked without being run.
const ENTRY_POINTS = new Set(["publicRoute", "userRoute", "serverCallbackRoute", "nextAuthRoute"]);
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) ? [full] : [];
  });
}

function parse(file: string, source = readFileSync(file, "utf8")) {
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** Local names imported into `sourceFile`, with the module each comes from. */
function importsOf(sourceFile: ts.SourceFile): Map<string, string> {
  const imports = new Map<string, string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imports.set(element.name.text, from);
  }
  return imports;
}

function localConsts(sourceFile: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, declaration.initializer);
    }
  }
  return consts;
}

/** The expression a builder chain starts from: `userRoute(...)` in `userRoute(...).role(...).json(...)`. */
function chainRoot(expression: ts.Expression): ts.Expression {
  let current = expression;
  for (;;) {
    if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) current = current.expression.expression;
    else if (ts.isPropertyAccessExpression(current)) current = current.expression;
    else return current;
  }
}

/** Whether `expression` is a route builder: a chain from an entry point of lib/api/route.ts, or from a builder another module exports. */
function isBuilder(expression: ts.Expression, sourceFile: ts.SourceFile, depth = 0): boolean {
  const root = chainRoot(expression);
  const imports = importsOf(sourceFile);
  if (ts.isCallExpression(root) && ts.isIdentifier(root.expression)) {
    return ENTRY_POINTS.has(root.expression.text) && imports.get(root.expression.text) === "@/lib/api/route";
  }
  if (!ts.isIdentifier(root) || depth > 2) return false;
  const local = localConsts(sourceFile).get(root.text);
  if (local) return isBuilder(local, sourceFile, depth + 1);
  const from = imports.get(root.text);
  if (!from?.startsWith("@/")) return false;
  const file = ["ts", "tsx"].map((ext) => path.join(process.cwd(), `${from.slice(2)}.${ext}`)).find((candidate) => existsSync(candidate));
  if (!file) return false;
  const imported = parse(file);
  const exported = localConsts(imported).get(root.text);
  return exported !== undefined && isBuilder(exported, imported, depth + 1);
}

/** `builder.handle(...)`, the builder being one. */
function isBuiltHandler(expression: ts.Expression, sourceFile: ts.SourceFile): boolean {
  return ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression) && expression.expression.name.text === "handle" && isBuilder(expression.expression.expression, sourceFile);
}

/** The HTTP methods `file` exports that are not built by the route builder, as "file: METHOD". */
function unbuiltHandlers(file: string, source?: string): string[] {
  const sourceFile = parse(file, source);
  const relative = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  const consts = localConsts(sourceFile);
  const offenders: string[] = [];
  const check = (method: string, initializer: ts.Expression | undefined) => {
    const resolved = initializer && ts.isIdentifier(initializer) ? consts.get(initializer.text) : initializer;
    if (!resolved || !isBuiltHandler(resolved, sourceFile)) offenders.push(`${relative}: ${method}`);
  };
  for (const statement of sourceFile.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isFunctionDeclaration(statement) && exported && statement.name && METHODS.has(statement.name.text)) offenders.push(`${relative}: ${statement.name.text}`);
    if (ts.isVariableStatement(statement) && exported) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && METHODS.has(declaration.name.text)) check(declaration.name.text, declaration.initializer);
      }
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        if (METHODS.has(element.name.text)) check(element.name.text, consts.get((element.propertyName ?? element.name).text));
      }
    }
  }
  return offenders;
}

// A rate limit is a declared step: rateLimit(...) of the action client (lib/actions/safe-action.ts)
// or .rateLimit(...) of the route builder. Only those two take points. The sign-in limits are the
// one other taker: they are part of checking a password inside next-auth's authorize (a point
// before the check, the failures forgotten after a right one), not a limit on a request.
const RATE_LIMIT_TAKERS = new Set(["consumeRateLimits", "consumeLoginAttempt"]);
const MAY_TAKE = new Set(["lib/actions/safe-action.ts", "lib/api/route.ts", "lib/auth/options.ts", "lib/rate-limit/limits.ts", "lib/rate-limit/rules.ts"]);

/** Calls in `file` that take a rate-limit point, as "file: name"; none allowed outside the steps. */
function inlineRateLimits(file: string, source?: string): string[] {
  const relative = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  if (MAY_TAKE.has(relative)) return [];
  const sourceFile = parse(file, source);
  const offenders: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      if (RATE_LIMIT_TAKERS.has(name)) offenders.push(`${relative}: ${name}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return offenders;
}

const SITE = "https://market.example.ac.ke";

function request(method: string, headers: Record<string, string>) {
  return new Request("http://127.0.0.1:3000/api/x", { method, headers });
}

const crossSite = (method: string, headers: Record<string, string>) => isCrossSiteRequest(request(method, headers), SITE);

describe("a request is cross-site", () => {
  it.each([
    ["another site's Origin", { origin: "http://evil.example", host: "localhost:3300" }],
    ["an opaque 'null' Origin (sandboxed frame, data: page)", { origin: "null", host: "localhost:3300" }],
    ["an Origin that is not a URL", { origin: "evil", host: "localhost:3300" }],
    ["the site's host on another port", { origin: "http://localhost:9999", host: "localhost:3300" }],
    ["the site's host as a prefix of another", { origin: "http://localhost:3300.evil.example", host: "localhost:3300" }],
    ["a subdomain of the site", { origin: "https://evil.market.example.ac.ke", host: "market.example.ac.ke" }],
    ["no Origin but Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site", host: "localhost:3300" }],
    ["no Origin but Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site", host: "localhost:3300" }],
  ])("when it carries %s", (_label, headers) => {
    expect(crossSite("POST", headers)).toBe(true);
    expect(crossSite("PUT", headers)).toBe(true);
    expect(crossSite("DELETE", headers)).toBe(true);
    expect(crossSite("PATCH", headers)).toBe(true);
  });
});

describe("a request is the site's own", () => {
  it.each([
    ["its Origin is the request's own host", { origin: "http://localhost:3300", host: "localhost:3300" }],
    ["its Origin is the forwarded host behind a proxy", { origin: "https://shop.example", host: "127.0.0.1:3000", "x-forwarded-host": "shop.example" }],
    ["its Origin is NEXTAUTH_URL's", { origin: SITE, host: "10.0.0.5:3000" }],
    ["no Origin and Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin", host: "localhost:3300" }],
    ["no Origin and Sec-Fetch-Site: none (typed by the user)", { "sec-fetch-site": "none", host: "localhost:3300" }],
    ["neither header: a client that is not a browser (curl, a script)", { host: "localhost:3300" }],
  ])("when %s", (_label, headers) => {
    expect(crossSite("POST", headers)).toBe(false);
  });

  it("for reads whatever the headers say: GET, HEAD and OPTIONS change nothing", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(crossSite(method, { origin: "http://evil.example", "sec-fetch-site": "cross-site" })).toBe(false);
  });
});

describe("the rule holds for every route handler", () => {
  it("every exported handler is built by the route builder of lib/api/route.ts", () => {
    const files = sourceFiles(path.join(process.cwd(), "app")).filter((file) => path.basename(file) === "route.ts");
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((file) => unbuiltHandlers(file))).toEqual([]);
  });
});

describe("rate limits are declared steps", () => {
  it("no action, route handler or module they call takes a point itself: only the action client's and the route builder's steps do", () => {
    const files = [...sourceFiles(path.join(process.cwd(), "app")), ...sourceFiles(path.join(process.cwd(), "lib"))];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => inlineRateLimits(file))).toEqual([]);
  });
});

describe("the scans catch what they look for", () => {
  const scan = (source: string, file = "app/api/x/route.ts") => unbuiltHandlers(file, source);

  it("a bare handler, a wrapper of its own, and a chain that never reaches handle() are caught", () => {
    expect(scan("export async function POST(request: Request) { return new Response(); }")).toEqual(["app/api/x/route.ts: POST"]);
    expect(scan("export const GET = async () => new Response();")).toEqual(["app/api/x/route.ts: GET"]);
    expect(scan('import { publicRoute } from "@/lib/api/route";\nconst h = async () => new Response();\nexport { h as GET };')).toEqual(["app/api/x/route.ts: GET"]);
    expect(scan('import { mine } from "@/lib/somewhere";\nexport const PUT = mine().handle(async () => new Response());')).toEqual(["app/api/x/route.ts: PUT"]);
    expect(scan('import { publicRoute } from "@/lib/api/route";\nexport const POST = wrap(publicRoute().handle(async () => new Response()));')).toEqual(["app/api/x/route.ts: POST"]);
  });

  it("a builder chain, directly, through a local name, or through a prebuilt builder, passes", () => {
    expect(scan('import { userRoute } from "@/lib/api/route";\nexport const GET = userRoute("x").rateLimit(() => []).handle(async () => new Response());')).toEqual([]);
    expect(scan('import { nextAuthRoute } from "@/lib/api/route";\nconst h = nextAuthRoute().handle(async () => new Response());\nexport { h as GET, h as POST };')).toEqual([]);
    expect(scan('import { emailLinkRoute } from "@/lib/accounts/email-requests";\nexport const POST = emailLinkRoute.handle(async () => new Response());')).toEqual([]);
  });

  it("a rate limit taken in an action body or a handler is caught", () => {
    expect(inlineRateLimits("lib/actions/x.ts", 'import { consumeRateLimits } from "@/lib/rate-limit/limits";\nexport const a = async () => consumeRateLimits([["messageSendUser", "u"]]);')).toEqual(["lib/actions/x.ts: consumeRateLimits"]);
    expect(inlineRateLimits("app/api/x/route.ts", 'import * as limits from "@/lib/rate-limit/limits";\nexport const GET = () => limits.consumeRateLimits([]);')).toEqual(["app/api/x/route.ts: consumeRateLimits"]);
    expect(inlineRateLimits("lib/api/route.ts", 'import { consumeRateLimits } from "@/lib/rate-limit/limits";\nconsumeRateLimits([]);')).toEqual([]);
  });
});
