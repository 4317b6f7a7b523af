// The pages the service worker writes itself (docs/decisions/offline-reading.md): the banner
// over a last good copy, and the page for what was never seen or needs the network. No
// script in them, so they need nothing from either page kind's Content-Security-Policy.
import { OFFLINE_MESSAGES } from "@/lib/messages/offline";

const BANNER_ID = "offline-copy-banner";

/**
 * The empty place the root layout keeps first in <body> for the banner
 * (components/offline/offline-copy-slot.tsx). React sets that element's content as HTML and
 * does not compare it when it hydrates, so a banner put inside survives; one put beside React's
 * own elements was removed by hydration as soon as the copy's scripts ran.
 */
export const BANNER_SLOT_ID = "offline-copy-slot";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The banner's markup, put first in <body>; styled inline, readable in both themes. */
export function staleBannerHtml(message: string): string {
  return (
    `<div id="${BANNER_ID}" role="status" style="position:sticky;top:0;z-index:9999;padding:10px 16px;` +
    `background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;font:600 14px/1.4 system-ui,sans-serif;text-align:center">` +
    `${escapeHtml(message)}</div>`
  );
}

/** The copy's HTML with the banner in its slot, else as the first thing in its body. */
export function insertStaleBanner(html: string, message: string): string {
  const place = new RegExp(`<div id="${BANNER_SLOT_ID}"[^>]*>`).exec(html) ?? /<body\b[^>]*>/i.exec(html);
  if (!place) return staleBannerHtml(message) + html;
  const end = place.index + place[0].length;
  return html.slice(0, end) + staleBannerHtml(message) + html.slice(end);
}

/** A cached page answered offline: its own headers (its CSP too), the banner on top. */
export async function withStaleBanner(copy: Response, message: string): Promise<Response> {
  const headers = new Headers(copy.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(insertStaleBanner(await copy.text(), message), { status: 200, headers });
}

/** The page for a page never seen ("offline") or one that is never read from a copy ("network-needed"). */
export function offlineDocument(kind: "offline" | "network-needed"): string {
  const title = kind === "offline" ? OFFLINE_MESSAGES.offlineTitle : OFFLINE_MESSAGES.networkNeededTitle;
  const body = kind === "offline" ? OFFLINE_MESSAGES.offlinePageBody : OFFLINE_MESSAGES.networkNeededBody;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | Campus Market</title>
<style>
:root{color-scheme:light dark}
body{margin:0;min-height:100dvh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;background:#fff;color:#0f172a}
main{max-width:28rem;padding:24px;text-align:center}
h1{font-size:1.375rem;margin:0 0 12px}
p{margin:0 0 20px;color:#334155}
a{display:inline-block;margin:4px;padding:10px 18px;border-radius:8px;font-weight:600;text-decoration:none;background:#047857;color:#fff}
a.secondary{background:transparent;color:#047857;border:1px solid #a7f3d0}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}p{color:#cbd5e1}a{background:#10b981;color:#020617}a.secondary{background:transparent;color:#6ee7b7;border-color:#065f46}}
</style></head>
<body data-offline-page="${kind}"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<a href="">${escapeHtml(OFFLINE_MESSAGES.retry)}</a><a class="secondary" href="/studentmarketplace">${escapeHtml(OFFLINE_MESSAGES.backHome)}</a></main></body></html>`;
}
