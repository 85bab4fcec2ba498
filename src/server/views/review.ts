import type { reviews } from '../db/schema.ts';

type ReviewRow = typeof reviews.$inferSelect;

/** A review with its author's public name (never the email). */
export function reviewJson(r: ReviewRow, author: { id: string; fullName: string; userName: string }) {
  const who = { _id: author.id, name: author.fullName || author.userName };
  return {
    _id: r.id,
    productId: r.productId,
    userId: who,
    user: who,
    rating: r.rating,
    title: r.title ?? '',
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
