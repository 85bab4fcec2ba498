import { asc, desc, eq } from 'drizzle-orm';
import type { UserRow } from '../context.ts';
import type { Db } from '../db/client.ts';
import { accountEvents, addresses, cartItems, carts, orders, products, reviews, wishlistItems } from '../db/schema.ts';
import { ordersJson } from '../orders/queries.ts';
import { addressJson } from '../views/address.ts';
import { userJson } from '../views/user.ts';
import { stockAlertsOf } from '../catalogue/stock-alerts.ts';
import { eventDetails } from './account-events.ts';

const product = { _id: products.id, name: products.name };

/**
 * Everything the shop keeps of a shopper, for her to download (decision 191; India's DPDP Act gives
 * her the right to it): her account, addresses, orders as her order pages show them, reviews (hidden
 * ones too), wishlist, cart, the products she waits for (decision 198), and her account's history
 * with who acted (herself, the staff or the operator) but not which member of staff. Never her
 * password's hash, her sign-ins' tokens, or the staff's own notes on her orders.
 */
export async function personalData(db: Db, user: UserRow, now: Date) {
  const [addressRows, orderRows, reviewRows, wishlistRows, cartRows, historyRows, stockAlerts] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(asc(addresses.createdAt)),
    db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.createdAt), asc(orders.number)),
    db
      .select({ product, rating: reviews.rating, title: reviews.title, comment: reviews.comment, hidden: reviews.hidden, createdAt: reviews.createdAt, updatedAt: reviews.updatedAt })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, user.id))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({ product, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, user.id))
      .orderBy(asc(wishlistItems.createdAt)),
    db
      .select({ product, quantity: cartItems.quantity, addedAt: cartItems.createdAt })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(carts.userId, user.id))
      .orderBy(asc(cartItems.createdAt)),
    db
      .select({ type: accountEvents.type, at: accountEvents.at, by: accountEvents.actorRole, data: accountEvents.data })
      .from(accountEvents)
      .where(eq(accountEvents.userId, user.id))
      .orderBy(desc(accountEvents.at), desc(accountEvents.seq)),
    stockAlertsOf(db, user.id),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: userJson(user),
    addresses: addressRows.map(addressJson),
    orders: await ordersJson(db, orderRows),
    reviews: reviewRows.map(({ createdAt, updatedAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() })),
    wishlist: wishlistRows.map(({ addedAt, ...w }) => ({ ...w, addedAt: addedAt.toISOString() })),
    cart: cartRows.map(({ addedAt, ...c }) => ({ ...c, addedAt: addedAt.toISOString() })),
    stockAlerts,
    accountHistory: historyRows.map((e) => ({ type: e.type, at: e.at.toISOString(), by: e.by, ...eventDetails(e.data) })),
  };
}
