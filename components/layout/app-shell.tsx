import { getShopperNav } from "@/lib/cart/shopper-nav";
import { ShopperStateProvider } from "@/components/cart/shopper-state";
import { LiveMessages } from "@/components/messages/live-messages";
import { MobileBottomBar } from "./mobile-bottom-bar";
import { SiteHeader } from "./site-header";

type AppShellProps = { children: React.ReactNode };

export async function AppShell({ children }: AppShellProps) {
  const { user, counts, wishlistIds } = await getShopperNav();

  return (
    <ShopperStateProvider counts={counts} wishlistIds={wishlistIds}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader user={user} counts={counts} />
      {user ? <LiveMessages /> : null}
      {/* Bottom padding under 768px so the bottom bar never covers the page's end. */}
      <main id="main" className="pb-24 md:pb-0">
        {children}
      </main>
      <MobileBottomBar />
    </ShopperStateProvider>
  );
}
