"use client";

import dynamic from "next/dynamic";
import { BookIcon } from "@/components/ui/icons";

// Drawn for signed-in users only: a visitor's page does not carry the restart flow's code.
// While it loads, the same icon stands in its place (inert), so the top bar neither shifts
// nor shows a gap where the button will be.
export const LazyRestartTutorialButton = dynamic(() => import("./restart-tutorial-button").then((m) => m.RestartTutorialButton), {
  loading: () => (
    <span aria-hidden="true" className="inline-flex size-10 items-center justify-center text-slate-700 dark:text-slate-200">
      <BookIcon />
    </span>
  ),
});
