import {
  ACCOUNT_EVENT_ACTORS,
  ACCOUNT_EVENT_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RETURN_STATUSES,
  type DeliveryAddress,
  type OrderEventType,
} from '../../shared/contract.ts';
import { DIET_MARKS, NET_QUANTITY_UNITS, type Allergen } from '../../shared/declarations.ts';
import { PRODUCT_STATUSES, STOCK_REASONS } from '../../shared/catalogue.ts';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Ids are text: products and categories
// keep the stable ids of the demo catalogue, everything else gets a UUID.
// Money is integer paise; it becomes rupees only in the JSON views.

const newId = () => crypto.randomUUID();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export type ProfileAddress = {
  address: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    fullName: text('full_name').notNull(),
    userName: text('user_name').notNull(),
    /** Stored lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    address: jsonb('address').$type<ProfileAddress>(),
    avatarKey: text('avatar_key'),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * When its owner deleted the account (decision 189): the row stays for the orders the law has
     * the shop keep, with nothing of hers left in it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_user_name_lower_unique').on(sql`lower(${t.userName})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

/** Rotating refresh tokens: only a hash is stored; a family is one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when this token was exchanged for the next one. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export type AccountEventData = { signIns?: number; previousEmail?: string; ordersKept?: number };

/**
 * An account's history (decision 185): who gave or ended its staff rights, who signed it out
 * everywhere, when its owner changed or reset the password or changed the email. Written in the
 * transaction of the change itself; the back-office's account page shows it.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Ties between events at the same instant keep the order they were written in. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorRole: text('actor_role', { enum: ACCOUNT_EVENT_ACTORS }).notNull(),
    /** The member of staff or the owner; null on the command line, or once the actor's account is gone. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: ACCOUNT_EVENT_TYPES }).notNull(),
    data: jsonb('data').$type<AccountEventData>().notNull().default({}),
  },
  (t) => [
    index('account_events_user_idx').on(t.userId, t.at, t.seq),
    check('account_events_actor_role_check', sql`${t.actorRole} in ('owner', 'staff', 'operator')`),
    check(
      'account_events_type_check',
      sql`${t.type} in ('staff-rights-given', 'staff-rights-ended', 'signed-out-everywhere', 'password-changed', 'password-reset', 'email-changed', 'account-deleted')`,
    ),
  ],
);

/** One-time tokens sent by mail (email verification, password reset), stored hashed. */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_tokens_hash_unique').on(t.tokenHash), index('mail_tokens_user_idx').on(t.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
);

/**
 * The slugs a category had before a rename: /category/<old slug> answers a 301 to the category's
 * slug of today (docs/decisions/019). A slug a live category takes again leaves this table.
 */
