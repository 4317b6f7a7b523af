import { readdirSync } from "node:fs";
import { logger } from "@/lib/log/logger.mjs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db/client";
import type { CurrentUser } from "@/lib/auth/session";
import type { SafeResult } from "@/lib/actions/result";
import { run } from "@/tests/support/actions";
import { buildUser, session } from "@/tests/support/session";
import { createCategory, createProduct, createShop, createUser } from "@/tests/integration/factories";
import { NextRequest } from "next/server";
import { afterTasks, current } from "./next-stubs";

// The security suite's shared pieces: the list of entry points read from the
// files (so a new one cannot be forgotten), a fingerprint of the whole
// database, requests as a browser on this site sends them, and the cast of
// users every authorization row is played by.

const ROOT = path.resolve(__dirname, "../..");

// ---------------------------------------------------------------- entry points

export type ActionFn = (input?: unknown) => Promise<SafeResult<unknown> | undefined>;
export type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteFn = (request: Request, context: RouteContext) => Promise<Response>;

/** The files of lib/actions that hold server actions (the other two are the client and the result type). */
export function actionFiles(): string[] {
  return readdirSync(path.join(ROOT, "lib/actions"))
    .filter((file) => file.endsWith(".ts") && !["safe-action.ts", "result.ts"].includes(file))
    .sort();
}

/** Every export of every action file, by name: each one is callable from any browser. */
export function discoverActions(): Map<string, ActionFn> {
  const actions = new Map<string, ActionFn>();
  for (const file of actionFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: describe.each needs every entry point while Jest collects tests, before any await
    const exported: Record<string, unknown> = require(path.join(ROOT, "lib/actions", file));
    for (const [name, value] of Object.entries(exported)) actions.set(name, value as ActionFn);
  }
  return actions;
}

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** app/(group)/a/[id]/route.ts → /a/[id]: the address Next serves it at. */
function routePath(file: string): string {
  const segments = path.dirname(file).split(path.sep).filter((segment) => !/^\(.*\)$/.test(segment));
  return `/${segments.join("/")}`;
}

export function routeFiles(): string[] {
  return (readdirSync(path.join(ROOT, "app"), { recursive: true }) as string[])
    .filter((file) => /(^|[\\/])route\.(ts|tsx|js|mjs)$/.test(file))
    .sort();
}

/** Every exported HTTP method of every route handler, as "POST /api/signup". */
export function discoverRoutes(): Map<string, RouteFn> {
  const routes = new Map<string, RouteFn>();
  for (const file of routeFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: describe.each needs every entry point while Jest collects tests, before any await
    const exported: Record<string, unknown> = require(path.join(ROOT, "app", file));
    for (const method of HTTP_METHODS) {
      if (method in exported) routes.set(`${method} ${routePath(file)}`, exported[method] as RouteFn);
    }
  }
  return routes;
}

// ---------------------------------------------------------------- the database's fingerprint

// Rate-limit counters move on refused requests by design (that is their job).
const NOT_APP_DATA = new Set(["_prisma_migrations", "rate_limits"]);
let tables: string[] | undefined;

async function storedFiles(dir: string | undefined): Promise<string[]> {
  if (!dir) return [];
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) as Array<{ name: string; parentPath?: string; path?: string; isFile(): boolean }>;
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path ?? "", entry.name)))
    .sort();
}

export type Snapshot = { tables: Record<string, string>; files: string[] };

/**
 * Every app table's row count and a digest of its rows, and every stored file.
 * "Refused" means this is the same after the call as before it.
 */
export async function snapshot(): Promise<Snapshot> {
  tables ??= (
    await db.$queryRaw<Array<{ name: string }>>`SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`
  )
    .map((row) => row.name)
    .filter((name) => !NOT_APP_DATA.has(name))
    .sort();
  const digest = tables
    .map((name) => `SELECT '${name}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${name}" t`)
    .join(" UNION ALL ");
  const rows = await db.$queryRawUnsafe<Array<{ name: string; rows: number; digest: string }>>(digest);
  return {
    tables: Object.fromEntries(rows.map((row) => [row.name, `${row.rows} rows, md5 ${row.digest}`])),
    files: await storedFiles(process.env.STORAGE_DIR),
  };
}

/** The per-IP and per-address limits would answer 429 long before a property has run its course. */
export async function resetRateLimits(): Promise<void> {
  await db.$executeRawUnsafe(`DELETE FROM rate_limits`);
}

