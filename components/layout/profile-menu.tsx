"use client";

import { AppLink } from "@/components/navigation/app-link";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDownIcon, LogOutIcon, PackageIcon, SettingsIcon, ShieldIcon, UserIcon } from "@/components/ui/icons";
import { FALLBACK } from "@/lib/constants";
import { STAFF_PAGES, STAFF_SECTION_TITLE, staffPageCount, staffPageLabel, type StaffCounts } from "@/lib/messages/staff";
import { StaffCount } from "@/components/admin/staff-count";
import { useLogout } from "./use-logout";

/** `staff`: the open work beside each staff page, for staff only (null for everyone else). */
type ProfileMenuProps = { email: string | null; staff?: StaffCounts | null };

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white";

export function ProfileMenu({ email, staff = null }: ProfileMenuProps) {
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
            <AppLink href="/profile">
              <UserIcon width={16} height={16} /> Profile
            </AppLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <AppLink href="/profile?tab=orders">
              <PackageIcon width={16} height={16} /> My Orders
            </AppLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <AppLink href="/profile?tab=settings">
              <SettingsIcon width={16} height={16} /> Settings
            </AppLink>
          </DropdownMenu.Item>
          {staff ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Group>
                <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{STAFF_SECTION_TITLE}</DropdownMenu.Label>
                {STAFF_PAGES.map((page) => (
                  <DropdownMenu.Item key={page.href} asChild className={itemClass}>
                    <AppLink href={page.href} aria-label={staffPageLabel(page, staff)}>
                      <ShieldIcon width={16} height={16} /> <span className="flex-1">{page.label}</span>
                      <StaffCount count={staffPageCount(page, staff)} />
                    </AppLink>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            </>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <LogOutIcon width={16} height={16} /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
