"use client";

import { useSyncExternalStore } from "react";
import { mayAutoAdvance, type ConnectionHints } from "@/lib/data-saving/rules";

// What the browser says about motion and the connection, kept current: a student who turns on
// Save-Data or reduced motion, or whose connection drops to 3G, stops a slideshow at once.

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

type NetworkInformation = ConnectionHints & Partial<Pick<EventTarget, "addEventListener" | "removeEventListener">>;

const connection = (): NetworkInformation | undefined => (navigator as Navigator & { connection?: NetworkInformation }).connection;

function subscribe(onChange: () => void) {
  const motion = window.matchMedia(REDUCED_MOTION);
  motion.addEventListener("change", onChange);
  const network = connection();
  network?.addEventListener?.("change", onChange);
  return () => {
    motion.removeEventListener("change", onChange);
    network?.removeEventListener?.("change", onChange);
  };
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** True when the student asked for reduced motion; false on the server. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/**
 * Whether a slideshow may move on by itself (see docs/decisions/data-saving.md). False on the
 * server and until hydration: nothing moves before the browser has said it may.
 */
export function useMayAutoAdvance(): boolean {
  return useSyncExternalStore(subscribe, () => mayAutoAdvance({ connection: connection(), reducedMotion: prefersReducedMotion() }), () => false);
}
