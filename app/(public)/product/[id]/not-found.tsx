import { NotFoundScreen } from "@/components/ui/not-found-screen";

export default function ProductNotFound() {
  return (
    <NotFoundScreen title="Product Not Found" text="This product may have been removed by its seller." href="/studentmarketplace" linkLabel="Back to Marketplace" />
  );
}
