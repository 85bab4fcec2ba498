// The storefront's file (./storefront.ts, with everything it imports statically) downloads on every
// shopper's page, a static page's included (DESIGN.md section 8: at most 20 KB of JavaScript). The
// bundler puts each module it holds there whole, with every export some island also uses: code only
// the sign-in forms use must stay in modules the file does not import (issue 15).
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure, SRC } from '@tests/support/import-graph';

const storefront = importClosure([join(SRC, 'components/storefront.ts'), join(SRC, 'components/storefront-loader.ts')], { dynamic: false });
const brings = (file: string) => storefront.has(join(SRC, file));

describe("the storefront's file", () => {
  it('holds the session store and the cart, as the header needs them', () => {
    expect(brings('features/auth/session.store.ts')).toBe(true);
    expect(brings('features/cart/cart.store.ts')).toBe(true);
  });

  it('leaves out signing in, up and out, the password calls and the review drafts', () => {
    const formsOnly = ['features/auth/session-actions.ts', 'lib/api/users.ts', 'features/reviews/review-draft.ts'];
    expect(formsOnly.filter(brings)).toEqual([]);
    expect([...storefront].map((file) => relative(SRC, file)).filter((file) => file.includes('Form'))).toEqual([]);
  });

  it("carries the cart's and the categories' texts, not the whole catalogue of them", () => {
    expect(brings('lib/shop-messages.ts')).toBe(true);
    expect(brings('lib/messages.ts')).toBe(false);
  });
});
