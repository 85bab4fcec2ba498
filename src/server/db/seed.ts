import { count, eq, inArray, sql } from 'drizzle-orm';
import { toPaise } from '../../shared/money.ts';
import type { PaymentMethod } from '../../shared/contract.ts';
import { hashPassword, UNUSABLE_PASSWORD_HASH, type HashingCost } from '../auth/password.ts';
import type { Db, Tx } from './client.ts';
import {
  addresses,
  categories,
  products,
  reviews,
  users,
  type AddressSnapshot,
} from './schema.ts';
import { applyAction, type OrderAction } from '../orders/change.ts';
import type { Actor } from '../orders/events.ts';
import { writeOrder } from '../orders/write.ts';
import type { SeedCategory, SeedProduct, SeedReview } from './seed-data.ts';

/** The catalogue to seed: the shape of seed-data.ts, so tests can pass a small one. */
export type SeedData = {
  seedCategories: SeedCategory[];
  seedProducts: SeedProduct[];
  seedReviewers: { fullName: string; userName: string; email: string }[];
  seedReviews: SeedReview[];
};

/** The demo accounts (never created when NODE_ENV=production); the README names them. */
export const DEMO_SHOPPER = { email: 'demo@handcrafted.test', password: 'demo1234', fullName: 'Asha Kulkarni', userName: 'demo' } as const;
export const DEMO_ADMIN = { email: 'admin@handcrafted.test', password: 'admin1234', fullName: 'Shop Admin', userName: 'admin' } as const;

export type SeedOptions = {
  /** The demo shopper (with an address and orders in every status) and the admin. */
  demoAccounts: boolean;
  hashingCost?: HashingCost;
  now?: Date;
};

const DAY = 24 * 60 * 60 * 1000;
/** Any fixed number: serialises seeding between processes that start together. */
const SEED_LOCK = 727_001;

const categoryId = (slug: string) => `c-${slug}`;

/**
 * Seeds the demo catalogue into an empty database (no categories yet), and the demo accounts
 * when they are wanted and missing, in one transaction. The accounts are checked on every start
 * because `astro build` (NODE_ENV=production, so no accounts) may have created the database
 * that a development server then opens. Answers whether the catalogue was seeded.
 */
export async function seedIfEmpty(db: Db, data: SeedData, options: SeedOptions): Promise<boolean> {
  const now = options.now ?? new Date();
  const wantAccounts = options.demoAccounts && !(await hasDemoAccounts(db));
  // Hash before the transaction: argon2 is slow and needs no lock.
  const hashes = wantAccounts
    ? await Promise.all([hashPassword(DEMO_SHOPPER.password, options.hashingCost), hashPassword(DEMO_ADMIN.password, options.hashingCost)])
    : null;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = await tx.select({ n: count() }).from(categories);
    if (n === 0) await seedCatalogue(tx, data, now);
    // Demo orders name demo products: only beside the demo catalogue.
    const demoCatalogue = data.seedProducts.length > 0 && (await tx.select({ id: products.id }).from(products).where(eq(products.id, data.seedProducts[0]!.id))).length > 0;
    if (hashes && demoCatalogue && !(await hasDemoAccounts(tx))) await seedDemoAccounts(tx, data, now, hashes[0], hashes[1]);
    return n === 0;
  });
}

async function hasDemoAccounts(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.email, [DEMO_SHOPPER.email, DEMO_ADMIN.email]));
  return rows.length > 0;
}

