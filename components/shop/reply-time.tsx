import { replyTimePhrase, type ReplyStats } from "@/lib/messaging/reply-times";
import { ClockIcon } from "@/components/ui/icons";

/** "Usually replies within …" on the seller page; nothing below five conversations or when replies are too slow to promise. */
export function ReplyTime({ replies }: { replies: ReplyStats }) {
  const phrase = replyTimePhrase(replies);
  if (!phrase) return null;
  return (
    <p data-testid="reply-time" className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
      <ClockIcon width={16} height={16} />
      {phrase}
    </p>
  );
}
