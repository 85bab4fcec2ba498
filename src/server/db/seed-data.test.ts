import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEAL_PRODUCT_ID, seedCategories, seedProducts, seedReviewers, seedReviews } from './seed-data';
import { toPaise } from '../../shared/money';
import { discountPercent } from '../../shared/price';
import { ALLERGENS, FSSAI_LICENCE } from '../../shared/declarations';
import { IMAGE_WIDTHS } from '../../shared/images';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');
const fileFor = (urlPath: string) => path.join(publicDir, urlPath);
const URL_SAFE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

describe('seed categories', () => {
  it('has between 6 and 8 categories with unique, url-safe slugs derived from their names', () => {
    expect(seedCategories.length).toBeGreaterThanOrEqual(6);
    expect(seedCategories.length).toBeLessThanOrEqual(8);
    const slugs = seedCategories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of seedCategories) {
      expect(c.slug).toMatch(URL_SAFE);
      expect(c.slug).toBe(slugOf(c.name));
      expect(c.description.length).toBeGreaterThan(20);
    }
  });

  it('points every category at a 320w image that exists, with its 160w sibling', () => {
    for (const c of seedCategories) {
      expect(c.image).toBe(`/images/categories/${c.slug}-320.webp`);
      expect(existsSync(fileFor(c.image)), c.image).toBe(true);
      expect(existsSync(fileFor(c.image.replace('-320.webp', '-160.webp'))), c.image).toBe(true);
    }
  });
});

describe('seed products', () => {
  it('has at least 40 products with unique ids of the form p-<slug>', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(40);
    const ids = seedProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(ids.length);
    for (const p of seedProducts) {
      expect(p.slug).toMatch(URL_SAFE);
      expect(p.id).toBe(`p-${p.slug}`);
      expect(encodeURIComponent(p.id)).toBe(p.id);
    }
  });

  it('puts every product in a category that exists, and every category has products', () => {
    const slugs = new Set(seedCategories.map((c) => c.slug));
    for (const p of seedProducts) expect(slugs.has(p.categorySlug), p.id).toBe(true);
    for (const slug of slugs) expect(seedProducts.some((p) => p.categorySlug === slug), slug).toBe(true);
  });

  it('prices in rupees with at most two decimals, and MRPs are whole rupees (round ₹5 when above the price), never below the price', () => {
    for (const p of seedProducts) {
      expect(p.price, p.id).toBeGreaterThan(0);
      expect(Math.round(p.price * 100) / 100, p.id).toBe(p.price);
      expect(Number.isInteger(p.mrp), p.id).toBe(true);
      expect(p.mrp, p.id).toBeGreaterThanOrEqual(p.price);
      if (p.mrp > p.price) expect(p.mrp % 5, p.id).toBe(0);
    }
  });

  it('declares every product fully: net quantity as on the pack, ingredients, allergens from the list, veg mark, shelf life, packer, FSSAI licence', () => {
    for (const p of seedProducts) {
      const d = p.declarations;
      expect(d, p.id).toBeDefined();
      if (!d) continue;
      expect(d.netQuantity, p.id).toBeGreaterThan(0);
      if (d.netQuantityUnit === 'g' && p.categorySlug !== 'gift-sets') expect(p.features, p.id).toMatch(new RegExp(`${d.netQuantity} g|About \\d+ g`));
      expect(d.ingredients.length, p.id).toBeGreaterThan(5);
      for (const a of d.allergens) expect(ALLERGENS, p.id).toContain(a);
      // An ingredient that is an allergen is declared as one.
      if (/peanut|groundnut/i.test(d.ingredients)) expect(d.allergens, p.id).toContain('peanuts');
      if (/sesame|\btil\b/i.test(d.ingredients)) expect(d.allergens, p.id).toContain('sesame');
      if (/ghee|butter|milk|khoa/i.test(d.ingredients)) expect(d.allergens, p.id).toContain('milk');
      if (/wheat|semolina|rava\b/i.test(d.ingredients)) expect(d.allergens, p.id).toContain('gluten');
      expect(d.dietMark, p.id).toBe('veg');
      expect(d.shelfLifeDays, p.id).toBeGreaterThan(0);
      expect(d.packerName, p.id).toBe(p.brand);
      expect(d.packerAddress, p.id).toMatch(/(Maharashtra|Gujarat|Rajasthan|Goa) \d{6}$/);
      expect(d.countryOfOrigin, p.id).toBe('India');
      expect(d.fssaiLicence, p.id).toMatch(FSSAI_LICENCE);
    }
  });

  it('includes some discounted and some out-of-stock products, but not too many', () => {
    const discounted = seedProducts.filter((p) => discountPercent(toPaise(p.mrp), toPaise(p.price)) > 0).length;
    const soldOut = seedProducts.filter((p) => p.stock === 0).length;
    expect(discounted).toBeGreaterThanOrEqual(5);
    expect(discounted).toBeLessThan(seedProducts.length / 2);
    expect(soldOut).toBeGreaterThanOrEqual(2);
    expect(soldOut).toBeLessThan(seedProducts.length / 4);
  });

  it('gives every product text to show: description, 3-5 feature sentences, storage, brand', () => {
    for (const p of seedProducts) {
      expect(p.name.trim(), p.id).not.toBe('');
      expect(p.description.length, p.id).toBeGreaterThan(60);
      const sentences = p.features.split('.').map((s) => s.trim()).filter(Boolean);
      expect(sentences.length, p.id).toBeGreaterThanOrEqual(3);
      expect(sentences.length, p.id).toBeLessThanOrEqual(5);
      expect(p.storageAndUsage.length, p.id).toBeGreaterThan(20);
      expect(p.brand.length, p.id).toBeGreaterThan(5);
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.id).toBe(true);
      expect(Number.isInteger(p.bestseller) && p.bestseller >= 0, p.id).toBe(true);
      expect(p.createdDaysAgo, p.id).toBeGreaterThanOrEqual(0);
    }
  });

  it('has bestseller counts that differ, so the Best Sellers strip has an order', () => {
    const counts = seedProducts.map((p) => p.bestseller).sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(counts[3] ?? Infinity);
    expect(new Set(counts).size).toBeGreaterThan(seedProducts.length / 2);
  });

  it('names 1-3 images per product, numbered from 1, each present at 320, 640 and 960 wide', () => {
    for (const p of seedProducts) {
      expect(p.images.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.id).toBeLessThanOrEqual(3);
      p.images.forEach((image, i) => {
        expect(image).toBe(`/images/products/${p.slug}-${i + 1}-640.webp`);
        for (const width of IMAGE_WIDTHS.product) {
          const file = fileFor(image.replace('-640.webp', `-${width}.webp`));
          expect(existsSync(file), file).toBe(true);
        }
      });
    }
  });
});

