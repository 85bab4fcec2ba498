import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, products } from '../db/schema.ts';
import { toRupees } from '../../shared/money.ts';
import { discountPercent } from '../../shared/price.ts';

// Search's lower-case copies (schema.ts) stay in the database: no page or answer shows them.
const { nameSearch: _nameSearch, descriptionSearch: _descriptionSearch, ...productFields } = getTableColumns(products);

/** Columns for a product with its category, as every product query selects them. */
export const productColumns = {
  ...productFields,
  categoryRef: { id: categories.id, slug: categories.slug, name: categories.name },
};

export type ProductRow = Omit<typeof products.$inferSelect, 'nameSearch' | 'descriptionSearch'> & {
  categoryRef: { id: string; slug: string; name: string };
};

/** A product query with its category joined; add where/order/limit. */
export const selectProducts = (db: DbOrTx) =>
  db.select(productColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));

/** Average of ratings 1-5 to one decimal; 0 when there are none. */
const averageRating = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);

export type ProductJson = ReturnType<typeof productJson>;

/** What the label declares (docs/api.md); null where a product has not been given it yet. */
function declarationsJson(p: ProductRow) {
  return {
    netQuantity: p.netQuantity !== null && p.netQuantityUnit !== null ? { value: p.netQuantity, unit: p.netQuantityUnit } : null,
    ingredients: p.ingredients,
    allergens: p.allergens ?? [],
    dietMark: p.dietMark,
    shelfLifeDays: p.shelfLifeDays,
    packer: p.packerName ? { name: p.packerName, address: p.packerAddress ?? '' } : null,
    countryOfOrigin: p.countryOfOrigin,
    fssaiLicence: p.fssaiLicence,
  };
}

/** The product as the storefront reads it (SPEC.md section 3, every alias it accepts). */
export function productJson(p: ProductRow) {
  const images = p.images ?? [];
  const category = { _id: p.categoryRef.id, slug: p.categoryRef.slug, name: p.categoryRef.name };
  return {
    _id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    price: toRupees(p.pricePaise),
    mrp: toRupees(p.mrpPaise),
    discount: discountPercent(p.mrpPaise, p.pricePaise),
    image_url: images[0] ?? null,
    image: images[0] ?? null,
    images,
    additional_images: images.slice(1),
    gallery: images,
    category,
    brand: p.brand,
    features: p.features,
    productFeatures: p.features,
    storageAndUsage: p.storageAndUsage,
    rating: averageRating(p.ratingSum, p.reviewCount),
    reviews: p.reviewCount,
    inStock: p.stock > 0,
    stock_quantity: p.stock,
    bestseller: p.bestseller,
    createdAt: p.createdAt.toISOString(),
    ...declarationsJson(p),
  };
}

/** The short product inside a cart line. */
export function cartProductJson(p: ProductRow) {
  const full = productJson(p);
  return {
    _id: full._id,
    name: full.name,
    price: full.price,
    mrp: full.mrp,
    discount: full.discount,
    image_url: full.image_url,
    inStock: full.inStock,
    stock_quantity: full.stock_quantity,
    category: full.category,
  };
}
