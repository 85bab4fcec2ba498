import type { SeedData } from '../../src/server/db/seed.ts';

/** A small catalogue for the API tests: enough for search, filters, stock edges and reviews. */
export const fixtureCatalogue: SeedData = {
  seedCategories: [
    { slug: 'spices', name: 'Spices', description: 'Single-origin spices.', image: '/images/categories/spices-320.webp' },
    { slug: 'masala-blends', name: 'Masala Blends', description: 'Family recipes.', image: '/images/categories/masala-blends-320.webp' },
    { slug: 'papads', name: 'Papads', description: 'Hand-rolled papads.', image: '/images/categories/papads-320.webp' },
  ],
  seedProducts: [
    product('kolhapuri-masala', 'Kolhapuri Masala', 'masala-blends', 249.5, { mrp: 280, stock: 3, bestseller: 120, brand: 'Sakhi Group', days: 30,
      description: 'A fiery red masala from Kolhapur, roasted and pounded by hand.' }),
    product('malvani-masala', 'Malvani Masala', 'masala-blends', 199, { stock: 25, bestseller: 80, brand: 'Sakhi Group', days: 10,
      description: 'Coastal blend with dried chillies and coriander for fish curry.' }),
    product('turmeric-powder', 'Turmeric Powder', 'spices', 120, { stock: 50, bestseller: 300, brand: 'Haldi Mahila Mandal', days: 60,
      description: 'Bright yellow turmeric from Sangli, sun-dried and stone-ground.' }),
    product('red-chilli-powder', 'Red Chilli Powder', 'spices', 150, { stock: 0, bestseller: 200, brand: 'Haldi Mahila Mandal', days: 5,
      description: 'Byadgi chillies for colour with gentle heat.' }),
    product('last-jar-cumin', 'Cumin Seeds', 'spices', 99.99, { stock: 1, bestseller: 10, brand: 'Jeera Sakhi', days: 1,
      description: 'Whole cumin seeds with a warm aroma.' }),
    {
      ...product('udid-papad', 'Udid Papad', 'papads', 80, { stock: 40, bestseller: 150, brand: 'Lijjat Sisters', days: 90, mrp: 85,
        description: 'Thin, crisp papad of black gram with black pepper.' }),
      declarations: {
        netQuantity: 200,
        netQuantityUnit: 'g',
        ingredients: 'Black gram flour (85%), salt, black pepper, asafoetida, groundnut oil.',
        allergens: ['peanuts'],
        dietMark: 'veg',
        shelfLifeDays: 180,
        packerName: 'Lijjat Sisters',
        packerAddress: 'Narayangaon, Tal. Junnar, Dist. Pune, Maharashtra 410504',
        countryOfOrigin: 'India',
        fssaiLicence: '21520027001093',
      },
    },
    product('spice-set-of-12', 'Spice Set of 12', 'spices', 1499, { stock: 15, bestseller: 95, brand: 'Sakhi Group', days: 20,
      description: 'Twelve of our best spices and masalas in a wooden gift box.' }),
  ],
  seedReviewers: [
    { fullName: 'Priya Deshpande', userName: 'priya.deshpande', email: 'priya@example.in' },
    { fullName: 'Rahul Patil', userName: 'rahul.patil', email: 'rahul@example.in' },
  ],
  seedReviews: [
    { productId: 'p-kolhapuri-masala', reviewer: 0, rating: 5, title: 'Perfect heat', comment: 'Just like home.', daysAgo: 3 },
    { productId: 'p-kolhapuri-masala', reviewer: 1, rating: 4, comment: 'Very good.', daysAgo: 5 },
    { productId: 'p-turmeric-powder', reviewer: 0, rating: 3, comment: 'Fine.', daysAgo: 8 },
  ],
};

function product(
  slug: string,
  name: string,
  categorySlug: string,
  price: number,
  o: { mrp?: number; stock: number; bestseller: number; brand: string; days: number; description: string },
) {
  return {
    id: `p-${slug}`,
    slug,
    name,
    description: o.description,
    features: 'Hand-made. No preservatives. Small batch.',
    storageAndUsage: 'Storage Type: Airtight, Resealable Pouch',
    brand: o.brand,
    categorySlug,
    price,
    mrp: o.mrp ?? price,
    stock: o.stock,
    bestseller: o.bestseller,
    images: [`/images/products/${slug}-1-640.webp`, `/images/products/${slug}-2-640.webp`],
    createdDaysAgo: o.days,
  };
}
