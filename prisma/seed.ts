// Demo data for a fresh machine, and bulk products for load tests.
//   tsx prisma/seed.ts                 demo data (idempotent: safe to run again)
//   tsx prisma/seed.ts --products 10000  also adds 10,000 generated products
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import { hash } from "@node-rs/argon2";
import { PrismaClient, type ProductCondition, type ProductStatus } from "../lib/db/generated/client";
import {
  CAMPUS_LOCATIONS,
  DEMO_BUYER,
  DEMO_CATEGORIES,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
  DEMO_SELLERS,
  DEMO_STAFF,
  sellerByKey,
} from "./demo-data";

/** Stable ids, so running the seed twice updates rows instead of duplicating them. */
export function stableUuid(name: string): string {
  const h = createHash("sha1").update(`campus-market:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

type Db = InstanceType<typeof PrismaClient>;

async function seedReferenceData(db: Db) {
  for (const name of CAMPUS_LOCATIONS) {
    await db.campusLocation.upsert({ where: { name }, update: {}, create: { name } });
  }
  for (const category of DEMO_CATEGORIES) {
    const nameKey = category.name.toLowerCase();
    await db.category.upsert({
      where: { nameKey },
      update: {},
      create: { id: stableUuid(`category:${nameKey}`), name: category.name, nameKey, description: category.description, status: "approved" },
    });
  }
}

async function upsertPerson(
  db: Db,
  passwordHash: string,
  person: { email: string; fullName: string; phone: string; campus: string },
  extra: { isSeller?: boolean; isPro?: boolean; accountType?: "student" | "wholesaler"; role?: "user" | "staff" } = {},
) {
  const id = stableUuid(`user:${person.email}`);
  const location = await db.campusLocation.findUnique({ where: { name: person.campus }, select: { id: true } });
  const now = new Date();
  await db.user.upsert({
    where: { email: person.email },
    update: {},
    create: { id, email: person.email, emailVerified: now, passwordHash },
  });
  await db.profile.upsert({
    where: { id },
    update: {},
    create: {
      id,
      email: person.email,
      fullName: person.fullName,
      phone: person.phone,
      campusLocation: person.campus,
      campusLocationId: location?.id ?? null,
      isSeller: extra.isSeller ?? false,
      isPro: extra.isPro ?? false,
      // The demo's Pro Seller is Pro for a month from the first seed (Pro ends by its date: D14).
      proUntil: extra.isPro ? new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000) : null,
      accountType: extra.accountType ?? "student",
      role: extra.role ?? "user",
      onboardingCompleted: true,
      profileCompletedAt: now,
    },
  });
  return id;
}

async function seedDemo(db: Db) {
  await seedReferenceData(db);
  const passwordHash = await hash(DEMO_PASSWORD);
  const categories = await db.category.findMany({ select: { id: true, nameKey: true } });
  const categoryId = new Map(categories.map((c) => [c.nameKey, c.id]));

  const sellerIds = new Map<string, string>();
  for (const seller of DEMO_SELLERS) {
    const id = await upsertPerson(db, passwordHash, seller, {
      isSeller: true,
      isPro: seller.key === "otieno",
      accountType: seller.accountType,
    });
    sellerIds.set(seller.key, id);
    await db.shop.upsert({
      where: { id },
      update: {},
      create: {
        id,
        ...seller.shop,
        bannerUrl: `/demo/banners/${seller.key}.webp`,
        rating: 4.5,
        reviewCount: 10,
      },
    });
    if (seller.accountType === "wholesaler") {
      await db.wholesalerDetails.upsert({
        where: { userId: id },
        update: {},
        create: {
          userId: id,
          businessName: seller.shop.shopName,
          businessLicenseNumber: "BL-2024-001873",
          taxId: "P051234567X",
          businessAddress: "Westlands, Nairobi",
          businessPhone: seller.phone,
          businessEmail: seller.email,
          businessDescription: seller.shop.description,
          verificationStatus: "verified",
        },
      });
    }
  }

  const buyerId = await upsertPerson(db, passwordHash, DEMO_BUYER);
  const staffId = await upsertPerson(db, passwordHash, DEMO_STAFF, { role: "staff" });

  // Newest first should mean something: spread creation over the last weeks.
  const now = Date.now();
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    const seller = sellerByKey(product.seller);
    const createdAt = new Date(now - (index * 7 + 3) * 60 * 60 * 1000);
    const status: ProductStatus = product.status ?? "active";
    const imageUrl = `/demo/products/${product.slug}.webp`;
    await db.product.upsert({
      where: { id: stableUuid(`product:${product.slug}`) },
      update: {},
      create: {
        id: stableUuid(`product:${product.slug}`),
        name: product.name,
        description: product.description,
        price: product.price,
        originalPrice: product.originalPrice ?? null,
        categoryId: categoryId.get(product.category.toLowerCase())!,
        condition: product.condition,
        location: seller.campus,
        imageUrl,
        images: [imageUrl],
        status,
        soldAt: status === "sold" ? createdAt : null,
        sellerId: sellerIds.get(product.seller)!,
        createdAt,
      },
    });
  }

  // The demo buyer has something in the cart and wishlist, and a message waiting.
  const productId = (slug: string) => stableUuid(`product:${slug}`);
  await db.cartItem.upsert({
    where: { userId_productId: { userId: buyerId, productId: productId("casio-fx-991es-plus") } },
    update: {},
    create: { userId: buyerId, productId: productId("casio-fx-991es-plus"), quantity: 1 },
  });
  await db.cartItem.upsert({
    where: { userId_productId: { userId: buyerId, productId: productId("a4-exercise-books-pack") } },
    update: {},
    create: { userId: buyerId, productId: productId("a4-exercise-books-pack"), quantity: 2 },
  });
  await db.wishlistItem.upsert({
    where: { userId_productId: { userId: buyerId, productId: productId("hp-laptop-14") } },
    update: {},
    create: { userId: buyerId, productId: productId("hp-laptop-14") },
  });
  const otieno = sellerIds.get("otieno")!;
  await db.message.upsert({
    where: { id: stableUuid("message:welcome-otieno") },
    update: {},
    create: {
      id: stableUuid("message:welcome-otieno"),
      senderId: otieno,
      recipientId: buyerId,
      productId: productId("casio-fx-991es-plus"),
      body: "Hi Amina, the calculator is still available. I can meet you at the City Campus gate after 4pm.",
      senderName: sellerByKey("otieno").fullName,
      recipientName: DEMO_BUYER.fullName,
    },
  });

  // Access codes: one used by the demo wholesaler, two still available.
  const wholesaler = DEMO_SELLERS.find((s) => s.accountType === "wholesaler")!;
  const codes = [
    { code: "WHL7K2QX", usedBy: wholesaler },
    { code: "CMP4R8TZ", usedBy: null },
    { code: "MKT9H3VN", usedBy: null },
  ];
  for (const { code, usedBy } of codes) {
    await db.wholesalerCode.upsert({
      where: { code },
      update: {},
      create: {
        code,
        createdById: staffId,
        creatorEmail: DEMO_STAFF.email,
        // Made before the wholesaler used it, so the table reads in order.
        createdAt: new Date(now - 30 * 24 * 60 * 60 * 1000),
        isUsed: Boolean(usedBy),
        usedByEmail: usedBy?.email ?? null,
        usedById: usedBy ? sellerIds.get(usedBy.key)! : null,
        usedAt: usedBy ? new Date(now - 20 * 24 * 60 * 60 * 1000) : null,
      },
    });
  }
}

const ADJECTIVES = ["Used", "Clean", "Barely used", "Original", "Affordable", "Sturdy", "Compact", "Classic", "Portable", "Handy"];
const NOUNS: Record<string, string[]> = {
  textbooks: ["Calculus textbook", "Physics for Engineers", "Microeconomics text", "Anatomy atlas", "Statistics textbook", "Data Structures book"],
  electronics: ["Scientific calculator", "Bluetooth speaker", "Laptop charger", "Wireless mouse", "USB hub", "Smartphone", "Headphones"],
  stationery: ["Notebook set", "Pen pack", "Geometry set", "File folders", "Highlighter set", "Drawing pencils"],
  "study materials": ["Past papers", "Revision notes", "Lab manual", "Flash cards", "Exam kit"],
  books: ["Novel", "Biography", "Poetry collection", "Short stories"],
  clothing: ["Hoodie", "Lab coat", "Sneakers", "Jacket", "T-shirt"],
  furniture: ["Study desk", "Chair", "Bookshelf", "Bedside table"],
  other: ["Kettle", "Bicycle", "Mirror", "Iron box", "Extension cable"],
};

/** Bulk products for load tests, spread over every seller, category, condition and status. */
async function seedBulkProducts(db: Db, count: number) {
  const sellers = await db.profile.findMany({ where: { isSeller: true }, select: { id: true, campusLocation: true } });
  const categories = await db.category.findMany({ where: { status: "approved" }, select: { id: true, nameKey: true } });
  if (sellers.length === 0 || categories.length === 0) throw new Error("Seed the demo data first: there are no sellers or categories.");
  const images = DEMO_PRODUCTS.map((p) => `/demo/products/${p.slug}.webp`);
  const conditions: ProductCondition[] = ["new", "like_new", "good", "fair"];
  const statuses: ProductStatus[] = ["active", "active", "active", "active", "active", "active", "active", "sold", "out_of_stock"];
  const start = Date.now();
  const batchSize = 1000;
  for (let offset = 0; offset < count; offset += batchSize) {
    const rows = [];
    for (let i = offset; i < Math.min(count, offset + batchSize); i++) {
      const category = categories[i % categories.length]!;
      const nouns = NOUNS[category.nameKey] ?? NOUNS.other!;
      const seller = sellers[(i * 5 + 3) % sellers.length]!;
      const status = statuses[i % statuses.length]!;
      const createdAt = new Date(start - i * 60_000);
      const price = 100 + ((i * 7919) % 400) * 100;
      rows.push({
        name: `${ADJECTIVES[i % ADJECTIVES.length]} ${nouns[i % nouns.length]} #${i + 1}`,
        description: `Generated listing ${i + 1} for load tests: ${nouns[(i + 1) % nouns.length]!.toLowerCase()} in ${conditions[i % 4]} condition.`,
        price,
        originalPrice: i % 5 === 0 ? price + 500 : null,
        categoryId: category.id,
        condition: conditions[i % conditions.length]!,
        location: seller.campusLocation,
        imageUrl: images[i % images.length]!,
        images: [images[i % images.length]!],
        status,
        soldAt: status === "sold" ? createdAt : null,
        sellerId: seller.id,
        createdAt,
      });
    }
    await db.product.createMany({ data: rows });
    process.stdout.write(`\r  ${Math.min(count, offset + batchSize)} / ${count} products`);
  }
  process.stdout.write("\n");
}

export async function runSeed(databaseUrl: string, options: { products?: number } = {}) {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 4 }) });
  try {
    await seedDemo(db);
    if (options.products && options.products > 0) await seedBulkProducts(db, options.products);
  } finally {
    await db.$disconnect();
  }
}

const isMain = process.argv[1] && /seed\.[cm]?[tj]s$/.test(process.argv[1]);
if (isMain) {
  const { values } = parseArgs({ options: { products: { type: "string", default: "0" } } });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 0) {
    console.error("--products must be a whole number, for example --products 10000");
    process.exit(1);
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is missing: point it at the database to seed (npm start prints the embedded one).");
    process.exit(1);
  }
  runSeed(url, { products })
    .then(() => console.log(`Seeded demo data${products ? ` and ${products} generated products` : ""}.`))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
