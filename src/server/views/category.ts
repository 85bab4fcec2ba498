import type { categories } from '../db/schema.ts';

type CategoryRow = typeof categories.$inferSelect;

export function categoryJson(c: CategoryRow, productCount: number) {
  return {
    _id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: c.image,
    status: c.status,
    productCount,
    createdAt: c.createdAt.toISOString(),
  };
}
