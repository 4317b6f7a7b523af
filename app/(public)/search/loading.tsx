import { BrowsePageSkeleton } from "@/components/catalogue/browse-page-skeleton";

export default function SearchLoading() {
  return <BrowsePageSkeleton />;
}
