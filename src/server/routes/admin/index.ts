import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { requireAdmin, requireUser } from '../../middleware/require-user.ts';
import { adminCategoryRoutes } from './categories.ts';
import { adminCustomerRoutes } from './customers.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminProductCsvRoutes } from './products-csv.ts';
import { adminProductImageRoutes } from './product-images.ts';
import { adminProductRoutes } from './products.ts';
import { adminReviewRoutes } from './reviews.ts';

/**
 * The back-office's API at /admin (DESIGN.md section 10): a guest gets 401 before anything else,
 * a shopper 403, both in the error envelope; then the routes call the same domain modules as the
 * shopper's.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .route('/', adminDashboardRoutes)
  .route('/orders', adminOrderRoutes)
  // The CSV paths first: /products/:id would take export.csv for an id.
  .route('/products', adminProductCsvRoutes)
  .route('/products', adminProductRoutes)
  .route('/products', adminProductImageRoutes)
  .route('/categories', adminCategoryRoutes)
  .route('/reviews', adminReviewRoutes)
  .route('/customers', adminCustomerRoutes);
