import { AppLink } from "@/components/navigation/app-link";
import type { MessageBox } from "@/lib/accounts/profile-tabs";
import type { Conversation, ConversationOrder, ConversationSummary } from "@/lib/db/types";
import { formatDate, shortOrderId } from "@/lib/format";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { MessageIcon } from "@/components/ui/icons";
import { MarkConversationRead } from "@/components/messages/mark-read";
import { ReplyForm } from "@/components/messages/reply-form";
import { BlockButton } from "@/components/messages/block-button";
import { BringIntoViewOnPhone } from "@/components/messages/bring-into-view";
import { MessageBubble } from "@/components/messages/message-bubble";
import { OlderMessages } from "@/components/messages/older-messages";

const BOXES: Array<{ box: MessageBox; label: string }> = [
  { box: "received", label: "Received" },
  { box: "sent", label: "Sent" },
];

const folderHref = (box: MessageBox) => `/profile?tab=messages&box=${box}`;
const conversationHref = (box: MessageBox, otherId: string) => `${folderHref(box)}&to=${otherId}`;

/** An open conversation: with whom, its messages, and what a new one is about. */
export type OpenConversation =
  | { kind: "open"; conversation: Conversation; about: { id: string; name: string } | null; order: ConversationOrder | null }
  | { kind: "not-found" };

type MessagesPanelProps = { box: MessageBox; conversations: ConversationSummary[]; open: OpenConversation | null };

/**
 * The Messages tab (spec, "Profile"): received and sent folders, one row per person (about
 * 500px high), beside the open conversation (about 600px) with its reply form. Each
 * conversation has its own address (`&to=<user>`), so back and forward work and Message
 * Seller can link straight to one. On phones the list gives way to the conversation.
 */
