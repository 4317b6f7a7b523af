"use client";

import dynamic from "next/dynamic";

// Drawn for signed-in users only: a visitor's page does not carry the restart flow's code.
// The placeholder keeps the top bar from shifting while it loads.
export const LazyRestartTutorialButton = dynamic(() => import("./restart-tutorial-button").then((m) => m.RestartTutorialButton), {
  loading: () => <span aria-hidden="true" className="inline-block size-10" />,
});
