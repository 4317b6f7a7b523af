import { TUTORIAL_MESSAGES } from "@/lib/messages/tutorial";
import type { STORAGE_KEYS } from "./keys";
import type { TourId } from "./tours";
import { RESTART_RELOAD_MS } from "./timings";

// What the tutorial asks of the page, as data (./tutorial-machine.ts decides, the renderer in
// components/onboarding carries it out), and the restart flow, which the restart button runs
// without the tutorial itself being loaded.

export const HOME_PATH = "/home";

/** Flag writes: a text to store, or null to remove the key. */
export type FlagWrites = Partial<Record<keyof typeof STORAGE_KEYS, string | null>>;

export type Effect =
  | { type: "persist"; flags: FlagWrites }
  | { type: "navigate"; to: string }
  | { type: "clickOrdersTab" }
  | { type: "markCompleteOnServer" }
  | { type: "resetOnServer" }
  | { type: "warnMissingTarget"; tour: TourId; stepId: string }
  | { type: "toast"; tone: "success" | "error"; message: string }
  /** A full page load of `at` after `ms`: a reload of the page the soft navigation was heading to. */
  | { type: "reloadAfter"; ms: number; at: string };

/**
 * Restart (spec): clear the completed flag and progress (and the my-shop stage, so the replay
 * starts from the top), mark the tutorial active, say so, go home and reload. The server's
 * flag is cleared too, or the second-device rule would keep the replay from starting.
 * `serverCleared` is false when that failed: nothing is changed and the failure is shown.
 */
export function restartEffects(serverCleared: boolean): Effect[] {
  if (!serverCleared) return [{ type: "toast", tone: "error", message: TUTORIAL_MESSAGES.restartFailed }];
  return [
    { type: "persist", flags: { tutorialCompleted: null, tutorialProgress: null, myShopTutorialCompleted: null, ordersTutorialPending: null } },
    { type: "toast", tone: "success", message: TUTORIAL_MESSAGES.restarting },
    { type: "navigate", to: HOME_PATH },
    // The reload names /home rather than reloading whatever is showing: on a slow connection the
    // soft navigation may not have arrived within 500 ms, and a plain reload would stay put.
    { type: "reloadAfter", ms: RESTART_RELOAD_MS, at: HOME_PATH },
  ];
}
