"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { loadOlderMessagesAction } from "@/lib/actions/messages";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { MessageBubble, type BubbleMessage } from "./message-bubble";
import { useServerActions } from "@/components/ui/use-server-action";

type OlderMessagesProps = { otherUserId: string; otherName: string; before: string };

type Page = { messages: BubbleMessage[]; hasOlder: boolean };

/**
 * The page of a conversation before `before`, loaded when its marker scrolls into view (or
 * its button is pressed: keyboards and browsers without IntersectionObserver), then the page
 * before that, and so on. Rendered above the latest page inside the same list.
 */
export function OlderMessages({ otherUserId, otherName, before }: OlderMessagesProps) {
  const { call } = useServerActions();
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const marker = useRef<HTMLLIElement>(null);

  const load = useCallback(async () => {
    if (loading || page) return;
    setLoading(true);
    const result = await call(loadOlderMessagesAction, { otherUserId, before }, MESSAGING_MESSAGES.loadFailed);
    setLoading(false);
    if (result.ok && result.data) {
      setFailed(null);
      setPage({ messages: result.data.messages.map((message) => ({ ...message, createdAt: new Date(message.createdAt) })), hasOlder: result.data.hasOlder });
    } else setFailed(result.ok ? MESSAGING_MESSAGES.loadFailed : result.message);
  }, [before, loading, otherUserId, page, call]);

  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  if (!page) {
    return (
      <li ref={marker} className="flex flex-col items-center gap-1 self-center">
        {failed ? <span className="text-sm text-red-800 dark:text-red-300">{failed}</span> : null}
        <button type="button" onClick={() => void load()} disabled={loading} className="text-sm font-medium text-brand-800 underline disabled:no-underline disabled:opacity-70 dark:text-brand-300">
          {loading ? "Loading older messages…" : "Show older messages"}
        </button>
      </li>
    );
  }
  return (
    <>
      {page.hasOlder && page.messages[0] ? <OlderMessages otherUserId={otherUserId} otherName={otherName} before={page.messages[0].createdAt.toISOString()} /> : null}
      {page.messages.map((message) => (
        <MessageBubble key={message.id} message={message} otherName={otherName} />
      ))}
    </>
  );
}
