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

/** The seller named on invoices: the operator's settings (SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN). */
export type Seller = { legalName: string; address: string; gstin: string };

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

/** A return's life: asked for by the shopper after delivery, answered by the staff, then refunded. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How an order is paid: a simulated online payment, or cash on delivery. */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the back-office's staff may do to an order, in the order its pages offer them. */
export const STAFF_ACTIONS = ['process', 'ship', 'deliver', 'cancel', 'approve-return', 'reject-return', 'refund'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * What an account's history records (decision 185): its staff rights and sign-ins changed by the
 * staff or on the command line, the owner's own password and email changes, and her deleting it.
 */
export const ACCOUNT_EVENT_TYPES = [
  'staff-rights-given',
  'staff-rights-ended',
  'signed-out-everywhere',
  'password-changed',
  'password-reset',
  'email-changed',
  'account-deleted',
] as const;
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];
/** Who made an account's change: its owner, a member of staff, or the operator on the command line. */
export const ACCOUNT_EVENT_ACTORS = ['owner', 'staff', 'operator'] as const;
export type AccountEventActor = (typeof ACCOUNT_EVENT_ACTORS)[number];

/** How many of an account's latest changes its back-office page shows. */
export const ACCOUNT_HISTORY_SHOWN = 20;

/** At most this many orders in one CSV download of the back-office's orders list (decision 188). */
export const ORDERS_CSV_MAX_ROWS = 10_000;

/** At most this many orders, the oldest first, on the back-office's To pack page (decision 194). */
export const TO_PACK_SHOWN = 100;

/** The kinds of an order's events. */
export type OrderEventType =
  | 'placed'
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'return-requested'
  | 'return-approved'
  | 'return-rejected'
  | 'refunded';