export const categorySlugRedirects = pgTable('category_slug_redirects', {
  slug: text('slug').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // Lower-case copies of the name and description, kept by the database, that search matches with
    // LIKE and its trigram indexes read (decision 086): ILIKE lower-cased every candidate's text on
    // every search. Never selected with a product (src/server/views/product.ts).
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${products.name})`),
    descriptionSearch: text('description_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${products.description})`),
    features: text('features').notNull().default(''),
    storageAndUsage: text('storage_and_usage').notNull().default(''),
    brand: text('brand').notNull().default(''),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** The selling price: what the shopper pays, in paise. */
    pricePaise: integer('price_paise').notNull(),
    /**
     * The MRP printed on the pack (inclusive of all taxes), in paise, at least the price. The
     * discount badge is derived from the two (src/shared/price.ts, docs/decisions/012).
     */
    mrpPaise: integer('mrp_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    /** active: on the storefront; draft and archived: off it (docs/decisions/016). */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    /** Units sold: the order of sort=bestseller. */
    bestseller: integer('bestseller').notNull().default(0),
    /** Public paths of the 640w WebP images; the first is the main one. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Kept in step with the reviews table (ratings 1-5 only). */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // What the label declares (issue 14, src/shared/declarations.ts). Null where a product made before
    // declarations existed has not been given one yet; the product page shows what there is.
    netQuantity: integer('net_quantity'),
    netQuantityUnit: text('net_quantity_unit', { enum: NET_QUANTITY_UNITS }),
    ingredients: text('ingredients'),
    allergens: jsonb('allergens').$type<Allergen[]>().notNull().default([]),
    dietMark: text('diet_mark', { enum: DIET_MARKS }),
    /** Best before this many days from packing. */
    shelfLifeDays: integer('shelf_life_days'),
    packerName: text('packer_name'),
    packerAddress: text('packer_address'),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    /** FSSAI licence or registration number, 14 digits. */
    fssaiLicence: text('fssai_licence'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    // The listing orders (src/server/routes/products.ts), each with its tie-breakers (name, id), so a
    // page is read from the index in order instead of sorting the catalogue. The category one also
    // serves the foreign key. Written DESC NULLS FIRST, as ORDER BY ... DESC means it.
    index('products_category_bestseller_idx').on(t.categoryId, t.bestseller.desc().nullsFirst(), t.name, t.id),
    index('products_bestseller_idx').on(t.bestseller.desc().nullsFirst(), t.name, t.id),
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.name, t.id),
    index('products_brand_lower_idx').on(sql`lower(${t.brand})`),
    // Trigram indexes for search (LIKE on the lower-case copies and the word-similarity operator <%).
    // fastupdate off: PGlite never vacuums, so a pending list would grow to 4 MB and be read through
    // by every search.
    index('products_name_search_trgm_idx').using('gin', t.nameSearch.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('products_description_search_trgm_idx').using('gin', t.descriptionSearch.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('products_price_check', sql`${t.pricePaise} >= 0`),
    check('products_mrp_check', sql`${t.mrpPaise} >= ${t.pricePaise}`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_status_check', sql`${t.status} in ('active', 'draft', 'archived')`),
    check('products_net_quantity_check', sql`${t.netQuantity} > 0`),
    check('products_net_quantity_unit_check', sql`${t.netQuantityUnit} in ('g', 'kg', 'ml', 'l', 'pieces')`),
    check('products_diet_mark_check', sql`${t.dietMark} in ('veg', 'non-veg')`),
    check('products_shelf_life_check', sql`${t.shelfLifeDays} > 0`),
    check('products_fssai_licence_check', sql`${t.fssaiLicence} ~ '^[0-9]{14}$'`),
  ],
);

/**
 * Every change of a product's stock (issue 14): by the staff with a reason, or by an order placed
 * or cancelled; written in the transaction of the change itself (src/server/catalogue/products.ts,
 * src/server/orders/place.ts and change.ts).
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Ties between changes at the same instant keep the order they were written in. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    fromStock: integer('from_stock').notNull(),
    toStock: integer('to_stock').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    note: text('note'),
    /** The order that took or gave back the stock, for reasons 'order' and 'cancelled'. */
    orderId: text('order_id'),
  },
  (t) => [
    index('stock_changes_product_idx').on(t.productId, t.at, t.seq),
    check('stock_changes_reason_check', sql`${t.reason} in ('restock', 'correction', 'damaged', 'order', 'cancelled')`),
    check('stock_changes_stock_check', sql`${t.fromStock} >= 0 and ${t.toStock} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    comment: text('comment').notNull().default(''),
    /** Hidden by the staff: off the public lists and out of the product's average and count. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_unique').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_unique').on(t.cartId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * A shopper's wish to be mailed when an out-of-stock product is back (decision 198): kept until the
 * mail goes (the row is taken by the process that mails, so two processes never both send it).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('stock_alerts_product_idx').on(t.productId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    address2: text('address2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** The delivery address as it was when the order was placed. */
export type AddressSnapshot = DeliveryAddress;

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Human-friendly running number, shown as HF-000123. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    returnStatus: text('return_status', { enum: RETURN_STATUSES }),
    /** The shopper's reason for the return. */
    returnReason: text('return_reason'),
    /** The staff's note on approving or rejecting the return (shown to the shopper). */
    returnNote: text('return_note'),
    /** The staff's reason when the staff cancelled. */
    cancelReason: text('cancel_reason'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('online'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    taxesPaise: integer('taxes_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The back-office's list (newest first) and its counts per status.
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst()),
    index('orders_status_idx').on(t.status),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`),
    check('orders_return_status_check', sql`${t.returnStatus} in ('requested', 'approved', 'rejected', 'refunded')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('online', 'cod')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'paid', 'refunded')`),
  ],
);

/** What an event carries beside its statuses. */
export type OrderEventData = { carrier?: string; trackingNumber?: string; paymentMethod?: string; paymentStatus?: string };

/**
 * An order's life, one row per change (DESIGN.md section 10), written in the transaction of the
 * change itself (src/server/orders/). The one record of what happened and when: the order's
 * statusHistory is derived from it (docs/decisions/053).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Ties between events at the same instant keep the order they were written in. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorRole: text('actor_role', { enum: ['shopper', 'staff', 'system'] }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<OrderEventType>().notNull(),
    /** Order statuses for order events, return statuses for return events; null where there was none. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    data: jsonb('data').$type<OrderEventData>().notNull().default({}),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at, t.seq),
    check('order_events_actor_role_check', sql`${t.actorRole} in ('shopper', 'staff', 'system')`),
  ],
);

/**
 * The staff's own notes on an order (decision 190): "asked for delivery after 5 pm", "called, no
 * answer". Never shown to the shopper, never edited: each is kept with who wrote it and when.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Ties between notes at the same instant keep the order they were written in. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    note: text('note').notNull(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.at, t.seq)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept as plain text: the order stays readable if the product is removed. */
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    pricePaise: integer('price_paise').notNull(),
    /** The MRP when ordered, beside the price paid (the order shows both). */
    mrpPaise: integer('mrp_paise').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/**
 * Rate-limit windows shared by every server process on one PostgreSQL database
 * (src/server/rate-limit-store.ts): one fixed window per bucket and key.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: text('id').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
