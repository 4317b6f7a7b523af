"use client";

import { useEffect, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ORDER_REFRESH_MS } from "@/lib/constants";
import { onUserEvent, orderIdOf } from "@/components/events/user-event-stream";
import { Button } from "@/components/ui/button";

/**
 * Keeps an order page current: re-read when the tab's event stream says this order changed
 * (a seller moved an item, a payout was paid), on every reconnect, and every 60 s (the
 * spec's auto-refresh); plus the spec's Refresh button.
 */
export function OrderLiveRefresh({ orderId }: { orderId: string }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  useEffect(() => {
    const refresh = () => startRefresh(() => router.refresh());
    const stops = [
      onUserEvent("order", (data) => {
        if (orderIdOf(data) === orderId) refresh();
      }),
      onUserEvent("ready", refresh),
    ];
    const timer = setInterval(refresh, ORDER_REFRESH_MS);
    return () => {
      clearInterval(timer);
      for (const stop of stops) stop();
    };
  }, [orderId, router]);
  return (
    <Button variant="secondary" size="sm" pending={refreshing} onClick={() => startRefresh(() => router.refresh())}>
      Refresh
    </Button>
  );
}
