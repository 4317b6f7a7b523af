import { BrowsePageSkeleton } from "@/components/catalogue/browse-page-skeleton";

export default function MarketplaceLoading() {
  return <BrowsePageSkeleton />;
}
