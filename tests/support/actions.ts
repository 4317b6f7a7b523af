import { toActionResult, type ActionResult, type SafeResult } from "@/lib/actions/result";

/** Calls a server action and maps its answer the way the browser's hook does (components/ui/use-server-action.ts): what the UI would see. */
export async function run<Input, Data>(action: (input: Input) => Promise<SafeResult<Data> | undefined>, ...input: Input extends undefined ? [] : [Input]): Promise<ActionResult<Data>> {
  return toActionResult(await action(input[0] as Input), "no answer");
}
