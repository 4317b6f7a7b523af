import type { Metadata } from "next";
import { APP_NAME } from "@/lib/constants";

type OpenGraph = NonNullable<Metadata["openGraph"]>;

/** What every page's Open Graph carries, whatever the page adds. */
export const OPEN_GRAPH_BASE = { siteName: APP_NAME, locale: "en_KE", type: "website" } as const;

/**
 * A page's openGraph with the site's name, locale and type always in it: Next merges metadata
 * shallowly, so a page's own openGraph replaces the root layout's whole (docs/decisions/rich-results.md).
 */
export function openGraphFor(page: Omit<OpenGraph, "siteName" | "locale" | "type">): OpenGraph {
  return { ...OPEN_GRAPH_BASE, ...page } as OpenGraph;
}
