import { describe, expect, it } from 'vitest';
import { filterChips, filterResultNote, inStockFilter, resultsCountText, listingHref, pageButtons, readListingFilters, readPage } from './listing-filters';

const read = (query: string) => readListingFilters(new URLSearchParams(query));

describe('the listing filters in the URL', () => {
  it('reads repeated categories and availabilities, dropping blanks, repeats and unknown values', () => {
    expect(
      read('category=spices&category=&category=Papads&category=spices&availability=in-stock&availability=soon&page=3'),
    ).toEqual({
      categories: ['spices', 'papads'],
      availability: ['in-stock'],
      page: 3,
    });
  });

  it('treats a missing, zero, negative or fractional page as page 1', () => {
    expect(readPage(null)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('-2')).toBe(1);
    expect(readPage('1.5')).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readPage('4')).toBe(4);
  });

  it('writes filters back into a URL that reads the same, leaving out page 1', () => {
    const filters = { categories: ['spices', 'masala-blends'], availability: ['out-of-stock' as const], page: 2 };
    const href = listingHref(filters);
    expect(href).toBe('/productsList?category=spices&category=masala-blends&availability=out-of-stock&page=2');
    expect(read(href.split('?')[1] ?? '')).toEqual(filters);
    expect(listingHref({ categories: [], availability: [], page: 1 })).toBe('/productsList');
  });

  it('narrows by stock only when exactly one availability box is ticked', () => {
    expect(inStockFilter([])).toBeUndefined();
    expect(inStockFilter(['in-stock', 'out-of-stock'])).toBeUndefined();
    expect(inStockFilter(['in-stock'])).toBe(true);
    expect(inStockFilter(['out-of-stock'])).toBe(false);
  });
});

describe('the applied-filter chips', () => {
  it('give one chip per filter whose link removes just that filter and goes back to page 1', () => {
    const chips = filterChips({ categories: ['spices', 'papads'], availability: ['in-stock'], page: 3 }, (slug) =>
      slug.toUpperCase(),
    );
    expect(chips.map((c) => c.label)).toEqual(['SPICES', 'PAPADS', 'In Stock']);
    expect(chips.map((c) => c.removeHref)).toEqual([
      '/productsList?category=papads&availability=in-stock',
      '/productsList?category=spices&availability=in-stock',
      '/productsList?category=spices&category=papads',
    ]);
  });

  it('are none when nothing is filtered', () => {
    expect(filterChips({ categories: [], availability: [], page: 1 }, String)).toEqual([]);
  });
});

describe('the numbered page buttons', () => {
  it('number every page when there are at most 7', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keep the first, the last and the current page with its neighbours when there are more', () => {
    expect(pageButtons(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageButtons(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageButtons(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});

describe('the note beside a ticked box', () => {
  it('says how many products the filters left, in words for none and one', () => {
    expect(filterResultNote(0)).toBe('No products match');
    expect(filterResultNote(1)).toBe('1 product matches');
    expect(filterResultNote(14)).toBe('14 products match');
  });
});

describe('the count over the grid', () => {
  it('says one product in the singular, and a range of a total otherwise', () => {
    expect(resultsCountText(0, 0, 0)).toBe('Showing 0 products');
    expect(resultsCountText(1, 1, 1)).toBe('Showing 1 product');
    expect(resultsCountText(1, 2, 2)).toBe('Showing 1–2 of 2 products');
    expect(resultsCountText(10, 14, 14)).toBe('Showing 10–14 of 14 products');
  });
});
