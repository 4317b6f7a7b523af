import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { createMiddleware, createSafeActionClient, flattenValidationErrors, returnServerError, type ValidatedMiddlewareFn } from "next-safe-action";
import { z } from "zod";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { SELLER_MESSAGES } from "@/lib/messages/shop";
import { TOO_MANY_REQUESTS } from "@/lib/messages/common";
import { consumeRateLimits, type RateLimitName } from "@/lib/rate-limit/limits";
import { assertAuthorizedFor } from "@/lib/rate-limit/rules";
import { firstFieldErrors, type ActionFailure, type ActionResult, type ActionSuccess, type FieldErrors } from "./result";

// Every server action is built here (dub's lib/actions/safe-action.ts is the
// model): the session is read in one place, input is parsed by the action's
// zod schema before its body runs, and every failure reaches the UI as
// { message, fieldErrors? } with the spec's text for that action.

const actionMetadataSchema = z.object({
  /** Names the action in the log. */
  name: z.string().min(1),
  /** The spec's message when the action fails or its input is refused. */
  failed: z.string().min(1),
  /** The spec's message for a visitor, where it differs from `failed`. */
  signedOut: z.string().min(1).optional(),
});

export type ActionMetadata = z.infer<typeof actionMetadataSchema>;

/** Ends the action with an expected refusal: the spec's message, no log line. */
export function refuse(message: string, fieldErrors?: FieldErrors): never {
  return returnServerError<ActionFailure>(fieldErrors ? { message, fieldErrors } : { message });
}

/** A domain write's result (lib/shop, lib/accounts) as the action's answer: success passes, failure is refused. */
export function fromResult<Data>(result: ActionResult<Data>): ActionSuccess<Data> {
  if (!result.ok) refuse(result.message, result.fieldErrors);
  return { message: result.message, data: result.data };
}

export const actionClient = createSafeActionClient({
  defineMetadataSchema: () => actionMetadataSchema,
  defaultValidationErrorsShape: "flattened",
  // Unexpected failures: logged once with the action's name, answered with the spec's text.
  handleServerError(error, { metadata }): ActionFailure {
    logger.error({ err: error }, `action ${metadata.name} failed`);
    return { message: metadata.failed };
  },
}).use(async ({ next, metadata }) => {
  const result = await next();
  // Input the schema refuses is a failure like any other, so the UI reads one
  // shape: the action's message, and the first message of each field.
  if (result.validationErrors) {
    const { fieldErrors } = result.validationErrors as ReturnType<typeof flattenValidationErrors>;
    result.serverError = { message: metadata.failed, fieldErrors: firstFieldErrors(fieldErrors as Partial<Record<string, string[]>>) };
    result.validationErrors = undefined;
  }
  return result;
});

/** For actions a visitor may call too (public lists, password reset by emailed token): `ctx.user` may be null. */
export const sessionActionClient = actionClient.use(async ({ next }) => next({ ctx: { user: await getCurrentUser() } }));

/** For everything else: a visitor is refused before the input is even parsed. */
export const userActionClient = sessionActionClient.use(async ({ next, ctx, metadata }) => {
  if (!ctx.user) refuse(metadata.signedOut ?? metadata.failed);
  return next({ ctx: { user: ctx.user as CurrentUser } });
});

export type Role = "seller" | "staff";

/** `.use(requireRole("staff"))`: the role is checked on the server whatever the page showed. */
export function requireRole(role: Role) {
  return createMiddleware<{ ctx: { user: CurrentUser }; metadata: ActionMetadata; serverError: ActionFailure }>().define(async ({ next, ctx, metadata }) => {
    const allowed = role === "seller" ? ctx.user.isSeller : ctx.user.isStaff;
    if (!allowed) refuse(role === "seller" ? SELLER_MESSAGES.notASeller : metadata.failed);
    return next();
  });
}

/**
 * `.useValidated(authorize(({ parsedInput, ctx }) => refusal or null))`: whether the caller may
 * make this request at all; a message refuses it. Limits keyed by someone else's identifier
 * (lib/rate-limit/rules.ts, KEYED_BY_SOMEONE_ELSE) may only be counted after it.
 */
export function authorize<Input, Ctx extends object>(
  check: (args: { parsedInput: Input; ctx: Ctx }) => string | null | Promise<string | null>,
): ValidatedMiddlewareFn<ActionFailure, ActionMetadata, Ctx, { authorized: true }, Input> {
  return async ({ parsedInput, ctx, next }) => {
    const refusal = await check({ parsedInput, ctx });
    if (refusal !== null) refuse(refusal);
    return next({ ctx: { authorized: true as const } });
  };
}

/** The counters a request takes a point from: a limit's name and the key it counts by. */
export type RateLimitChecks = Array<[RateLimitName, string]>;

/**
 * `.inputSchema(schema).useValidated(rateLimit(({ parsedInput, ctx }) => [["name", key]]))`:
 * a point from each named counter once the input is parsed, refused with the spec's "too many
 * requests" when one is used up. An empty list takes nothing (a limit that applies only to
 * some inputs). The route builder has the same step (lib/api/route.ts); no action or handler
 * takes a point itself (tests/unit/route-handlers.test.ts).
 */
export function rateLimit<Input, Ctx extends object>(
  checks: (args: { parsedInput: Input; ctx: Ctx }) => RateLimitChecks,
): ValidatedMiddlewareFn<ActionFailure, ActionMetadata, Ctx, object, Input> {
  return async ({ parsedInput, ctx, next }) => {
    const wanted = checks({ parsedInput, ctx });
    // A limit keyed by someone else's phone or email counts only requests the caller may make.
    assertAuthorizedFor(wanted, (ctx as { authorized?: boolean }).authorized === true);
    if (wanted.length > 0 && !(await consumeRateLimits(wanted)).allowed) refuse(TOO_MANY_REQUESTS);
    return next();
  };
}
