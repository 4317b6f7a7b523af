// Demo data for a fresh machine, and bulk products for load tests.
//   tsx prisma/seed.ts                 demo data (idempotent: safe to run again)
//   tsx prisma/seed.ts --products 10000  also adds 10,000 generated products
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import { hash } from "@node-rs/argon2";
import { PrismaClient, type ProductStatus } from "../lib/db/generated/client";
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
    const { id } = await db.category.upsert({
      where: { nameKey },
      update: {},
      create: { id: stableUuid(`category:${nameKey}`), name: category.name, nameKey, description: category.description, status: "approved" },
      select: { id: true },
    });
    // "Books" leads to Textbooks on every database (docs/decisions/one-books-category.md): as an old
    // address, and as a name a seller suggests. Only while no category has the name, and a
    // mapping staff changed since stays theirs.
    for (const former of category.formerNames ?? []) {
      const formerKey = former.toLowerCase();
      if (await db.category.findUnique({ where: { nameKey: formerKey }, select: { id: true } })) continue;
      await db.categoryFormerName.upsert({ where: { nameKey: formerKey }, update: {}, create: { nameKey: formerKey, categoryId: id } });
    }
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
      // The demo's Pro Seller is Pro for a month from the first seed (Pro ends by its date; see docs/decisions/subscription.md).
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
        quantityAvailable: product.quantity,
        soldAt: status === "sold" ? createdAt : null,
        sellerId: sellerIds.get(product.seller)!,
        createdAt,
      },
    });
  }

  // A database seeded before the demo listings counted their stock gets their counts, in one
  // statement: a listing sold since has none left; a count already set is the seller's and stays.
  const counted = DEMO_PRODUCTS.filter((product) => product.quantity !== null);
  await db.$executeRaw`
    UPDATE products p
    SET quantity_available = CASE WHEN coalesce(p.status_before_hidden, p.status) = 'active' THEN d.quantity ELSE 0 END
    FROM unnest(${counted.map((product) => stableUuid(`product:${product.slug}`))}::uuid[], ${counted.map((product) => product.quantity!)}::int[]) AS d(id, quantity)
    WHERE p.id = d.id AND p.quantity_available IS NULL`;

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
  // Every book is a Textbook (docs/decisions/one-books-category.md): novels too.
  textbooks: ["Calculus textbook", "Physics for Engineers", "Microeconomics text", "Anatomy atlas", "Statistics textbook", "Data Structures book", "Novel", "Short stories"],
  electronics: ["Scientific calculator", "Bluetooth speaker", "Laptop charger", "Wireless mouse", "USB hub", "Smartphone", "Headphones"],
  stationery: ["Notebook set", "Pen pack", "Geometry set", "File folders", "Highlighter set", "Drawing pencils"],
  "study materials": ["Past papers", "Revision notes", "Lab manual", "Flash cards", "Exam kit"],
  clothing: ["Hoodie", "Lab coat", "Sneakers", "Jacket", "T-shirt"],
  furniture: ["Study desk", "Chair", "Bookshelf", "Bedside table"],
  other: ["Kettle", "Bicycle", "Mirror", "Iron box", "Extension cable"],
};

/**
 * Bulk products for load tests, spread over every seller, category, condition and status,
 * made by PostgreSQL in one INSERT … SELECT over generate_series (a million in
 * about a minute, not row batches through the client). In one transaction: the products'
 * secondary indexes are dropped and built again after the load (one sort each instead of a
 * million inserts into each), the per-row search-words trigger is off, and search_words (each
 * word and how many listings use it) is filled in one statement afterwards. Same listings as before:
 * listing i has the same name, price, category, seller, condition and status.
 */
