import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/ui/not-found-screen";

// Used when the answer is a 404 (the page's own generateMetadata is not asked then) and by the page itself.
export const metadata: Metadata = { title: "Seller Not Found", robots: { index: false } };

export default function SellerNotFound() {
  return (
    <NotFoundScreen
      title="Seller Not Found"
      text="The seller you are looking for does not exist or has been removed."
      href="/studentmarketplace"
      linkLabel="Back to Marketplace"
    />
  );
}
