"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { newMessageNotice } from "@/lib/messaging/rules";
import { notify } from "@/components/ui/notify";

// The signed-in tab's live messages (issue 15): one event stream (/api/events) for the
// whole app. A new message shows the spec's notification and refreshes the page's server
// data, so the unread badge and an open conversation update without a reload. The browser
// reconnects by itself after a drop (sending Last-Event-ID, so nothing is missed); when it
// gives up (the server refused, the network is gone), this reconnects with backoff.

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000];

type MessageData = { id?: unknown; senderName?: unknown; preview?: unknown };

export function LiveMessages() {
  const router = useRouter();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let lastEventId: string | null = null;
    let stopped = false;
    const seen = new Set<string>();

    const open = () => {
      source = new EventSource(lastEventId ? `/api/events?since=${encodeURIComponent(lastEventId)}` : "/api/events");
      source.addEventListener("ready", () => {
        failures = 0;
      });
      source.addEventListener("message", (event) => {
        const { data, lastEventId: id } = event as MessageEvent<string>;
        if (id) lastEventId = id;
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
      source.onerror = () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
        source.close();
        const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;
        failures += 1;
        retry = setTimeout(open, delay);
      };
    };

    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [router]);
  return null;
}
