"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type Tab = { id: string; label: string; badge?: number; render: () => ReactNode };

/**
 * Tabs with the ARIA pattern (arrow keys move between tabs). A panel renders
 * only once its tab is opened, so the Orders tab loads nothing until asked.
 */
export function ShopTabs({ tabs, label, initial }: { tabs: Tab[]; label: string; /** The tab open at first (an address such as ?tab=earnings); the first one otherwise. */ initial?: string }) {
  const first = tabs.find((tab) => tab.id === initial)?.id ?? tabs[0]!.id;
  const [current, setCurrent] = useState(first);
  const [opened, setOpened] = useState(() => new Set([first]));
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setCurrent(tab.id);
    setOpened((set) => new Set(set).add(tab.id));
    refs.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === "ArrowRight") select(index + 1);
    else if (event.key === "ArrowLeft") select(index - 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              role="tab"
              type="button"
              id={`tab-${tab.id}`}
              data-tour={`${tab.id}-tab`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold ${
                selected ? "border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-200" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              }`}
            >
              {tab.label}
              {tab.badge ? (
                <span className="rounded-full bg-orange-600 px-2 py-0.5 text-xs text-white" aria-label={`${tab.badge} pending`}>
                  {tab.badge}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} hidden={tab.id !== current} className="pt-5">
          {opened.has(tab.id) ? tab.render() : null}
        </div>
      ))}
    </div>
  );
}
