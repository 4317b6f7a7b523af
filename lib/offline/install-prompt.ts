// When the install prompt is offered (docs/decisions/offline-reading.md): once, from the
// second visit on, never while paying, never again once answered or dismissed.
import { installPromptAllowedOn } from "@/lib/offline/routes";

export const VISITS_KEY = "campus-visits";
export const INSTALL_ANSWERED_KEY = "campus-install-answered";
/** A visit: a tab's first page; sessionStorage lasts as long as the tab. */
export const VISIT_COUNTED_KEY = "campus-visit-counted";

export function shouldOfferInstall({ visits, answered, pathname }: { visits: number; answered: boolean; pathname: string }): boolean {
  return visits >= 2 && !answered && installPromptAllowedOn(pathname);
}
