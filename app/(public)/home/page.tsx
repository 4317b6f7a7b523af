import type { Metadata } from "next";
import { Hero } from "@/components/home/hero";
import { CategoryCards } from "@/components/home/category-cards";
import { listCategoriesByName } from "@/lib/db/categories";
import { APP_DESCRIPTION, LANDING_CATEGORY_NAMES } from "@/lib/constants";

export const metadata: Metadata = {
  description: APP_DESCRIPTION,
  alternates: { canonical: "/home" },
};

export default async function HomePage() {
  const categories = await listCategoriesByName(LANDING_CATEGORY_NAMES);
  return (
    <>
      <Hero />
      <CategoryCards categories={categories} />
    </>
  );
}
