"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/**
 * An id unique on the page: two forms may have a field of the same name (Settings' new
 * password beside Delete my account's password), and a label tied to a duplicate id names
 * the wrong input, or none, for a screen reader.
 */
function useFieldId(id: string | undefined, name: string): string {
  const unique = useId();
  return id ?? `field-${name}-${unique.replace(/[^A-Za-z0-9_-]/g, "")}`;
}

type FieldFrameProps = {
  inputId: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
};

const CONTROL_BASE =
  "rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800";

function borderFor(error?: string) {
  return error ? "border-red-600 dark:border-red-400" : "border-slate-300 dark:border-slate-700";
}

/** What ties a control to its label, hint and error: id, name, aria-invalid, aria-describedby. */
function controlProps(inputId: string, name: string, error?: string, hint?: string) {
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return { id: inputId, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/** Label above, hint and error below; the error is announced to screen readers. */
function FieldFrame({ inputId, label, error, hint, optional, className = "", children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {optional ? <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <p id={`${inputId}-error`} aria-live="polite" className="min-h-0 text-sm text-red-700 empty:hidden dark:text-red-400">
        {error ?? ""}
      </p>
    </div>
  );
}

type CommonProps = { label: string; name: string; error?: string; hint?: string; optional?: boolean };

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & CommonProps & {
  /** Classes for the input itself; `className` styles the whole field. */
  inputClassName?: string;
};

/** A labelled input with its error message right under it. */
export function TextField({ label, name, error, hint, optional, id, className = "", inputClassName = "", ...inputProps }: TextFieldProps) {
  const inputId = useFieldId(id, name);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input type="text" {...controlProps(inputId, name, error, hint)} className={`h-11 ${CONTROL_BASE} ${borderFor(error)} ${inputClassName}`} {...inputProps} />
    </FieldFrame>
  );
}

type EmailFieldProps = Omit<TextFieldProps, "label" | "name" | "type"> & { label?: string; name?: string };

/** The email input every account form uses: the right keyboard on phones and the browser's autofill. */
export function EmailField({ label = "Email", name = "email", ...props }: EmailFieldProps) {
  return <TextField label={label} name={name} type="email" autoComplete="email" inputMode="email" {...props} />;
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & CommonProps & { children: ReactNode };

export function SelectField({ label, name, error, hint, optional, id, className = "", children, ...selectProps }: SelectFieldProps) {
  const inputId = useFieldId(id, name);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} optional={optional} className={className}>
      <select {...controlProps(inputId, name, error, hint)} className={`h-11 ${CONTROL_BASE} ${borderFor(error)}`} {...selectProps}>
        {children}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & CommonProps;

export function TextAreaField({ label, name, error, hint, optional, id, className = "", ...areaProps }: TextAreaFieldProps) {
  const inputId = useFieldId(id, name);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} optional={optional} className={className}>
      <textarea {...controlProps(inputId, name, error, hint)} className={`min-h-24 py-2 ${CONTROL_BASE} ${borderFor(error)}`} {...areaProps} />
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; name: string; description?: string; error?: string };

export function CheckboxField({ label, name, description, error, id, ...inputProps }: CheckboxFieldProps) {
  const inputId = useFieldId(id, name);
  const describedBy = [error ? `${inputId}-error` : null, description ? `${inputId}-description` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 dark:accent-brand-400"
          {...inputProps}
        />
        <div className="flex flex-col">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {label}
          </label>
          {description ? (
            <p id={`${inputId}-description`} className="text-xs text-slate-600 dark:text-slate-400">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <p id={`${inputId}-error`} aria-live="polite" className="text-sm text-red-700 empty:hidden dark:text-red-400">
        {error ?? ""}
      </p>
    </div>
  );
}
