/** An order as GET /orders/get-all answers it, for the orders and checkout store tests. */
export const orderAnswer = (id: string, status: string, returnStatus: string | null = null) => ({
  _id: id,
  orderNumber: `ORD-${id}`,
  status,
  returnStatus,
  items: [{ productId: 'p1', name: 'Papad', image: '/x.webp', price: 90, quantity: 1, subtotal: 90 }],
  subtotal: 90,
  shipping: 240,
  taxes: 240,
  discount: 40,
  total: 530,
  createdAt: '2025-08-01T00:00:00.000Z',
});
