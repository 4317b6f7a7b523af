import Link from "next/link";
import type { MessageBox } from "@/lib/accounts/profile-tabs";
import type { MessageRow } from "@/lib/db/types";
import { formatDate } from "@/lib/format";
import { MessageIcon } from "@/components/ui/icons";

const BOXES: Array<{ box: MessageBox; label: string }> = [
  { box: "received", label: "Received" },
  { box: "sent", label: "Sent" },
];

const messageHref = (box: MessageBox, id?: string) => `/profile?tab=messages&box=${box}${id ? `&message=${id}` : ""}`;

type MessagesPanelProps = { box: MessageBox; messages: MessageRow[]; selectedId: string | null };

/**
 * The Messages tab (spec, "Profile"): received and sent lists (about 500px high) beside the
 * open message (about 600px). Each message has its own address, so back and forward work.
 * Replying and conversations come with messaging (issue 15).
 */
export function MessagesPanel({ box, messages, selectedId }: MessagesPanelProps) {
  const selected = messages.find((message) => message.id === selectedId) ?? null;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-label="Messages" className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${selected ? "max-md:order-2" : ""}`}>
        <nav aria-label="Message folders" className="flex border-b border-slate-200 dark:border-slate-800">
          {BOXES.map(({ box: option, label }) => (
            <Link
              key={option}
              href={messageHref(option)}
              scroll={false}
              aria-current={option === box ? "page" : undefined}
              className={`-mb-px flex-1 border-b-2 px-4 py-3 text-center text-sm font-semibold ${
                option === box
                  ? "border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-200"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              }`}
            >
              {label}
            </Link>
          ))}
        </nav>
        {messages.length === 0 ? (
          <div className="flex min-h-48 flex-col items-center justify-center gap-2 px-6 py-8 text-center md:h-[500px]">
            <MessageIcon width={28} height={28} aria-hidden className="text-slate-400" />
            <p className="font-semibold">{box === "sent" ? "No sent messages" : "No messages yet"}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {box === "sent" ? "Messages you send to sellers show here." : "When a buyer or seller writes to you, it shows here."}
            </p>
          </div>
        ) : (
          <ul aria-label={box === "sent" ? "Sent messages" : "Received messages"} className="divide-y divide-slate-200 dark:divide-slate-800 md:h-[500px] md:overflow-y-auto">
            {messages.map((message) => {
              const current = message.id === selected?.id;
              const unread = box === "received" && !message.read;
              return (
                <li key={message.id}>
                  <Link
                    href={messageHref(box, message.id)}
                    scroll={false}
                    aria-current={current ? "true" : undefined}
                    className={`block px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60 ${current ? "bg-brand-50 dark:bg-brand-950/60" : ""}`}
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={`truncate ${unread ? "font-bold" : "font-semibold"}`}>
                        {box === "sent" ? `To ${message.otherName}` : message.otherName}
                        {unread ? <span className="sr-only"> (unread)</span> : null}
                      </span>
                      <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{formatDate(message.createdAt)}</span>
                    </span>
                    <span className="mt-0.5 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{message.body}</span>
                    {unread ? <span aria-hidden className="mt-1 inline-block size-2 rounded-full bg-orange-600" /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section
        aria-label="Open message"
        className={`${selected ? "flex" : "hidden md:flex"} min-h-64 flex-col rounded-2xl border border-slate-200 bg-white md:h-[600px] dark:border-slate-800 dark:bg-slate-900`}
      >
        {selected ? (
          <article className="flex flex-col gap-3 p-5">
            <header>
              <h3 className="text-lg font-bold">{box === "sent" ? `To ${selected.otherName}` : `From ${selected.otherName}`}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {formatDate(selected.createdAt)}
                {selected.product ? (
                  <>
                    {" · about "}
                    <Link href={`/product/${selected.product.id}`} className="font-medium text-brand-800 underline dark:text-brand-300">
                      {selected.product.name}
                    </Link>
                  </>
                ) : null}
              </p>
            </header>
            <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">{selected.body}</p>
          </article>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center">
            <p className="font-semibold text-slate-800 dark:text-slate-200">Select a message to read it</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">Ask a seller about a product from its page.</p>
          </div>
        )}
      </section>
    </div>
  );
}
