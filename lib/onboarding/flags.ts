// The onboarding flags the spec keeps in local storage (the spec's entities, "Local-storage
// keys"); the tutorial reads them. Browser-only; every access tolerates a
// storage that throws (private mode, full quota).
import { STORAGE_KEYS } from "./keys";

export { STORAGE_KEYS };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Flags are hints for the tutorial; losing one is harmless.
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Spec, "Callback": first-time logins (no logged-in-before or tutorial-completed flag) start as new users. */
export function markFirstLoginIfNew() {
  if (read(STORAGE_KEYS.loggedInBefore) === null && read(STORAGE_KEYS.tutorialCompleted) === null) markNewUser();
}

/** A new user: the tutorial will start (spec, "Tutorial"). */
export function markNewUser() {
  write(STORAGE_KEYS.isNewUser, "true");
  write(STORAGE_KEYS.tutorialCompleted, null);
}

/** Spec, "Complete-profile": after saving, new-user and logged-in-before set, tutorial flag cleared. */
export function markProfileCompleted() {
  markNewUser();
  write(STORAGE_KEYS.loggedInBefore, "true");
}

export function markLoggedIn() {
  write(STORAGE_KEYS.loggedInBefore, "true");
}

/** My shop's terms: the banner stays until dismissed; the dialog opens by itself once. */
export const TOS_KEYS = { bannerDismissed: "hasDismissedToSBanner", seen: "hasSeenToS" } as const;

export function readFlag(key: string): boolean {
  return read(key) === "true";
}

export function setFlag(key: string) {
  write(key, "true");
}

/** The raw value of one of the tutorial's keys (the tutorial itself decides what counts). */
export function readStored(name: keyof typeof STORAGE_KEYS): string | null {
  return read(STORAGE_KEYS[name]);
}

/** Writes the tutorial's flags by name: a text is stored, null removes the key. */
export function writeStored(flags: Partial<Record<keyof typeof STORAGE_KEYS, string | null>>) {
  for (const [name, value] of Object.entries(flags) as Array<[keyof typeof STORAGE_KEYS, string | null]>) write(STORAGE_KEYS[name], value);
}
