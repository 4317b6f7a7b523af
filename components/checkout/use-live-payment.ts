"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { PAYMENT_POLL_MS } from "@/lib/constants";
import { onUserEvent, orderIdOf, userStreamOpen } from "@/components/events/user-event-stream";

// The payment's state as the checkout page shows it. The server decides it (see docs/decisions/security-baseline.md); this only
// reads: the tab's event stream says "this order changed" within a second of settlement,
// and while the stream is down the spec's 5-second poll of the status route stands in.

const STREAM_SAFETY_POLL_MS = 15_000;

export type LivePaymentStatus = "idle" | "waiting" | "completed" | "failed";

export type LivePayment = {
  status: LivePaymentStatus;
  checkoutRequestId: string | null;
  receipt: string | null;
  message: string | null;
  /** A Pro payment that settled: Pro's end date (ISO). */
  proUntil?: string | null;
};

type StatusAnswer = { ok?: boolean; data?: { paymentStatus?: string; receipt?: string | null; message?: string | null; proUntil?: string | null } };

/** The status route's answer, or null when it gave none (offline, signed out): try again later. */
async function fetchStatus(checkoutRequestId: string): Promise<LivePayment | null> {
  try {
    const response = await fetch(`/api/mpesa/status/${encodeURIComponent(checkoutRequestId)}`, { cache: "no-store" });
    const answer = (await response.json()) as StatusAnswer;
    const status = answer.data?.paymentStatus;
    if (!response.ok || !status) return null;
    const shown: LivePaymentStatus = status === "completed" ? "completed" : status === "failed" ? "failed" : "waiting";
    return { status: shown, checkoutRequestId, receipt: answer.data?.receipt ?? null, message: answer.data?.message ?? null, proUntil: answer.data?.proUntil ?? null };
  } catch (error) {
    console.warn("payment status check failed", error); // the spec's error catalogue: status-poll errors are only logged
    return null;
  }
}

/** `orderId`: the order whose event stream to follow; null (a Pro payment) polls only. */
export function useLivePayment(orderId: string | null, initial: LivePayment, onSettled: (payment: LivePayment) => void) {
  const [payment, setPayment] = useState<LivePayment>(initial);
  const [streamOpen, setStreamOpen] = useState(false);
  // What the async checks compare against: the latest state and callback, set after each render.
  const current = useRef(payment);
  const settled = useRef(onSettled);
  useEffect(() => {
    current.current = payment;
    settled.current = onSettled;
  });

  const check = useCallback(async () => {
    const { checkoutRequestId, status } = current.current;
    if (!checkoutRequestId) return;
    const answer = await fetchStatus(checkoutRequestId);
    // A newer attempt may have started while this one was asked about.
    if (!answer || current.current.checkoutRequestId !== checkoutRequestId) return;
    setPayment(answer);
    if (answer.status !== status && (answer.status === "completed" || answer.status === "failed")) settled.current(answer);
  }, []);

  const waiting = payment.status === "waiting";

  // The stream, while waiting: each change of this order (and each reconnect) asks the status route.
  useEffect(() => {
    if (!waiting || orderId === null) return;
    // Already connected (the tab's stream was open before this page): no "ready" will come.
    queueMicrotask(() => setStreamOpen(userStreamOpen()));
    const stops = [
      onUserEvent("ready", () => {
        setStreamOpen(true);
        void check(); // anything settled while the stream was down
      }),
      onUserEvent("order", (data) => {
        if (orderIdOf(data) === orderId) void check();
      }),
      onUserEvent("down", () => setStreamOpen(false)), // the stream reconnects by itself; polling covers the gap
    ];
    return () => {
      for (const stop of stops) stop();
      setStreamOpen(false);
    };
  }, [waiting, orderId, check]);

  // The fallback: the spec's 5-second poll while the stream is down; a slow one while it is
  // up, in case a notification was lost (an instance restarting between two events).
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void check(), streamOpen ? STREAM_SAFETY_POLL_MS : PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, streamOpen, check]);

  return { payment, setPayment, check };
}
