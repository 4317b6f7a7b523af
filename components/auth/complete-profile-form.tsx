"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { CheckboxField, TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { completeProfileAction } from "@/lib/actions/account";
import type { ActionResult } from "@/lib/actions/result";
import { PROFILE_MESSAGES } from "@/lib/messages/account";
import { completeProfileSchema, type CompleteProfileInput } from "@/lib/validation/profile";
import { firstFieldErrors } from "@/lib/validation/auth";
import { markProfileCompleted } from "@/lib/onboarding/flags";
import { TOAST_DURATION_MS } from "@/lib/constants";
import { formValues } from "@/components/ui/form-values";
import { useServerAction } from "@/components/ui/use-server-action";

type Field = "fullName" | "phone" | "campusLocation" | "isSeller";
type TextFieldName = Exclude<Field, "isSeller">;

type CompleteProfileFormProps = {
  initial: { fullName: string; phone: string; campusLocation: string; isSeller: boolean; isWholesaler: boolean };
  campusNames: string[];
};

export function CompleteProfileForm({ initial, campusNames }: CompleteProfileFormProps) {
  const { run, pending } = useServerAction(completeProfileAction, PROFILE_MESSAGES.updateFailed);
  const router = useRouter();
  const [edited, setEdited] = useState<Set<Field>>(new Set());
  const [state, setState] = useState<ActionResult<undefined, Field> | null>(null);
  const submit = async (input: CompleteProfileInput) => {
    const result = await run(input);
    setEdited(new Set());
    setState(result);
  };
  const [isSeller, setIsSeller] = useState(initial.isSeller);
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      markProfileCompleted();
      notify.success(state.message ?? PROFILE_MESSAGES.completed, TOAST_DURATION_MS.general);
      router.replace("/home");
      router.refresh();
    } else if (!state.fieldErrors) {
      // Field errors show under their fields; anything else is a toast.
      notify.error(state.message, 4000);
    }
  }, [state, router]);

  // Server errors stay until their field is edited (the spec's validation rules).
  const serverErrors = state && !state.ok ? state.fieldErrors : undefined;
  const errorFor = (field: Field) => clientErrors[field] ?? (edited.has(field) ? undefined : serverErrors?.[field]);

  function markEdited(field: TextFieldName) {
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    setEdited((current) => new Set(current).add(field));
  }
  const bind = (field: TextFieldName) => ({ name: field, defaultValue: initial[field], onChange: () => markEdited(field), error: errorFor(field) });

  return (
    <form
      method="post"
      onSubmit={(event) => {
        // What the student typed stays when the server refuses it (no form reset).
        event.preventDefault();
        const input = { ...formValues(event.currentTarget, ["fullName", "phone", "campusLocation"] as const), isSeller: isSeller || initial.isWholesaler };
        const parsed = completeProfileSchema.safeParse(input);
        if (!parsed.success) {
          setClientErrors(firstFieldErrors(parsed.error));
          return;
        }
        void submit(input);
      }}
      noValidate
      className="mt-6 flex flex-col gap-5"
      aria-label="Complete your profile"
    >
      <TextField label="Full name" autoComplete="name" {...bind("fullName")} />
      <TextField label="Phone number" optional type="tel" inputMode="tel" autoComplete="tel" placeholder="07XX XXX XXX" {...bind("phone")} />
      <TextField label="Campus location" list="campus-location-options" autoComplete="off" placeholder="e.g. Main Campus" {...bind("campusLocation")} />
      <datalist id="campus-location-options">
        {campusNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <CheckboxField
        label="Register as a Seller"
        name="isSeller"
        checked={isSeller || initial.isWholesaler}
        disabled={initial.isWholesaler}
        onChange={(e) => setIsSeller(e.target.checked)}
        description={initial.isWholesaler ? "Wholesaler accounts always sell." : "Open a shop and list things for sale. You can still buy."}
      />
      <Button type="submit" pending={pending} className="w-full">
        {pending ? "Saving..." : "Complete Profile"}
      </Button>
    </form>
  );
}
