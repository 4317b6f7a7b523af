"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { buttonClasses } from "./button";
import { CloseIcon } from "./icons";

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Wider dialogs for forms with two columns. */
  size?: "sm" | "md" | "lg";
};

const WIDTHS = { sm: "w-[min(26rem,calc(100vw-2rem))]", md: "w-[min(34rem,calc(100vw-2rem))]", lg: "w-[min(44rem,calc(100vw-2rem))]" };

/** A Radix dialog: Escape and a click outside close it, focus stays inside, the page behind does not scroll. */
export function Modal({ open, onOpenChange, title, description, children, size = "md" }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] ${WIDTHS[size]} -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl data-[state=open]:animate-[fade-in_150ms_ease-out] dark:bg-slate-900`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div>
              <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close aria-label="Close" className={buttonClasses({ variant: "ghost", size: "icon", className: "-mr-2" })}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
