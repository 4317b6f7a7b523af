import type { MetadataRoute } from "next";
import { APP_DESCRIPTION, APP_NAME } from "@/lib/constants";

// The web app manifest (docs/decisions/offline-reading.md): what Android needs to install the
// app (a name, 192 and 512 px icons, a maskable one, a start page, standalone display) and
// both themes' colours. The manifest has one theme_color; the page's <meta name="theme-color">
// (app/layout.tsx) gives each theme its own once the app is open.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: APP_NAME,
    short_name: "Campus",
    description: APP_DESCRIPTION,
    id: "/home",
    start_url: "/home",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#ffffff",
    icons: [
      { src: "/app-icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/app-icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/app-icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
