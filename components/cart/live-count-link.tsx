"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { CountBadge, countLabel } from "@/components/layout/count-badge";
import { useShopperState } from "./shopper-state";

type LiveCountLinkProps = { kind: "cart" | "wishlist"; href: string; name: string; className: string; children: ReactNode };

/** A cart or wishlist icon link whose badge follows every change at once. */
export function LiveCountLink({ kind, href, name, className, children }: LiveCountLinkProps) {
  const { counts } = useShopperState();
  const count = counts?.[kind];
  return (
    <Link href={href} className={className} aria-label={countLabel(name, count, "item")}>
      {children}
      <CountBadge count={count} />
    </Link>
  );
}

