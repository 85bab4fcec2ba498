import { isObject } from './api/types';
import { PLACEHOLDER_IMAGE } from './images';
import { normalizeDiscount, normalizePrice, priceBeforeDiscount } from './price';
import { categorySlug } from '@/shared/slug';
import { DIET_MARKS, NET_QUANTITY_UNITS, formatShelfLife, type DietMark, type NetQuantityUnit } from '@/shared/declarations';

export type CategoryRef = { _id: string; name: string; slug: string };

/** One product as every screen uses it, whatever shape the backend sent. */
export type Product = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  /** The selling price in rupees: what the shopper pays. */
  price: number;
  /** Discount in percent, 0 when none. */
  discount: number;
  /** The MRP to strike through when discounted (the backend's `mrp`, else derived from the discount); null when none. */
  listPrice: number | null;
  /** The main image: the gallery's first entry. */
  image: string;
  /** Main image, images, additional_images and gallery, de-duplicated; the placeholder when none. */
  gallery: string[];
  category: CategoryRef | null;
  brand: string;
  features: string[];
  storageAndUsage: string;
  rating: number;
  /** Number of reviews, or null when the backend did not say (the wishlist shows a dash). */
  reviewCount: number | null;
  inStock: boolean;
  /** Units in stock, or null when the backend only says in or out. */
  stockQuantity: number | null;
  /** Units sold (bestseller ranking); 0 when unknown. */
  bestseller: number;
  /** What the label declares; null when the backend sent none of it. */
  declarations: ProductDeclarations | null;
};

/** A food label's declarations (issue 14, docs/api.md); each part null or empty when not declared. */
export type ProductDeclarations = {
  netQuantity: { value: number; unit: NetQuantityUnit } | null;
  ingredients: string;
  allergens: string[];
  dietMark: DietMark | null;
  /** 'Best before' text: '12 months', '45 days'. */
  shelfLife: string | null;
  packer: { name: string; address: string } | null;
  countryOfOrigin: string;
  fssaiLicence: string;
};

const DEFAULT_PRODUCT_RATING = 5;
export const DEFAULT_STORAGE_AND_USAGE = 'Storage Type: Airtight, Resealable Pouch';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

const numberOrNull = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function imageUrl(entry: unknown): string {
  if (typeof entry === 'string') return entry.trim();
  if (isObject(entry)) return text(entry.url ?? entry.src ?? entry.secure_url);
  return '';
}

const imageList = (value: unknown): string[] => (Array.isArray(value) ? value.map(imageUrl) : [imageUrl(value)]);

/** Main image first, then images, additional_images and gallery; duplicates and blanks dropped. */
export function productGallery(raw: Record<string, unknown>): string[] {
  const all = [
    ...imageList(raw.image_url),
    ...imageList(raw.image),
    ...imageList(raw.images),
    ...imageList(raw.additional_images),
    ...imageList(raw.gallery),
  ];
  const unique = [...new Set(all.filter((url) => url !== ''))];
  return unique.length > 0 ? unique : [PLACEHOLDER_IMAGE];
}

