import { formatDate } from "@/lib/format";

const timeFormat = new Intl.DateTimeFormat("en-KE", { timeZone: "Africa/Nairobi", hour: "2-digit", minute: "2-digit" });

export type BubbleMessage = { id: string; mine: boolean; body: string; createdAt: Date };

/** One message of a conversation, as text (never HTML): the reader's on the right. */
export function MessageBubble({ message, otherName }: { message: BubbleMessage; otherName: string }) {
  return (
    <li className={`flex max-w-[85%] flex-col ${message.mine ? "items-end self-end" : "items-start self-start"}`}>
      <p
        className={`rounded-2xl px-3 py-2 break-words whitespace-pre-line ${
          message.mine ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        }`}
      >
        <span className="sr-only">{message.mine ? "You: " : `${otherName}: `}</span>
        {message.body}
      </p>
      <span className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
        {formatDate(message.createdAt)}, {timeFormat.format(message.createdAt)}
      </span>
    </li>
  );
}
