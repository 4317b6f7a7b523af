import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "danger-outline" | "link" | "danger-link";
export type ButtonSize = "sm" | "md" | "lg" | "icon" | "icon-lg";

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Layout only (w-full, flex-1, margins). Classes are not merged, so a size or
   * colour here fights the variant's; pick another variant or size instead.
   */
  className?: string;
};

// Every control that looks like a button, <button> or <Link>, takes its classes from here.
// Hover, disabled and busy rules are ordered by Tailwind's variant order (hover < disabled
// < aria-busy, light < dark), so a disabled button never shows a hover colour and a busy one
// keeps its colour instead of the disabled grey.

const FOCUS =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300";

const BOX = "inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed";

const SIZES: Record<ButtonSize, string> = {
  sm: "h-10 gap-1.5 px-3.5 text-sm",
  md: "h-11 gap-2 px-5 text-base",
  lg: "h-12 gap-2 px-4 text-base",
  icon: "size-10 shrink-0",
  "icon-lg": "size-12 shrink-0",
};

// A link is text: its size is only a font size ("md" keeps the surrounding text's).
const LINK_SIZES: Record<ButtonSize, string> = { sm: "text-sm", md: "", lg: "text-lg", icon: "", "icon-lg": "" };

const DISABLED_GREY = "disabled:bg-slate-200 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-400";
const DISABLED_BORDER = "disabled:border-slate-300 disabled:bg-transparent disabled:text-slate-500 dark:disabled:border-slate-700 dark:disabled:bg-transparent dark:disabled:text-slate-400";

// Contrast (WCAG AA): white on brand-700 5.5:1 and on red-700 6.5:1; slate-950 on brand-500 8:1 and on red-500 5.4:1;
// dark-mode hovers go lighter (brand-400, red-400), which only raises the contrast.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: `bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400 ${DISABLED_GREY} aria-busy:bg-brand-700 aria-busy:text-white dark:aria-busy:bg-brand-500 dark:aria-busy:text-slate-950`,
  secondary: `border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${DISABLED_BORDER}`,
  outline: `border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-brand-950 ${DISABLED_BORDER}`,
  // Translucent, so it also works on tinted surfaces (banners, dialogs).
  ghost: "text-current hover:bg-slate-950/5 disabled:opacity-50 dark:hover:bg-white/10",
  danger: `bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400 ${DISABLED_GREY}`,
  "danger-outline": `border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950 ${DISABLED_BORDER}`,
  link: "text-brand-700 underline-offset-4 hover:underline disabled:text-slate-500 dark:text-brand-300 dark:disabled:text-slate-400",
  // Remove, Clear: a destructive action that reads as text.
  "danger-link": "text-red-700 underline-offset-4 hover:underline disabled:text-slate-500 dark:text-red-400 dark:disabled:text-slate-400",
};

/** The classes of a button, for <button>, <Link>, <a> and Radix triggers alike. */
export function buttonClasses({ variant = "primary", size = "md", className = "" }: ButtonStyle = {}): string {
  const textOnly = variant === "link" || variant === "danger-link";
  const geometry = textOnly ? `inline-flex items-center gap-1 rounded-sm font-semibold ${LINK_SIZES[size]}` : `${BOX} ${SIZES[size]}`;
  return [geometry, VARIANTS[variant], FOCUS, className].filter(Boolean).join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Omit<ButtonStyle, "className"> & {
    /** Shows a spinner and blocks further clicks while an action runs. */
    pending?: boolean;
  };

export function Button({ variant, size, pending = false, className, children, disabled, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </button>
  );
}
