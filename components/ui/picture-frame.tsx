import type { ReactNode } from "react";

/**
 * An <img> inside <picture>, which React does not hoist into a <link rel="preload" imagesrcset>
 * at the top of the page. A phone's browser chose that link's width before the page's viewport
 * applied (as if 980 px wide) and fetched a second, larger copy of the same photo: 640 px for a
 * 358 px box on a product page. The <img> itself is still fetched at once when eager and given
 * high priority (see docs/decisions/data-saving.md). Adds no box: the photo fills its parent as before.
 */
export function PictureFrame({ children }: { children: ReactNode }) {
  return <picture>{children}</picture>;
}
