"use client";

import { useActionState, useEffect, useState } from "react";
import { TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { generateCodesAction } from "@/lib/actions/admin-codes";
import type { FormState } from "@/lib/actions/account";
import { ACCESS_CODES_MAX_PER_BATCH, generateCodesSchema } from "@/lib/validation/access-codes";
import { firstFieldErrors } from "@/lib/validation/auth";

export function GenerateCodesForm() {
  const [count, setCount] = useState("1");
  const [error, setError] = useState<string | undefined>();
  const [state, formAction, pending] = useActionState<FormState<"count">, FormData>(async (previous, formData) => {
    const result = await generateCodesAction(previous, formData);
    setError(result.fieldErrors?.count);
    return result;
  }, { ok: false });

  useEffect(() => {
    if (!state.message) return;
    if (state.ok) notify.success(state.message);
    else notify.error(state.message);
  }, [state]);

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        const parsed = generateCodesSchema.safeParse({ count });
        if (!parsed.success) {
          event.preventDefault();
          setError(firstFieldErrors(parsed.error).count);
        }
      }}
      noValidate
      aria-label="Generate access codes"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start dark:border-slate-800 dark:bg-slate-900"
    >
      <TextField
        label="Number of codes"
        name="count"
        type="number"
        inputMode="numeric"
        min={1}
        max={ACCESS_CODES_MAX_PER_BATCH}
        value={count}
        onChange={(event) => {
          setCount(event.target.value);
          setError(undefined);
        }}
        error={error}
        className="sm:w-48"
      />
      <Button type="submit" pending={pending} className="sm:mt-7">
        {pending ? "Generating..." : "Generate Codes"}
      </Button>
    </form>
  );
}
