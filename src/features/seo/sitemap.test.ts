import { describe, expect, it } from 'vitest';
import { INDEXABLE_STATIC_PATHS, robotsTxt, sitemapUrls, sitemapXml } from './sitemap';

describe('the sitemap', () => {
  it('lists the static pages, every category by its slug and every product by its id', () => {
    const urls = sitemapUrls('https://shop.example', [{ name: 'Masala Blends' }, { name: 'Biscuits & Cookies' }], ['p1', 'a b']);
    expect(urls).toContain('https://shop.example/');
    expect(urls).toContain('https://shop.example/faq');
    expect(urls).toContain('https://shop.example/category/masala-blends');
    expect(urls).toContain('https://shop.example/category/biscuits-%26-cookies');
    expect(urls).toContain('https://shop.example/product/p1');
    expect(urls).toContain('https://shop.example/product/a%20b');
  });

  it('leaves the cart, checkout and account pages out', () => {
    const urls = sitemapUrls('https://shop.example', [], []);
    expect(urls.some((u) => /\/(cart|account|payment|shippingDetails|savedAddress|login)/.test(u))).toBe(false);
  });

  it('writes each product URL as the URL parser would', () => {
    for (const id of ['p1', 'a b', 'ü', "it's", 'a&b', '50%']) {
      expect(sitemapUrls('https://shop.example', [], [id]).at(-1)).toBe(new URL(`/product/${encodeURIComponent(id)}`, 'https://shop.example').href);
    }
  });

  it('lists every product of a large catalogue once', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `bench-${i}`);
    const xml = sitemapXml(sitemapUrls('https://shop.example', [{ name: 'Spices' }], ids));
    expect(xml.match(/<url><loc>[^<]+<\/loc><\/url>/g)).toHaveLength(INDEXABLE_STATIC_PATHS.length + 1 + ids.length);
    expect(xml.match(/\/product\/bench-9999</g)).toHaveLength(1);
    expect(xml.endsWith('</url>\n</urlset>\n')).toBe(true);
  });

  it('writes well-formed XML with the characters that need it escaped', () => {
    const xml = sitemapXml(['https://shop.example/?a=1&b=2']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://shop.example/?a=1&amp;b=2</loc>');
    expect(sitemapXml(['<"x\'>'])).toContain('<loc>&lt;&quot;x&apos;&gt;</loc>');
  });
});

describe('robots.txt', () => {
  it('names the sitemap by its full URL and keeps crawlers out of private pages, the back-office and the API', () => {
    const text = robotsTxt('https://shop.example');
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    for (const path of ['/account', '/cart', '/payment', '/shippingDetails', '/savedAddress', '/api/', '/admin']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
