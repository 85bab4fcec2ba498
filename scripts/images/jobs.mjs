// The list of pictures to make: every product view, every category, the hero, the placeholder
// and Our History, each with where it is written and in which widths (src/shared/images.ts).
import path from 'node:path';
import { seedCategories, seedProducts } from '../../src/server/db/seed-data.ts';
import { IMAGE_WIDTHS, PRODUCT_AVIF_WIDTHS } from '../../src/shared/images.ts';
import { categorySvg } from './categories.mjs';
import { productSvg } from './products.mjs';
import { heroSvg, historySvg, placeholderSvg } from './site-pictures.mjs';

// The widths the pages' srcsets offer (src/shared/images.ts): one list for both.
const { product: PRODUCT_WIDTHS, category: CATEGORY_WIDTHS, hero: HERO_WIDTHS, history: HISTORY_WIDTHS } = IMAGE_WIDTHS;
/** Effort 4, not the hero's 6: 3 % more bytes in less than half the time, for 300-odd files. */
const PRODUCT_AVIF = { widths: PRODUCT_AVIF_WIDTHS, effort: 4 };

/**
 * @typedef {object} PictureJob
 * @property {string} name      what --only and the progress line call it (`<slug>-<n>`, `category-<slug>`, `hero`…)
 * @property {string} match     the other name --only accepts (a product's slug matches all its views)
 * @property {() => string} svg draws the picture
 * @property {string} prefix    output path without `-<width>.webp`
 * @property {readonly number[]} widths
 * @property {(w: number) => number} [height] height for a width (square when absent)
 * @property {{ widths: readonly number[], effort: number }} [avif] AVIF copies in these widths as well (the hero's
 *   every width, decision 102; a product picture's main-picture widths, decision 196), at this sharp effort
 */

/**
 * Every picture of the catalogue in seed-data.ts, in the order they are made.
 * @param {string} out the images folder (public/images)
 * @returns {{ dirs: { products: string, categories: string }, jobs: PictureJob[] }} the jobs, and
 *   the folders whose stale files a full run removes
 */
export function pictureJobs(out) {
  const dirs = { products: path.join(out, 'products'), categories: path.join(out, 'categories') };
  /** @type {PictureJob[]} */
  const jobs = [];
  for (const p of seedProducts) {
    for (let n = 1; n <= p.images.length; n++) {
      jobs.push({ name: `${p.slug}-${n}`, match: p.slug, svg: () => productSvg(p, n), prefix: path.join(dirs.products, `${p.slug}-${n}`), widths: PRODUCT_WIDTHS, avif: PRODUCT_AVIF });
    }
  }
  for (const c of seedCategories) jobs.push({ name: `category-${c.slug}`, match: `category-${c.slug}`, svg: () => categorySvg(c), prefix: path.join(dirs.categories, c.slug), widths: CATEGORY_WIDTHS });
  jobs.push({ name: 'hero', match: 'hero', svg: heroSvg, prefix: path.join(out, 'hero'), widths: HERO_WIDTHS, height: (w) => (w * 9) / 16, avif: { widths: HERO_WIDTHS, effort: 6 } });
  jobs.push({ name: 'placeholder', match: 'placeholder', svg: placeholderSvg, prefix: path.join(out, 'placeholder'), widths: PRODUCT_WIDTHS, avif: PRODUCT_AVIF });
  jobs.push({ name: 'history', match: 'history', svg: historySvg, prefix: path.join(out, 'history'), widths: HISTORY_WIDTHS, height: (w) => (w * 2) / 3 });
  return { dirs, jobs };
}