async function seedBulkProducts(db: Db, count: number) {
  const sellers = await db.profile.findMany({ where: { isSeller: true }, orderBy: { id: "asc" }, select: { id: true, campusLocation: true } });
  const categories = await db.category.findMany({ where: { status: "approved" }, orderBy: { id: "asc" }, select: { id: true, nameKey: true } });
  if (sellers.length === 0 || categories.length === 0) throw new Error("Seed the demo data first: there are no sellers or categories.");
  const images = DEMO_PRODUCTS.map((p) => `/demo/products/${p.slug}.webp`);
  // Each category's nouns as one stretch of a flat array, `width` long, padded by repeating
  // (Prisma passes no nested arrays): noun j of category c is nouns[c * width + j + 1].
  const width = Math.max(...Object.values(NOUNS).map((nouns) => nouns.length));
  const nounRows = categories.map((category) => {
    const nouns = NOUNS[category.nameKey] ?? NOUNS.other!;
    return { nouns, lengths: nouns.length, padded: Array.from({ length: width }, (_, i) => nouns[i % nouns.length]!) };
  });
  const started = Date.now();
  await db.$transaction(
    async (tx) => {
      const indexes = await tx.$queryRaw<Array<{ indexname: string; indexdef: string }>>`
        SELECT indexname::text AS indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'products' AND indexname <> 'products_pkey'`;
      await tx.$executeRawUnsafe(`SET LOCAL maintenance_work_mem = '512MB'`);
      await tx.$executeRawUnsafe(`ALTER TABLE "products" DISABLE TRIGGER "products_record_search_words"`);
      for (const index of indexes) await tx.$executeRawUnsafe(`DROP INDEX "${index.indexname.replace(/"/g, "")}"`);
      // Row i (0-based) as the old batch loop made it: the arrays are indexed from 1 in SQL.
      await tx.$executeRaw`
        INSERT INTO "products" (id, name, description, price, original_price, category_id, condition, location, image_url, images, status, seller_id, created_at, updated_at, sold_at)
        SELECT gen_random_uuid(),
               adjectives[i % ${ADJECTIVES.length} + 1] || ' ' || nouns[(i % n_categories) * ${width} + i % noun_counts[i % n_categories + 1] + 1] || ' #' || (i + 1),
               'Generated listing ' || (i + 1) || ' for load tests: ' || lower(nouns[(i % n_categories) * ${width} + (i + 1) % noun_counts[i % n_categories + 1] + 1]) || ' in ' || conditions[i % 4 + 1] || ' condition.',
               price, CASE WHEN i % 5 = 0 THEN price + 500 END,
               category_ids[i % n_categories + 1], conditions[i % 4 + 1]::"ProductCondition",
               seller_locations[(i * 5 + 3) % n_sellers + 1],
               image_urls[i % n_images + 1], ARRAY[image_urls[i % n_images + 1]],
               statuses[i % 9 + 1]::"ProductStatus", seller_ids[(i * 5 + 3) % n_sellers + 1],
               created_at, now(),
               CASE WHEN statuses[i % 9 + 1] = 'sold' THEN created_at END
        FROM (
          SELECT g AS i, 100 + ((g::bigint * 7919) % 400)::int * 100 AS price, to_timestamp(${started / 1000}) - g * interval '1 minute' AS created_at
          FROM generate_series(0, ${count - 1}) AS g
        ) rows,
        (SELECT ${ADJECTIVES}::text[] AS adjectives,
                ${nounRows.flatMap((row) => row.padded)}::text[] AS nouns,
                ${nounRows.map((row) => row.lengths)}::int[] AS noun_counts,
                ${categories.map((category) => category.id)}::uuid[] AS category_ids,
                ${categories.length}::int AS n_categories,
                ${sellers.map((seller) => seller.id)}::uuid[] AS seller_ids,
                ${sellers.map((seller) => seller.campusLocation)}::text[] AS seller_locations,
                ${sellers.length}::int AS n_sellers,
                ${images}::text[] AS image_urls,
                ${images.length}::int AS n_images,
                ARRAY['new', 'like_new', 'good', 'fair'] AS conditions,
                ARRAY['active', 'active', 'active', 'active', 'active', 'active', 'active', 'sold', 'out_of_stock'] AS statuses) vocabulary`;
      for (const index of indexes) await tx.$executeRawUnsafe(index.indexdef);
      await tx.$executeRawUnsafe(`ALTER TABLE "products" ENABLE TRIGGER "products_record_search_words"`);
      // The words of every listing and how many listings use each (the trigger's work, in one
      // statement): the counts are recomputed for all products, so the demo listings' stay exact.
      await tx.$executeRawUnsafe(`
        INSERT INTO "search_words" ("word", "listings")
        SELECT w, count(*)::int FROM "products", listing_search_words("name", "description") AS w GROUP BY w
        ON CONFLICT ("word") DO UPDATE SET "listings" = EXCLUDED."listings"`);
    },
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
  await db.$executeRawUnsafe(`ANALYZE "products"`);
  console.log(`  ${count.toLocaleString("en-KE")} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
