import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from './images';
import {
  DEFAULT_STORAGE_AND_USAGE,
  normalizeProduct,
  productCategory,
  productFeatures,
  productGallery,
  productInStock,
  productRating,
} from './product';

describe('productGallery', () => {
  it('puts the main image first, then images, additional_images and gallery', () => {
    expect(
      productGallery({ image_url: '/a.webp', images: ['/b.webp'], additional_images: ['/c.webp'], gallery: ['/d.webp'] }),
    ).toEqual(['/a.webp', '/b.webp', '/c.webp', '/d.webp']);
  });

  it('drops duplicates and blanks', () => {
    expect(
      productGallery({ image_url: '/a.webp', image: '/a.webp', additional_images: ['/b.webp', '', '/a.webp'], gallery: ['/b.webp'] }),
    ).toEqual(['/a.webp', '/b.webp']);
  });

  it('reads image objects with a url', () => {
    expect(productGallery({ images: [{ url: '/x.webp' }] })).toEqual(['/x.webp']);
  });

  it('falls back to the placeholder when there are no images', () => {
    expect(productGallery({})).toEqual([PLACEHOLDER_IMAGE]);
    expect(productGallery({ images: [], gallery: null })).toEqual([PLACEHOLDER_IMAGE]);
  });
});

describe('productCategory', () => {
  it('reads an object with _id, slug and name', () => {
    expect(productCategory({ _id: 'c1', slug: 'spices', name: 'Spices' })).toEqual({ _id: 'c1', slug: 'spices', name: 'Spices' });
  });

  it('derives a missing slug from the name', () => {
    expect(productCategory({ _id: 'c1', name: 'Masala Blends' })?.slug).toBe('masala-blends');
  });

  it('reads a bare id as an id without a name', () => {
    expect(productCategory('64b7f0c2a1b2c3d4e5f60718')).toEqual({ _id: '64b7f0c2a1b2c3d4e5f60718', name: '', slug: '' });
  });

  it('reads a bare name as a name with its slug', () => {
    expect(productCategory('Pickles')).toEqual({ _id: 'Pickles', name: 'Pickles', slug: 'pickles' });
  });

  it('gives null when there is no category', () => {
    expect(productCategory(undefined)).toBeNull();
    expect(productCategory('')).toBeNull();
    expect(productCategory({})).toBeNull();
  });
});

describe('productFeatures', () => {
  it('splits the text on full stops, trims and drops empties', () => {
    expect(productFeatures(' Hand-pounded. Sun-dried.  . No preservatives. ')).toEqual([
      'Hand-pounded',
      'Sun-dried',
      'No preservatives',
    ]);
  });

  it('keeps decimal points inside a feature', () => {
    expect(productFeatures('Pack of 2.5 kg. Lasts 12 months')).toEqual(['Pack of 2.5 kg', 'Lasts 12 months']);
  });

  it('keeps the points of a web address or an abbreviation inside a word', () => {
    expect(productFeatures('Recipe at www.graminrasoi.in/amla. Rs.50 off on two.Gift wrapped')).toEqual([
      'Recipe at www.graminrasoi.in/amla',
      'Rs.50 off on two',
      'Gift wrapped',
    ]);
  });

  it('keeps a list item by item', () => {
    expect(productFeatures(['Organic', ' ', ' Small batch '])).toEqual(['Organic', 'Small batch']);
  });

  it('gives an empty list for nothing', () => {
    expect(productFeatures(undefined)).toEqual([]);
  });
});

describe('productInStock', () => {
  it('uses inStock when given', () => {
    expect(productInStock({ inStock: false, stock_quantity: 10 })).toBe(false);
    expect(productInStock({ inStock: true, stock_quantity: 0 })).toBe(true);
  });

  it('falls back to stock_quantity above 0', () => {
    expect(productInStock({ stock_quantity: 0 })).toBe(false);
    expect(productInStock({ stock_quantity: '3' })).toBe(true);
  });

  it('counts an unknown stock as in stock', () => {
    expect(productInStock({})).toBe(true);
  });
});

describe('productRating', () => {
  it('takes rating, then ratings, then stars', () => {
    expect(productRating({ rating: 4.2, ratings: 3, stars: 2 })).toBe(4.2);
    expect(productRating({ ratings: '3.5', stars: 2 })).toBe(3.5);
    expect(productRating({ stars: 2 })).toBe(2);
  });

  it('defaults to 5, or to the given default', () => {
    expect(productRating({})).toBe(5);
    expect(productRating({ rating: 0 }, 4)).toBe(4);
  });
});