// ---------------------------------------------------------------- requests as the browser sends them

export const SITE = "http://localhost:3000";

/** Same-origin headers: a state-changing route handler may refuse a request without them. */
function browserHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({ origin: SITE, host: new URL(SITE).host, "sec-fetch-site": "same-origin", ...extra });
}

export function getRequest(pathname: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${pathname}`, { method: "GET", headers: browserHeaders(headers) });
}

/** A JSON body, or `raw` text sent as JSON (for bodies that are not JSON at all). */
export function jsonRequest(pathname: string, body: unknown, { method = "POST", raw }: { method?: string; raw?: string } = {}): Request {
  const text = raw ?? JSON.stringify(body) ?? "";
  const bytes = new TextEncoder().encode(text);
  return new Request(`${SITE}${pathname}`, {
    method,
    body: bytes,
    headers: browserHeaders({ "content-type": "application/json", "content-length": String(bytes.byteLength) }),
  });
}

export function formUrlEncodedRequest(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  const bytes = new TextEncoder().encode(new URLSearchParams(fields).toString());
  return new Request(`${SITE}${pathname}`, {
    method: "POST",
    body: bytes,
    headers: browserHeaders({ "content-type": "application/x-www-form-urlencoded", "content-length": String(bytes.byteLength), ...headers }),
  });
}

/** A multipart form with its declared length, as the browser sends the product, shop and sign-up forms. */
export async function multipartRequest(pathname: string, method: string, form: FormData): Promise<Request> {
  const draft = new Request(`${SITE}${pathname}`, { method, body: form });
  const body = await draft.arrayBuffer();
  return new Request(`${SITE}${pathname}`, {
    method,
    body,
    headers: browserHeaders({ "content-type": draft.headers.get("content-type")!, "content-length": String(body.byteLength) }),
  });
}

/** Repeated names become repeated fields, and File values file parts: what a hand-made form can send. */
export function formOf(fields: Record<string, string | File | Array<string | File>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) form.append(name, part);
  }
  return form;
}

// ---------------------------------------------------------------- calling an entry point

/** What came back, as the UI would judge it: allowed (ok), refused, or broken (a 5xx). */
export type Outcome = { ok: boolean; status: number | null; message?: string; body?: unknown };

async function settleAfterTasks(): Promise<void> {
  while (afterTasks.length > 0) await Promise.allSettled(afterTasks.splice(0));
}

export async function callAction(action: ActionFn, ...input: [] | [unknown]): Promise<Outcome> {
  const result = await run(action as (input: unknown) => Promise<SafeResult<unknown> | undefined>, ...(input as [unknown]));
  await settleAfterTasks();
  return { ok: result.ok, status: null, message: result.message, body: result };
}

/** Calls a route handler as Next does: with a NextRequest and the address's params. */
export async function callRoute(handler: RouteFn, request: Request, params: Record<string, string | string[]> = {}): Promise<Outcome & { response: Response }> {
  current.request = request;
  try {
    const response = await handler(new NextRequest(request), { params: Promise.resolve(params) });
    await settleAfterTasks();
    const isJson = response.headers.get("content-type")?.includes("application/json");
    const body: unknown = isJson ? await response.clone().json() : undefined;
    const message = (body as { message?: unknown } | undefined)?.message;
    return { ok: response.status < 400, status: response.status, message: typeof message === "string" ? message : undefined, body, response };
  } finally {
    current.request = null;
  }
}

/** Signs in through next-auth's own endpoints as a browser does: the CSRF token first, then the credentials. */
export async function signInWithPassword(handler: RouteFn, email: string, password: string): Promise<Outcome> {
  const csrf = await callRoute(handler, getRequest("/api/auth/csrf"), { nextauth: ["csrf"] });
  const { csrfToken } = csrf.body as { csrfToken: string };
  const cookie = csrf.response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const signedIn = await callRoute(
    handler,
    formUrlEncodedRequest("/api/auth/callback/credentials", { csrfToken, email, password, callbackUrl: `${SITE}/home`, json: "true" }, { cookie }),
    { nextauth: ["callback", "credentials"] },
  );
  const sessionCookie = signedIn.response.headers.getSetCookie().some((line) => line.startsWith("next-auth.session-token="));
  return { ...signedIn, ok: signedIn.ok && sessionCookie };
}

/**
 * A refusal the user can read: an action's failure with a message, or a 4xx
 * in the ActionResult shape (lib/api/responses.ts). Anything else (a 5xx, a
 * body without a message) is a broken answer, not a refusal.
 */
export function isClearRefusal(outcome: Outcome): boolean {
  if (outcome.ok) return false;
  const message = typeof outcome.message === "string" && outcome.message.trim().length > 0;
  if (outcome.status === null) return message;
  if (outcome.status < 400 || outcome.status >= 500) return false;
  const body = outcome.body as { ok?: unknown } | undefined;
  return body?.ok === false && message;
}

// ---------------------------------------------------------------- unexpected failures

/**
 * The logger's error and fatal lines (lib/log/logger.mjs) are where every unexpected failure
 * ends up (the action client's handleServerError, the route handlers' catch blocks), and
 * console.error for anything a library prints. A refusal is silent, so any line here means
 * the input got further than it should have. Deliberate alerts (a line with an `alert` field,
 * such as a payment M-Pesa reports that no payout records) are about the outside world, not a
 * failure of ours, and are left out.
 */
function isDeliberateAlert(first: unknown): boolean {
  return first !== null && typeof first === "object" && typeof (first as { alert?: unknown }).alert === "string";
}

export function watchServerErrors() {
  const spies = [jest.spyOn(console, "error").mockImplementation(() => {}), jest.spyOn(logger, "error").mockImplementation(() => {}), jest.spyOn(logger, "fatal").mockImplementation(() => {})];
  const describe = (arg: unknown): string => {
    if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
    if (arg && typeof arg === "object") {
      const err = (arg as { err?: unknown }).err;
      return err instanceof Error ? `${err.name}: ${err.message}` : JSON.stringify(arg);
    }
    return String(arg);
  };
  return {
    lines: () =>
      spies.flatMap((spy) =>
        (spy.mock.calls as unknown[][]).filter((args) => !isDeliberateAlert(args[0])).map((args) => args.map(describe).join(" ")),
      ),
    clear: () => spies.forEach((spy) => spy.mockClear()),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

// ---------------------------------------------------------------- the cast

export const ROLES = ["visitor", "buyer", "owner", "otherSeller", "staff", "wholesaler"] as const;
export type Role = (typeof ROLES)[number];
export type Member = { id: string; email: string; session: CurrentUser };
export type Cast = Record<Exclude<Role, "visitor">, Member>;

export const ROLE_NAMES: Record<Role, string> = {
  visitor: "a visitor",
  buyer: "a buyer",
  owner: "the owning seller",
  otherSeller: "another seller",
  staff: "staff",
  wholesaler: "a wholesaler",
};

/**
 * Five fresh accounts: a buyer, the seller who owns the records under test
 * (a shop and one active product), another seller with a shop of their own,
 * staff (not a seller) and a wholesaler seller.
 */
export async function createCast(categoryId: string): Promise<Cast & { product: { id: string; name: string } }> {
  const buyer = await createUser();
  const owner = await createUser({ isSeller: true });
  const otherSeller = await createUser({ isSeller: true });
  const staff = await createUser({ role: "staff" });
  const wholesaler = await createUser({ isSeller: true, accountType: "wholesaler" });
  await createShop(owner.id, { shopName: "Owner's shop" });
  await createShop(otherSeller.id, { shopName: "Other seller's shop" });
  const product = await createProduct(owner.id, { categoryId });
  return {
    buyer: { ...buyer, session: buildUser(buyer) },
    owner: { ...owner, session: buildUser(owner, { isSeller: true }) },
    otherSeller: { ...otherSeller, session: buildUser(otherSeller, { isSeller: true }) },
    staff: { ...staff, session: buildUser(staff, { isStaff: true }) },
    wholesaler: { ...wholesaler, session: buildUser(wholesaler, { isSeller: true, accountType: "wholesaler" }) },
    product: { id: product.id, name: product.name },
  };
}

export function actAs(role: Role, cast: Cast): Member | null {
  session.user = role === "visitor" ? null : cast[role].session;
  return role === "visitor" ? null : cast[role];
}

let sharedCategory: Promise<{ id: string }> | undefined;
/** One approved category for every product the suite makes. */
export function suiteCategory(): Promise<{ id: string }> {
  sharedCategory ??= createCategory();
  return sharedCategory;
}
