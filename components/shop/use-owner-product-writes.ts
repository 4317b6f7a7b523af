"use client";

import { useOptimistic, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { ProductStatus } from "@/lib/db/types";
import { changeProductStatusAction, deleteProductAction } from "@/lib/actions/shop";
import type { SellerProductStatus } from "@/lib/validation/product";
import { notify } from "@/components/ui/notify";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { useServerActions } from "@/components/ui/use-server-action";

type Change = { type: "status"; id: string; status: ProductStatus } | { type: "delete"; id: string };

/**
 * A list of the seller's products that changes at once when a status changes
 * or a product is deleted, and goes back to the server's truth (with the spec's
 * message) when the write fails.
 */
export function useOwnerProductWrites<T extends { id: string; status: ProductStatus }>(products: T[]) {
  const { call } = useServerActions();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [shown, applyChange] = useOptimistic(products, (current: T[], change: Change) =>
    change.type === "delete" ? current.filter((p) => p.id !== change.id) : current.map((p) => (p.id === change.id ? { ...p, status: change.status } : p)),
  );

  const changeStatus = (id: string, status: SellerProductStatus) =>
    startTransition(async () => {
      applyChange({ type: "status", id, status });
      const result = await call(changeProductStatusAction, { productId: id, status }, PRODUCT_MESSAGES.statusFailed);
      if (!result.ok) {
        notify.error(result.message);
        return;
      }
      notify.success(result.message ?? PRODUCT_MESSAGES.statusChanged(status));
      router.refresh();
    });

  const remove = (id: string) =>
    startTransition(async () => {
      applyChange({ type: "delete", id });
      const result = await call(deleteProductAction, { productId: id }, PRODUCT_MESSAGES.deleteFailed);
      if (!result.ok) {
        notify.error(result.message);
        return;
      }
      notify.success(PRODUCT_MESSAGES.deleted);
      router.refresh();
    });

  return { shown, changeStatus, remove };
}
