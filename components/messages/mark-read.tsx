"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { markConversationReadAction } from "@/lib/actions/messages";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { useServerActions } from "@/components/ui/use-server-action";

/**
 * The spec's states: opening a conversation marks its unread incoming messages read. Done from
 * the browser once the conversation is on screen (a prefetch of the page must not), then the
 * page is refreshed so the unread badge drops.
 */
export function MarkConversationRead({ otherUserId }: { otherUserId: string }) {
  const { call } = useServerActions();
  const router = useRouter();
  useEffect(() => {
    void call(markConversationReadAction, { otherUserId }, MESSAGING_MESSAGES.loadFailed).then((result) => {
      if (result.ok) router.refresh();
    });
  }, [otherUserId, router, call]);
  return null;
}
