// The API's contract as both sides name it (DESIGN.md section 5): the server answers these shapes,
// the storefront reads them. Types and constants only.

/** The pagination object every list carries. */
export type Pagination = {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
};

/** An order's life (DESIGN.md section 10). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A saved delivery address, and the copy an order keeps of it (SPEC.md section 3). */
export type DeliveryAddress = {
  _id: string;
  name: string;
  phoneNumber: string;
  address: string;
  address2: string;
  landmark: string;
  zipCode: string;
  state: string;
  country: string;
};
