import { describe, expect, it } from 'vitest';
import { categoryNotice, editedCategory, readShownCategory } from './form';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('a category saved from a page opened earlier (decision 107)', () => {
  const shown = { name: 'Papads', description: 'Sun-dried.', image: '/images/categories/papads.webp', status: 'active' as const };

  it('sends only what this edit changed, so a colleague setting it inactive meanwhile stands', () => {
    const now = { ...shown, status: 'inactive' as const };
    expect(editedCategory({ ...shown, description: 'Sun-dried on terraces.' }, shown, now)).toEqual({
      body: { description: 'Sun-dried on terraces.' },
      conflicts: [],
      values: { ...now, description: 'Sun-dried on terraces.' },
    });
  });

  it('names a field changed both here and since, to another value', () => {
    const now = { ...shown, name: 'Papad' };
    expect(editedCategory({ ...shown, name: 'Papads and Fryums' }, shown, now).conflicts).toEqual(['name']);
    expect(editedCategory({ ...shown, name: 'Papad' }, shown, now).conflicts).toEqual([]);
  });

  it('reads the form as shown back, and nothing from a broken field', () => {
    expect(readShownCategory(form([['shown', JSON.stringify({ ...shown, image: null })]]))).toEqual({ ...shown, image: null });
    expect(readShownCategory(form([['shown', '{"name":1}']]))).toBeNull();
    expect(readShownCategory(form([['shown', '{']]))).toBeNull();
    expect(readShownCategory(form([]))).toBeNull();
  });
});

describe("the notice on a category's page", () => {
  it('says the shop shows an uploaded picture only when the category is active', () => {
    expect(categoryNotice('uploaded', 'active')).toBe('Picture uploaded: the shop shows it now.');
    expect(categoryNotice('uploaded', 'inactive')).toBe('Picture uploaded. The shop shows it when the category is active.');
    expect(categoryNotice('saved', 'inactive')).toBe('Category saved.');
    expect(categoryNotice(null, 'active')).toBeNull();
    expect(categoryNotice('deleted', 'active')).toBeNull();
  });
});
