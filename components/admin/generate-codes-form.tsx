"use client";

import { useState, useTransition } from "react";
import { TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { generateAccessCodesAction } from "@/lib/actions/access-codes";
import { ACCESS_CODE_MESSAGES } from "@/lib/messages/access-codes";
import { ACCESS_CODES_MAX_PER_BATCH, generateCodesSchema } from "@/lib/validation/access-codes";
import { firstFieldErrors } from "@/lib/validation/auth";
import { useServerActions } from "@/components/ui/use-server-action";

export function GenerateCodesForm() {
  const { call } = useServerActions();
  const [count, setCount] = useState("1");
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = generateCodesSchema.safeParse({ count });
        if (!parsed.success) {
          setError(firstFieldErrors(parsed.error).count);
          return;
        }
        startTransition(async () => {
          const result = await call(generateAccessCodesAction, { count: parsed.data.count }, ACCESS_CODE_MESSAGES.failed);
          if (result.ok) {
            notify.success(result.message ?? ACCESS_CODE_MESSAGES.generated(parsed.data.count));
            return;
          }
          setError(result.fieldErrors?.count);
          notify.error(result.message);
        });
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
