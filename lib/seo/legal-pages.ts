import type { Metadata } from "next";
import { LEGAL_PAGES, type LegalPageKey } from "@/lib/messages/legal";

/** A footer page's metadata: its title, search description and canonical address; indexable. */
export function legalPageMetadata(page: LegalPageKey): Metadata {
  const { title, description, path } = LEGAL_PAGES[page];
  return { title, description, alternates: { canonical: path } };
}