describe('the Deal of the Season', () => {
  it('is the Spice Set of 12 at exactly 1,499 rupees in gift sets, in stock and undiscounted', () => {
    const deal = seedProducts.find((p) => p.id === DEAL_PRODUCT_ID);
    expect(deal).toBeDefined();
    expect(deal?.name).toBe('Spice Set of 12');
    expect(deal?.price).toBe(1499);
    expect(deal?.mrp).toBe(1499);
    expect(deal?.categorySlug).toBe('gift-sets');
    expect(deal?.stock).toBeGreaterThan(0);
  });

  it('lists twelve spices and masalas in its features', () => {
    const deal = seedProducts.find((p) => p.id === DEAL_PRODUCT_ID);
    const listed = (deal?.features ?? '')
      .split('.')
      .filter((s) => /^\s*(Spices|Masalas):/.test(s))
      .flatMap((s) => s.replace(/^\s*\w+:/, '').split(/,| and /))
      .map((s) => s.trim())
      .filter(Boolean);
    expect(listed).toHaveLength(12);
  });
});

describe('seed reviewers and reviews', () => {
  it('has 8-10 shoppers with unique user names and example.in emails', () => {
    expect(seedReviewers.length).toBeGreaterThanOrEqual(8);
    expect(seedReviewers.length).toBeLessThanOrEqual(10);
    expect(new Set(seedReviewers.map((r) => r.userName)).size).toBe(seedReviewers.length);
    expect(new Set(seedReviewers.map((r) => r.email)).size).toBe(seedReviewers.length);
    for (const r of seedReviewers) expect(r.email).toMatch(/^[a-z0-9.]+@example\.in$/);
  });

  it('has at least 80 reviews pointing at real products and reviewers, rated 1-5', () => {
    expect(seedReviews.length).toBeGreaterThanOrEqual(80);
    const ids = new Set(seedProducts.map((p) => p.id));
    for (const r of seedReviews) {
      expect(ids.has(r.productId), r.productId).toBe(true);
      expect(Number.isInteger(r.reviewer) && r.reviewer >= 0 && r.reviewer < seedReviewers.length).toBe(true);
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(r.comment.trim().length).toBeGreaterThan(5);
    }
  });

  it('has at most one review per shopper per product, written after the product was listed', () => {
    const pairs = seedReviews.map((r) => `${r.productId}|${r.reviewer}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const created = new Map(seedProducts.map((p) => [p.id, p.createdDaysAgo]));
    for (const r of seedReviews) expect(r.daysAgo, r.productId).toBeLessThan(created.get(r.productId) ?? 0);
  });

  it('spreads reviews unevenly, mostly 3-5 stars with a few low ones', () => {
    const perProduct = new Map<string, number>();
    for (const r of seedReviews) perProduct.set(r.productId, (perProduct.get(r.productId) ?? 0) + 1);
    expect(seedProducts.some((p) => !perProduct.has(p.id))).toBe(true);
    expect(Math.max(...perProduct.values())).toBeGreaterThanOrEqual(5);
    const low = seedReviews.filter((r) => r.rating <= 2).length;
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(seedReviews.length * 0.15);
    expect(seedReviews.some((r) => r.title)).toBe(true);
    expect(seedReviews.some((r) => !r.title)).toBe(true);
  });
});
