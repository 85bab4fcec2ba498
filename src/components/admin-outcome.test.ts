// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startAtOutcome } from './admin-outcome';

function page(html: string) {
  document.body.innerHTML = `<main>${html}<section id="stock"><h2>Stock</h2></section></main>`;
}
const outcome = (once = 'done') => `<div class="admin-outcome" data-once="${once}" tabindex="-1"><p role="status">Order marked processing</p></div>`;
const history = () => ({ state: { kept: true }, replaceState: vi.fn() });

describe('startAtOutcome', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it("takes the notice's parameters out of the address and starts the page at the notice", () => {
    page(outcome());
    const h = history();
    startAtOutcome(document, h, new URL('https://shop.test/admin/orders/7?done=processing'));
    expect(h.replaceState).toHaveBeenCalledWith({ kept: true }, '', '/admin/orders/7');
    expect(document.activeElement).toBe(document.querySelector('.admin-outcome'));
  });

  it('keeps the rest of the address, filters and the part of the page it names', () => {
    page(outcome('done name'));
    const h = history();
    startAtOutcome(document, h, new URL('https://shop.test/admin/categories?page=2&done=created&name=M%C4%81sala#stock'));
    expect(h.replaceState).toHaveBeenCalledWith({ kept: true }, '', '/admin/categories?page=2#stock');
    // The address names a part of the page: the browser has taken the reader there; focus stays.
    expect(document.activeElement).not.toBe(document.querySelector('.admin-outcome'));
  });

  it('leaves the address alone when it carries no notice (a refused form, rendered by its POST)', () => {
    page(outcome('created updated unchanged'));
    const h = history();
    startAtOutcome(document, h, new URL('https://shop.test/admin/products/import'));
    expect(h.replaceState).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.querySelector('.admin-outcome'));
  });

  it('does nothing on a page without an outcome', () => {
    page('<h1>Orders</h1>');
    const h = history();
    startAtOutcome(document, h, new URL('https://shop.test/admin/orders?done=shipped'));
    expect(h.replaceState).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