describe('normalizeProduct', () => {
  const raw = {
    _id: 'p1',
    name: 'Kolhapuri Masala',
    slug: 'kolhapuri-masala',
    description: 'Fiery blend.',
    price: { $numberDecimal: '250.00' },
    discount: 10,
    image_url: '/images/products/kolhapuri-masala-1-640.webp',
    additional_images: ['/images/products/kolhapuri-masala-2-640.webp'],
    category: { _id: 'c1', slug: 'masala-blends', name: 'Masala Blends' },
    brand: 'Sakhi',
    productFeatures: 'Stone-ground. Small batch.',
    rating: 4.5,
    reviews: 12,
    stock_quantity: 7,
    bestseller: 120,
  };

  it('reads the label declarations the API sends, in words', () => {
    const declared = normalizeProduct({
      ...raw,
      netQuantity: { value: 200, unit: 'g' },
      ingredients: 'Turmeric (100%).',
      allergens: ['mustard', ''],
      dietMark: 'veg',
      shelfLifeDays: 365,
      packer: { name: 'Yashoda Mahila Bachat Gat, Sangli', address: 'Haripur, Sangli 416416' },
      countryOfOrigin: 'India',
      fssaiLicence: '21522044000615',
    }).declarations;
    expect(declared).toEqual({
      netQuantity: { value: 200, unit: 'g' },
      ingredients: 'Turmeric (100%).',
      allergens: ['mustard'],
      dietMark: 'veg',
      shelfLife: '12 months',
      packer: { name: 'Yashoda Mahila Bachat Gat, Sangli', address: 'Haripur, Sangli 416416' },
      countryOfOrigin: 'India',
      fssaiLicence: '21522044000615',
    });
    expect(normalizeProduct({ ...raw, dietMark: 'vegan', netQuantity: { value: -1, unit: 'g' } }).declarations).toBeNull();
    expect(normalizeProduct({ ...raw, dietMark: 'non-veg', shelfLifeDays: 45 }).declarations).toMatchObject({ dietMark: 'non-veg', shelfLife: '45 days', netQuantity: null });
  });

  it("strikes through the backend's MRP when it is above the price, and nothing when it is not", () => {
    expect(normalizeProduct({ ...raw, mrp: 280, discount: 10 }).listPrice).toBe(280);
    expect(normalizeProduct({ ...raw, mrp: 250, discount: 0 }).listPrice).toBeNull();
  });

  it('builds the view model from the API shape', () => {
    expect(normalizeProduct(raw)).toEqual({
      _id: 'p1',
      name: 'Kolhapuri Masala',
      slug: 'kolhapuri-masala',
      description: 'Fiery blend.',
      price: 250,
      discount: 10,
      listPrice: 277.78,
      image: '/images/products/kolhapuri-masala-1-640.webp',
      gallery: ['/images/products/kolhapuri-masala-1-640.webp', '/images/products/kolhapuri-masala-2-640.webp'],
      category: { _id: 'c1', slug: 'masala-blends', name: 'Masala Blends' },
      brand: 'Sakhi',
      features: ['Stone-ground', 'Small batch'],
      storageAndUsage: DEFAULT_STORAGE_AND_USAGE,
      rating: 4.5,
      reviewCount: 12,
      inStock: true,
      stockQuantity: 7,
      bestseller: 120,
      declarations: null,
    });
  });

  it('survives an empty or broken input', () => {
    const product = normalizeProduct(null);
    expect(product.price).toBe(0);
    expect(product.gallery).toEqual([PLACEHOLDER_IMAGE]);
    expect(product.rating).toBe(5);
    expect(product.reviewCount).toBeNull();
    expect(product.category).toBeNull();
  });

  it('uses the wishlist default rating when asked', () => {
    expect(normalizeProduct({ name: 'x' }, { defaultRating: 4 }).rating).toBe(4);
  });

  it('reads an id under id and a features list under features', () => {
    const product = normalizeProduct({ id: 7, features: 'A. B', price: '99.5' });
    expect(product._id).toBe('7');
    expect(product.features).toEqual(['A', 'B']);
    expect(product.price).toBe(99.5);
  });

  it('keeps a given storage text', () => {
    expect(normalizeProduct({ storageAndUsage: 'Keep cool' }).storageAndUsage).toBe('Keep cool');
  });
});
