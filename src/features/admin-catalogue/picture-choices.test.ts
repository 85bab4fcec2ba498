import { describe, expect, it } from 'vitest';
import { pictureChoices } from './picture-choices';

describe("the category form's picture choices", () => {
  it('names each picture by the categories showing it and where it came from, keeping the path as the value', () => {
    const pictures = ['/images/categories/spices-320.webp', '/images/categories/masala-blends-320.webp', '/api/v1/files/categories/ab12-320.webp'];
    const categories = [
      { name: 'Whole Spices', image: '/images/categories/spices-320.webp' },
      { name: 'Masala Blends', image: '/api/v1/files/categories/ab12-320.webp' },
      { name: 'Sweets', image: null },
    ];
    expect(pictureChoices(pictures, categories)).toEqual([
      { value: '/images/categories/masala-blends-320.webp', label: "Masala blends: the shop's picture, not in use" },
      { value: '/api/v1/files/categories/ab12-320.webp', label: 'Masala Blends: uploaded picture' },
      { value: '/images/categories/spices-320.webp', label: "Whole Spices: the shop's picture" },
    ]);
  });

  it('names a picture two categories show by both, and lists a path once', () => {
    const path = '/images/categories/gift-sets-320.webp';
    expect(pictureChoices([path, path], [{ name: 'Gift Sets', image: path }, { name: 'Diwali', image: path }])).toEqual([{ value: path, label: "Gift Sets, Diwali: the shop's picture" }]);
  });
});
