import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeExists } from './site-routes';

const pages = fileURLToPath(new URL('../../pages', import.meta.url));

describe("the shop's addresses, for the links in editors' Markdown", () => {
  it('knows the pages, the ones with a name in them and the folders', () => {
    for (const path of ['/', '/policies', '/aboutUs', '/product/12', '/category/pickles', '/account', '/account/orders']) {
      expect(routeExists(pages, path), path).toBe(true);
    }
  });

  it('knows the addresses no page answers', () => {
    for (const path of ['/policy', '/about-us', '/product/12/reviews', '/account/nothing']) {
      expect(routeExists(pages, path), path).toBe(false);
    }
  });
});
