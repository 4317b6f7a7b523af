"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Image from "next/image";
import { useEffect, useState, useSyncExternalStore } from "react";
import { readFlag, setFlag, TOS_KEYS } from "@/lib/onboarding/flags";
import { TOS_AUTO_OPEN_DELAY_MS } from "@/lib/constants";
import { CloseIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { SELLER_TERMS } from "@/lib/messages/legal";

// My shop's Terms of Service: a banner until dismissed, and a dialog that opens
// by itself once (1 s after the shop first loads) and from the Terms button.
// The banner asks the dialog to open through a window event, so the two can sit
// in different parts of the page.
const OPEN_EVENT = "campus:open-terms";

export function openTermsOfService() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function TermsOfServiceDialog() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, show);
    // Once per browser: the first visit to My shop shows the terms.
    const timer = readFlag(TOS_KEYS.seen) ? undefined : setTimeout(show, TOS_AUTO_OPEN_DELAY_MS);
    return () => {
      window.removeEventListener(OPEN_EVENT, show);
      clearTimeout(timer);
    };
  }, []);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setFlag(TOS_KEYS.seen);
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl data-[state=open]:animate-[fade-in_150ms_ease-out] dark:bg-slate-900">
          {/* Decoration: a broken picture simply hides. An SVG needs no resizing, so it skips the optimizer. */}
          <Image
            src="/images/terms-of-service.svg"
            alt=""
            width={480}
            height={200}
            unoptimized
            className="h-auto w-full"
            onError={(e) => (e.currentTarget.style.display = "none")}
          />
          <div className="flex items-start justify-between gap-4 px-6 pt-5">
            <Dialog.Title className="text-xl font-bold">Terms of Service</Dialog.Title>
            <Dialog.Close aria-label="Close" className={buttonClasses({ variant: "ghost", size: "icon", className: "-mt-1 -mr-2" })}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-6 pt-1 text-sm text-slate-600 dark:text-slate-400">Selling on Campus Market means keeping to these rules.</Dialog.Description>
          <ol className="flex list-decimal flex-col gap-2 overflow-y-auto px-6 py-4 pl-11 text-sm text-slate-800 dark:text-slate-200">
            {SELLER_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
          <div className="border-t border-slate-200 px-6 py-4 dark:border-slate-800">
            <Dialog.Close className={buttonClasses({ className: "w-full" })}>
              I Understand
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const subscribeNever = () => () => {};

export function TermsBanner() {
  // Shown only once the browser has said it was not dismissed (the server cannot know).
  const dismissedStored = useSyncExternalStore(subscribeNever, () => readFlag(TOS_KEYS.bannerDismissed), () => true);
  const [dismissed, setDismissed] = useState(false);
  if (dismissedStored || dismissed) return null;
  return (
    <Alert tone="warning" role="region" aria-label="Terms of Service notice" className="flex items-center gap-3">
      <p className="flex-1">
        By selling on Campus Market you agree to our{" "}
        <button type="button" onClick={openTermsOfService} className={buttonClasses({ variant: "link", className: "underline" })}>
          Terms of Service
        </button>
        .
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => {
          setFlag(TOS_KEYS.bannerDismissed);
          setDismissed(true);
        }}
        className={buttonClasses({ variant: "ghost", size: "icon", className: "-my-1.5 -mr-2" })}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </Alert>
  );
}

export function TermsButton({ className = "" }: { className?: string }) {
  return (
    <button type="button" onClick={openTermsOfService} className={className}>
      Terms of Service
    </button>
  );
}
