"use client";

import { AppLink } from "@/components/navigation/app-link";
import { useCallback, useEffect, useState } from "react";
import { listSellerOrdersAction, updateOrderItemStatusAction } from "@/lib/actions/orders";
import { refusalText } from "@/lib/actions/result";
import type { SellerOrderRow } from "@/lib/db/types";
import { formatDate, formatKes, shortOrderId } from "@/lib/format";
import { ORDER_MESSAGES } from "@/lib/messages/orders";
import { fulfilmentStage } from "@/lib/orders/fulfilment";
import { ItemStatusBadge, StageBadge } from "@/components/orders/item-status";
import { onUserEvent } from "@/components/events/user-event-stream";
import { Button, buttonClasses } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { Spinner } from "@/components/ui/spinner";
import { useServerActions } from "@/components/ui/use-server-action";

// The spec's tour: processing orders highlighted orange, in-transit (shipped) blue.
const ROW_ACCENTS: Record<string, string> = {
  processing: "border-l-4 border-l-orange-500",
  shipped: "border-l-4 border-l-sky-500",
};

/**
 * My shop's Orders tab (the spec's screens): loaded when opened, the seller's own paid items in
 * the spec's order, searchable by order id (its first 8 characters or all of it), each with
 * its fulfilment stage and the action that stage calls for. Refreshed when one of the
 * seller's orders changes (the tab's event stream).
 */
export function SellerOrdersTab() {
  const { call } = useServerActions();
  const [rows, setRows] = useState<SellerOrderRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [shipping, setShipping] = useState<string | null>(null);

  const load = useCallback(async (wanted: string) => {
    const result = await call(listSellerOrdersAction, { search: wanted }, ORDER_MESSAGES.loadFailed);
    if (result.ok) {
      setRows(result.data?.rows ?? []);
      setFailed(false);
    } else {
      setFailed(true);
      notify.error(result.message);
    }
  }, [call]);

  useEffect(() => {
    let stale = false;
    const timer = setTimeout(() => {
      if (!stale) void load(query);
    }, 0);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [query, load]);

  useEffect(() => onUserEvent("order", () => void load(query)), [query, load]);

  async function ship(itemId: string) {
    setShipping(itemId);
    const result = await call(updateOrderItemStatusAction, { itemId, status: "shipped" }, ORDER_MESSAGES.statusFailed);
    setShipping(null);
    if (result.ok) notify.success(result.message ?? ORDER_MESSAGES.statusUpdated("shipped"));
    else notify.error(refusalText(result.message, result.fieldErrors?.status), 5000);
    await load(query);
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        data-tour="orders-search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(search.trim());
        }}
      >
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          Search by order ID
          <input
            type="search"
            name="search"
            value={search}
            maxLength={36}
            placeholder="e.g. 1a2b3c4d"
            onChange={(event) => {
              setSearch(event.target.value);
              if (event.target.value === "") setQuery("");
            }}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {rows === null ? (
        failed ? (
          <p role="alert" className="text-red-800 dark:text-red-300">
            {ORDER_MESSAGES.loadFailed}
          </p>
        ) : (
          <div data-tour="orders-list" className="flex justify-center py-10" aria-label="Loading orders">
            <Spinner />
          </div>
        )
      ) : rows.length === 0 ? (
        <div data-tour="orders-list" className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">{query ? "No order matches that ID" : "No orders yet"}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">When a buyer pays for one of your listings, the order appears here.</p>
        </div>
      ) : (
        <ul aria-label="Your orders" data-tour="orders-list" className="flex flex-col gap-3">
          {rows.map((row) => {
            // Refunded and cancelled items are no sale and offer nothing to do (docs/decisions/buyer-protection.md).
            const open = (row.status === "pending" || row.status === "processing") && !row.refunded;
            const stage = fulfilmentStage(row);
            return (
              <li key={row.id} data-testid="seller-order-row" data-status={row.status} className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900 ${ROW_ACCENTS[row.status] ?? ""}`}>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">
                    {row.productName} <span className="font-normal text-slate-600 dark:text-slate-400">x {row.quantity}</span>
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Order <span className="font-mono">#{shortOrderId(row.orderId)}</span> · {row.buyerName} · {formatDate(row.createdAt)}
                  </p>
                  <div className="mt-1.5 flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{formatKes(row.subtotal)}</span>
                    <ItemStatusBadge status={row.status} refunded={row.refunded} />
                    {open ? <StageBadge item={row} /> : null}
                  </div>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  {open && stage === "need_contact" ? (
                    <AppLink href={`/seller/orders/${row.id}`} data-tour="orders-contact" className={buttonClasses({ size: "sm" })}>
                      Contact Buyer
                    </AppLink>
                  ) : null}
                  {open && stage === "ready_to_ship" && row.status === "processing" ? (
                    <Button size="sm" data-tour="orders-ship" pending={shipping === row.id} onClick={() => void ship(row.id)}>
                      Mark as Shipped
                    </Button>
                  ) : null}
                  <AppLink href={`/seller/orders/${row.id}`} data-tour="orders-details" className={buttonClasses({ variant: "secondary", size: "sm" })} aria-label={`Order details for ${row.productName}, order ${shortOrderId(row.orderId)}`}>
                    Order details
                  </AppLink>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
