import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { CROSS_SITE_REFUSED, TOO_MANY_REQUESTS } from "@/lib/messages/common";
import { DATABASE_UNAVAILABLE_MESSAGES } from "@/lib/messages/errors";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/lib/db/faults";
import { logger } from "@/lib/log/logger.mjs";
import { consumeRateLimits, type RateLimitName } from "@/lib/rate-limit/limits";
import { assertAuthorizedFor } from "@/lib/rate-limit/rules";
import { textFields } from "@/lib/validation/form-data";
import { firstFieldErrors, type FieldErrors } from "@/lib/actions/result";
import { JSON_BODY_LIMIT, readAuthBody, readFormBody, readJsonBody, type BodyLimit } from "./body";
import { apiError } from "./responses";
import { isCrossSiteRequest } from "./same-origin";

// Every route handler is built here, the twin of the action client (lib/actions/safe-action.ts):
// one of three entry points says who may call (anyone, a signed-in user, another server), then
// steps run in the order they are declared (a role, a rate limit, the body read under its cap
// and parsed by a zod schema), each answering for itself when it refuses, and the handler runs
// last with what they gave it. A declared rate limit before the body is counted before a byte
// of it is read. A limit keyed by someone else's phone or email counts only requests the caller
// may make: it must come after an `authorize` step (docs/decisions/rate-limits.md). Every
// refusal is the one answer shape of lib/api/responses.ts.
// tests/unit/route-handlers.test.ts fails on a route handler built any other way, and on a rate
// limit taken inside a handler instead of declared as a step.

type RouteContext<Params> = { params: Promise<Params> };

/** What Next calls: the request and, for a dynamic segment, its params. */
export type RouteHandler<Params> = (request: Request, context?: RouteContext<Params>) => Promise<Response>;

type Base<Params> = { request: Request; params: Params };

/** A step adds to the context, or answers instead of the handler. */
type Step = (ctx: Record<string, unknown>) => Promise<Record<string, unknown> | Response>;

export type RateLimitChecks = Array<[RateLimitName, string]>;

export type Role = "seller" | "staff";

/** How a body the schema refuses is answered; by default 422 with the first message and one per field. */
type Invalid = (fieldErrors: FieldErrors, error: z.ZodError) => Response;

const defaultInvalid: Invalid = (fieldErrors, error) => apiError("invalid_input", error.issues[0]?.message ?? "Please check the form.", { fieldErrors });

type Entry = {
  /** Refuse a write another site's page made (GET, HEAD and OPTIONS change nothing and pass). */
  crossSiteCheck: boolean;
};

/**
 * The database out of reach: 503 with Retry-After instead of Next's bare 500, so a browser's
 * form shows that it is temporary and Daraja's callback is told it was not taken (the
 * reconciler settles that payment once the database is back). Any other error goes on to Next.
 */
async function answeringOutages(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.warn({ err: error }, "database out of reach: answered 503");
    return apiError("unavailable", DATABASE_UNAVAILABLE_MESSAGES.api, { headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } });
  }
}

export class RouteBuilder<Params, Ctx extends Base<Params>> {
  readonly #entry: Entry;
  readonly #steps: readonly Step[];

  constructor(entry: Entry, steps: readonly Step[]) {
    this.#entry = entry;
    this.#steps = steps;
  }

  #then<Added extends object>(step: (ctx: Ctx) => Promise<Added | Response>): RouteBuilder<Params, Ctx & Added> {
    return new RouteBuilder<Params, Ctx & Added>(this.#entry, [...this.#steps, step as unknown as Step]);
  }

  /** Sellers only, or staff only, whatever the page showed: 403 with `refused` for anyone else. */
  role(this: RouteBuilder<Params, Ctx & { user: CurrentUser }>, role: Role, refused: string) {
    return this.#then(async ({ user }) => ((role === "seller" ? user.isSeller : user.isStaff) ? {} : apiError("forbidden", refused)));
  }

