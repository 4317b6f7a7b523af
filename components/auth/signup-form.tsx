"use client";

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { EmailField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { notify } from "@/components/ui/notify";
import { firstFieldErrors } from "@/lib/validation/auth";
import { DOCUMENT_ACCEPT, DOCUMENT_HINT, DOCUMENT_MAX_BYTES, SIGNUP_FIELDS, signupSchema, type SignupInput } from "@/lib/validation/signup";
import { describeSignupFailure } from "@/lib/accounts/signup-errors";
import { SIGNUP_MESSAGES } from "@/lib/messages/signup";
import { CheckEmail } from "./check-email";
import { callRoute } from "@/lib/api/client";
import type { NewAccountData } from "@/lib/accounts/signup";
import { AuthSwitchLink } from "./auth-switch-link";
import { fieldBinder, formValues } from "@/components/ui/form-values";

type Campus = { id: number; name: string };
type SignupFormProps = { campuses: Campus[] | null };

type Values = Record<(typeof SIGNUP_FIELDS)[number], string>;
type ErrorField = keyof Values | "documentFile";
type Errors = Partial<Record<ErrorField, string>>;


export function SignupForm({ campuses }: SignupFormProps) {
  const [accountType, setAccountType] = useState<"student" | "wholesaler">("student");
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isWholesaler = accountType === "wholesaler";

  useEffect(() => {
    if (campuses === null) notify.error(SIGNUP_MESSAGES.campusLoadFailed);
  }, [campuses]);

  function edited(field: keyof Values) {
    // Errors clear when the field is edited (the spec's validation rules).
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  }

  const bind = fieldBinder(errors, edited);

  function chooseDocument(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setErrors((current) => ({ ...current, documentFile: undefined }));
    if (file && file.size > DOCUMENT_MAX_BYTES) {
      setErrors((current) => ({ ...current, documentFile: "The document must be 10MB or smaller" }));
      event.target.value = "";
      setDocumentFile(null);
      return;
    }
    setDocumentFile(file);
  }

  function showErrors(next: Errors) {
    setErrors(next);
    // Move to the first field that needs attention, so a phone user is not left scrolling.
    const first = [...SIGNUP_FIELDS, "documentFile" as const].find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget, SIGNUP_FIELDS);
    const input: SignupInput = { ...values, accountType: values.accountType === "wholesaler" ? "wholesaler" : "student" };
    const parsed = signupSchema.safeParse(input);
    if (!parsed.success) {
      showErrors(firstFieldErrors(parsed.error) as Errors);
      return;
    }

    const body = new FormData();
    for (const field of SIGNUP_FIELDS) body.set(field, values[field]);
    if (documentFile) body.set("documentFile", documentFile);

    setPending(true);
    setFailure(null);
    const result = await callRoute<NewAccountData>("POST", "/api/signup", body, { failed: SIGNUP_MESSAGES.failed });
    setPending(false);
    if (result.ok && result.data) {
      notify.success(SIGNUP_MESSAGES.success, 4000);
      for (const warning of result.data.warnings) notify.info(warning, 6000);
      setCreatedEmail(result.data.email);
      return;
    }
    if (result.status === 0) {
      setFailure(SIGNUP_MESSAGES.failed);
      notify.error(SIGNUP_MESSAGES.failed);
      return;
    }
    const described = describeSignupFailure(result.status, result.ok ? undefined : result.message);
    setFailure(described.message);
    notify.error(described.message);
    const fieldErrors: Errors = { ...(!result.ok ? result.fieldErrors : {}) };
    if (described.markEmail) fieldErrors.email = SIGNUP_MESSAGES.emailTaken;
    showErrors(fieldErrors);
  }

  if (createdEmail) return <CheckEmail email={createdEmail} />;

  return (
    <>
      <h1 className="text-2xl font-bold">Create your account</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Buy and sell on campus, pay with M-Pesa.</p>
      <form ref={formRef} method="post" encType="multipart/form-data" onSubmit={submit} noValidate className="mt-6 flex flex-col gap-5" aria-label="Sign up">
        {failure ? <Alert tone="error">{failure}</Alert> : null}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">Account type</legend>
          <div className="grid grid-cols-2 gap-3">
            {(["student", "wholesaler"] as const).map((type) => (
              <label
                key={type}
                className={`flex cursor-pointer flex-col rounded-lg border px-4 py-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                  accountType === type
                    ? "border-brand-700 bg-brand-50 dark:border-brand-400 dark:bg-brand-950"
                    : "border-slate-300 dark:border-slate-700"
                }`}
              >
                <span className="flex items-center gap-2 font-semibold">
                  <input
                    type="radio"
                    name="accountType"
                    value={type}
                    checked={accountType === type}
                    onChange={() => {
                      setAccountType(type);
                      edited("accountType");
                    }}
                    className="size-4 accent-brand-700 dark:accent-brand-400"
                  />
                  {type === "student" ? "Student" : "Wholesaler"}
                </span>
                <span className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {type === "student" ? "Buy, and sell your own things" : "Sell stock to students"}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <TextField label="Full name" autoComplete="name" {...bind("fullName")} />
        <EmailField {...bind("email")} />
        <TextField label="Password" type="password" autoComplete="new-password" hint="At least 6 characters, not easy to guess" {...bind("password")} />
        <TextField label="Phone number" type="tel" autoComplete="tel" inputMode="tel" placeholder="07XX XXX XXX" {...bind("phone")} />
        <SelectField label="Campus location" disabled={campuses === null} {...bind("campusLocationId")}>
          <option value="">{campuses === null ? SIGNUP_MESSAGES.campusLoadFailed : "Choose your campus"}</option>
          {(campuses ?? []).map((campus) => (
            <option key={campus.id} value={String(campus.id)}>
              {campus.name}
            </option>
          ))}
        </SelectField>

        {isWholesaler ? (
          <fieldset className="flex flex-col gap-5 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <legend className="px-1 text-sm font-semibold">Business details</legend>
            <TextField label="Business name" optional autoComplete="organization" {...bind("businessName")} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Business licence number" optional {...bind("businessLicenseNumber")} />
              <TextField label="Tax ID (KRA PIN)" optional {...bind("taxId")} />
            </div>
            <TextField label="Business address" optional autoComplete="street-address" {...bind("businessAddress")} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Business phone" optional type="tel" inputMode="tel" {...bind("businessPhone")} />
              <TextField label="Business email" optional type="email" inputMode="email" {...bind("businessEmail")} />
            </div>
            <TextAreaField label="Business description" optional rows={3} {...bind("businessDescription")} />
            <TextField label="Business website" optional type="url" inputMode="url" placeholder="https://" {...bind("businessWebsite")} />
            <TextField
              label="Wholesaler access code"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              hint="8 characters, from the Campus Market team"
              inputClassName="font-mono uppercase"
              {...bind("wholesalerCode")}
            />
          </fieldset>
        ) : (
          <TextField label="Student ID" optional {...bind("studentId")} />
        )}

        <TextField
          label={isWholesaler ? "Business licence document" : "Student ID document"}
          optional
          name="documentFile"
          type="file"
          accept={DOCUMENT_ACCEPT}
          onChange={chooseDocument}
          hint={DOCUMENT_HINT}
          error={errors.documentFile}
          className="[&_input]:h-auto [&_input]:py-2"
        />

        <Button type="submit" pending={pending} className="mt-1 w-full">
          {pending ? "Creating account..." : "Create Account"}
        </Button>
        <AuthSwitchLink question="Already have an account?" href="/auth" label="Log In" />
      </form>
    </>
  );
}