async function seedCatalogue(tx: Tx, data: SeedData, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const slugs = new Set(data.seedCategories.map((c) => c.slug));

  await tx.insert(categories).values(
    data.seedCategories.map((c, position) => ({
      id: categoryId(c.slug),
      slug: c.slug,
      name: c.name,
      description: c.description,
      image: c.image,
      status: 'active' as const,
      position,
      createdAt: ago(400),
    })),
  );

  const known = data.seedProducts.filter((p) => slugs.has(p.categorySlug));
  for (let i = 0; i < known.length; i += 50) {
    await tx.insert(products).values(
      known.slice(i, i + 50).map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        description: p.description,
        features: p.features,
        storageAndUsage: p.storageAndUsage,
        brand: p.brand,
        categoryId: categoryId(p.categorySlug),
        pricePaise: toPaise(p.price),
        mrpPaise: toPaise(p.mrp),
        stock: p.stock,
        bestseller: p.bestseller,
        images: p.images,
        createdAt: ago(p.createdDaysAgo),
        ...p.declarations,
      })),
    );
  }

  // Reviewers are real rows (reviews need an author) that can never sign in.
  const reviewerIds = data.seedReviewers.map(() => crypto.randomUUID());
  if (data.seedReviewers.length) {
    await tx.insert(users).values(
      data.seedReviewers.map((r, i) => ({
        id: reviewerIds[i],
        fullName: r.fullName,
        userName: r.userName,
        email: r.email.toLowerCase(),
        passwordHash: UNUSABLE_PASSWORD_HASH,
        emailVerifiedAt: ago(365),
        createdAt: ago(365),
        updatedAt: ago(365),
      })),
    );
  }

  const productIds = new Set(known.map((p) => p.id));
  const rows = data.seedReviews
    .filter((r) => productIds.has(r.productId) && reviewerIds[r.reviewer] && r.rating >= 1 && r.rating <= 5)
    .map((r) => ({
      productId: r.productId,
      userId: reviewerIds[r.reviewer]!,
      rating: r.rating,
      title: r.title ?? null,
      comment: r.comment,
      createdAt: ago(r.daysAgo),
      updatedAt: ago(r.daysAgo),
    }));
  for (let i = 0; i < rows.length; i += 100) {
    // One review per shopper and product: a repeated pair in the data is skipped.
    await tx.insert(reviews).values(rows.slice(i, i + 100)).onConflictDoNothing();
  }

  await tx.execute(sql`
    update ${products} set review_count = s.n, rating_sum = s.total
    from (select product_id, count(*)::int as n, sum(rating)::int as total
          from ${reviews} where rating between 1 and 5 group by product_id) as s
    where ${products.id} = s.product_id`);
}

