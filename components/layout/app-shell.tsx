import { getShopperNav } from "@/lib/cart/shopper-nav";
import { ShopperStateProvider } from "@/components/cart/shopper-state";
import { LiveMessages } from "@/components/messages/live-messages";
import { TutorialGate } from "@/components/onboarding/tutorial-gate";
import { Footer } from "./footer";
import { MobileBottomBar } from "./mobile-bottom-bar";
import { SiteHeader } from "./site-header";

type AppShellProps = {
  children: React.ReactNode;
  /** Also show the footer under 768px, at the end of the page (public pages); elsewhere phones see it on the profile page. */
  footerOnPhones?: boolean;
};

export async function AppShell({ children, footerOnPhones = false }: AppShellProps) {
  const { user, counts, wishlistIds, staffCounts } = await getShopperNav();

  return (
    <ShopperStateProvider counts={counts} wishlistIds={wishlistIds}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader user={user} counts={counts} staffCounts={staffCounts} />
      {user ? <LiveMessages /> : null}
      {/* The user was read with the profile; its onboarding flag costs no query of its own. */}
      {user ? <TutorialGate serverCompleted={user.onboardingCompleted} /> : null}
      {/* At least a screen tall below the header, so a short page keeps the footer at the bottom. */}
      <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
        {/* Bottom padding under 768px so the bottom bar never covers the page's end (the footer's, when it is shown there). */}
        <main id="main" className={`flex-1 ${footerOnPhones ? "md:pb-0" : "pb-24 md:pb-0"}`}>
          {children}
        </main>
        <Footer className={footerOnPhones ? "pb-24 md:pb-0" : "hidden md:block"} />
      </div>
      <MobileBottomBar />
    </ShopperStateProvider>
  );
}
