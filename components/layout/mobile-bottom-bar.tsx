"use client";

import { HeartIcon, HomeIcon, ShopBagIcon, StoreIcon, UserIcon } from "@/components/ui/icons";
import { CountBadge, countLabel } from "./count-badge";
import { useShopperState } from "@/components/cart/shopper-state";
import { NavLink } from "./nav-link";


const itemClass =
  "relative flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[0.7rem] font-medium text-slate-600 dark:text-slate-400";
const activeClass = "text-brand-700 dark:text-brand-300";

/** Under 768px: Home, Shop, My Shop, Wishlist (with count), Account. */
export function MobileBottomBar() {
  const wishlistCount = useShopperState().counts?.wishlist;
  return (
    <nav
      aria-label="Bottom"
      data-print="hide"
      data-testid="mobile-bottom-bar"
      data-tour="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t [[data-tour-running]_&]:z-[110] border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <NavLink href="/home" className={itemClass} activeClassName={activeClass}>
        <HomeIcon />
        Home
      </NavLink>
      <NavLink href="/studentmarketplace" data-tour="bottom-marketplace" className={itemClass} activeClassName={activeClass} alsoActiveFor={["/category/", "/search", "/product/"]}>
        <StoreIcon />
        Shop
      </NavLink>
      <NavLink href="/myshop" data-tour="bottom-myshop" className={itemClass} activeClassName={activeClass}>
        <ShopBagIcon />
        My Shop
      </NavLink>
      <NavLink href="/wishlist" className={itemClass} activeClassName={activeClass} aria-label={countLabel("Wishlist", wishlistCount, "item")}>
        <span className="relative">
          <HeartIcon />
          <CountBadge count={wishlistCount} />
        </span>
        Wishlist
      </NavLink>
      <NavLink href="/profile" className={itemClass} activeClassName={activeClass}>
        <UserIcon />
        Account
      </NavLink>
    </nav>
  );
}