  /**
   * One point from each named counter (keys from what the steps so far gave); 429 with
   * Retry-After when one is used up. An empty list takes nothing.
   */
  rateLimit(checks: (ctx: Ctx) => RateLimitChecks) {
    return this.#then(async (ctx) => {
      const wanted = checks(ctx);
      assertAuthorizedFor(wanted, (ctx as { authorized?: boolean }).authorized === true);
      if (wanted.length === 0) return {};
      const verdict = await consumeRateLimits(wanted);
      return verdict.allowed ? {} : apiError("rate_limited", TOO_MANY_REQUESTS, { headers: { "Retry-After": String(verdict.retryAfterSeconds) } });
    });
  }

  /**
   * Whether the caller may make this request at all (the order is theirs, the account may pay
   * for Pro, anyone may ask for a link to any address): a Response refuses it. Limits keyed by
   * someone else's identifier may only be declared after this step, so a request the caller may
   * not make never spends another person's budget.
   */
  authorize(check: (ctx: Ctx) => Response | null | Promise<Response | null>) {
    return this.#then(async (ctx) => (await check(ctx)) ?? { authorized: true as const });
  }

  /** A check on the address or the caller before anything is read (a callback's token, an id's shape). */
  guard(check: (ctx: Ctx) => Response | null | Promise<Response | null>) {
    return this.#then(async (ctx) => (await check(ctx)) ?? {});
  }

  /** A JSON body (16 KB unless told) parsed by `schema`: `input`. A body that is not JSON parses as `{}`. */
  json<Schema extends z.ZodType>(schema: Schema, options: { limit?: BodyLimit; invalid?: Invalid } = {}) {
    return this.#then(async ({ request }) => {
      const body = await readJsonBody(request, options.limit ?? { maxBytes: JSON_BODY_LIMIT });
      if (body instanceof Response) return body;
      const parsed = schema.safeParse(body.value ?? {});
      if (!parsed.success) return (options.invalid ?? defaultInvalid)(firstFieldErrors(parsed.error), parsed.error);
      return { input: parsed.data as z.output<Schema> };
    });
  }

  /** A JSON body kept as it came (null when it is not JSON): a callback stored raw before it is read. */
  rawJson(limit: BodyLimit = { maxBytes: JSON_BODY_LIMIT }) {
    return this.#then(async ({ request }) => {
      const body = await readJsonBody(request, limit);
      return body instanceof Response ? body : { body: body.value };
    });
  }

  /** A multipart or urlencoded form under `limit`: `form`; with a schema, its text fields parsed: `input`. */
  form(limit: BodyLimit): RouteBuilder<Params, Ctx & { form: FormData }>;
  form<Schema extends z.ZodType>(limit: BodyLimit, parse: { fields: readonly string[]; schema: Schema; invalid?: Invalid }): RouteBuilder<Params, Ctx & { form: FormData; input: z.output<Schema> }>;
  form<Schema extends z.ZodType>(limit: BodyLimit, parse?: { fields: readonly string[]; schema: Schema; invalid?: Invalid }) {
    return this.#then(async ({ request }) => {
      const form = await readFormBody(request, limit);
      if (form instanceof Response) return form;
      if (!parse) return { form };
      const parsed = parse.schema.safeParse(textFields(form, parse.fields));
      if (!parsed.success) return (parse.invalid ?? defaultInvalid)(firstFieldErrors(parsed.error), parsed.error);
      return { form, input: parsed.data as z.output<Schema> };
    });
  }

  /**
   * next-auth's endpoints read their bodies themselves, uncapped: the body is read here first
   * (lib/api/body.ts, readAuthBody) and next-auth gets a request carrying the same bytes.
   */
  nextAuthBody() {
    return this.#then(async ({ request }) => {
      const checked = await readAuthBody(request as NextRequest);
      return checked instanceof Response ? checked : { request: checked };
    });
  }

  /** The handler, run once every step has passed. */
  handle(handler: (ctx: Ctx) => Promise<Response> | Response): RouteHandler<Params> {
    const entry = this.#entry;
    const steps = this.#steps;
    return async (request, context) => {
      if (entry.crossSiteCheck && isCrossSiteRequest(request, env.NEXTAUTH_URL)) return apiError("forbidden", CROSS_SITE_REFUSED);
      return answeringOutages(async () => {
        let ctx: Record<string, unknown> = { request, params: context ? await context.params : {} };
        for (const step of steps) {
          const added = await step(ctx);
          if (added instanceof Response) return added;
          ctx = { ...ctx, ...added };
        }
        return handler(ctx as Ctx);
      });
    };
  }
}

/** A handler anyone may call (sign-up, the email API, public files, health). */
export function publicRoute<Params = Record<string, never>>() {
  return new RouteBuilder<Params, Base<Params>>({ crossSiteCheck: true }, []);
}

/**
 * next-auth's own endpoints: public, and without our cross-site check, because next-auth
 * checks its own CSRF token (a double-submit cookie) on every write.
 */
export function nextAuthRoute<Params = Record<string, never>>() {
  return new RouteBuilder<Params, Base<Params>>({ crossSiteCheck: false }, []);
}

/** A handler for signed-in callers only: a visitor gets 401 with `signedOut`; the steps and the handler get `user`. */
export function userRoute<Params = Record<string, never>>(signedOut: string) {
  const signedIn: Step = async () => {
    const user = await getCurrentUser();
    return user ? { user } : apiError("unauthorized", signedOut);
  };
  return new RouteBuilder<Params, Base<Params> & { user: CurrentUser }>({ crossSiteCheck: true }, [signedIn]);
}

/**
 * A callback one server sends another (Daraja's payment results). No browser sends it, so
 * there is no Origin to check; it carries no session and proves itself by the unguessable
 * token in its address, which a `guard` step must check. Its handler gets no user.
 */
export function serverCallbackRoute<Params = Record<string, never>>() {
  return new RouteBuilder<Params, Base<Params>>({ crossSiteCheck: false }, []);
}