/** Ids from MongoDB (24 hex digits) or UUIDs: a bare category value that is one of these has no name. */
const LOOKS_LIKE_ID = /^(?:[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;

/** A category given as an object `{ _id, slug, name }` or as a bare value (an id, or a name). */
export function productCategory(value: unknown): CategoryRef | null {
  if (isObject(value)) {
    const name = text(value.name);
    const _id = text(value._id ?? value.id);
    const slug = text(value.slug) || (name ? categorySlug(name) : '');
    return _id || name || slug ? { _id: _id || slug, name, slug } : null;
  }
  const bare = text(value);
  if (!bare) return null;
  if (LOOKS_LIKE_ID.test(bare)) return { _id: bare, name: '', slug: '' };
  return { _id: bare, name: bare, slug: categorySlug(bare) };
}

/**
 * The features text split on full stops, trimmed, empties dropped. A point inside a word, between a
 * letter or digit and a small letter or digit ("2.5 kg", "gramin.in", "Rs.50"), is a decimal point
 * or part of an address, not the end of a feature. A list is kept item by item.
 */
export function productFeatures(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter((f) => f !== '');
  return text(value)
    .split(/(?<![\p{L}\p{N}])\.|\.(?![\p{Ll}\p{N}])/u)
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

/** In stock from `inStock` when given, else from `stock_quantity` (more than 0); unknown counts as in stock. */
export function productInStock(raw: Record<string, unknown>): boolean {
  if (typeof raw.inStock === 'boolean') return raw.inStock;
  if (raw.inStock === 'true' || raw.inStock === 'false') return raw.inStock === 'true';
  const quantity = numberOrNull(raw.stock_quantity ?? raw.stockQuantity);
  return quantity === null ? true : quantity > 0;
}

/** The first usable rating among rating, ratings and stars (0-5), else the default. */
export function productRating(raw: Record<string, unknown>, fallback = DEFAULT_PRODUCT_RATING): number {
  for (const value of [raw.rating, raw.ratings, raw.stars]) {
    const n = numberOrNull(value);
    if (n !== null && n > 0 && n <= 5) return n;
  }
  return fallback;
}

function reviewCount(raw: Record<string, unknown>): number | null {
  if (Array.isArray(raw.reviews)) return raw.reviews.length;
  const n = numberOrNull(raw.reviews ?? raw.numReviews ?? raw.reviewCount);
  return n !== null && n >= 0 ? Math.floor(n) : null;
}

export type NormalizeProductOptions = {
  /** 5 on the detail page (the default), 4 in the wishlist (SPEC.md section 9). */
  defaultRating?: number;
};

/** The MRP the backend sent when it is above the price, else the one the discount implies (docs/decisions/012). */
function listPrice(mrp: unknown, price: number, discount: number): number | null {
  const sent = normalizePrice(mrp);
  if (sent > price) return sent;
  return mrp === undefined ? priceBeforeDiscount(price, discount) : null;
}

/** Reads any product shape of SPEC.md section 3 into the one view model. */
export function normalizeProduct(input: unknown, options: NormalizeProductOptions = {}): Product {
  const raw = isObject(input) ? input : {};
  const price = normalizePrice(raw.price);
  const discount = normalizeDiscount(raw.discount);
  const gallery = productGallery(raw);
  const name = text(raw.name);
  const stockQuantity = numberOrNull(raw.stock_quantity ?? raw.stockQuantity);
  const bestseller = typeof raw.bestseller === 'boolean' ? Number(raw.bestseller) : (numberOrNull(raw.bestseller) ?? 0);
  return {
    _id: text(raw._id ?? raw.id),
    name,
    slug: text(raw.slug) || categorySlug(name),
    description: text(raw.description),
    price,
    discount,
    listPrice: listPrice(raw.mrp, price, discount),
    image: gallery[0] ?? PLACEHOLDER_IMAGE,
    gallery,
    category: productCategory(raw.category),
    brand: text(raw.brand),
    features: productFeatures(raw.productFeatures ?? raw.features),
    storageAndUsage: text(raw.storageAndUsage) || DEFAULT_STORAGE_AND_USAGE,
    rating: productRating(raw, options.defaultRating),
    reviewCount: reviewCount(raw),
    inStock: productInStock(raw),
    stockQuantity,
    bestseller,
    declarations: productDeclarations(raw),
  };
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** The label's declarations as the API sends them (docs/api.md), or null when there are none. */
function productDeclarations(raw: Record<string, unknown>): ProductDeclarations | null {
  const quantity = isObject(raw.netQuantity) ? raw.netQuantity : null;
  const value = numberOrNull(quantity?.value);
  const unit = quantity?.unit;
  const days = numberOrNull(raw.shelfLifeDays);
  const packer = isObject(raw.packer) && text(raw.packer.name) ? { name: text(raw.packer.name), address: text(raw.packer.address) } : null;
  const declared: ProductDeclarations = {
    netQuantity: value !== null && value > 0 && isOneOf(NET_QUANTITY_UNITS, unit) ? { value, unit } : null,
    ingredients: text(raw.ingredients),
    allergens: Array.isArray(raw.allergens) ? raw.allergens.map(text).filter((a) => a !== '') : [],
    dietMark: isOneOf(DIET_MARKS, raw.dietMark) ? raw.dietMark : null,
    shelfLife: days !== null && days > 0 ? formatShelfLife(Math.floor(days)) : null,
    packer,
    countryOfOrigin: text(raw.countryOfOrigin),
    fssaiLicence: text(raw.fssaiLicence),
  };
  const any =
    declared.netQuantity || declared.ingredients || declared.allergens.length || declared.dietMark || declared.shelfLife || declared.packer || declared.fssaiLicence;
  return any ? declared : null;
}
