"use client";

import { useEffect } from "react";

/**
 * On a phone an open conversation is the screen, as the spec has it: once it opens, the page
 * scrolls so it starts at the top, below the sticky bar, instead of below the profile header.
 */
export function BringIntoViewOnPhone({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (!window.matchMedia("(max-width: 767px)").matches) return;
    document.getElementById(targetId)?.scrollIntoView({ block: "start" });
  }, [targetId]);
  return null;
}
