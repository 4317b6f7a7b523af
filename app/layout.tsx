import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import "./globals.css";
import { ThemeScript } from "@/components/layout/theme-script";
import { OfflineCopySlot } from "@/components/offline/offline-copy-slot";
import { OfflineScript } from "@/components/offline/offline-script";
import { AppToaster } from "@/components/ui/app-toaster";
import { APP_DESCRIPTION, APP_NAME } from "@/lib/constants";
import { siteUrl } from "@/lib/site";
import { NONCE_HEADER } from "@/lib/http/security-headers.mjs";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${APP_NAME} - buy and sell on campus`, template: `%s | ${APP_NAME}` },
  description: APP_DESCRIPTION,
  applicationName: APP_NAME,
  openGraph: { siteName: APP_NAME, type: "website", locale: "en_KE" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The page's CSP nonce. Reading it renders every page per request, which a nonce requires;
  // visitors' copies are made from such a render and carry hashes instead of it
  // (lib/http/visitor-page-cache.mjs, docs/decisions/cached-visitor-pages.md).
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    // The theme class is set before paint by ThemeScript, so React must not fight over it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} />
        <OfflineScript nonce={nonce} />
      </head>
      <body className="min-h-dvh">
        <OfflineCopySlot />
        {children}
        <AppToaster />
      </body>
    </html>
  );
}
