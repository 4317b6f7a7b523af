import { serializeJsonLd } from "@/lib/seo/product-json-ld";

/**
 * A schema.org block. A data block, never run: it needs no CSP nonce, and the visitor page cache
 * leaves it out of its script hashes. "<" is escaped so a name cannot close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
