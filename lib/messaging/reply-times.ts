import { TRUST_MESSAGES } from "@/lib/messages/trust";

// A seller's reply time as the seller page states it (docs/decisions/reply-time.md): the median
// wait for a first reply over the conversations started with them in the last 30 days. No I/O.

/** Conversations counted: those started with the seller within this window. */
export const REPLY_WINDOW_DAYS = 30;
/** Below this many conversations a median says too little about the seller: nothing is shown. */
export const REPLY_MIN_CONVERSATIONS = 5;
/** An unanswered conversation younger than this is not judged yet; older, it counts as waiting since it began. */
export const REPLY_GRACE_SECONDS = 24 * 60 * 60;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** The promise each median earns, the longest wait first excluded: beyond three days the page promises nothing. */
const REPLY_BANDS = [
  { upTo: HOUR, phrase: TRUST_MESSAGES.repliesWithinHour },
  { upTo: 3 * HOUR, phrase: TRUST_MESSAGES.repliesWithinHours },
  { upTo: DAY, phrase: TRUST_MESSAGES.repliesWithinDay },
  { upTo: 3 * DAY, phrase: TRUST_MESSAGES.repliesWithinDays },
] as const;

export type ReplyStats = { conversations: number; medianSeconds: number | null };

/** "Usually replies within …", or null when there are too few conversations or the median is too slow to promise anything. */
export function replyTimePhrase({ conversations, medianSeconds }: ReplyStats): string | null {
  if (conversations < REPLY_MIN_CONVERSATIONS || medianSeconds === null) return null;
  return REPLY_BANDS.find((band) => medianSeconds <= band.upTo)?.phrase ?? null;
}