async function seedDemoAccounts(tx: Tx, data: SeedData, now: Date, shopperHash: string, adminHash: string) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const shopperId = crypto.randomUUID();
  const adminId = crypto.randomUUID();
  await tx.insert(users).values([
    {
      id: shopperId,
      fullName: DEMO_SHOPPER.fullName,
      userName: DEMO_SHOPPER.userName,
      email: DEMO_SHOPPER.email,
      phoneNumber: '+91 98220 12345',
      address: { address: 'Flat 4, Sai Krupa Apartments', street: 'Karve Road', city: 'Pune', state: 'Maharashtra', zipCode: '411004', country: 'India' },
      passwordHash: shopperHash,
      emailVerifiedAt: ago(60),
      createdAt: ago(60),
      updatedAt: ago(60),
    },
    {
      id: adminId,
      fullName: DEMO_ADMIN.fullName,
      userName: DEMO_ADMIN.userName,
      email: DEMO_ADMIN.email,
      role: 'admin',
      passwordHash: adminHash,
      emailVerifiedAt: ago(400),
      createdAt: ago(400),
      updatedAt: ago(400),
    },
  ]);

  const [saved] = await tx
    .insert(addresses)
    .values({
      userId: shopperId,
      name: DEMO_SHOPPER.fullName,
      phoneNumber: '+91 98220 12345',
      address: 'Flat 4, Sai Krupa Apartments, Karve Road',
      address2: 'Erandwane',
      landmark: 'Near Nal Stop',
      zipCode: '411004',
      state: 'Maharashtra',
      country: 'India',
      createdAt: ago(60),
      updatedAt: ago(60),
    })
    .returning();
  const snapshot: AddressSnapshot = {
    _id: saved!.id,
    name: saved!.name,
    phoneNumber: saved!.phoneNumber,
    address: saved!.address,
    address2: saved!.address2,
    landmark: saved!.landmark,
    zipCode: saved!.zipCode,
    state: saved!.state,
    country: saved!.country,
  };

  // Orders in every status and returns in every state, oldest first so their numbers follow the
  // dates, moved on through the same changes (and events) as the staff's. Their stock was taken
  // long ago, so the catalogue's stock is left as the data says. The delivered order without a
  // return is the newest delivered one: the one a demo shopper (and e2e/orders.spec.ts) returns.
  const inStock = data.seedProducts.filter((p) => p.stock > 0);
  const pick = (i: number) => inStock[i % Math.max(inStock.length, 1)];
  const shopper: Actor = { role: 'shopper', userId: shopperId };
  const staff: Actor = { role: 'staff', userId: adminId };
  const delivered: Step[] = [
    [0.5, staff, { action: 'process' }],
    [1.5, staff, { action: 'ship', carrier: 'India Post', trackingNumber: 'EM123456789IN' }],
    [5, staff, { action: 'deliver' }],
  ];
  const plan: { daysAgo: number; paymentMethod: PaymentMethod; lines: [number, number][]; steps: Step[] }[] = [
    { daysAgo: 45, paymentMethod: 'online', lines: [[8, 1]], steps: [...delivered, [6, shopper, { action: 'request-return', reason: 'The pack was torn in transit.' }], [7, staff, { action: 'approve-return', note: 'Sorry about the torn pack: we will refund you.' }], [9, staff, { action: 'refund' }]] },
    { daysAgo: 38, paymentMethod: 'cod', lines: [[9, 2]], steps: [...delivered, [6, shopper, { action: 'request-return', reason: 'I ordered the wrong one.' }], [7, staff, { action: 'reject-return', note: 'Opened food packs cannot be returned (see our returns policy).' }]] },
    { daysAgo: 30, paymentMethod: 'online', lines: [[5, 1]], steps: [[0.2, shopper, { action: 'cancel' }]] },
    { daysAgo: 24, paymentMethod: 'online', lines: [[10, 1]], steps: [...delivered, [6, shopper, { action: 'request-return', reason: 'The jar arrived cracked.' }], [7, staff, { action: 'approve-return', note: 'Please keep the jar ready for pick-up.' }]] },
    { daysAgo: 18, paymentMethod: 'online', lines: [[11, 1]], steps: [...delivered, [6, shopper, { action: 'request-return', reason: 'The biscuits were stale.' }]] },
    { daysAgo: 8, paymentMethod: 'online', lines: [[0, 2], [3, 1]], steps: delivered },
    { daysAgo: 4, paymentMethod: 'cod', lines: [[1, 1], [7, 2]], steps: delivered.slice(0, 2) },
    { daysAgo: 2, paymentMethod: 'online', lines: [[2, 1]], steps: delivered.slice(0, 1) },
    { daysAgo: 0.1, paymentMethod: 'cod', lines: [[4, 3], [6, 1]], steps: [] },
  ];
  if (!inStock.length) return;
  for (const order of plan) {
    const placed = ago(order.daysAgo);
    const lines = order.lines
      .map(([i, quantity]) => ({ product: pick(i)!, quantity }))
      .filter((l, i, all) => all.findIndex((o) => o.product.id === l.product.id) === i);
    let { order: row } = await writeOrder(tx, {
      userId: shopperId,
      address: snapshot,
      lines: lines.map((l) => ({ product: { ...l.product, pricePaise: toPaise(l.product.price), mrpPaise: toPaise(l.product.mrp) }, quantity: l.quantity })),
      paymentMethod: order.paymentMethod,
      placedAt: placed,
    });
    for (const [days, actor, input] of order.steps) {
      ({ order: row } = await applyAction(tx, row, input, { actor, now: new Date(placed.getTime() + days * DAY), restock: false }));
    }
  }
}

/** One change of a demo order: days after placing, by whom, what. */
type Step = [number, Actor, OrderAction];
