// Categories as the staff keep them (issue 14): create, rename (the slug follows the name by the
// rule of SPEC.md section 2, and the old slug keeps answering: decision 019), reorder, set active
// or inactive, choose an image. An inactive category leaves the storefront's menus and its page
// answers 404; its products stay as they are.
import { asc, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import { categorySlug } from '../../shared/slug.ts';
import type { DbOrTx } from '../db/client.ts';
import { categories, categorySlugRedirects, products } from '../db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../errors.ts';
import { ID_PATTERN } from '../validation.ts';
import { categoryJson } from '../views/category.ts';
import { nameSlug } from './category-slug.ts';

/** The slug a name gets, as stored: the rule without its final URL-encoding (links encode it). */
const slugOfName = (name: string) => decodeURIComponent(categorySlug(name));

// The outer table is named in full: inside the subquery a bare column would mean products'.
export const productCount = sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = "categories"."id")`;

export type CategoryFields = { name: string; description: string; image: string | null; status: 'active' | 'inactive' };

/**
 * The pictures a category's form offers: every category picture the shop ships
 * (public/images/categories, the demo catalogue's) and every picture a category has now (an
 * upload among them), sorted. A shipped picture stays on offer after a category's own upload
 * replaced it, so the staff can go back to it. The demo catalogue's data is loaded here, at the
 * first form, as for seeding (app.ts): no process holds it from its start for this.
 */
export async function categoryPictureChoices(inUse: readonly (string | null)[]): Promise<string[]> {
  const { seedCategories } = await import('../db/seed-data.ts');
  const pictures = new Set([...seedCategories.map((c) => c.image), ...inUse.filter((image): image is string => Boolean(image))]);
  return [...pictures].sort();
}

/** Every category, in the storefront's order, with its product count (all statuses). */
export async function listCategoriesForStaff(db: DbOrTx) {
  const rows = await db.select({ category: categories, productCount }).from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map((r) => ({ ...categoryJson(r.category, Number(r.productCount)), position: r.category.position }));
}

export async function categoryForStaff(db: DbOrTx, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound('Category not found');
  const [row] = await db.select({ category: categories, productCount }).from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('Category not found');
  const oldSlugs = await db.select({ slug: categorySlugRedirects.slug }).from(categorySlugRedirects).where(eq(categorySlugRedirects.categoryId, id)).orderBy(asc(categorySlugRedirects.slug));
  return { ...categoryJson(row.category, Number(row.productCount)), position: row.category.position, oldSlugs: oldSlugs.map((s) => s.slug) };
}

const TAKEN = 'A category with this name already exists.';

/** Refuses a slug another category has (by its slug or its name's slug). */
async function assertSlugFree(db: DbOrTx, slug: string, exceptId?: string) {
  const [other] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`(${or(eq(categories.slug, slug), eq(nameSlug, slug))})${exceptId ? sql` and ${ne(categories.id, exceptId)}` : sql``}`)
    .limit(1);
  if (other) throw conflict(TAKEN);
}

const onTaken = (err: unknown): never => {
  if (isUniqueViolation(err, 'categories_slug_unique')) throw conflict(TAKEN);
  throw err;
};

export async function createCategory(db: DbOrTx, fields: CategoryFields, now: Date) {
  const slug = slugOfName(fields.name);
  const id = await db
    .transaction(async (tx) => {
      await assertSlugFree(tx, slug);
      const [{ last }] = await tx.select({ last: max(categories.position) }).from(categories);
      // A slug a new category takes no longer points at the category that once had it.
      await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.slug, slug));
      const [row] = await tx
        .insert(categories)
        .values({ ...fields, slug, position: (last ?? -1) + 1, createdAt: now })
        .returning({ id: categories.id });
      return row!.id;
    })
    .catch(onTaken);
  return categoryForStaff(db, id);
}

/** Changes what was sent; a new name brings a new slug and keeps the old one as a redirect. */
export async function updateCategory(db: DbOrTx, id: string, fields: Partial<CategoryFields>) {
  const before = await categoryForStaff(db, id);
  await db
    .transaction(async (tx) => {
      const slug = fields.name !== undefined ? slugOfName(fields.name) : before.slug;
      if (slug !== before.slug) {
        await assertSlugFree(tx, slug, id);
        await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.slug, slug));
        await tx
          .insert(categorySlugRedirects)
          .values({ slug: before.slug, categoryId: id })
          .onConflictDoUpdate({ target: categorySlugRedirects.slug, set: { categoryId: id } });
      }
      await tx.update(categories).set({ ...fields, slug }).where(eq(categories.id, id));
    })
    .catch(onTaken);
  return categoryForStaff(db, id);
}

/** Puts the categories in the order given: every category's id, each once. */
export async function reorderCategories(db: DbOrTx, ids: string[]) {
  await db.transaction(async (tx) => {
    const all = await tx.select({ id: categories.id }).from(categories).for('update');
    const known = new Set(all.map((r) => r.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw badRequest('Name every category once, in the new order.', [{ path: 'ids', message: 'Name every category once, in the new order.' }]);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(categories).set({ position }).where(eq(categories.id, id));
    }
  });
  return listCategoriesForStaff(db);
}

/** The category an old slug now means, or none: what /category/<old slug> redirects to. */
export async function categoryOfOldSlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ category: categories, productCount })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categorySlugRedirects.categoryId, categories.id))
    .where(inArray(categorySlugRedirects.slug, [slug]))
    .limit(1);
  return row;
}