export function MessagesPanel({ box, conversations, open }: MessagesPanelProps) {
  const openId = open?.kind === "open" ? open.conversation.other.id : null;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <section aria-label="Conversations" className={`flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${open ? "hidden md:flex" : "flex"}`}>
        <nav aria-label="Message folders" className="flex border-b border-slate-200 dark:border-slate-800">
          {BOXES.map(({ box: option, label }) => (
            <AppLink
              key={option}
              href={folderHref(option)}
              scroll={false}
              aria-current={option === box ? "page" : undefined}
              className={`-mb-px flex-1 border-b-2 px-4 py-3 text-center text-sm font-semibold ${
                option === box
                  ? "border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-200"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              }`}
            >
              {label}
            </AppLink>
          ))}
        </nav>
        {conversations.length === 0 ? (
          <div className="flex min-h-48 flex-col items-center justify-center gap-2 px-6 py-8 text-center md:h-[500px]">
            <MessageIcon width={28} height={28} aria-hidden className="text-slate-400" />
            <p className="font-semibold">{box === "sent" ? "No sent messages" : "No messages yet"}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {box === "sent" ? "Messages you send to sellers show here." : "When a buyer or seller writes to you, it shows here."}
            </p>
          </div>
        ) : (
          <ul aria-label={box === "sent" ? "Sent messages" : "Received messages"} className="divide-y divide-slate-200 md:h-[500px] md:overflow-y-auto dark:divide-slate-800">
            {conversations.map((conversation) => {
              const current = conversation.otherId === openId;
              const unread = conversation.unread > 0;
              return (
                <li key={conversation.otherId}>
                  <AppLink
                    href={conversationHref(box, conversation.otherId)}
                    scroll={false}
                    aria-current={current ? "true" : undefined}
                    className={`block px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60 ${current ? "bg-brand-50 dark:bg-brand-950/60" : ""}`}
                  >
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={`truncate ${unread ? "font-bold" : "font-semibold"}`}>{box === "sent" ? `To ${conversation.otherName}` : conversation.otherName}</span>
                      <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{formatDate(conversation.lastAt)}</span>
                    </span>
                    <span className="mt-0.5 flex items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
                      <span className="truncate">{conversation.preview}</span>
                      {unread ? (
                        <span className="shrink-0 rounded-full bg-orange-700 px-2 py-0.5 text-xs font-bold text-white">
                          {conversation.unread}
                          <span className="sr-only"> unread</span>
                        </span>
                      ) : null}
                    </span>
                    {conversation.product ? <span className="mt-0.5 block truncate text-xs text-slate-600 dark:text-slate-400">About {conversation.product.name}</span> : null}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConversationPane box={box} open={open} />
    </div>
  );
}

function ConversationPane({ box, open }: { box: MessageBox; open: OpenConversation | null }) {
  const frame = `${open ? "flex" : "hidden md:flex"} min-h-[70vh] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white md:h-[600px] md:min-h-0 dark:border-slate-800 dark:bg-slate-900`;
  if (!open) {
    return (
      <section aria-label="Conversation" className={frame}>
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center">
          <p className="font-semibold text-slate-800 dark:text-slate-200">Select a conversation to read it</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Ask a seller about a product from its page.</p>
        </div>
      </section>
    );
  }
  if (open.kind === "not-found") {
    return (
      <section aria-label="Conversation" className={frame}>
        <BackToList box={box} />
        <p role="alert" className="m-5 text-red-800 dark:text-red-300">
          {MESSAGING_MESSAGES.recipientNotFound}
        </p>
      </section>
    );
  }
  const { conversation, about, order } = open;
  const { other, messages } = conversation;
  const lastProduct = [...messages].reverse().find((message) => message.product)?.product ?? null;
  const subject = about ?? lastProduct;
  // Keyed by the latest unread message, so one that arrives while the conversation is open is marked read too.
  const latestUnread = messages.findLast((message) => !message.mine && !message.read);
  return (
    <section id="open-conversation" aria-label={`Conversation with ${other.name}`} className={`${frame} scroll-mt-16`}>
      <BringIntoViewOnPhone targetId="open-conversation" />
      {latestUnread ? <MarkConversationRead key={latestUnread.id} otherUserId={other.id} /> : null}
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <BackToList box={box} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-bold">{other.isSeller ? <AppLink href={`/seller/${other.id}`} className="hover:underline">{other.name}</AppLink> : other.name}</h3>
          {order ? (
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">
              About order{" "}
              <AppLink
                href={order.viewerIsBuyer ? `/orders/${order.orderId}` : `/seller/orders/${order.orderItemId}`}
                className="font-medium text-brand-800 underline dark:text-brand-300"
              >
                #{shortOrderId(order.orderId)} · {order.productName}
              </AppLink>
            </p>
          ) : subject ? (
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">
              About{" "}
              <AppLink href={`/product/${subject.id}`} className="font-medium text-brand-800 underline dark:text-brand-300">
                {subject.name}
              </AppLink>
            </p>
          ) : null}
        </div>
        {other.gone ? null : <BlockButton otherUserId={other.id} otherName={other.name} blocked={conversation.blockedByMe} />}
      </header>
      <div className="flex flex-1 flex-col-reverse overflow-y-auto px-4 py-3">
        {messages.length === 0 ? (
          <p className="m-auto text-center text-sm text-slate-600 dark:text-slate-400">No messages yet. Say hello and ask what you need to know.</p>
        ) : (
          <ol aria-label={`Messages with ${other.name}`} className="flex flex-col gap-2">
            {conversation.hasOlder && messages[0] ? <OlderMessages otherUserId={other.id} otherName={other.name} before={messages[0].createdAt.toISOString()} /> : null}
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} otherName={other.name} />
            ))}
          </ol>
        )}
      </div>
      {other.gone || conversation.blockedByMe || conversation.blockedMe ? (
        <p role="status" className="border-t border-slate-200 p-4 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
          {other.gone ? MESSAGING_MESSAGES.recipientNotFound : conversation.blockedByMe ? MESSAGING_MESSAGES.blockedByYou(other.name) : MESSAGING_MESSAGES.blocked}
        </p>
      ) : (
        <ReplyForm recipientId={other.id} recipientName={other.name} productId={subject?.id ?? null} order={order ? { orderId: order.orderId, orderItemId: order.orderItemId } : null} />
      )}
    </section>
  );
}

function BackToList({ box }: { box: MessageBox }) {
  return (
    <AppLink href={folderHref(box)} scroll={false} className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 md:hidden dark:text-brand-300">
      ← Back
    </AppLink>
  );
}
