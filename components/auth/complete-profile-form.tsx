"use client";

import { startTransition, useActionState, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { CheckboxField, TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { completeProfileAction, type FormState } from "@/lib/actions/account";
import { completeProfileSchema } from "@/lib/validation/profile";
import { firstFieldErrors } from "@/lib/validation/auth";
import { markProfileCompleted } from "@/lib/onboarding/flags";
import { TOAST_DURATION_MS } from "@/lib/constants";
import { formValues } from "@/components/ui/form-values";

type Field = "fullName" | "phone" | "campusLocation" | "isSeller";
type TextFieldName = Exclude<Field, "isSeller">;

type CompleteProfileFormProps = {
  initial: { fullName: string; phone: string; campusLocation: string; isSeller: boolean; isWholesaler: boolean };
  campusNames: string[];
};

export function CompleteProfileForm({ initial, campusNames }: CompleteProfileFormProps) {
  const router = useRouter();
  const [edited, setEdited] = useState<Set<Field>>(new Set());
  const [state, formAction, pending] = useActionState<FormState<Field>, FormData>(async (previous, formData) => {
    const result = await completeProfileAction(previous, formData);
    setEdited(new Set());
    return result;
  }, { ok: false });
  const [isSeller, setIsSeller] = useState(initial.isSeller);
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (state.ok) {
      markProfileCompleted();
      notify.success(state.message ?? "Profile completed successfully!", TOAST_DURATION_MS.general);
      router.replace("/home");
      router.refresh();
    } else if (state.message) {
      notify.error(state.message, 4000);
    }
  }, [state, router]);

  // Server errors stay until their field is edited (spec section 5).
  const errorFor = (field: Field) => clientErrors[field] ?? (edited.has(field) ? undefined : state.fieldErrors?.[field]);

  function markEdited(field: TextFieldName) {
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    setEdited((current) => new Set(current).add(field));
  }
  const bind = (field: TextFieldName) => ({ name: field, defaultValue: initial[field], onChange: () => markEdited(field), error: errorFor(field) });

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        // Dispatched by hand: React resets a form after an action passed as its
        // `action`, which would wipe what the student typed when the server refuses it.
        event.preventDefault();
        const parsed = completeProfileSchema.safeParse({ ...formValues(event.currentTarget, ["fullName", "phone", "campusLocation"] as const), isSeller });
        if (!parsed.success) {
          setClientErrors(firstFieldErrors(parsed.error));
          return;
        }
        const formData = new FormData(event.currentTarget);
        startTransition(() => formAction(formData));
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
      {initial.isWholesaler ? <input type="hidden" name="isSeller" value="on" /> : null}
      <Button type="submit" pending={pending} className="w-full">
        {pending ? "Saving..." : "Complete Profile"}
      </Button>
    </form>
  );
}
