"use client";

import { AppLink } from "@/components/navigation/app-link";
import { useRef, type ComponentType, type KeyboardEvent, type SVGProps } from "react";
import { ClockIcon, HeartIcon, MessageIcon, PackageIcon, SettingsIcon, StoreIcon } from "@/components/ui/icons";
import { profileTabHref, profileTabLabel, type ProfileTab } from "@/lib/accounts/profile-tabs";

const TAB_ICONS: Record<ProfileTab, ComponentType<SVGProps<SVGSVGElement>>> = {
  listings: StoreIcon,
  orders: PackageIcon,
  wishlist: HeartIcon,
  messages: MessageIcon,
  history: ClockIcon,
  settings: SettingsIcon,
};

/**
 * The profile's tabs as links (each tab has its own address: back, forward and sharing work),
 * with the ARIA tabs pattern on top: arrow keys, Home and End move between tabs; Enter opens one.
 * Under 768px the tabs share the width in equal columns, an icon over a short label, so all
 * of them (Settings last) are on a 360px screen at once: a sideways strip hid the last ones
 * with nothing to say they were there.
 */
export function ProfileTabList({ tabs, current }: { tabs: ProfileTab[]; current: ProfileTab }) {
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);
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
    <div role="tablist" aria-label="Profile sections" className="-mx-4 flex border-b border-slate-200 md:mx-0 md:gap-1 dark:border-slate-800">
      {tabs.map((tab, index) => {
        const selected = tab === current;
        const Icon = TAB_ICONS[tab];
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
            className={`-mb-px flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 border-b-2 px-0.5 py-1.5 text-xs font-semibold md:min-h-11 md:flex-none md:flex-row md:gap-2 md:px-4 md:py-0 md:text-sm focus-visible:-outline-offset-2 ${
              selected
                ? "border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-200"
                : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
            }`}
          >
            <Icon />
            <span className="max-w-full truncate">{profileTabLabel(tab)}</span>
          </AppLink>
        );
      })}
    </div>
  );
}
