import type { Effect } from "@/lib/onboarding/effects";
import { writeStored } from "@/lib/onboarding/flags";
import { notify } from "@/components/ui/notify";

type Navigator = { push: (href: string) => void };

/**
 * Carries out the effects any page can: flag writes, toasts, moving to a page and the
 * delayed reload of a restart. Returns the effects left for the tutorial itself (clicking
 * the Orders tab, telling the server, warnings).
 */
export function runPageEffects(
  effects: Effect[],
  router: Navigator,
  loadPage: (href: string) => void = (href) => window.location.assign(href),
): Effect[] {
  const rest: Effect[] = [];
  for (const effect of effects) {
    switch (effect.type) {
      case "persist":
        writeStored(effect.flags);
        break;
      case "toast":
        if (effect.tone === "success") notify.success(effect.message);
        else notify.error(effect.message);
        break;
      case "navigate":
        router.push(effect.to);
        break;
      case "reloadAfter":
        window.setTimeout(() => loadPage(effect.at), effect.ms);
        break;
      default:
        rest.push(effect);
    }
  }
  return rest;
}
