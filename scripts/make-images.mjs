#!/usr/bin/env node
/**
 * Draws the shop's illustrations as SVG and renders them to WebP (and the hero to AVIF as well) with sharp.
 *
 *   node_modules/.bin/node scripts/make-images.mjs            # everything (a few minutes of CPU)
 *   node_modules/.bin/node scripts/make-images.mjs --only=bhajani-chakli,hero --png=/tmp/preview
 *
 * Needs Node 24 (it imports the catalogue straight from seed-data.ts via type stripping).
 * --only takes product slugs, category-<slug>, hero, history or placeholder; --png also
 * writes a 640px PNG of each picture rendered, for looking at.
 *
 * Product images:  public/images/products/<slug>-<n>-{160,320,640,800,960}.webp, and {640,800,960}.avif (square; AVIF, decision 196)
 * Category images: public/images/categories/<slug>-{160,320}.webp         (square, round-crop friendly)
 * Hero:            public/images/hero-{640,720,960,1280,1920}.{webp,avif}  (16:9; AVIF too, decision 102)
 * Our History:     public/images/history-{640,1280}.webp                   (3:2)
 * Placeholder:     public/images/placeholder-{160,320,640,800,960}.webp, {640,800,960}.avif (products without a picture)
 *
 * The widths are src/shared/images.ts's. Everything is seeded from names, so runs are deterministic: the same catalogue
 * gives byte-identical files, and stale product/category files are removed.
 * No text is drawn (fonts are not reliable where this runs).
 *
 * The drawing and the writing live in scripts/images/: random.mjs (seeded randomness), colour.mjs,
 * svg.mjs (defs, transforms, scatter helpers), surfaces.mjs (tables and cloths, light), vessels.mjs
 * and containers.mjs (bowls, plates, pouches, jars, boxes), props.mjs and pieces.mjs (spices,
 * produce and pieces of food), visuals.mjs (what each product looks like), scene-helpers.mjs,
 * products.mjs (the scenes per kind), gifts.mjs, categories.mjs, site-pictures.mjs (hero, history,
 * placeholder), jobs.mjs (the list of pictures) and writer.mjs (sharp, WebP and AVIF, stale files).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pictureJobs } from './images/jobs.mjs';
import { writePictures } from './images/writer.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'images');

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const only = args.only ? new Set(args.only.split(',')) : null;
await writePictures(pictureJobs(OUT), { out: OUT, only, pngDir: args.png });
