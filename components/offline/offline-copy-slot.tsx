import { BANNER_SLOT_ID } from "@/lib/offline/documents";

/**
 * Where the service worker puts its banner over a page read from the last good copy
 * (lib/offline/documents.ts). Its content is set as HTML, which React leaves as the page has
 * it when it hydrates; `display: contents` lets the banner stick to the top of the page.
 */
export function OfflineCopySlot() {
  return <div id={BANNER_SLOT_ID} style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: "" }} />;
}
