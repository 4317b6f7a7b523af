import { BrowsePageSkeleton } from "@/components/catalogue/browse-page-skeleton";

export default function CategoryLoading() {
  return <BrowsePageSkeleton />;
}
