"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import type { ActionResult, SafeResult } from "@/lib/actions/result";
import { callAction } from "@/lib/api/client";
import { firstFieldErrors } from "@/lib/validation/auth";
import { notify } from "./notify";
import { focusFirstInvalid } from "./form-values";

type Errors<Field extends string> = Partial<Record<Field, string>>;

type Submission<Input, Data, Field extends string> = {
  /** What the form holds; checked with `schema` here, and again by the action on the server. */
  input: Input;
  schema: z.ZodType;
  action: (input: Input) => Promise<SafeResult<Data> | undefined>;
  /** The spec's message when the request gets no usable answer. */
  failed: string;
  /** Rules the schema cannot know from the form alone (a password only some accounts have). */
  moreErrors?: Errors<Field>;
  /** A refusal that names no field; a toast unless the form shows it itself. */
  onRefusal?: (message: string) => void;
};

/**
 * One form's round trip to its server action, as every dialog form does it: the shared
 * zod schema first (messages under their fields, focus on the first), then the action,
 * whose field errors land under the fields too. An error clears when its field is edited.
 * Returns the action's success, or null when the form stays open with its messages.
 */
export function useActionForm<Field extends string>() {
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [pending, setPending] = useState(false);

  const clearEdited = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as Field;
    if (name && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit<Input, Data>(form: HTMLFormElement, submission: Submission<Input, Data, Field>): Promise<Extract<ActionResult<Data>, { ok: true }> | null> {
    const parsed = submission.schema.safeParse(submission.input);
    const found: Errors<Field> = { ...(parsed.success ? {} : (firstFieldErrors(parsed.error) as Errors<Field>)), ...submission.moreErrors };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(form);
      return null;
    }
    setPending(true);
    const result = await callAction(submission.action, submission.input, submission.failed);
    setPending(false);
    if (result.ok) return result;
    if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors as Errors<Field>);
      focusFirstInvalid(form);
    } else if (submission.onRefusal) submission.onRefusal(result.message);
    else notify.error(result.message, 4000);
    return null;
  }

  return { errors, pending, submit, clearEdited, reset: () => setErrors({}) };
}
