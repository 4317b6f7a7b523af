import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/ui/not-found-screen";

// Used when the answer is a 404 (the page's own generateMetadata is not asked then) and by the page itself.
export const metadata: Metadata = { title: "Product Not Found", robots: { index: false } };

export default function ProductNotFound() {
  return (
    <NotFoundScreen title="Product Not Found" text="This product may have been removed by its seller." href="/studentmarketplace" linkLabel="Back to Marketplace" />
  );
}
