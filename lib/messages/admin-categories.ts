// Texts for the staff category page (/admin/categories), in the spec's voice
// (the spec's error catalogue has the suggestion texts; these follow their shape).

export const ADMIN_CATEGORY_MESSAGES = {
  empty: "No categories yet.",
  notFound: "Category not found",
  nameTaken: "A category with this name already exists",
  nameLooksLikeId: "Category name cannot look like an id",
  nameReserved: "This name is used by All Products",
  renamed: (name: string) => `Category renamed to ${name}`,
  renameFailed: "Failed to rename category",
  hidden: (name: string, moved: number) => `${name} hidden; ${moved} product(s) moved to Other`,
  hideFailed: "Failed to hide category",
  shown: (name: string) => `${name} is shown again`,
  showFailed: "Failed to show category",
  merged: (source: string, target: string, moved: number) => `${source} merged into ${target}; ${moved} product(s) moved`,
  mergeFailed: "Failed to merge categories",
  mergeTargetRequired: "Choose a category to merge into",
  mergeIntoItself: "A category cannot be merged into itself",
  mergeIntoHidden: "Show the category first, or choose another one to merge into",
  otherKept: "Other keeps its name and stays shown: hidden categories' products go there",
} as const;
