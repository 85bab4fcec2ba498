import { describe, expect, it } from 'vitest';
import { categorySlug, findCategoryBySlug, sameSlug, slugFromName, titleFromSlug } from './slug';

describe('categorySlug', () => {
  it('trims, lower-cases and turns spaces into hyphens', () => {
    expect(categorySlug('  Masala Blends ')).toBe('masala-blends');
  });

  it('turns each run of spaces into one hyphen', () => {
    expect(categorySlug('Biscuits   Cookies')).toBe('biscuits-cookies');
  });

  it('URL-encodes what is left', () => {
    expect(categorySlug('Biscuits & Cookies')).toBe('biscuits-%26-cookies');
    expect(categorySlug('Pāpad')).toBe('p%C4%81pad');
  });
});

describe('slugFromName', () => {
  it('makes slugs of the letters and digits only', () => {
    expect(slugFromName('  Ragi & Jaggery Laddoo — 12 pcs ')).toBe('ragi-jaggery-laddoo-12-pcs');
    expect(slugFromName('Crème Brûlée')).toBe('creme-brulee');
  });

  it('is empty for a name with no letter a to z or digit', () => {
    expect(slugFromName('')).toBe('');
    expect(slugFromName('मसाला')).toBe('');
  });
});

describe('titleFromSlug', () => {
  it('rebuilds a title from a slug', () => {
    expect(titleFromSlug('masala-blends')).toBe('Masala Blends');
  });

  it('decodes an encoded slug', () => {
    expect(titleFromSlug('biscuits-%26-cookies')).toBe('Biscuits & Cookies');
  });

  it('survives a malformed encoding', () => {
    expect(titleFromSlug('100%-pure')).toBe('100% Pure');
  });
});

describe('findCategoryBySlug', () => {
  const categories = [
    { _id: '1', name: 'Spices', slug: 'spices' },
    { _id: '2', name: 'Biscuits & Cookies', slug: 'biscuits-and-cookies' },
  ];

  it('matches by the slug of the name, encoded or decoded', () => {
    expect(findCategoryBySlug(categories, 'biscuits-%26-cookies')?._id).toBe('2');
    expect(findCategoryBySlug(categories, 'biscuits-&-cookies')?._id).toBe('2');
  });

  it("matches by the category's own slug", () => {
    expect(findCategoryBySlug(categories, 'biscuits-and-cookies')?._id).toBe('2');
  });

  it('finds nothing for an unknown slug', () => {
    expect(findCategoryBySlug(categories, 'pickles')).toBeUndefined();
  });

  it('compares without regard to case', () => {
    expect(sameSlug('Spices', 'spices')).toBe(true);
  });
});
