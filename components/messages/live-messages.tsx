"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { newMessageNotice } from "@/lib/messaging/rules";
import { notify } from "@/components/ui/notify";
import { onUserEvent } from "@/components/events/user-event-stream";

// The signed-in tab's live messages, on the tab's one event stream. A new message
// shows the spec's notification and refreshes the page's server data, so the unread badge
// and an open conversation update without a reload.

type MessageData = { id?: unknown; senderName?: unknown; preview?: unknown };

export function LiveMessages() {
  const router = useRouter();
  useEffect(() => {
    const seen = new Set<string>();
    return onUserEvent("message", (data) => {
      let message: MessageData | null = null;
      try {
        message = JSON.parse(data) as MessageData;
      } catch {
        message = null;
      }
      // A catch-up after a reconnect may repeat the last one.
      if (typeof message?.id === "string") {
        if (seen.has(message.id)) return;
        seen.add(message.id);
      }
      notify.info(newMessageNotice({ senderName: message?.senderName, body: message?.preview }));
      router.refresh();
    });
  }, [router]);
  return null;
}
