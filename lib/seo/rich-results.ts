// What Google's rich results documentation asks of each structured data type our public pages emit,
// as data, and a validator that lists what a block lacks. Pure: unit tests feed it objects, the e2e
// feeds it every application/ld+json block of each public page type (docs/decisions/rich-results.md).

type Json = Record<string, unknown>;

// Only what Google requires is checked: a missing recommended field costs a richer snippet, not the
// rich result.
type Rule = { required: string[] };

export const RICH_RESULT_RULES: Record<"Product" | "Offer" | "BreadcrumbList" | "ListItem" | "WebSite" | "SearchAction" | "Store" | "Organization" | "ItemList", Rule> = {
  // developers.google.com/search/docs/appearance/structured-data/merchant-listing (Product, Offer)
  Product: { required: ["name", "image", "offers"] },
  Offer: { required: ["price", "priceCurrency"] },
  // developers.google.com/search/docs/appearance/structured-data/breadcrumb
  BreadcrumbList: { required: ["itemListElement"] },
  // …breadcrumb: position and name on every ListItem, item on every one but the last.
  ListItem: { required: ["position", "name"] },
  // developers.google.com/search/docs/appearance/site-names (WebSite) and the former sitelinks search box page (SearchAction)
  WebSite: { required: ["name", "url"] },
  SearchAction: { required: ["target", "query-input"] },
  // developers.google.com/search/docs/appearance/structured-data/local-business (Store is a LocalBusiness)
  Store: { required: ["name", "address"] },
  // developers.google.com/search/docs/appearance/structured-data/organization: no required properties
  Organization: { required: [] },
  // developers.google.com/search/docs/appearance/structured-data/carousel (summary page: ListItem position + url)
  ItemList: { required: ["itemListElement"] },
};

const SCHEMA_CONTEXT = /^https?:\/\/schema\.org\/?$/;

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function missing(block: Json, rule: Rule, where: string): string[] {
  return rule.required.filter((field) => !present(block[field])).map((field) => `${where}: ${field} is required`);
}

function checkPositions(items: unknown[], where: string): string[] {
  return items.flatMap((item, index) => {
    const position = (item as Json | null)?.position;
    return position === index + 1 ? [] : [`${where}[${index}]: position must be ${index + 1}`];
  });
}

function checkProduct(block: Json): string[] {
  const problems = missing(block, RICH_RESULT_RULES.Product, "Product");
  const images = Array.isArray(block.image) ? block.image : block.image === undefined ? [] : [block.image];
  images.forEach((image, index) => {
    if (!isAbsoluteUrl(image)) problems.push(`Product: image[${index}] must be an absolute URL`);
  });
  const offers = Array.isArray(block.offers) ? block.offers : block.offers ? [block.offers] : [];
  for (const offer of offers as Json[]) {
    problems.push(...missing(offer, RICH_RESULT_RULES.Offer, "Offer"));
    if (present(offer.price) && !/^\d+(\.\d+)?$/.test(String(offer.price))) problems.push("Offer: price must be a number without currency or separators");
    if (present(offer.priceCurrency) && !/^[A-Z]{3}$/.test(String(offer.priceCurrency))) problems.push("Offer: priceCurrency must be an ISO 4217 code");
    if (present(offer.availability) && !String(offer.availability).startsWith("https://schema.org/")) problems.push("Offer: availability must be a schema.org ItemAvailability");
  }
  return problems;
}

function checkBreadcrumbs(block: Json): string[] {
  const problems = missing(block, RICH_RESULT_RULES.BreadcrumbList, "BreadcrumbList");
  const items = Array.isArray(block.itemListElement) ? (block.itemListElement as Json[]) : [];
  // Google shows a trail of at least two crumbs.
  if (items.length < 2) problems.push("BreadcrumbList: needs at least two ListItems");
  problems.push(...checkPositions(items, "BreadcrumbList.itemListElement"));
  items.forEach((item, index) => {
    problems.push(...missing(item, RICH_RESULT_RULES.ListItem, `BreadcrumbList.itemListElement[${index}]`));
    // The last crumb may leave out item (Google takes the page's own URL); any other needs one.
    const last = index === items.length - 1;
    if ((!last || item.item !== undefined) && !isAbsoluteUrl(item.item)) problems.push(`BreadcrumbList.itemListElement[${index}]: item must be an absolute URL`);
  });
  return problems;
}

function checkWebSite(block: Json): string[] {
  const problems = missing(block, RICH_RESULT_RULES.WebSite, "WebSite");
  if (present(block.url) && !isAbsoluteUrl(block.url)) problems.push("WebSite: url must be an absolute URL");
  const action = block.potentialAction as Json | undefined;
  if (action) {
    if (action["@type"] !== "SearchAction") problems.push("WebSite: potentialAction must be a SearchAction");
    problems.push(...missing(action, RICH_RESULT_RULES.SearchAction, "SearchAction"));
    const target = action.target as Json | string | undefined;
    const template = typeof target === "string" ? target : (target?.urlTemplate as string | undefined);
    if (template !== undefined && !(isAbsoluteUrl(template.replace("{search_term_string}", "x")) && template.includes("{search_term_string}"))) {
      problems.push("SearchAction: target must be an absolute URL template with {search_term_string}");
    }
    if (present(action["query-input"]) && action["query-input"] !== "required name=search_term_string") problems.push("SearchAction: query-input must name search_term_string");
  }
  return problems;
}

function checkBusiness(block: Json, type: "Store" | "Organization"): string[] {
  const problems = missing(block, RICH_RESULT_RULES[type], type);
  if (present(block.url) && !isAbsoluteUrl(block.url)) problems.push(`${type}: url must be an absolute URL`);
  return problems;
}

function checkItemList(block: Json): string[] {
  const problems = missing(block, RICH_RESULT_RULES.ItemList, "ItemList");
  const items = Array.isArray(block.itemListElement) ? (block.itemListElement as Json[]) : [];
  problems.push(...checkPositions(items, "ItemList.itemListElement"));
  items.forEach((item, index) => {
    if (!isAbsoluteUrl(item.url)) problems.push(`ItemList.itemListElement[${index}]: url must be an absolute URL`);
  });
  return problems;
}

const CHECKS: Record<string, (block: Json) => string[]> = {
  Product: checkProduct,
  BreadcrumbList: checkBreadcrumbs,
  WebSite: checkWebSite,
  Store: (block) => checkBusiness(block, "Store"),
  Organization: (block) => checkBusiness(block, "Organization"),
  ItemList: checkItemList,
};

/** What one JSON-LD block lacks for its rich result; empty when it has everything required. An unknown type is a problem too. */
export function richResultProblems(block: unknown): string[] {
  if (typeof block !== "object" || block === null || Array.isArray(block)) return ["a JSON-LD block must be an object"];
  const json = block as Json;
  const problems: string[] = [];
  if (typeof json["@context"] !== "string" || !SCHEMA_CONTEXT.test(json["@context"])) problems.push("@context must be https://schema.org");
  const type = json["@type"];
  const check = typeof type === "string" ? CHECKS[type] : undefined;
  if (!check) return [...problems, `@type ${JSON.stringify(type)} is not one we know the rules of`];
  return [...problems, ...check(json)];
}

/** The application/ld+json blocks of an HTML page, parsed (a block that does not parse is reported as such). */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const match of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      blocks.push(JSON.parse(match[1]!));
    } catch {
      blocks.push("unparseable JSON-LD");
    }
  }
  return blocks;
}
