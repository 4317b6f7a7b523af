"use client";

import { useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { firstFieldErrors, type FieldErrors } from "@/lib/actions/result";
import { notify } from "./notify";
import { focusFirstInvalid } from "./form-values";
import { useServerAction, type ServerAction } from "./use-server-action";

/** What the form's fields draw from: each field's message, the button's pending, a refusal shown in place. */
export type ActionFormState<Field extends string> = {
  errors: FieldErrors<Field>;
  pending: boolean;
  /** A refusal that names no field, when `showsRefusal` asks for it here instead of a toast. */
  refusal: string | null;
};

type ActionFormProps<Field extends string, Input, Data> = Omit<ComponentPropsWithRef<"form">, "action" | "children" | "onSubmit" | "onInput" | "onChange" | "noValidate"> & {
  action: ServerAction<Input, Data>;
  /** The action's own zod schema, checked here first so a mistake shows without a round trip. */
  schema: z.ZodType;
  /** What the form sends, read when it is submitted. */
  read: (form: HTMLFormElement) => Input;
  /** The spec's message when the request gets no usable answer. */
  failed: string;
  /** Rules the schema cannot know from the form alone (a password only some accounts have). */
  moreErrors?: (input: Input) => FieldErrors<NoInfer<Field>>;
  /** Show a refusal that names no field inside the form (`refusal`) rather than as a toast. */
  showsRefusal?: boolean;
  onDone: (done: { message?: string; data?: Data }, form: HTMLFormElement) => void | Promise<void>;
  children: (state: ActionFormState<Field>) => ReactNode;
};

/**
 * Every dialog form's round trip to its server action, written once. The fields are
 * read from the form at submit time (see form-values.ts), checked with the action's
 * schema (messages under their fields, the keyboard on the first), then sent through
 * next-safe-action's hook; the server's field errors land under the fields the same
 * way, and what was typed stays. An error goes away when its field is edited. The
 * form is `noValidate`: the messages are ours, in the spec's words, not the browser's.
 */
export function ActionForm<Field extends string, Input, Data>({
  action,
  schema,
  read,
  failed,
  moreErrors,
  showsRefusal = false,
  onDone,
  children,
  ...form
}: ActionFormProps<Field, Input, Data>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, pending } = useServerAction(action, failed);

  const clearEdited = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as Field;
    if (name && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setRefusal(null);
    const input = read(element);
    const parsed = schema.safeParse(input);
    const found: FieldErrors<Field> = { ...(parsed.success ? {} : (firstFieldErrors(parsed.error) as FieldErrors<Field>)), ...moreErrors?.(input) };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      focusFirstInvalid(element);
      return;
    }
    const result = await run(input);
    if (result.ok) {
      await onDone(result, element);
      return;
    }
    if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors as FieldErrors<Field>);
      focusFirstInvalid(element);
    } else if (showsRefusal) setRefusal(result.message);
    else notify.error(result.message, 4000);
  };

  return (
    <form {...form} noValidate onInput={clearEdited} onChange={clearEdited} onSubmit={submit}>
      {children({ errors, pending, refusal })}
    </form>
  );
}
