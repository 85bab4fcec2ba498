import type { orderItems, orders } from '../db/schema.ts';
import { toRupees } from '../../shared/money.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const orderNumber = (n: number) => `HF-${String(n).padStart(6, '0')}`;

export function orderJson(o: OrderRow, items: OrderItemRow[]) {
  return {
    _id: o.id,
    orderNumber: orderNumber(o.number),
    status: o.status,
    returnStatus: o.returnStatus ?? null,
    returnReason: o.returnReason ?? null,
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((i) => ({
        productId: i.productId,
        name: i.name,
        image: i.image,
        price: toRupees(i.pricePaise),
        quantity: i.quantity,
        subtotal: toRupees(i.pricePaise * i.quantity),
      })),
    address: o.address,
    subtotal: toRupees(o.subtotalPaise),
    shipping: toRupees(o.shippingPaise),
    taxes: toRupees(o.taxesPaise),
    discount: toRupees(o.discountPaise),
    total: toRupees(o.totalPaise),
    statusHistory: o.statusHistory,
    createdAt: o.createdAt.toISOString(),
  };
}
