import { describe, expect, it } from 'vitest';
import { filtersInUse, filtersToQuery, isFiltered, productsListUrl, readFilters } from './filters';

describe('the products list filters', () => {
  it('read every filter from the URL', () => {
    const filters = readFilters(new URLSearchParams('q=%20masala%20&category=c-spices&status=draft&stock=low&page=2'));
    expect(filters).toEqual({ q: 'masala', category: 'c-spices', status: 'draft', stock: 'low', page: 2 });
    expect(isFiltered(filters)).toBe(true);
    expect(filtersInUse(filters), 'the page is not a filter').toBe(4);
  });

  it('drop values the list does not know, so an old link shows the whole list', () => {
    const filters = readFilters(new URLSearchParams('status=deleted&stock=some&category=a%20b%3Bc&page=0'));
    expect(filters).toEqual({ q: '', category: '', status: '', stock: '', page: 1 });
    expect(isFiltered(filters)).toBe(false);
    expect(filtersInUse(filters)).toBe(0);
    expect(filtersToQuery(filters)).toEqual({});
  });

  it('keep every filter in the pagination links and leave page 1 out', () => {
    const filters = readFilters(new URLSearchParams('stock=out&q=papad&page=2'));
    expect(productsListUrl(filters, 3)).toBe('/admin/products?q=papad&stock=out&page=3');
    expect(productsListUrl(filters, 1)).toBe('/admin/products?q=papad&stock=out');
    expect(productsListUrl(readFilters(new URLSearchParams()))).toBe('/admin/products');
  });
});
