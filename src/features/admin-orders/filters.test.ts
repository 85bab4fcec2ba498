import { describe, expect, it } from 'vitest';
import { filtersInUse, filtersToQuery, isFiltered, ordersListUrl, readFilters } from './filters';

describe('the orders list filters', () => {
  it('read every filter from the URL', () => {
    const filters = readFilters(new URLSearchParams('status=shipped&paymentMethod=cod&from=2026-11-01&to=2026-11-20&q=%20Asha%20&page=3'));
    expect(filters).toEqual({ status: 'shipped', returnStatus: '', paymentMethod: 'cod', from: '2026-11-01', to: '2026-11-20', q: 'Asha', page: 3 });
    expect(isFiltered(filters)).toBe(true);
    expect(filtersInUse(filters), 'the page is not a filter').toBe(5);
  });

  it('drop values the list does not know, so an old link shows the whole list', () => {
    const filters = readFilters(new URLSearchParams('status=lost&paymentMethod=cheque&from=yesterday&page=-2'));
    expect(filters).toEqual({ status: '', returnStatus: '', paymentMethod: '', from: '', to: '', q: '', page: 1 });
    expect(isFiltered(filters)).toBe(false);
    expect(filtersInUse(filters)).toBe(0);
    expect(filtersToQuery(filters)).toEqual({});
  });

  it('keep every filter in the pagination links and leave page 1 out', () => {
    const filters = readFilters(new URLSearchParams('status=pending&q=HF-001042&page=2'));
    expect(ordersListUrl(filters, 3)).toBe('/admin/orders?status=pending&q=HF-001042&page=3');
    expect(ordersListUrl(filters, 1)).toBe('/admin/orders?status=pending&q=HF-001042');
    expect(ordersListUrl(readFilters(new URLSearchParams()))).toBe('/admin/orders');
  });
});
