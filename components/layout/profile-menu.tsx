"use client";

import Link from "next/link";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDownIcon, LogOutIcon, PackageIcon, SettingsIcon, UserIcon } from "@/components/ui/icons";
import { FALLBACK } from "@/lib/constants";
import { useLogout } from "./use-logout";

type ProfileMenuProps = { email: string | null };

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white";

export function ProfileMenu({ email }: ProfileMenuProps) {
  const logout = useLogout();
  const label = email || FALLBACK.userName;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex h-10 max-w-56 items-center gap-2 rounded-full border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label={`Account menu for ${label}`}
      >
        <UserIcon className="shrink-0" />
        <span className="truncate">{label}</span>
        <ChevronDownIcon className="shrink-0" width={16} height={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-500 dark:text-slate-400">{label}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile">
              <UserIcon width={16} height={16} /> Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile?tab=orders">
              <PackageIcon width={16} height={16} /> My Orders
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile?tab=settings">
              <SettingsIcon width={16} height={16} /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <LogOutIcon width={16} height={16} /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
