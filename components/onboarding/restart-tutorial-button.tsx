"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { setOnboardingCompletedAction } from "@/lib/actions/onboarding";
import { restartEffects } from "@/lib/onboarding/effects";
import { TUTORIAL_MESSAGES } from "@/lib/messages/tutorial";
import { Button } from "@/components/ui/button";
import { BookIcon } from "@/components/ui/icons";
import { useServerAction } from "@/components/ui/use-server-action";
import { runPageEffects } from "./run-effects";

// The top bar's icon buttons' look (components/layout/site-header.tsx).
const ICON_BUTTON_CLASS =
  "relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800";

type RestartTutorialButtonProps = {
  /** `icon` in the desktop top bar; `button` with its label on the profile page (phones). */
  look: "icon" | "button";
  /** Layout only, for the labelled button. */
  className?: string;
};

/**
 * Spec, "Restart": clears the completed flag and progress, marks the tutorial active, says
 * so, goes to /home and reloads. The profile's onboarding_completed is cleared first: with it
 * still set, the second-device rule would keep the replay from starting.
 */
export function RestartTutorialButton({ look, className }: RestartTutorialButtonProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const { run } = useServerAction(setOnboardingCompletedAction, TUTORIAL_MESSAGES.restartFailed);

  async function restart() {
    setPending(true);
    const cleared = (await run({ completed: false })).ok;
    runPageEffects(restartEffects(cleared), router);
    // On success the page reloads; on failure the button is usable again.
    if (!cleared) setPending(false);
  }

  if (look === "icon") {
    return (
      <button
        type="button"
        className={ICON_BUTTON_CLASS}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={TUTORIAL_MESSAGES.restartButton}
        title={TUTORIAL_MESSAGES.restartButton}
        onClick={() => void restart()}
      >
        <BookIcon />
      </button>
    );
  }
  return (
    <Button variant="secondary" size="sm" className={className} pending={pending} onClick={() => void restart()}>
      <BookIcon width={16} height={16} aria-hidden /> {TUTORIAL_MESSAGES.restartButton}
    </Button>
  );
}
