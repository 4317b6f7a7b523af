import { AppLink } from "@/components/navigation/app-link";
import type { CurrentUser } from "@/lib/auth/session";
import type { NavCounts } from "@/lib/db/types";
import type { StaffCounts } from "@/lib/messages/staff";
import { APP_NAME } from "@/lib/constants";
import { CartIcon, HeartIcon, MessageIcon, ShopBagIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { CountBadge, countLabel } from "./count-badge";
import { NavLink } from "./nav-link";
import { LazyProfileMenu } from "./lazy-profile-menu";
import { ThemeToggle } from "./theme-toggle";
import { LiveCountLink } from "@/components/cart/live-count-link";
import { LazyRestartTutorialButton } from "@/components/onboarding/lazy-restart-tutorial-button";

type SiteHeaderProps = { user: CurrentUser | null; counts: NavCounts | null; staffCounts?: StaffCounts | null };

const iconLinkClass =
  "relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

const textLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";
const activeTextLinkClass = "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-300";

export function Brand() {
  return (
    <AppLink href="/home" className="flex items-center gap-2 rounded-md font-bold tracking-tight text-brand-800 dark:text-brand-300">
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950">
        <ShopBagIcon width={18} height={18} />
      </span>
      <span className="text-lg">{APP_NAME}</span>
    </AppLink>
  );
}

function MessagesLink({ count }: { count: number | undefined }) {
  return (
    <AppLink href="/profile?tab=messages" className={iconLinkClass} aria-label={countLabel("Messages", count, "unread message")}>
      <MessageIcon />
      <CountBadge count={count} />
    </AppLink>
  );
}

function CartLink() {
  return (
    <LiveCountLink kind="cart" href="/cart" name="Cart" className={iconLinkClass}>
      <CartIcon />
    </LiveCountLink>
  );
}

function WishlistLink() {
  return (
    <LiveCountLink kind="wishlist" href="/wishlist" name="Wishlist" className={iconLinkClass}>
      <HeartIcon />
    </LiveCountLink>
  );
}

/** Desktop top bar (768px and up) and the mobile top strip, per the spec's screens "Navigation bars". */
export function SiteHeader({ user, counts, staffCounts = null }: SiteHeaderProps) {
  return (
    <header data-print="hide" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-slate-800 dark:bg-slate-950/90">
      {/* Desktop */}
      <div className="mx-auto hidden h-16 max-w-7xl items-center gap-6 px-6 md:flex" data-testid="desktop-nav">
        <Brand />
        <nav aria-label="Main" data-tour="nav-bar" className="flex items-center gap-1">
          <NavLink href="/home" className={textLinkClass} activeClassName={activeTextLinkClass}>
            Home
          </NavLink>
          <NavLink
            href="/studentmarketplace"
            data-tour="nav-marketplace"
            className={textLinkClass}
            activeClassName={activeTextLinkClass}
            alsoActiveFor={["/category/", "/search", "/product/"]}
          >
            Student Marketplace
          </NavLink>
          <NavLink href="/myshop" data-tour="nav-myshop" className={textLinkClass} activeClassName={activeTextLinkClass}>
            My shop
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          {user ? <LazyRestartTutorialButton look="icon" /> : null}
          <MessagesLink count={counts?.unreadMessages} />
          <div data-tour="cart-wishlist" className="flex items-center gap-1">
            <WishlistLink />
            <CartLink />
          </div>
          <div className="ml-2">
            {user ? (
              <LazyProfileMenu email={user.email} staff={staffCounts} />
            ) : (
              <AppLink href="/auth" className={buttonClasses({ size: "sm" })}>
                Sign In
              </AppLink>
            )}
          </div>
        </div>
      </div>

      {/* Mobile top strip: brand, theme toggle, cart, messages */}
      <div className="flex h-14 items-center gap-1 px-3 md:hidden" data-testid="mobile-top-strip">
        <Brand />
        <div className="ml-auto flex items-center">
          <ThemeToggle />
          <div data-tour="cart-mobile" className="flex">
            <CartLink />
          </div>
          <MessagesLink count={counts?.unreadMessages} />
        </div>
      </div>
    </header>
  );
}
