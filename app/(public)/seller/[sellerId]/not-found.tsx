import { NotFoundScreen } from "@/components/ui/not-found-screen";

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
