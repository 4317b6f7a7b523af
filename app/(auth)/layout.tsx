import { AuthSlideshow } from "@/components/auth/auth-slideshow";
import { Brand } from "@/components/layout/site-header";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { Footer } from "@/components/layout/footer";
import { AUTH_SLIDES } from "@/lib/auth/slides";

// The spec's Auth area screen: the slideshow beside the form on desktop (lg),
// a banner above it on tablet (md), and the plain form on phones, where the
// images are never downloaded (the slideshow is display:none and lazy).
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid min-h-dvh grid-cols-1 grid-rows-[auto_auto_1fr_auto] [grid-template-areas:'header'_'banner'_'main'_'footer'] lg:grid-cols-2 lg:grid-rows-[auto_1fr_auto] lg:[grid-template-areas:'banner_header'_'banner_main'_'banner_footer']">
      <header className="flex h-16 items-center justify-between px-5 [grid-area:header] md:px-8">
        <Brand />
        <ThemeToggle />
      </header>
      <div className="hidden [grid-area:banner] md:mx-8 md:block md:h-64 md:overflow-hidden md:rounded-2xl lg:sticky lg:top-0 lg:mx-0 lg:h-dvh lg:rounded-none">
        <AuthSlideshow slides={AUTH_SLIDES} />
      </div>
      <main id="main" className="flex items-start justify-center px-4 pt-4 pb-12 [grid-area:main] md:pt-8 lg:items-center lg:pt-4">
        {children}
      </main>
      <Footer className="[grid-area:footer]" />
    </div>
  );
}
