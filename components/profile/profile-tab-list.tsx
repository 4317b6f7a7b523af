"use client";

import { AppLink } from "@/components/navigation/app-link";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { profileTabHref, profileTabLabel, type ProfileTab } from "@/lib/accounts/profile-tabs";

/**
 * The profile's tabs as links (each tab has its own address: back, forward and sharing work),
 * with the ARIA tabs pattern on top: arrow keys, Home and End move between tabs; Enter opens one.
 */
export function ProfileTabList({ tabs, current, badges = {} }: { tabs: ProfileTab[]; current: ProfileTab; badges?: Partial<Record<ProfileTab, number>> }) {
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);
  // On a phone the strip scrolls sideways: the open tab is brought into it (Settings is last).
  useEffect(() => {
    refs.current[tabs.indexOf(current)]?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [tabs, current]);
  const focusTab = (index: number) => refs.current[(index + tabs.length) % tabs.length]?.focus();
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === "ArrowRight") focusTab(index + 1);
    else if (event.key === "ArrowLeft") focusTab(index - 1);
    else if (event.key === "Home") focusTab(0);
    else if (event.key === "End") focusTab(tabs.length - 1);
    else if (event.key === " ") event.currentTarget.click();
    else return;
    event.preventDefault();
  };

  return (
    <div role="tablist" aria-label="Profile sections" className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 md:mx-0 md:px-0 dark:border-slate-800">
      {tabs.map((tab, index) => {
        const selected = tab === current;
        const badge = badges[tab];
        return (
          <AppLink
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            href={profileTabHref(tab)}
            scroll={false}
            role="tab"
            id={`profile-tab-${tab}`}
            aria-selected={selected}
            aria-controls="profile-tab-panel"
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px inline-flex h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold md:px-4 ${
              selected
                ? "border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-200"
                : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            }`}
          >
            {profileTabLabel(tab)}
            {badge ? (
              <span className="rounded-full bg-orange-600 px-2 py-0.5 text-xs text-white" aria-label={`${badge} unread`}>
                {badge}
              </span>
            ) : null}
          </AppLink>
        );
      })}
    </div>
  );
}
