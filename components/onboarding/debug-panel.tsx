"use client";

import { readStored } from "@/lib/onboarding/flags";
import { stepCount, type TutorialEvent, type TutorialState } from "@/lib/onboarding/tutorial-machine";

type DebugPanelProps = { state: TutorialState; dispatch: (event: TutorialEvent) => void };

const buttonClass =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

/**
 * The spec's screens: with debug=true in the address, the tutorial's state and its controls
 * (start or stop, the orders tour, a step back or forward, reset). Above the tour's overlay,
 * and on phones above the bottom bar.
 */
export function DebugPanel({ state, dispatch }: DebugPanelProps) {
  const running = state.phase === "running";
  const rows: Array<[string, string]> = [
    ["Active", state.active ? "yes" : "no"],
    ["Phase", state.phase],
    ["Tour", state.tour ? `${state.tour} (${state.variant})` : "none"],
    ["Step", running ? `${state.index + 1} of ${stepCount(state)}` : "-"],
    ["My shop done", state.myShopCompleted ? "yes" : "no"],
    ["Orders pending", state.ordersPending ? "yes" : "no"],
    ["Completed flag", readStored("tutorialCompleted") ?? "(none)"],
  ];
  return (
    <section
      aria-label="Tutorial debug"
      data-testid="tutorial-debug"
      className="fixed bottom-24 left-3 z-[120] w-64 rounded-xl border border-gold-500 bg-white p-3 text-xs text-slate-800 shadow-xl md:bottom-4 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 className="mb-2 text-sm font-bold">Tutorial debug</h2>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd data-testid={`tutorial-debug-${label.toLowerCase().replaceAll(" ", "-")}`} className="font-mono">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-1.5">
        <button type="button" className={buttonClass} onClick={() => dispatch(running ? { type: "debugStop" } : { type: "debugStart" })}>
          {running ? "Stop" : "Start"}
        </button>
        <button type="button" className={buttonClass} onClick={() => dispatch({ type: "debugToggleOrders" })}>
          Toggle orders tour
        </button>
        <button type="button" className={buttonClass} disabled={!running} onClick={() => dispatch({ type: "debugStep", delta: -1 })}>
          Step back
        </button>
        <button type="button" className={buttonClass} disabled={!running} onClick={() => dispatch({ type: "debugStep", delta: 1 })}>
          Step forward
        </button>
        <button type="button" className={buttonClass} onClick={() => dispatch({ type: "debugReset" })}>
          Reset
        </button>
      </div>
    </section>
  );
}
