// Demo data for a fresh machine: real-looking campus listings, made here.
// The records live in demo-data.json, which scripts/operations/make-demo-images.mjs reads
// too (an image per product and a banner per seller, in public/demo,
// committed). This module types them, checks that they refer to each other
// correctly, and adds the seed's helpers.
import { z } from "zod";
import demoData from "./demo-data.json";

const person = z.object({ email: z.string(), fullName: z.string(), phone: z.string(), campus: z.string() });

const demoDataSchema = z
  .object({
    password: z.string(),
    campusLocations: z.array(z.string()),
    categories: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        // Names that lead to the category (its former names on a database seeded before):
        // Books, merged into Textbooks (docs/decisions/one-books-category.md).
        formerNames: z.array(z.string()).optional(),
      }),
    ),
    sellers: z.array(
      z.object({
        key: z.string(),
        ...person.shape,
        accountType: z.enum(["student", "wholesaler"]),
        shop: z.object({
          shopName: z.string(),
          description: z.string(),
          offersDelivery: z.boolean(),
          preferredContact: z.string(),
          // A list, in the order shown on the shop page (a jsonb object would sort its keys).
          businessHours: z.array(z.object({ days: z.string(), hours: z.string() })),
          policies: z.string(),
        }),
      }),
    ),
    buyer: person,
    staff: person,
    products: z.array(
      z.object({
        slug: z.string(),
        seller: z.string(),
        name: z.string(),
        description: z.string(),
        price: z.number().int().nonnegative(),
        originalPrice: z.number().int().nonnegative().optional(),
        category: z.string(),
        condition: z.enum(["new", "like_new", "good", "fair"]),
        status: z.enum(["active", "sold", "out_of_stock"]).optional(),
        // How many are left to sell (docs/decisions/stock.md): null where the seller does not
        // count (notes printed to order, a wholesaler's warehouse lines), so buying the last of
        // a counted listing sells it as it does a real one.
        quantity: z.number().int().nonnegative().nullable(),
        // Drawn as a paperback rather than a textbook by scripts/operations/make-demo-images.mjs.
        paperback: z.boolean().optional(),
      }),
    ),
  })
  .superRefine((data, ctx) => {
    const campuses = new Set(data.campusLocations);
    const categories = new Set(data.categories.map((c) => c.name));
    const categoryKeys = new Set(data.categories.map((c) => c.name.toLowerCase()));
    for (const c of data.categories) {
      for (const former of c.formerNames ?? []) {
        if (categoryKeys.has(former.toLowerCase())) ctx.addIssue({ code: "custom", message: `${c.name}: "${former}" is a category's name, not a former one` });
      }
    }
    const sellers = new Set(data.sellers.map((s) => s.key));
    const slugs = new Set<string>();
    for (const p of [...data.sellers, data.buyer, data.staff]) {
      if (!campuses.has(p.campus)) ctx.addIssue({ code: "custom", message: `${p.email}: unknown campus "${p.campus}"` });
    }
    for (const p of data.products) {
      if (!sellers.has(p.seller)) ctx.addIssue({ code: "custom", message: `${p.slug}: unknown seller "${p.seller}"` });
      if (!categories.has(p.category)) ctx.addIssue({ code: "custom", message: `${p.slug}: unknown category "${p.category}"` });
      const forSale = (p.status ?? "active") === "active";
      if (p.quantity !== null && (forSale ? p.quantity === 0 : p.quantity > 0)) {
        ctx.addIssue({ code: "custom", message: `${p.slug}: ${forSale ? "for sale with none left" : `${p.status} with ${p.quantity} left`}` });
      }
      if (slugs.has(p.slug)) ctx.addIssue({ code: "custom", message: `${p.slug}: slug used twice (it names the product's id and image)` });
      slugs.add(p.slug);
    }
  });

const data = demoDataSchema.parse(demoData);

export type DemoPerson = z.infer<typeof person>;
export type DemoSeller = (typeof data.sellers)[number];
export type DemoProduct = (typeof data.products)[number];

export const DEMO_PASSWORD = data.password;
export const CAMPUS_LOCATIONS = data.campusLocations;
export const DEMO_CATEGORIES = data.categories;
export const DEMO_SELLERS: DemoSeller[] = data.sellers;
export const DEMO_BUYER: DemoPerson = data.buyer;
export const DEMO_STAFF: DemoPerson = data.staff;
export const DEMO_PRODUCTS: DemoProduct[] = data.products;

/** Campus location of each seller becomes the product's location (spec: from the seller's campus location). */
export function sellerByKey(key: string): DemoSeller {
  const seller = DEMO_SELLERS.find((s) => s.key === key);
  if (!seller) throw new Error(`Unknown demo seller ${key}`);
  return seller;
}
