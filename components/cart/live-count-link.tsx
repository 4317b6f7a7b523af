"use client";

import { AppLink } from "@/components/navigation/app-link";
import type { ReactNode } from "react";
import { CountBadge, countLabel } from "@/components/layout/count-badge";
import { useShopperState } from "./shopper-state";

type LiveCountLinkProps = { kind: "cart" | "wishlist"; href: string; name: string; className: string; children: ReactNode };

/** A cart or wishlist icon link whose badge follows every change at once. */
export function LiveCountLink({ kind, href, name, className, children }: LiveCountLinkProps) {
  const { counts } = useShopperState();
  const count = counts?.[kind];
  return (
    <AppLink href={href} className={className} aria-label={countLabel(name, count, "item")}>
      {children}
      <CountBadge count={count} />
    </AppLink>
  );
}

