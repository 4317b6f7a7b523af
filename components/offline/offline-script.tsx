// Starts offline reading and the install offer without adding to first-load JavaScript
// (docs/decisions/offline-reading.md): a few inline bytes keep the browser's install offer
// (it can come before anything else loads) and, once the page has loaded and the browser is
// idle, add public/offline-start.js. Only in a production build: `npm run dev` has no worker.
// Runs under both page kinds' CSP: the nonce of a page rendered for one request (and its
// 'strict-dynamic' lets the script it adds load), the sha256 the visitors' cache takes of each
// inline script of a copy (whose policy allows the site's own files).
import { env } from "@/lib/env";
import { OFFLINE_START_SCRIPT } from "@/lib/offline/routes";

const start =
  `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.__installPrompt=e});` +
  `addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){` +
  `var s=document.createElement("script");s.src=${JSON.stringify(OFFLINE_START_SCRIPT)};s.async=true;document.head.appendChild(s)})});`;

export function OfflineScript({ nonce }: { nonce?: string }) {
  if (env.NODE_ENV !== "production") return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />;
}
