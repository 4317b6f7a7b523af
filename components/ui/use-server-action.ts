"use client";

import { useCallback } from "react";
import { useAction } from "next-safe-action/hooks";
import { toActionResult, type ActionResult, type SafeResult } from "@/lib/actions/result";

/** A server action as the browser calls it: one input, next-safe-action's result. */
export type ServerAction<Input, Data> = (input: Input) => Promise<SafeResult<Data> | undefined>;

type HookAction = Parameters<typeof useAction>[0];

type Call = { action: ServerAction<unknown, unknown>; input: unknown };
const callThrough = ({ action, input }: Call) => action(input);

/** The library's answer as ours; no answer at all (the request failed) is the caller's `failed`. */
async function settle<Data>(request: Promise<unknown>, failed: string): Promise<ActionResult<Data>> {
  try {
    return toActionResult((await request) as SafeResult<Data> | undefined, failed);
  } catch {
    return { ok: false, message: failed };
  }
}

/**
 * The browser's one way to call a server action, on next-safe-action's own hook:
 * `run` answers our ActionResult (so every caller reads success, the spec's
 * message and field errors the same way), and a request that never got an
 * answer (campus Wi-Fi dropped) fails with the caller's `failed` text instead
 * of throwing. `pending` is true while a call is on its way, for the button
 * that started it.
 */
export function useServerAction<Input, Data>(action: ServerAction<Input, Data>, failed: string) {
  const { executeAsync, isExecuting } = useAction(action as unknown as HookAction);
  const run = useCallback((input: Input) => settle<Data>(executeAsync(input as never), failed), [executeAsync, failed]);
  return { run, pending: isExecuting };
}

/**
 * The same, for a component or hook that writes through several actions (a cart line's
 * quantity, move and remove; a conversation's older pages and its block): one hook
 * instance, `call(action, input, failed)` for any of them.
 */
export function useServerActions() {
  const { executeAsync, isExecuting } = useAction(callThrough as unknown as HookAction);
  const call = useCallback(
    <Input, Data>(action: ServerAction<Input, Data>, input: Input, failed: string) => settle<Data>(executeAsync({ action, input } as never), failed),
    [executeAsync],
  );
  return { call, pending: isExecuting };
}
