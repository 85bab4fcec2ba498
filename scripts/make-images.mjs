#!/usr/bin/env node
/**
 * Draws the shop's illustrations as SVG and renders them to WebP with sharp.
 *
 *   node_modules/.bin/node scripts/make-images.mjs            # everything (a few minutes of CPU)
 *   node_modules/.bin/node scripts/make-images.mjs --only=bhajani-chakli,hero --png=/tmp/preview
 *
 * Needs Node 24 (it imports the catalogue straight from seed-data.ts via type stripping).
 * --only takes product slugs, category-<slug>, hero, history or placeholder; --png also
 * writes a 640px PNG of each picture rendered, for looking at.
 *
 * Product images:  public/images/products/<slug>-<n>-{320,640,960}.webp  (square)
 * Category images: public/images/categories/<slug>-{160,320}.webp         (square, round-crop friendly)
 * Hero:            public/images/hero-{640,1280,1920}.webp                 (16:9)
 * Our History:     public/images/history-{640,1280}.webp                   (3:2)
 * Placeholder:     public/images/placeholder-{320,640,960}.webp            (for products without a picture)
 *
 * Everything is seeded from names, so runs are deterministic: the same catalogue
 * gives byte-identical files, and stale product/category files are removed.
 * No text is drawn (fonts are not reliable where this runs).
 */
import sharp from 'sharp';
import { mkdir, readdir, unlink, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCategories, seedProducts } from '../src/server/db/seed-data.ts';
import { IMAGE_WIDTHS } from '../src/shared/images.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'images');
const WEBP = { quality: 72, effort: 6, smartSubsample: true };
// The widths the pages' srcsets offer (src/shared/images.ts): one list for both.
const { product: PRODUCT_WIDTHS, category: CATEGORY_WIDTHS, hero: HERO_WIDTHS, history: HISTORY_WIDTHS } = IMAGE_WIDTHS;

// ───────────────────────────── randomness ─────────────────────────────

function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Small seeded generator (mulberry32) with the helpers the drawings need. */
function rng(seedText) {
  let a = hashString(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    sign: () => (next() < 0.5 ? -1 : 1),
  };
}

// ───────────────────────────── colour ─────────────────────────────

const f = (n) => Math.round(n * 10) / 10;
const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const rgbToHex = (rgb) =>
  '#' + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
const mix = (a, b, t) => {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
};
/** Positive t lightens towards white, negative darkens towards a warm black. */
const shade = (c, t) => (t >= 0 ? mix(c, '#fffaf0', t) : mix(c, '#1a0d05', -t));

function toHsl(hex) {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}
function fromHsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s = Math.max(0, Math.min(1, s));
  l = Math.max(0, Math.min(1, l));
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return rgbToHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}
/** Nudges a colour a little in hue, saturation and lightness. */
function vary(R, hex, dh = 6, ds = 0.05, dl = 0.04) {
  const [h, s, l] = toHsl(hex);
  return fromHsl(h + R.range(-dh, dh), s + R.range(-ds, ds), l + R.range(-dl, dl));
}

// ───────────────────────────── svg plumbing ─────────────────────────────

const stopsOf = (stops) =>
  stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op < 1 ? ` stop-opacity="${op}"` : ''}/>`)
    .join('');

/** Collects <defs> for one picture and hands out ids. */
class Ctx {
  constructor(R) {
    this.R = R;
    this.defs = [];
    this.n = 0;
    this.filters = new Map();
  }
  uid(prefix) {
    return prefix + (this.n++).toString(36);
  }
  lin(stops, x1 = 0, y1 = 0, x2 = 1, y2 = 0, user = false) {
    const id = this.uid('g');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stopsOf(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.uid('g');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsOf(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd) {
    const q = [3, 6, 10, 16, 24, 36, 54].find((v) => v >= sd) ?? 54;
    if (!this.filters.has(q)) {
      const id = this.uid('b');
      this.defs.push(`<filter id="${id}" x="-80%" y="-80%" width="260%" height="260%"><feGaussianBlur stdDeviation="${q}"/></filter>`);
      this.filters.set(q, `url(#${id})`);
    }
    return this.filters.get(q);
  }
  /** Blurred dark silhouette of whatever it is applied to: a cast shadow for props. */
  silhouette(sd = 5) {
    const key = `s${sd}`;
    if (!this.filters.has(key)) {
      const id = this.uid('s');
      this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feColorMatrix type="matrix" values="0 0 0 0 0.12 0 0 0 0 0.06 0 0 0 0 0.02 0 0 0 0.4 0"/><feGaussianBlur stdDeviation="${sd}"/></filter>`);
      this.filters.set(key, `url(#${id})`);
    }
    return this.filters.get(key);
  }
  clip(shape) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  pattern(w, h, content, transform = '') {
    const id = this.uid('p');
    this.defs.push(
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }
}

const svgDoc = (ctx, w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${ctx.defs.join('')}</defs>${body}</svg>`;

const g = (transform, body, extra = '') => `<g transform="${transform}"${extra}>${body}</g>`;
const at = (x, y, rot = 0, s = 1, sy = s) =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s !== 1 || sy !== s ? ` scale(${f(s * 100) / 100} ${f(sy * 100) / 100})` : ''}`;

/** A soft shadow on the table: a wide faint one plus a tight darker contact one. */
function shadow(ctx, cx, cy, rx, ry, strength = 1) {
  return (
    `<ellipse cx="${f(cx + rx * 0.06)}" cy="${f(cy + ry * 0.18)}" rx="${f(rx * 1.08)}" ry="${f(ry * 1.25)}" fill="#2a1507" opacity="${f(0.22 * strength * 100) / 100}" filter="${ctx.blur(Math.max(6, ry * 0.6))}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.92)}" ry="${f(ry * 0.7)}" fill="#1f0f05" opacity="${f(0.3 * strength * 100) / 100}" filter="${ctx.blur(Math.max(3, ry * 0.18))}"/>`
  );
}

/** Points inside an ellipse (uniform-ish), sorted back to front. */
function pointsInEllipse(R, cx, cy, rx, ry, n, sort = true) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    let u;
    let v;
    do {
      u = R.range(-1, 1);
      v = R.range(-1, 1);
    } while (u * u + v * v > 1);
    pts.push({ x: cx + u * rx, y: cy + v * ry, d: Math.sqrt(u * u + v * v), u, v });
  }
  return sort ? pts.sort((a, b) => a.y - b.y) : pts;
}

function speckles(R, cx, cy, rx, ry, n, colours, rMin, rMax, opacity = 1) {
  return pointsInEllipse(R, cx, cy, rx, ry, n, false)
    .map(
      (p) =>
        `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(R.range(rMin, rMax))}" fill="${R.pick(colours)}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`,
    )
    .join('');
}

/** Crumpled dried-leaf flakes (kasuri methi and the like). */
function flakes(R, cx, cy, rx, ry, n, c, size) {
  return pointsInEllipse(R, cx, cy, rx, ry, n, false)
    .map((p) => {
      const k = size * R.range(0.7, 1.3);
      return `<path d="M${f(p.x)} ${f(p.y)} l${f(R.range(4, 9) * k)} ${f(R.range(-4, 3) * k)} l${f(R.range(-2, 5) * k)} ${f(R.range(4, 8) * k)} l${f(R.range(-9, -4) * k)} ${f(R.range(-2, 2) * k)}Z" fill="${R.pick([c, shade(c, 0.22), shade(c, -0.2), shade(c, -0.38), mix(c, '#a89a48', 0.4)])}"/>`;
    })
    .join('');
}

/** Little elongated grains (cumin, sesame, shreds) scattered in an ellipse. */
function grains(R, cx, cy, rx, ry, n, colours, len, wid, tilt = 1) {
  return pointsInEllipse(R, cx, cy, rx, ry, n, false)
    .map(
      (p) =>
        `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(len * R.range(0.75, 1.2))}" ry="${f(wid * tilt)}" fill="${R.pick(colours)}" transform="rotate(${f(R.range(0, 180))} ${f(p.x)} ${f(p.y)})"/>`,
    )
    .join('');
}

// ───────────────────────────── surfaces ─────────────────────────────

const SURFACES = {
  'wood-honey': { kind: 'wood', base: '#b7844f' },
  'wood-walnut': { kind: 'wood', base: '#6f4a2f' },
  'wood-teak': { kind: 'wood', base: '#93603a' },
  'cloth-indigo': { kind: 'cloth', base: '#2f4766', motif: '#d9cdb2' },
  'cloth-madder': { kind: 'cloth', base: '#9b3a26', motif: '#ecd6ad' },
  'cloth-cream': { kind: 'cloth', base: '#eadcc0', motif: '#b0552f' },
  'cloth-sage': { kind: 'cloth', base: '#8c9a78', motif: '#f0e6cc' },
  'cloth-turmeric': { kind: 'cloth', base: '#d9a13b', motif: '#8a3a1c' },
  'plain-peach': { kind: 'plain', base: '#e9c6a0' },
  'plain-cream': { kind: 'plain', base: '#efe2c8' },
  'plain-terracotta': { kind: 'plain', base: '#c07a55' },
  'plain-sage': { kind: 'plain', base: '#b9bf9c' },
  slate: { kind: 'slate', base: '#3d3733' },
};

function surface(ctx, R, name, w, h) {
  const s = SURFACES[name];
  let out = '';
  if (s.kind === 'wood') {
    out += `<rect width="${w}" height="${h}" fill="${ctx.lin([[0, shade(s.base, 0.06)], [1, shade(s.base, -0.14)]], 0, 0, 1, 1)}"/>`;
    const plank = R.range(0.24, 0.32) * Math.max(w, h) * (w > h ? 0.6 : 1);
    for (let y = -R.range(0, plank); y < h; y += plank) {
      out += `<rect x="0" y="${f(y)}" width="${w}" height="${f(plank)}" fill="${shade(s.base, R.range(-0.1, 0.08))}" opacity="0.55"/>`;
      const lines = Math.round(plank / 34);
      for (let k = 0; k < lines; k++) {
        const gy = y + R.range(8, plank - 8);
        const amp = R.range(4, 14);
        const dark = R.chance(0.6);
        out += `<path d="M-20 ${f(gy)} C${f(w * 0.3)} ${f(gy + R.sign() * amp)} ${f(w * 0.65)} ${f(gy - R.sign() * amp)} ${w + 20} ${f(gy + R.range(-6, 6))}" fill="none" stroke="${shade(s.base, dark ? -0.28 : 0.16)}" stroke-width="${f(R.range(1.5, 4.5) * (w / 960))}" opacity="${f(R.range(0.2, 0.45) * 100) / 100}"/>`;
      }
      if (R.chance(0.35)) {
        const kx = R.range(0.1, 0.9) * w;
        const ky = y + plank * R.range(0.3, 0.7);
        out += `<ellipse cx="${f(kx)}" cy="${f(ky)}" rx="${f(plank * 0.16)}" ry="${f(plank * 0.06)}" fill="none" stroke="${shade(s.base, -0.3)}" stroke-width="3" opacity="0.4"/>`;
        out += `<ellipse cx="${f(kx)}" cy="${f(ky)}" rx="${f(plank * 0.08)}" ry="${f(plank * 0.03)}" fill="${shade(s.base, -0.3)}" opacity="0.4"/>`;
      }
      out += `<rect x="0" y="${f(y - 2)}" width="${w}" height="4" fill="${shade(s.base, -0.5)}" opacity="0.7"/><rect x="0" y="${f(y + 2)}" width="${w}" height="2" fill="${shade(s.base, 0.25)}" opacity="0.35"/>`;
    }
  } else if (s.kind === 'cloth') {
    out += `<rect width="${w}" height="${h}" fill="${s.base}"/>`;
    const p = R.pick([96, 120, 140]) * (w / 960);
    const m = s.motif;
    const motif =
      R.pick([
        // four-petal butti
        `<g opacity="0.26" transform="translate(${p / 2} ${p / 2})"><ellipse rx="${p * 0.07}" ry="${p * 0.16}" cy="${-p * 0.12}" fill="${m}"/><ellipse rx="${p * 0.07}" ry="${p * 0.16}" cy="${p * 0.12}" fill="${m}"/><ellipse rx="${p * 0.16}" ry="${p * 0.07}" cx="${-p * 0.12}" fill="${m}"/><ellipse rx="${p * 0.16}" ry="${p * 0.07}" cx="${p * 0.12}" fill="${m}"/><circle r="${p * 0.05}" fill="${s.base}"/></g><g opacity="0.22" fill="${m}"><circle r="${p * 0.035}"/><circle cx="${p}" r="${p * 0.035}"/><circle cy="${p}" r="${p * 0.035}"/><circle cx="${p}" cy="${p}" r="${p * 0.035}"/></g>`,
        // dotted diamond (bandhani-like)
        `<g opacity="0.28" fill="${m}">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${f(p / 2 + Math.cos((i * Math.PI) / 4) * p * 0.22)}" cy="${f(p / 2 + Math.sin((i * Math.PI) / 4) * p * 0.22)}" r="${f(p * 0.03)}"/>`).join('')}<circle cx="${p / 2}" cy="${p / 2}" r="${f(p * 0.05)}"/></g>`,
        // leaf buti
        `<g opacity="0.24" fill="${m}" transform="translate(${p / 2} ${p / 2}) rotate(30)"><path d="M0 ${-p * 0.2} C${p * 0.12} ${-p * 0.08} ${p * 0.1} ${p * 0.12} 0 ${p * 0.2} C${-p * 0.1} ${p * 0.12} ${-p * 0.12} ${-p * 0.08} 0 ${-p * 0.2}Z"/></g>`,
      ]);
    out += `<rect width="${w}" height="${h}" fill="${ctx.pattern(p, p, motif, `rotate(${R.pick([0, 45])})`)}"/>`;
    // broad folds
    for (let k = 0; k < 3; k++) {
      const x = R.range(0.1, 0.9) * w;
      out += `<path d="M${f(x - w * 0.3)} -20 L${f(x + w * 0.1)} ${h + 20}" stroke="${k % 2 ? '#000' : '#fff'}" stroke-width="${f(w * 0.08)}" opacity="0.07" filter="${ctx.blur(30)}"/>`;
    }
  } else if (s.kind === 'plain') {
    out += `<rect width="${w}" height="${h}" fill="${ctx.rad([[0, shade(s.base, 0.18)], [0.6, s.base], [1, shade(s.base, -0.16)]], 0.42, 0.38, 0.8)}"/>`;
  } else {
    out += `<rect width="${w}" height="${h}" fill="${s.base}"/>`;
    for (let k = 0; k < 7; k++) {
      out += `<ellipse cx="${f(R.range(0, w))}" cy="${f(R.range(0, h))}" rx="${f(R.range(0.1, 0.3) * w)}" ry="${f(R.range(0.08, 0.2) * h)}" fill="${shade(s.base, R.range(-0.25, 0.12))}" opacity="0.5" filter="${ctx.blur(40)}"/>`;
    }
  }
  return out;
}

/** Warm window light from the top left and a gentle vignette, laid over everything. */
function lighting(ctx, w, h, strength = 1) {
  return (
    `<rect width="${w}" height="${h}" fill="${ctx.rad([[0, '#fff3d6', 0.22 * strength], [1, '#fff3d6', 0]], 0.2, 0.12, 0.75)}"/>` +
    `<rect width="${w}" height="${h}" fill="${ctx.rad([[0.55, '#1a0c04', 0], [1, '#1a0c04', 0.32 * strength]], 0.5, 0.5, 0.75)}"/>`
  );
}

// ───────────────────────────── vessels ─────────────────────────────

const BOWLS = {
  terracotta: { base: '#b35a32', inner: '#6e2f16', lip: '#d9875c' },
  brass: { base: '#c99a38', inner: '#7a5416', lip: '#f4d27a', shiny: true },
  white: { base: '#efe8dc', inner: '#b9ad98', lip: '#ffffff', band: '#2f4f86' },
  wood: { base: '#8a5733', inner: '#4f2e18', lip: '#b07a4e' },
  stone: { base: '#56504b', inner: '#2c2724', lip: '#7d756e' },
  steel: { base: '#b8bdc4', inner: '#6d737b', lip: '#eef1f4', shiny: true },
  celadon: { base: '#8fa88a', inner: '#506a4e', lip: '#c4d6be' },
};

/** Top of a heap (a rounded mound) whose foot sits on the ellipse (cx, cy, rx, ry). */
function heapPath(R, cx, cy, rx, ry, h) {
  const px = cx + rx * R.range(-0.12, 0.12);
  const shoulder = R.range(0.3, 0.5);
  return `M${f(cx - rx)} ${f(cy)} C${f(cx - rx * 0.72)} ${f(cy - h * shoulder)} ${f(px - rx * 0.45)} ${f(cy - h)} ${f(px)} ${f(cy - h)} C${f(px + rx * 0.45)} ${f(cy - h)} ${f(cx + rx * 0.72)} ${f(cy - h * shoulder)} ${f(cx + rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 0 1 ${f(cx - rx)} ${f(cy)}Z`;
}

/**
 * A heap of powder, seeds or pieces, its foot on an ellipse.
 * fill: { colour, texture: 'powder'|'coarse'|'seeds'|'mustard'|'flakes', items?: (pts) => svg }
 */
function heap(ctx, R, cx, cy, rx, ry, h, fill) {
  const d = heapPath(R, cx, cy, rx, ry, h);
  const c = fill.colour;
  let out = `<path d="${d}" fill="${ctx.rad([[0, shade(c, 0.28)], [0.45, c], [1, shade(c, -0.35)]], 0.38, 0.2, 0.85)}"/>`;
  const clip = ctx.clip(`<path d="${d}"/>`);
  const region = [cx, cy - h * 0.45, rx * 1.05, h * 0.62 + ry];
  let tex = '';
  const t = fill.texture ?? 'powder';
  if (t === 'powder') {
    tex += speckles(R, ...region, Math.round(rx * 0.35), [shade(c, 0.35), shade(c, -0.3)], 1.2, 2.6, 0.7);
  } else if (t === 'coarse') {
    tex += speckles(R, ...region, Math.round(rx * 0.9), [shade(c, 0.3), shade(c, -0.35), shade(c, 0.12), fill.accent ?? shade(c, 0.5)], 2, 5.5, 0.9);
  } else if (t === 'seeds') {
    tex += grains(R, ...region, Math.round(rx * 2.6), [c, shade(c, 0.22), shade(c, -0.25), shade(c, 0.4)], 7, 2.6);
  } else if (t === 'mustard') {
    tex += speckles(R, ...region, Math.round(rx * 2.8), [c, shade(c, 0.25), shade(c, -0.3)], 2.6, 3.6);
    tex += speckles(R, ...region, Math.round(rx * 0.6), ['#fff8e6'], 0.8, 1.2, 0.5);
  } else if (t === 'flakes') {
    tex += flakes(R, ...region, Math.round(rx * 2.2), c, 1.6);
  }
  // a soft highlight on the lit shoulder and shade on the right
  tex += `<ellipse cx="${f(cx - rx * 0.28)}" cy="${f(cy - h * 0.62)}" rx="${f(rx * 0.32)}" ry="${f(h * 0.22)}" fill="#fff6df" opacity="0.18" filter="${ctx.blur(rx * 0.08)}"/>`;
  out += `<g clip-path="${clip}">${tex}</g>`;
  if (fill.items) {
    // pieces lying on the heap surface, back to front
    const pts = pointsInEllipse(R, cx, cy - h * 0.35, rx * 0.82, h * 0.55 + ry * 0.5, fill.count ?? 14);
    out += fill.items(pts);
  }
  return out;
}

/** A bowl seen from the front and a little above; contents drawn by fillFn(ctx, cx, cy, rx, ry). */
function bowl3q(ctx, R, { cx, cy, r, style = 'terracotta', depth = 0.62, contents = () => '' }) {
  const b = BOWLS[style];
  const ry = r * 0.3;
  const bottom = cy + r * depth;
  let out = shadow(ctx, cx + r * 0.05, bottom - r * 0.02, r * 0.72, r * 0.16);
  // rim top surface and dark inside
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(ry)}" fill="${b.lip}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.04)}" rx="${f(r * 0.93)}" ry="${f(ry * 0.9)}" fill="${ctx.lin([[0, shade(b.inner, -0.2)], [1, shade(b.inner, 0.25)]], 0, 0, 0, 1)}"/>`;
  out += contents(ctx, cx, cy + ry * 0.04, r * 0.93, ry * 0.9);
  // body, covering the front of the contents
  const body = `M${f(cx - r)} ${f(cy)} A${f(r)} ${f(ry)} 0 0 0 ${f(cx + r)} ${f(cy)} C${f(cx + r)} ${f(cy + r * 0.45)} ${f(cx + r * 0.6)} ${f(bottom)} ${f(cx)} ${f(bottom)} C${f(cx - r * 0.6)} ${f(bottom)} ${f(cx - r)} ${f(cy + r * 0.45)} ${f(cx - r)} ${f(cy)}Z`;
  const stops = b.shiny
    ? [[0, shade(b.base, 0.1)], [0.18, shade(b.base, 0.55)], [0.32, b.base], [0.75, shade(b.base, -0.3)], [1, shade(b.base, -0.5)]]
    : [[0, shade(b.base, 0.15)], [0.3, shade(b.base, 0.05)], [0.7, shade(b.base, -0.2)], [1, shade(b.base, -0.42)]];
  out += `<path d="${body}" fill="${ctx.lin(stops)}"/>`;
  out += `<path d="${body}" fill="${ctx.lin([[0.2, '#000', 0], [1, '#000', 0.3]], 0, 0, 0, 1)}"/>`;
  if (b.band) {
    out += `<path d="M${f(cx - r * 0.985)} ${f(cy + r * 0.09)} A${f(r * 0.985)} ${f(ry)} 0 0 0 ${f(cx + r * 0.985)} ${f(cy + r * 0.09)}" fill="none" stroke="${b.band}" stroke-width="${f(r * 0.035)}" opacity="0.85"/>`;
    out += `<path d="M${f(cx - r * 0.9)} ${f(cy + r * 0.17)} A${f(r * 0.9)} ${f(ry)} 0 0 0 ${f(cx + r * 0.9)} ${f(cy + r * 0.17)}" fill="none" stroke="${b.band}" stroke-width="${f(r * 0.012)}" opacity="0.7"/>`;
  }
  if (style === 'terracotta') {
    // painted white dots band, as on village pottery
    for (let i = 1; i < 14; i++) {
      const a = Math.PI - (i / 14) * Math.PI;
      const x = cx + Math.cos(a) * r * 0.93;
      const y = cy + r * 0.16 + Math.sin(a) * ry * 0.95;
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.018 * (0.6 + 0.4 * Math.sin(a)))}" fill="#f3e3c4" opacity="0.8"/>`;
    }
  }
  out += `<path d="M${f(cx - r)} ${f(cy)} A${f(r)} ${f(ry)} 0 0 0 ${f(cx + r)} ${f(cy)}" fill="none" stroke="${b.lip}" stroke-width="${f(r * 0.03)}" opacity="0.9"/>`;
  out += `<path d="M${f(cx - r * 0.75)} ${f(cy + r * 0.12)} C${f(cx - r * 0.78)} ${f(cy + r * 0.3)} ${f(cx - r * 0.6)} ${f(cy + r * 0.45)} ${f(cx - r * 0.45)} ${f(cy + r * 0.5)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.05)}" stroke-linecap="round" opacity="${b.shiny ? 0.45 : 0.16}" filter="${ctx.blur(r * 0.02)}"/>`;
  return out;
}

/** A bowl seen from straight above; contents drawn by contents(ctx, cx, cy, r). */
function bowlTop(ctx, R, { cx, cy, r, style = 'terracotta', contents = () => '' }) {
  const b = BOWLS[style];
  let out = `<circle cx="${f(cx + r * 0.07)}" cy="${f(cy + r * 0.1)}" r="${f(r * 1.02)}" fill="#1f0f05" opacity="0.35" filter="${ctx.blur(r * 0.07)}"/>`;
  const stops = b.shiny
    ? [[0, shade(b.lip, 0.3)], [0.35, b.base], [0.7, shade(b.base, -0.25)], [1, shade(b.base, -0.45)]]
    : [[0, shade(b.lip, 0.1)], [0.5, b.base], [1, shade(b.base, -0.35)]];
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${ctx.lin(stops, 0, 0, 1, 1)}"/>`;
  if (b.band) out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.93)}" fill="none" stroke="${b.band}" stroke-width="${f(r * 0.025)}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.86)}" fill="${ctx.lin([[0, shade(b.inner, -0.1)], [1, shade(b.inner, 0.3)]], 0, 0, 1, 1)}"/>`;
  const cr = r * 0.82;
  const clip = ctx.clip(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(cr)}"/>`);
  out += `<g clip-path="${clip}">${contents(ctx, cx, cy, cr)}<circle cx="${f(cx + cr * 0.08)}" cy="${f(cy + cr * 0.1)}" r="${f(cr * 1.04)}" fill="none" stroke="#1a0c04" stroke-width="${f(cr * 0.12)}" opacity="0.35" filter="${ctx.blur(cr * 0.05)}"/></g>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.985)}" fill="none" stroke="${b.lip}" stroke-width="${f(r * 0.02)}" opacity="0.8"/>`;
  return out;
}

/** Powder, seeds or pieces filling a round area seen from above. */
/** A closed, softly wobbling round outline. */
function blobPath(R, cx, cy, r, wobble = 0.07, n = 16) {
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 + R.range(-wobble, wobble));
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
  });
  const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let d = `M${mid(pts[n - 1], pts[0]).map(f).join(' ')}`;
  for (let i = 0; i < n; i++) d += ` Q${pts[i].map(f).join(' ')} ${mid(pts[i], pts[(i + 1) % n]).map(f).join(' ')}`;
  return d + 'Z';
}

function topFill(ctx, R, cx, cy, r, fill) {
  const c = fill.colour;
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${ctx.rad([[0, shade(c, 0.25)], [0.55, c], [1, shade(c, -0.35)]], 0.42, 0.4, 0.62)}"/>`;
  const t = fill.texture ?? 'powder';
  if (t === 'powder') {
    // powder settles low at the edges and is heaped in the middle
    out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${shade(c, -0.28)}"/>`;
    out += speckles(R, cx, cy, r, r, Math.round(r * 0.4), [shade(c, -0.05), shade(c, -0.4)], 1.5, 3, 0.8);
    const mx = cx - r * 0.04;
    const my = cy - r * 0.04;
    out += `<path d="${blobPath(R, mx + r * 0.07, my + r * 0.09, r * 0.8, 0.06)}" fill="#1a0c04" opacity="0.35" filter="${ctx.blur(r * 0.05)}"/>`;
    out += `<path d="${blobPath(R, mx, my, r * 0.8, 0.06)}" fill="${ctx.rad([[0, shade(c, 0.3)], [0.25, shade(c, 0.12)], [0.7, c], [1, shade(c, -0.22)]], 0.42, 0.4, 0.6)}"/>`;
    out += speckles(R, mx, my, r * 0.78, r * 0.78, Math.round(r * 0.8), [shade(c, 0.4), shade(c, -0.3), shade(c, 0.15)], 1.4, 3.2, 0.8);
    out += `<path d="${blobPath(R, mx - r * 0.1, my - r * 0.12, r * 0.3, 0.1, 10)}" fill="#fff6dc" opacity="0.18" filter="${ctx.blur(r * 0.06)}"/>`;
  } else if (t === 'coarse') {
    out += speckles(R, cx, cy, r, r, Math.round(r * 1.6), [shade(c, 0.3), shade(c, -0.35), shade(c, 0.12), fill.accent ?? shade(c, 0.5)], 2.5, 6.5, 0.9);
  } else if (t === 'seeds') {
    out += grains(R, cx, cy, r, r, Math.round(r * 5.5), [c, shade(c, 0.2), shade(c, -0.25), shade(c, 0.4)], 8, 3);
  } else if (t === 'mustard') {
    out += speckles(R, cx, cy, r, r, Math.round(r * 6), [c, shade(c, 0.25), shade(c, -0.3)], 3, 4.2);
    out += speckles(R, cx, cy, r, r, Math.round(r * 1.2), ['#fff8e6'], 1, 1.4, 0.5);
  } else if (t === 'flakes') {
    out += flakes(R, cx, cy, r, r, Math.round(r * 4), c, 1.9);
  }
  if (fill.items) out += fill.items(pointsInEllipse(R, cx, cy, r * 0.9, r * 0.9, fill.count ?? 30));
  return out;
}

const PLATES = {
  steel: { base: '#c3c7cc', rim: '#eef0f2', dark: '#7c828a', shiny: true },
  brass: { base: '#cf9f3e', rim: '#f3d27d', dark: '#7d5819', shiny: true },
  white: { base: '#f2ede4', rim: '#ffffff', dark: '#c8bca8', band: '#b0552f' },
  terracotta: { base: '#b8643a', rim: '#d88a60', dark: '#7a3617' },
  leaf: { base: '#4f8a3a', rim: '#7fb257', dark: '#2f5a22' },
  wicker: { base: '#c89a5c', rim: '#e2bd84', dark: '#8a6232' },
};

/** A plate or thali seen from the front and above. */
function plate3q(ctx, R, { cx, cy, rx, style = 'steel' }) {
  const p = PLATES[style];
  const ry = rx * 0.36;
  let out = shadow(ctx, cx, cy + ry * 0.18, rx * 0.95, ry * 0.8);
  if (style === 'leaf') return out + leaf(ctx, R, cx, cy, rx * 1.15, ry * 1.25, -4);
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.1)}" rx="${f(rx)}" ry="${f(ry)}" fill="${p.dark}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${ctx.lin([[0, p.rim], [0.5, p.base], [1, shade(p.base, -0.2)]], 0, 0, 1, 1)}"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.04)}" rx="${f(rx * 0.8)}" ry="${f(ry * 0.78)}" fill="${ctx.lin(p.shiny ? [[0, shade(p.base, -0.15)], [0.5, shade(p.base, 0.25)], [1, shade(p.base, -0.05)]] : [[0, shade(p.base, -0.06)], [1, shade(p.base, 0.08)]], 0, 0, 1, 1)}"/>`;
  if (p.band) out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.9)}" ry="${f(ry * 0.88)}" fill="none" stroke="${p.band}" stroke-width="${f(rx * 0.012)}" opacity="0.7"/>`;
  if (style === 'wicker') out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.96)}" ry="${f(ry * 0.94)}" fill="none" stroke="${p.dark}" stroke-width="${f(rx * 0.025)}" stroke-dasharray="6 5" opacity="0.6"/>`;
  return out;
}

function plateTop(ctx, R, { cx, cy, r, style = 'steel' }) {
  const p = PLATES[style];
  let out = `<circle cx="${f(cx + r * 0.05)}" cy="${f(cy + r * 0.07)}" r="${f(r)}" fill="#1f0f05" opacity="0.32" filter="${ctx.blur(r * 0.05)}"/>`;
  if (style === 'leaf') return out + leaf(ctx, R, cx, cy, r * 1.2, r * 0.95, -28);
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${ctx.lin([[0, p.rim], [0.5, p.base], [1, shade(p.base, -0.25)]], 0, 0, 1, 1)}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="${ctx.lin(p.shiny ? [[0, shade(p.base, -0.12)], [0.5, shade(p.base, 0.22)], [1, shade(p.base, -0.05)]] : [[0, shade(p.base, -0.06)], [1, shade(p.base, 0.08)]], 0, 0, 1, 1)}"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="none" stroke="${shade(p.base, -0.25)}" stroke-width="${f(r * 0.012)}" opacity="0.6"/>`;
  if (p.band) out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.9)}" fill="none" stroke="${p.band}" stroke-width="${f(r * 0.01)}" opacity="0.7"/>`;
  if (style === 'wicker') {
    for (let k = 1; k <= 8; k++) out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((r * k) / 8.4)}" fill="none" stroke="${p.dark}" stroke-width="${f(r * 0.018)}" stroke-dasharray="9 6" opacity="0.45"/>`;
  }
  return out;
}

/** A banana leaf lying on the table. */
function leaf(ctx, R, cx, cy, rx, ry, rot = 0) {
  const d = `M${-rx} 0 C${-rx * 0.6} ${-ry * 1.05} ${rx * 0.6} ${-ry * 1.05} ${rx} ${-ry * 0.1} C${rx * 0.6} ${ry * 1.05} ${-rx * 0.6} ${ry * 1.05} ${-rx} 0Z`;
  let veins = '';
  for (let x = -rx * 0.85; x < rx * 0.9; x += rx * 0.07) {
    veins += `<path d="M${f(x)} 0 Q${f(x + rx * 0.08)} ${f(-ry * 0.5)} ${f(x + rx * 0.16)} ${f(-ry)}M${f(x)} 0 Q${f(x + rx * 0.08)} ${f(ry * 0.5)} ${f(x + rx * 0.16)} ${f(ry)}"/>`;
  }
  const clip = ctx.clip(`<path d="${d}"/>`);
  return g(
    at(cx, cy, rot),
    `<path d="${d}" fill="${ctx.lin([[0, '#6fa84a'], [0.5, '#4f8c34'], [1, '#2f6322']], 0, 0, 0.3, 1)}"/>` +
      `<g clip-path="${clip}" fill="none" stroke="#9fd07a" stroke-width="2" opacity="0.35">${veins}</g>` +
      `<path d="M${-rx} 0 C${-rx * 0.3} ${-ry * 0.06} ${rx * 0.3} ${-ry * 0.06} ${rx} ${-ry * 0.1}" fill="none" stroke="#c8e6a0" stroke-width="${f(rx * 0.018)}" opacity="0.7"/>`,
  );
}

/**
 * A stand-up kraft pouch with a window onto the contents and a plain label.
 * (x, y) is the middle of its bottom edge.
 */
function pouch(ctx, R, { x, y, w, h, fill, kraft = '#c89c68', label = '#f3e6c8', accent = '#9b3a26', window = 'arch' }) {
  const l = x - w / 2;
  const r = x + w / 2;
  const top = y - h;
  const body = `M${f(l + w * 0.02)} ${f(top)} L${f(r - w * 0.02)} ${f(top)} C${f(r + w * 0.02)} ${f(top + h * 0.4)} ${f(r + w * 0.05)} ${f(y - h * 0.18)} ${f(r)} ${f(y)} Q${f(x)} ${f(y + h * 0.035)} ${f(l)} ${f(y)} C${f(l - w * 0.05)} ${f(y - h * 0.18)} ${f(l - w * 0.02)} ${f(top + h * 0.4)} ${f(l + w * 0.02)} ${f(top)}Z`;
  let out = shadow(ctx, x + w * 0.05, y, w * 0.56, h * 0.06);
  out += `<path d="${body}" fill="${ctx.lin([[0, shade(kraft, 0.12)], [0.25, shade(kraft, 0.04)], [0.55, kraft], [0.85, shade(kraft, -0.2)], [1, shade(kraft, -0.35)]])}"/>`;
  const clip = ctx.clip(`<path d="${body}"/>`);
  let inner = '';
  // kraft fibres
  inner += pointsInEllipse(R, x, y - h / 2, w / 2, h / 2, Math.round(w * 0.12), false)
    .map((p) => `<path d="M${f(p.x)} ${f(p.y)} l${f(R.range(4, 12))} ${f(R.range(-2, 2))}" stroke="${shade(kraft, R.chance(0.5) ? -0.25 : 0.25)}" stroke-width="1.4" opacity="0.5"/>`)
    .join('');
  // seal band, crimp and zip
  inner += `<rect x="${f(l - 10)}" y="${f(top)}" width="${f(w + 20)}" height="${f(h * 0.085)}" fill="${shade(kraft, -0.1)}" opacity="0.55"/>`;
  inner += `<path d="M${f(l)} ${f(top + h * 0.012)} ${Array.from({ length: Math.round(w / 9) }, (_, i) => `L${f(l + i * 9 + 4.5)} ${f(top + h * 0.012 + (i % 2 ? 0 : 5))}`).join(' ')}" fill="none" stroke="${shade(kraft, -0.35)}" stroke-width="1.6" opacity="0.6"/>`;
  inner += `<path d="M${f(l)} ${f(top + h * 0.13)} L${f(r)} ${f(top + h * 0.13)}" stroke="${shade(kraft, -0.3)}" stroke-width="3" opacity="0.55"/><path d="M${f(l)} ${f(top + h * 0.135 + 3)} L${f(r)} ${f(top + h * 0.135 + 3)}" stroke="${shade(kraft, 0.3)}" stroke-width="1.5" opacity="0.5"/>`;
  // label panel
  const ly = top + h * 0.2;
  const lh = h * 0.3;
  inner += `<rect x="${f(l + w * 0.14)}" y="${f(ly)}" width="${f(w * 0.72)}" height="${f(lh)}" rx="${f(w * 0.04)}" fill="${label}"/>`;
  inner += `<rect x="${f(l + w * 0.14)}" y="${f(ly)}" width="${f(w * 0.72)}" height="${f(lh * 0.14)}" rx="${f(w * 0.02)}" fill="${accent}" opacity="0.9"/>`;
  inner += emblem(x, ly + lh * 0.5, lh * 0.22, accent);
  inner += `<rect x="${f(x - w * 0.2)}" y="${f(ly + lh * 0.8)}" width="${f(w * 0.4)}" height="${f(lh * 0.05)}" rx="2" fill="${accent}" opacity="0.55"/>`;
  // window onto the contents
  const wy = top + h * 0.58;
  const ww = w * 0.5;
  const wh = h * 0.3;
  const win =
    window === 'arch'
      ? `M${f(x - ww / 2)} ${f(wy + wh)} L${f(x - ww / 2)} ${f(wy + ww / 2)} A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(x + ww / 2)} ${f(wy + ww / 2)} L${f(x + ww / 2)} ${f(wy + wh)}Z`
      : `M${f(x - ww / 2)} ${f(wy)} h${f(ww)} v${f(wh)} h${f(-ww)}Z`;
  const wclip = ctx.clip(`<path d="${win}"/>`);
  inner += `<g clip-path="${wclip}"><rect x="${f(x - ww / 2)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="${ctx.lin([[0, shade(fill.colour, 0.1)], [1, shade(fill.colour, -0.25)]], 0, 0, 0, 1)}"/>`;
  inner += fill.texture === 'seeds'
    ? grains(R, x, wy + wh / 2, ww / 2, wh / 2, Math.round(ww * 1.3), [fill.colour, shade(fill.colour, 0.25), shade(fill.colour, -0.25)], 6, 2.4)
    : fill.texture === 'mustard'
      ? speckles(R, x, wy + wh / 2, ww / 2, wh / 2, Math.round(ww * 1.6), [fill.colour, shade(fill.colour, 0.25), shade(fill.colour, -0.3)], 2.4, 3.2)
      : speckles(R, x, wy + wh / 2, ww / 2, wh / 2, Math.round(ww * 0.6), [shade(fill.colour, 0.3), shade(fill.colour, -0.3), fill.accent ?? shade(fill.colour, 0.4)], 1.5, fill.texture === 'coarse' || fill.texture === 'flakes' ? 4.5 : 2.4, 0.85);
  inner += `<path d="M${f(x - ww * 0.35)} ${f(wy + wh)} L${f(x + ww * 0.05)} ${f(wy)} L${f(x + ww * 0.25)} ${f(wy)} L${f(x - ww * 0.15)} ${f(wy + wh)}Z" fill="#fff" opacity="0.18"/></g>`;
  inner += `<path d="${win}" fill="none" stroke="${shade(kraft, -0.3)}" stroke-width="2.5" opacity="0.6"/>`;
  // gusset shading at the bottom, and a vertical crease highlight
  inner += `<path d="M${f(l)} ${f(y - h * 0.05)} Q${f(x)} ${f(y - h * 0.09)} ${f(r)} ${f(y - h * 0.05)}" fill="none" stroke="${shade(kraft, -0.35)}" stroke-width="3" opacity="0.35"/>`;
  inner += `<rect x="${f(l + w * 0.06)}" y="${f(top)}" width="${f(w * 0.05)}" height="${f(h)}" fill="#fff" opacity="0.12" filter="${ctx.blur(6)}"/>`;
  out += `<g clip-path="${clip}">${inner}</g>`;
  return out;
}

/** A simple label emblem: a sprig in a ring (no lettering). */
function emblem(x, y, r, colour) {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${colour}" stroke-width="${f(r * 0.1)}"/>` +
    `<path d="M${f(x)} ${f(y + r * 0.65)} L${f(x)} ${f(y - r * 0.55)}" stroke="${colour}" stroke-width="${f(r * 0.09)}"/>` +
    [-1, 1]
      .map((s) =>
        [0, 1, 2]
          .map((k) => {
            const yy = y + r * 0.35 - k * r * 0.38;
            return `<path d="M${f(x)} ${f(yy)} C${f(x + s * r * 0.2)} ${f(yy - r * 0.32)} ${f(x + s * r * 0.48)} ${f(yy - r * 0.3)} ${f(x + s * r * 0.52)} ${f(yy - r * 0.28)} C${f(x + s * r * 0.42)} ${f(yy - r * 0.05)} ${f(x + s * r * 0.2)} ${f(yy + r * 0.02)} ${f(x)} ${f(yy)}Z" fill="${colour}"/>`;
          })
          .join(''),
      )
      .join('')
  );
}

const CLOTHS = {
  red: { base: '#b0382a', dot: '#f4e6cf' },
  indigo: { base: '#2f4a73', dot: '#e8dcc4' },
  green: { base: '#5d7a3c', dot: '#f2e6c8' },
  mustard: { base: '#d49a2a', dot: '#7a2f18' },
};

/**
 * A glass jar with a cloth tied over the lid. (x, y) is the middle of its bottom.
 * contents(ctx, clipX, top, width, bottom) draws what shows through the glass.
 */
function jar(ctx, R, { x, y, w, h, contents, cloth = 'red', twine = '#c79a5b' }) {
  const l = x - w / 2;
  const top = y - h * 0.82;
  const rx = w * 0.14;
  const body = `M${f(l + rx)} ${f(top)} H${f(l + w - rx)} Q${f(l + w)} ${f(top)} ${f(l + w)} ${f(top + rx)} V${f(y - rx)} Q${f(l + w)} ${f(y)} ${f(l + w - rx)} ${f(y)} H${f(l + rx)} Q${f(l)} ${f(y)} ${f(l)} ${f(y - rx)} V${f(top + rx)} Q${f(l)} ${f(top)} ${f(l + rx)} ${f(top)}Z`;
  let out = shadow(ctx, x + w * 0.05, y, w * 0.56, w * 0.1);
  const clip = ctx.clip(`<path d="${body}"/>`);
  out += `<path d="${body}" fill="#3a2a1c" opacity="0.25"/>`;
  out += `<g clip-path="${clip}">${contents(ctx, x, top + h * 0.1, w, y)}</g>`;
  // glass: highlights and edges
  out += `<path d="${body}" fill="${ctx.lin([[0, '#fff', 0.35], [0.12, '#fff', 0.1], [0.5, '#fff', 0], [0.86, '#fff', 0.05], [0.95, '#fff', 0.28], [1, '#fff', 0.1]])}"/>`;
  out += `<rect x="${f(l + w * 0.1)}" y="${f(top + h * 0.12)}" width="${f(w * 0.06)}" height="${f(h * 0.55)}" rx="${f(w * 0.03)}" fill="#fff" opacity="0.45"/>`;
  out += `<path d="${body}" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.45"/>`;
  // neck and lid
  const nw = w * 0.84;
  out += `<rect x="${f(x - nw / 2)}" y="${f(top - h * 0.08)}" width="${f(nw)}" height="${f(h * 0.1)}" rx="6" fill="${ctx.lin([[0, '#d9b45a'], [0.3, '#f5dc8a'], [1, '#8a6420']])}"/>`;
  // cloth cover with a scalloped hem
  const c = CLOTHS[cloth];
  const cw = w * 1.02;
  const ct = top - h * 0.17;
  const hemY = top + h * 0.03;
  let hem = '';
  const n = 7;
  for (let i = 0; i < n; i++) {
    const x0 = x + cw / 2 - (i * cw) / n;
    hem += ` Q${f(x0 - cw / n / 2)} ${f(hemY + h * 0.05 * (i % 2 ? 0.6 : 1.1))} ${f(x0 - cw / n)} ${f(hemY)}`;
  }
  const cover = `M${f(x - cw / 2)} ${f(hemY)} C${f(x - cw * 0.52)} ${f(ct + h * 0.02)} ${f(x - cw * 0.3)} ${f(ct)} ${f(x)} ${f(ct)} C${f(x + cw * 0.3)} ${f(ct)} ${f(x + cw * 0.52)} ${f(ct + h * 0.02)} ${f(x + cw / 2)} ${f(hemY)}${hem}Z`;
  const dots = ctx.pattern(18, 18, `<circle cx="4" cy="4" r="2.2" fill="${c.dot}" opacity="0.85"/><circle cx="13" cy="13" r="2.2" fill="${c.dot}" opacity="0.85"/>`);
  out += `<path d="${cover}" fill="${c.base}"/><path d="${cover}" fill="${dots}"/>`;
  out += `<path d="${cover}" fill="${ctx.lin([[0, '#fff', 0.15], [0.45, '#fff', 0], [1, '#000', 0.3]])}"/>`;
  // twine tie with a bow
  const ty = top - h * 0.045;
  out += `<path d="M${f(x - nw * 0.54)} ${f(ty)} Q${f(x)} ${f(ty + h * 0.025)} ${f(x + nw * 0.54)} ${f(ty)}" fill="none" stroke="${twine}" stroke-width="${f(w * 0.03)}"/>`;
  out += `<path d="M${f(x - nw * 0.54)} ${f(ty)} Q${f(x)} ${f(ty + h * 0.025)} ${f(x + nw * 0.54)} ${f(ty)}" fill="none" stroke="${shade(twine, -0.35)}" stroke-width="${f(w * 0.03)}" stroke-dasharray="3 5"/>`;
  const bx = x + nw * 0.2;
  const by = ty + h * 0.015;
  out += `<g fill="none" stroke="${twine}" stroke-width="${f(w * 0.025)}" stroke-linecap="round"><path d="M${f(bx)} ${f(by)} c-20 -22 -42 -4 -26 8 c8 4 18 0 26 -8"/><path d="M${f(bx)} ${f(by)} c20 -22 42 -4 26 8 c-8 4 -18 0 -26 -8"/><path d="M${f(bx)} ${f(by)} c-6 18 -12 30 -20 42M${f(bx)} ${f(by)} c6 18 10 30 18 40"/></g>`;
  // a round kraft label
  out += `<circle cx="${f(x)}" cy="${f(top + h * 0.36)}" r="${f(w * 0.22)}" fill="#d8b283"/><circle cx="${f(x)}" cy="${f(top + h * 0.36)}" r="${f(w * 0.19)}" fill="none" stroke="${c.base}" stroke-width="2" opacity="0.7"/>`;
  out += emblem(x, top + h * 0.36, w * 0.11, c.base);
  return out;
}

/** Contents of a jar: a filled level with texture. */
function jarFill(R, fill) {
  return (ctx, x, top, w, bottom) => {
    const lvl = top + (bottom - top) * 0.12;
    const c = fill.colour;
    let out = `<rect x="${f(x - w / 2)}" y="${f(lvl)}" width="${f(w)}" height="${f(bottom - lvl)}" fill="${ctx.lin([[0, shade(c, 0.05)], [1, shade(c, -0.3)]], 0, 0, 0, 1)}"/>`;
    if (fill.piecesSide) out += fill.piecesSide(ctx, x, lvl, w, bottom);
    else
      out +=
        fill.texture === 'seeds'
          ? grains(R, x, (lvl + bottom) / 2, w / 2, (bottom - lvl) / 2, Math.round(w * 2), [c, shade(c, 0.25), shade(c, -0.25)], 7, 2.6)
          : speckles(R, x, (lvl + bottom) / 2, w / 2, (bottom - lvl) / 2, Math.round(w * (fill.texture === 'coarse' ? 1.6 : 0.8)), [shade(c, 0.3), shade(c, -0.3), fill.accent ?? shade(c, 0.45)], 1.5, fill.texture === 'coarse' ? 5 : 2.5, 0.9);
    out += `<ellipse cx="${f(x)}" cy="${f(lvl)}" rx="${f(w / 2)}" ry="${f(w * 0.06)}" fill="${shade(c, 0.2)}" opacity="0.7"/>`;
    return out;
  };
}

/**
 * A traditional ceramic pickle barni: cream body, brown glazed shoulders, lid.
 * (cx, y) is the middle of its foot.
 */
function barni(ctx, R, { cx, y, h, glaze = '#6b3a1c', body: cream = '#efe2c6', cloth }) {
  const w = h * 0.72;
  const foot = w * 0.32;
  const neckY = y - h * 0.88;
  const neck = w * 0.2;
  const widest = y - h * 0.56;
  // a barni swells below the shoulder, turns in sharply to a short neck and sits on a narrow foot
  const half = (k) =>
    [
      `C${f(cx + k * w * 0.42)} ${f(y - h * 0.05)} ${f(cx + k * w * 0.5)} ${f(y - h * 0.3)} ${f(cx + k * w * 0.5)} ${f(widest)}`,
      `C${f(cx + k * w * 0.5)} ${f(y - h * 0.74)} ${f(cx + k * w * 0.36)} ${f(y - h * 0.83)} ${f(cx + k * neck * 1.05)} ${f(neckY + h * 0.025)}`,
    ];
  const [l1, l2] = half(-1);
  const outline =
    `M${f(cx - foot)} ${f(y)} ${l1} ${l2} L${f(cx - neck)} ${f(neckY)} L${f(cx + neck)} ${f(neckY)} L${f(cx + neck * 1.05)} ${f(neckY + h * 0.025)} ` +
    `C${f(cx + w * 0.36)} ${f(y - h * 0.83)} ${f(cx + w * 0.5)} ${f(y - h * 0.74)} ${f(cx + w * 0.5)} ${f(widest)} ` +
    `C${f(cx + w * 0.5)} ${f(y - h * 0.3)} ${f(cx + w * 0.42)} ${f(y - h * 0.05)} ${f(cx + foot)} ${f(y)} A${f(foot)} ${f(h * 0.03)} 0 0 1 ${f(cx - foot)} ${f(y)}Z`;
  let out = shadow(ctx, cx + w * 0.05, y, w * 0.45, w * 0.08);
  out += `<path d="${outline}" fill="${ctx.lin([[0, shade(cream, -0.05)], [0.22, shade(cream, 0.3)], [0.5, cream], [0.8, shade(cream, -0.2)], [1, shade(cream, -0.4)]])}"/>`;
  const clip = ctx.clip(`<path d="${outline}"/>`);
  // glazed upper part with a drippy lower edge
  const edge = widest - h * 0.02;
  let drip = `M${f(cx - w)} ${f(neckY - 20)} L${f(cx + w)} ${f(neckY - 20)} L${f(cx + w)} ${f(edge)}`;
  // irregular runs of glaze
  let xx = cx + w * 0.55;
  while (xx > cx - w * 0.55) {
    const step = w * R.range(0.05, 0.14);
    const run = R.chance(0.4) ? h * R.range(0.03, 0.07) : h * R.range(0.005, 0.02);
    drip += ` C${f(xx - step * 0.1)} ${f(edge + run)} ${f(xx - step * 0.9)} ${f(edge + run)} ${f(xx - step)} ${f(edge)}`;
    xx -= step;
  }
  drip += ` L${f(cx - w)} ${f(neckY - 20)}Z`;
  let inner = `<path d="${drip}" fill="${ctx.lin([[0, shade(glaze, -0.2)], [0.22, shade(glaze, 0.3)], [0.45, glaze], [0.8, shade(glaze, -0.35)], [1, shade(glaze, -0.55)]])}"/>`;
  inner += `<path d="M${f(cx - w * 0.3)} ${f(neckY + h * 0.1)} Q${f(cx - w * 0.4)} ${f(widest - h * 0.12)} ${f(cx - w * 0.36)} ${f(widest)}" stroke="#fff" stroke-width="${f(w * 0.035)}" fill="none" stroke-linecap="round" opacity="0.35" filter="${ctx.blur(4)}"/>`;
  inner += `<path d="M${f(cx - w * 0.36)} ${f(edge + h * 0.1)} Q${f(cx - w * 0.42)} ${f(y - h * 0.25)} ${f(cx - w * 0.3)} ${f(y - h * 0.08)}" stroke="#fff" stroke-width="${f(w * 0.04)}" fill="none" stroke-linecap="round" opacity="0.3" filter="${ctx.blur(6)}"/>`;
  inner += `<path d="M${f(cx - w)} ${f(y - h * 0.18)} H${f(cx + w)}" stroke="${shade(cream, -0.25)}" stroke-width="2" opacity="0.5"/>`;
  out += `<g clip-path="${clip}">${inner}</g>`;
  // rolled lip
  out += `<ellipse cx="${f(cx)}" cy="${f(neckY)}" rx="${f(neck * 1.12)}" ry="${f(h * 0.03)}" fill="${ctx.lin([[0, shade(glaze, 0.25)], [1, shade(glaze, -0.45)]])}"/>`;
  if (cloth) {
    // a cloth tied over the mouth, its hem falling onto the shoulders
    const c = CLOTHS[cloth];
    const top = neckY - h * 0.09;
    const hemY = neckY + h * 0.07;
    let hem = '';
    const k = 6;
    for (let i = 0; i < k; i++) {
      const x0 = cx + neck * 1.7 - (i * neck * 3.4) / k;
      hem += ` Q${f(x0 - (neck * 1.7) / k)} ${f(hemY + h * (i % 2 ? 0.035 : 0.015))} ${f(x0 - (neck * 3.4) / k)} ${f(hemY + (i === k - 1 ? 0 : h * 0.01))}`;
    }
    const cov = `M${f(cx - neck * 1.7)} ${f(hemY)} C${f(cx - neck * 1.5)} ${f(neckY)} ${f(cx - neck * 1.3)} ${f(top)} ${f(cx)} ${f(top)} C${f(cx + neck * 1.3)} ${f(top)} ${f(cx + neck * 1.5)} ${f(neckY)} ${f(cx + neck * 1.7)} ${f(hemY)}${hem}Z`;
    const dots = ctx.pattern(16, 16, `<circle cx="4" cy="4" r="2" fill="${c.dot}"/><circle cx="12" cy="12" r="2" fill="${c.dot}"/>`);
    out += `<path d="${cov}" fill="${c.base}"/><path d="${cov}" fill="${dots}" opacity="0.8"/><path d="${cov}" fill="${ctx.lin([[0, '#fff', 0.2], [0.45, '#fff', 0], [1, '#000', 0.35]])}"/>`;
    out += `<path d="M${f(cx - neck * 1.25)} ${f(neckY + h * 0.005)} Q${f(cx)} ${f(neckY + h * 0.035)} ${f(cx + neck * 1.25)} ${f(neckY + h * 0.005)}" fill="none" stroke="#c79a5b" stroke-width="${f(h * 0.014)}"/>`;
  } else {
    const lt = neckY - h * 0.09;
    out += `<path d="M${f(cx - neck * 1.22)} ${f(neckY - h * 0.005)} C${f(cx - neck * 1.1)} ${f(lt)} ${f(cx + neck * 1.1)} ${f(lt)} ${f(cx + neck * 1.22)} ${f(neckY - h * 0.005)} Q${f(cx)} ${f(neckY + h * 0.02)} ${f(cx - neck * 1.22)} ${f(neckY - h * 0.005)}Z" fill="${ctx.lin([[0, shade(glaze, -0.1)], [0.3, shade(glaze, 0.3)], [1, shade(glaze, -0.5)]])}"/>`;
    out += `<ellipse cx="${f(cx)}" cy="${f(lt + h * 0.012)}" rx="${f(neck * 0.3)}" ry="${f(h * 0.025)}" fill="${ctx.lin([[0, shade(glaze, 0.35)], [1, shade(glaze, -0.4)]])}"/>`;
  }
  return out;
}

/** A box seen at an angle: top face, front and right side. (x, y) is the front-bottom-left corner. */
function box3d(ctx, R, { x, y, w, h, d, colour, lid = true, twine = '#c9a06a', bow = true, open, label = true }) {
  const dx = d * 0.55;
  const dy = d * 0.45;
  const front = `M${f(x)} ${f(y)} h${f(w)} v${f(-h)} h${f(-w)}Z`;
  const side = `M${f(x + w)} ${f(y)} l${f(dx)} ${f(-dy)} v${f(-h)} l${f(-dx)} ${f(dy)}Z`;
  const top = `M${f(x)} ${f(y - h)} l${f(dx)} ${f(-dy)} h${f(w)} l${f(-dx)} ${f(dy)}Z`;
  let out = shadow(ctx, x + w / 2 + dx * 0.6, y - dy * 0.3, w * 0.62 + dx * 0.4, dy * 0.7 + 14);
  out += `<path d="${front}" fill="${ctx.lin([[0, shade(colour, 0.05)], [1, shade(colour, -0.15)]], 0, 0, 0, 1)}"/>`;
  out += `<path d="${side}" fill="${shade(colour, -0.32)}"/>`;
  if (open) {
    out += `<path d="${top}" fill="${shade(colour, -0.5)}"/>`;
    out += open(x, y - h, w, dx, dy);
  } else {
    out += `<path d="${top}" fill="${ctx.lin([[0, shade(colour, 0.22)], [1, shade(colour, 0.05)]], 0, 0, 1, 1)}"/>`;
    if (lid) out += `<path d="M${f(x)} ${f(y - h + h * 0.16)} h${f(w)} l${f(dx)} ${f(-dy)}" fill="none" stroke="${shade(colour, -0.4)}" stroke-width="2.5" opacity="0.6"/>`;
  }
  if (!open && label) {
    const lx = x + w * 0.25;
    const ly = y - h * 0.5;
    const lr = Math.min(w, h) * 0.16;
    out += `<circle cx="${f(lx)}" cy="${f(ly)}" r="${f(lr)}" fill="#ead3a6"/><circle cx="${f(lx)}" cy="${f(ly)}" r="${f(lr * 0.86)}" fill="none" stroke="${shade(colour, -0.2)}" stroke-width="2"/>` + emblem(lx, ly, lr * 0.55, shade(colour, -0.2));
  }
  if (twine && !open) {
    const tw = Math.max(4, w * 0.022);
    const mx = x + w * 0.5;
    const tx = x + dx * 0.5 + w * 0.5;
    const ty = y - h - dy * 0.5;
    const line = (d2) => `<path d="${d2}" fill="none" stroke="${twine}" stroke-width="${f(tw)}" stroke-linecap="round"/><path d="${d2}" fill="none" stroke="${shade(twine, -0.35)}" stroke-width="${f(tw)}" stroke-dasharray="2 5"/>`;
    // one band runs up the front and over the top; the other crosses the top and drops down the side
    out += line(`M${f(mx)} ${f(y)} V${f(y - h)} l${f(dx)} ${f(-dy)}`);
    out += line(`M${f(x + dx * 0.5)} ${f(y - h - dy * 0.5)} h${f(w)} V${f(y - dy * 0.5)}`);
    if (bow) {
      out += `<g fill="none" stroke="${twine}" stroke-width="${f(tw * 1.1)}" stroke-linecap="round"><path d="M${f(tx)} ${f(ty)} c${f(-w * 0.14)} ${f(-w * 0.12)} ${f(-w * 0.22)} ${f(w * 0.02)} ${f(-w * 0.1)} ${f(w * 0.04)} c${f(w * 0.04)} 0 ${f(w * 0.08)} ${f(-w * 0.02)} ${f(w * 0.1)} ${f(-w * 0.04)}"/><path d="M${f(tx)} ${f(ty)} c${f(w * 0.14)} ${f(-w * 0.12)} ${f(w * 0.22)} ${f(w * 0.02)} ${f(w * 0.1)} ${f(w * 0.04)} c${f(-w * 0.04)} 0 ${f(-w * 0.08)} ${f(-w * 0.02)} ${f(-w * 0.1)} ${f(-w * 0.04)}"/><path d="M${f(tx)} ${f(ty)} q${f(-w * 0.04)} ${f(w * 0.08)} ${f(-w * 0.1)} ${f(w * 0.12)}M${f(tx)} ${f(ty)} q${f(w * 0.05)} ${f(w * 0.07)} ${f(w * 0.09)} ${f(w * 0.13)}"/></g>`;
      out += `<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(tw * 1.3)}" fill="${shade(twine, -0.15)}"/>`;
    }
  }
  return out;
}

/** A wooden spoon lying on the table with a little heap in its bowl. */
function spoon(ctx, R, { x, y, rot = -20, len = 330, fill }) {
  const wood = '#a8713f';
  let body = `<path d="M0 -9 L${len * 0.62} -7 Q${len * 0.66} 0 ${len * 0.62} 7 L0 9 Q-8 0 0 -9Z" fill="${ctx.lin([[0, shade(wood, 0.25)], [1, shade(wood, -0.25)]], 0, 0, 0, 1)}"/>`;
  body += `<ellipse cx="${len * 0.8}" cy="0" rx="${len * 0.2}" ry="${len * 0.13}" fill="${ctx.lin([[0, shade(wood, 0.2)], [1, shade(wood, -0.3)]], 0, 0, 0, 1)}"/>`;
  body += `<ellipse cx="${len * 0.8}" cy="0" rx="${len * 0.17}" ry="${len * 0.105}" fill="${shade(wood, -0.35)}"/>`;
  if (fill) {
    const c = fill.colour;
    body += `<ellipse cx="${len * 0.8}" cy="-2" rx="${len * 0.165}" ry="${len * 0.1}" fill="${ctx.rad([[0, shade(c, 0.3)], [0.6, c], [1, shade(c, -0.3)]], 0.4, 0.35, 0.6)}"/>`;
    body +=
      fill.texture === 'seeds'
        ? grains(R, len * 0.8, -2, len * 0.14, len * 0.08, 40, [c, shade(c, 0.25), shade(c, -0.25)], 6, 2.2)
        : fill.texture === 'mustard'
          ? speckles(R, len * 0.8, -2, len * 0.14, len * 0.08, 60, [c, shade(c, 0.25), shade(c, -0.3)], 2.4, 3.2)
          : speckles(R, len * 0.8, -2, len * 0.14, len * 0.08, 30, [shade(c, 0.35), shade(c, -0.3)], 1.2, fill.texture === 'coarse' ? 4 : 2.2, 0.8);
  }
  return `<g transform="${at(x + 8, y + 12, rot)}" filter="${ctx.blur(6)}" opacity="0.35"><path d="M0 -9 L${len * 0.62} -7 L${len * 0.62} 7 L0 9Z" fill="#1f0f05"/><ellipse cx="${len * 0.8}" rx="${len * 0.2}" ry="${len * 0.13}" fill="#1f0f05"/></g>` + g(at(x, y, rot), body);
}

/** A little spill of powder or seeds on the table. */
function spill(ctx, R, cx, cy, rx, fill) {
  const ry = rx * 0.4;
  const c = fill.colour;
  let out = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${c}" opacity="0.35" filter="${ctx.blur(rx * 0.12)}"/>`;
  out += heap(ctx, R, cx, cy, rx * 0.55, ry * 0.5, rx * 0.28, fill);
  out +=
    fill.texture === 'seeds'
      ? grains(R, cx, cy, rx * 1.1, ry * 1.2, 40, [c, shade(c, 0.25), shade(c, -0.25)], 6, 2.3)
      : speckles(R, cx, cy, rx * 1.15, ry * 1.2, 40, [c, shade(c, -0.2), shade(c, 0.2)], 1.5, fill.texture === 'coarse' || fill.texture === 'mustard' ? 4 : 2.5, 0.9);
  return out;
}

// ───────────────────────────── props: whole spices and produce ─────────────────────────────
// Each is drawn around the origin at a natural size; place with g(at(x, y, rot, scale), ...).

const PROPS = {
  chilli(ctx, R, colour = '#a8241a') {
    const len = R.range(130, 165);
    const bend = R.range(-14, 10);
    const d = `M0 -9 C${len * 0.3} -16 ${len * 0.65} ${-10 + bend} ${len} ${10 + bend} C${len * 0.62} ${4 + bend} ${len * 0.3} 14 0 11 Q-4 1 0 -9Z`;
    return (
      `<path d="${d}" fill="${ctx.lin([[0, shade(colour, 0.25)], [0.45, colour], [1, shade(colour, -0.45)]], 0, 0, 0, 1)}"/>` +
      `<path d="M${len * 0.08} -6 C${len * 0.35} -11 ${len * 0.6} ${-7 + bend} ${len * 0.85} ${4 + bend}" fill="none" stroke="#fff" stroke-width="3" opacity="0.35" stroke-linecap="round"/>` +
      `<path d="M${len * 0.2} 4 q${len * 0.1} -5 ${len * 0.2} 0M${len * 0.5} 2 q${len * 0.08} -4 ${len * 0.16} 1" fill="none" stroke="${shade(colour, -0.5)}" stroke-width="2" opacity="0.5"/>` +
      `<ellipse cx="-2" cy="1" rx="9" ry="12" fill="#6a6a2a"/><path d="M-6 0 C-16 -2 -24 -10 -30 -20" fill="none" stroke="#6d6a2c" stroke-width="6" stroke-linecap="round"/>`
    );
  },
  greenChilli(ctx, R) {
    return PROPS.chilli(ctx, R, '#4f8f2c');
  },
  starAnise(ctx, R) {
    let out = '';
    for (let i = 0; i < 8; i++) {
      out += `<g transform="rotate(${i * 45 + R.range(-6, 6)})"><path d="M0 0 C8 -10 30 -10 42 0 C30 10 8 10 0 0Z" fill="${ctx.lin([[0, '#8a4a24'], [1, '#4e2510']], 0, 0, 0, 1)}" stroke="#3a1a08" stroke-width="1.5"/><ellipse cx="24" cy="0" rx="7" ry="3.6" fill="#c98d55"/></g>`;
    }
    return out + `<circle r="5" fill="#3a1a08"/>`;
  },
  cardamom(ctx) {
    return (
      `<ellipse rx="24" ry="12" fill="${ctx.lin([[0, '#b4c777'], [1, '#5f7a30']], 0, 0, 0, 1)}"/>` +
      `<path d="M-20 -3 Q0 -9 20 -3M-20 4 Q0 9 20 4" fill="none" stroke="#4e6424" stroke-width="1.6" opacity="0.55"/><path d="M22 0 l9 -2 l-1 4Z" fill="#6a7a38"/>` +
      `<ellipse cx="-6" cy="-5" rx="9" ry="3" fill="#fff" opacity="0.25"/>`
    );
  },
  cinnamon(ctx) {
    return (
      `<rect x="0" y="-13" width="170" height="26" rx="9" fill="${ctx.lin([[0, '#b0663a'], [0.5, '#8a4424'], [1, '#5a2810']], 0, 0, 0, 1)}"/>` +
      `<path d="M6 -3 H160M10 6 H150" stroke="#5a2810" stroke-width="1.5" opacity="0.5"/>` +
      `<ellipse cx="168" cy="0" rx="8" ry="13" fill="#5a2810"/><path d="M168 -9 a7 9 0 1 1 -1 18 a4 6 0 1 1 1 -12" fill="none" stroke="#c07a4a" stroke-width="2.5"/>`
    );
  },
  bayLeaf(ctx) {
    return (
      `<path d="M0 0 C30 -26 95 -26 130 0 C95 24 30 24 0 0Z" fill="${ctx.lin([[0, '#a3a05c'], [1, '#6b6a36']], 0, 0, 0, 1)}"/>` +
      `<path d="M0 0 L128 0M30 0 l14 -12M55 0 l14 -13M80 0 l14 -11M30 0 l14 11M55 0 l14 12M80 0 l14 10" fill="none" stroke="#55542a" stroke-width="1.5" opacity="0.6"/>`
    );
  },
  pepper(ctx, R) {
    let out = '';
    for (let i = 0; i < 7; i++) {
      const x = R.range(-26, 26);
      const y = R.range(-14, 14);
      out += `<circle cx="${f(x)}" cy="${f(y)}" r="6.5" fill="#2b211c"/><circle cx="${f(x - 2)}" cy="${f(y - 2)}" r="2" fill="#8a7a6c" opacity="0.6"/>`;
    }
    return out;
  },
  cloves(ctx, R) {
    let out = '';
    for (let i = 0; i < 4; i++) {
      out += `<g transform="translate(${f(R.range(-25, 25))} ${f(R.range(-15, 15))}) rotate(${f(R.range(0, 360))})"><rect x="-2.5" y="0" width="5" height="32" rx="2.5" fill="#5a3320"/><circle cy="-3" r="6" fill="#4a2816"/><circle cx="-4" cy="-7" r="3" fill="#6a3a22"/><circle cx="4" cy="-7" r="3" fill="#6a3a22"/></g>`;
    }
    return out;
  },
  garlic(ctx) {
    return (
      `<path d="M0 -55 C10 -40 55 -30 52 5 C50 35 25 42 0 42 C-25 42 -50 35 -52 5 C-55 -30 -10 -40 0 -55Z" fill="${ctx.lin([[0, '#fbf5ea'], [0.6, '#eadfd0'], [1, '#c9b7a6']])}"/>` +
      `<path d="M0 -50 C-8 -20 -10 20 -6 40M0 -50 C8 -20 10 20 6 40M-5 -45 C-30 -20 -34 20 -28 38M5 -45 C30 -20 34 20 28 38" fill="none" stroke="#b995a8" stroke-width="2" opacity="0.55"/>` +
      `<path d="M-4 -55 Q0 -72 6 -78" stroke="#cdbb99" stroke-width="7" stroke-linecap="round" fill="none"/>` +
      `<path d="M-14 42 l-4 8M-6 43 l-2 9M2 43 l1 9M10 42 l4 8" stroke="#a88e6a" stroke-width="2"/>`
    );
  },
  garlicClove(ctx) {
    return `<path d="M0 -22 C14 -14 18 10 8 22 C2 26 -10 24 -12 14 C-14 2 -8 -14 0 -22Z" fill="${ctx.lin([[0, '#fbf6ec'], [1, '#d4c2ae']])}"/><path d="M0 -20 C6 -8 8 10 4 20" fill="none" stroke="#c6b09c" stroke-width="1.5"/>`;
  },
  turmericRoot(ctx, R) {
    let out = '';
    const parts = [
      [0, 0, 0, 90],
      [60, -10, -35, 60],
      [20, 14, 40, 55],
    ];
    for (const [x, y, rot, len] of parts) {
      out += `<g transform="translate(${x} ${y}) rotate(${rot + R.range(-8, 8)})"><rect x="${-len / 2}" y="-14" width="${len}" height="28" rx="14" fill="${ctx.lin([[0, '#c88a4a'], [1, '#8a5224']], 0, 0, 0, 1)}"/>${[0.25, 0.5, 0.75].map((t) => `<path d="M${f(-len / 2 + len * t)} -13 q3 13 0 26" fill="none" stroke="#6e3e18" stroke-width="1.6" opacity="0.55"/>`).join('')}</g>`;
    }
    out += `<ellipse cx="-44" cy="0" rx="9" ry="14" fill="#f0a21c"/><ellipse cx="-44" cy="0" rx="5" ry="9" fill="#f7c14a"/>`;
    return out;
  },
  ginger(ctx, R) {
    let out = '';
    for (const [x, y, rot, len] of [[0, 0, 0, 80], [45, -12, -40, 55], [-20, 12, 30, 50]]) {
      out += `<g transform="translate(${x} ${y}) rotate(${rot + R.range(-8, 8)})"><rect x="${-len / 2}" y="-16" width="${len}" height="32" rx="16" fill="${ctx.lin([[0, '#e2c28e'], [1, '#a9824e']], 0, 0, 0, 1)}"/><path d="M${-len * 0.2} -15 q3 15 0 30M${len * 0.15} -15 q3 15 0 30" fill="none" stroke="#8a6a3e" stroke-width="1.4" opacity="0.5"/></g>`;
    }
    return out;
  },
  coconut(ctx) {
    return (
      `<ellipse rx="78" ry="50" fill="#5b3a22"/><ellipse rx="78" ry="50" fill="none" stroke="#7a5234" stroke-width="6" stroke-dasharray="3 7" opacity="0.7"/>` +
      `<ellipse cy="-6" rx="66" ry="38" fill="#f6f0e4"/><ellipse cy="-4" rx="54" ry="29" fill="${ctx.rad([[0, '#fffdf7'], [1, '#e8dfcc']])}"/>`
    );
  },
  curryLeaves(ctx, R) {
    let out = `<path d="M-70 10 Q0 -6 80 -2" fill="none" stroke="#4d6a2a" stroke-width="3"/>`;
    for (let i = 0; i < 7; i++) {
      const x = -55 + i * 20;
      const s = i % 2 ? 1 : -1;
      out += `<g transform="translate(${x} ${f(6 - i * 1.2)}) rotate(${s * R.range(35, 55) - 10})"><path d="M0 0 C8 -8 26 -8 34 0 C26 8 8 8 0 0Z" fill="${ctx.lin([[0, '#4f8a34'], [1, '#2c5a1e']], 0, 0, 0, 1)}"/><path d="M2 0 L32 0" stroke="#8fc060" stroke-width="1" opacity="0.6"/></g>`;
    }
    return out;
  },
  limeHalf(ctx) {
    let seg = '';
    for (let i = 0; i < 9; i++) {
      const a = (i * 2 * Math.PI) / 9;
      seg += `<path d="M0 0 L${f(Math.cos(a) * 36)} ${f(Math.sin(a) * 36)}" stroke="#fbfbe4" stroke-width="2.4"/>`;
    }
    return `<circle r="44" fill="${ctx.lin([[0, '#b8d050'], [1, '#6a9a22']], 0, 0, 1, 1)}"/><circle r="39" fill="#f4f3c8"/><circle r="36" fill="${ctx.rad([[0, '#f3f1a0'], [1, '#d6dd6c']])}"/>${seg}<circle r="4" fill="#fbfbe4"/>`;
  },
  lime(ctx) {
    return `<circle r="40" fill="${ctx.rad([[0, '#d8e878'], [0.6, '#9cc23a'], [1, '#5e8a1e']], 0.38, 0.35, 0.65)}"/><ellipse cx="40" cy="-2" rx="5" ry="4" fill="#6a8a26"/>`;
  },
  mango(ctx) {
    return (
      `<path d="M-95 6 C-100 -30 -50 -52 10 -50 C60 -48 98 -28 100 2 C102 30 70 44 20 44 C-30 44 -60 40 -80 30 C-92 24 -94 16 -95 6Z" fill="${ctx.rad([[0, '#a9cc58'], [0.55, '#6e9f32'], [1, '#3a6419']], 0.38, 0.3, 0.75)}"/>` +
      `<path d="M-70 -26 C-30 -44 30 -44 70 -26" stroke="#e6d060" stroke-width="16" fill="none" opacity="0.25" stroke-linecap="round" filter="${ctx.blur(4)}"/>` +
      `<path d="M-60 -20 C-30 -34 10 -36 40 -30" stroke="#fff" stroke-width="5" fill="none" opacity="0.25" stroke-linecap="round"/>` +
      `<path d="M94 -8 q10 -8 22 -8" stroke="#5a4a22" stroke-width="6" stroke-linecap="round" fill="none"/>`
    );
  },
  peanuts(ctx, R, n = 8) {
    let out = '';
    for (let i = 0; i < n; i++) {
      const x = R.range(-40, 40);
      const y = R.range(-20, 20);
      out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(R.range(0, 180))})"><ellipse rx="12" ry="8" fill="${R.chance(0.5) ? '#a85a3a' : '#e3b985'}"/><path d="M-10 0 H10" stroke="#8a4a2a" stroke-width="1" opacity="0.5"/><ellipse cx="-3" cy="-3" rx="4" ry="2" fill="#fff" opacity="0.3"/></g>`;
    }
    return out;
  },
  jaggery(ctx, R) {
    const top = `M-50 -30 L10 -44 L56 -24 L0 -10Z`;
    return (
      `<path d="M-50 -30 L0 -10 L0 40 L-48 22Z" fill="#6e3a14"/><path d="M0 -10 L56 -24 L52 26 L0 40Z" fill="#522a0e"/><path d="${top}" fill="${ctx.lin([[0, '#b06a2e'], [1, '#8a4c1c']], 0, 0, 1, 1)}"/>` +
      speckles(R, 0, -27, 36, 9, 24, ['#c98a48', '#5e3010'], 1, 2.4)
    );
  },
  sesame(ctx, R) {
    return grains(R, 0, 0, 55, 30, 60, ['#f0e2c0', '#e2cfa0', '#fbf1da'], 4.5, 2.2);
  },
  almond(ctx) {
    return `<path d="M0 -22 C12 -12 14 12 0 22 C-14 12 -12 -12 0 -22Z" fill="${ctx.lin([[0, '#c68a4e'], [1, '#8a5426']])}"/><path d="M-4 -10 q2 10 0 20M4 -10 q-2 10 0 20" stroke="#6a3e1a" stroke-width="1" fill="none" opacity="0.5"/>`;
  },
  cashew(ctx) {
    return `<path d="M-16 6 C-22 -14 4 -26 18 -10" fill="none" stroke="#c9a46a" stroke-width="17" stroke-linecap="round"/><path d="M-16 6 C-22 -14 4 -26 18 -10" fill="none" stroke="#f1ddb2" stroke-width="13" stroke-linecap="round"/><path d="M-12 0 C-14 -12 2 -20 12 -12" fill="none" stroke="#fff8e6" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`;
  },
  marigold(ctx, R) {
    let out = '';
    for (let ring = 0; ring < 3; ring++) {
      const n = 12 - ring * 3;
      const rr = 26 - ring * 8;
      for (let i = 0; i < n; i++) {
        const a = (i / n) * 360 + ring * 15;
        out += `<ellipse cx="${f(rr)}" cy="0" rx="12" ry="8" fill="${ring === 0 ? '#e67d12' : ring === 1 ? '#f0951c' : '#f7ae2e'}" transform="rotate(${f(a + R.range(-5, 5))})"/>`;
      }
    }
    return out + `<circle r="6" fill="#c4620c"/>`;
  },
  twine(ctx, R) {
    const d = `M-80 10 C-40 -30 10 40 40 0 C60 -25 20 -40 0 -15 C-20 10 30 30 80 -5`;
    return `<path d="${d}" fill="none" stroke="#c9a06a" stroke-width="6" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#8a6a3a" stroke-width="6" stroke-dasharray="2 6"/>`;
  },
  kokum(ctx, R) {
    return PIECES.kokum(ctx, R, 0, 0, 1);
  },
  mustardScatter(ctx, R) {
    return speckles(R, 0, 0, 50, 26, 45, ['#2a1e18', '#4a3628', '#6b4a2e'], 2.4, 3.4);
  },
  cuminScatter(ctx, R) {
    return grains(R, 0, 0, 55, 28, 45, ['#8a6a3a', '#a6844e', '#6b5028'], 6, 2.3);
  },
  methiLeaves(ctx, R) {
    return pointsInEllipse(R, 0, 0, 55, 30, 40, false)
      .map((p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(R.range(4, 8))}" ry="${f(R.range(3, 5))}" fill="${R.pick(['#5f7a2e', '#7a8f3c', '#4a6224'])}" transform="rotate(${f(R.range(0, 180))} ${f(p.x)} ${f(p.y)})"/>`)
      .join('');
  },
  chaiGlass(ctx) {
    // a "cutting chai" glass
    return (
      `<ellipse cx="0" cy="78" rx="44" ry="10" fill="#1f0f05" opacity="0.3" filter="${ctx.blur(6)}"/>` +
      `<path d="M-42 -70 L42 -70 L34 74 Q0 82 -34 74Z" fill="#fff" opacity="0.18"/>` +
      `<path d="M-39 -40 L39 -40 L34 74 Q0 82 -34 74Z" fill="${ctx.lin([[0, '#c99a62'], [1, '#8a5a2c']])}"/>` +
      `<ellipse cx="0" cy="-40" rx="39" ry="8" fill="#dcb37c"/>` +
      `<path d="M-30 -66 L-26 70M-15 -68 L-13 74M0 -68 V76M15 -68 L13 74M30 -66 L26 70" stroke="#fff" stroke-width="2" opacity="0.25"/>` +
      `<path d="M-42 -70 L42 -70 L34 74 Q0 82 -34 74Z" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.5"/><ellipse cx="0" cy="-70" rx="42" ry="8" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.6"/>`
    );
  },
};

// long props are drawn from one end; this centres them on their anchor
const PROP_OFFSET = { chilli: -75, greenChilli: -75, cinnamon: -85, bayLeaf: -65 };
const centred = (name, body) => (PROP_OFFSET[name] ? g(`translate(${PROP_OFFSET[name]} 0)`, body) : body);

function prop(ctx, R, name, x, y, rot = 0, scale = 1, ...args) {
  return g(at(x, y, rot, scale), centred(name, PROPS[name](ctx, R, ...args)));
}

/** Shadowed props, for scattering around the main subject. */
function propShadowed(ctx, R, name, x, y, rot = 0, scale = 1) {
  const body = centred(name, PROPS[name](ctx, R));
  return g(`translate(7 9)`, g(at(x, y, rot, scale), body), ` filter="${ctx.silhouette(5)}"`) + g(at(x, y, rot, scale), body);
}

// ───────────────────────────── pieces of food ─────────────────────────────
// PIECES.<name>(ctx, R, x, y, scale, tilt) draw one piece; tilt < 1 squashes flat pieces for 3/4 views.

/** Draws a flat shape with some thickness by stacking a darker copy below it. */
function slab(x, y, rot, s, tilt, depth, shapeTop, shapeSide) {
  const tr = (dy) => `translate(${f(x)} ${f(y + dy)}) scale(${f(s * 100) / 100} ${f(s * tilt * 100) / 100}) rotate(${f(rot)})`;
  let out = '';
  if (depth > 0) for (const k of [1, 0.5]) out += `<g transform="${tr(depth * k)}">${shapeSide}</g>`;
  return out + `<g transform="${tr(0)}">${shapeTop}</g>`;
}

const PIECES = {
  biscuit(ctx, R, x, y, s, tilt, o = {}) {
    const c = vary(R, o.colour, 3, 0.03, 0.03);
    const r = 60;
    let top = `<circle r="${r}" fill="${ctx.rad([[0, shade(c, 0.16)], [0.75, c], [1, shade(c, -0.25)]], 0.42, 0.4, 0.6)}"/>`;
    if (o.scallop) top += `<circle r="${r - 1}" fill="none" stroke="${shade(c, -0.3)}" stroke-width="5" stroke-dasharray="7 6" opacity="0.5"/>`;
    if (o.style === 'nankhatai') {
      top += `<path d="M-30 -10 q15 8 28 -4 q12 10 26 2M-22 18 q14 -6 30 4" fill="none" stroke="${shade(c, -0.2)}" stroke-width="3" opacity="0.6"/>`;
      top += `<circle r="${r * 0.98}" fill="none" stroke="${shade(c, -0.35)}" stroke-width="6" opacity="0.35"/>`;
      top += `<g transform="rotate(${f(R.range(0, 180))}) scale(0.7)">${PROPS.almond(ctx)}</g>`;
    } else if (o.style === 'coconut') {
      top += grains(R, 0, 0, r * 0.85, r * 0.85, 26, ['#fbf3e0', '#f1e2c0', shade(c, -0.25)], 7, 1.8);
    } else if (o.style === 'methi') {
      top += speckles(R, 0, 0, r * 0.85, r * 0.85, 26, ['#4a6a24', '#6b7f32', shade(c, -0.3)], 1.5, 3.2);
      for (const rr of [0, 28]) for (let i = 0; i < (rr ? 8 : 1); i++) top += `<circle cx="${f(Math.cos((i * Math.PI) / 4) * rr)}" cy="${f(Math.sin((i * Math.PI) / 4) * rr)}" r="3" fill="${shade(c, -0.4)}"/>`;
    } else {
      // docked holes
      for (const [rr, n] of [[0, 1], [22, 6], [42, 12]]) for (let i = 0; i < n; i++) top += `<circle cx="${f(Math.cos((i * 2 * Math.PI) / n) * rr)}" cy="${f(Math.sin((i * 2 * Math.PI) / n) * rr)}" r="3.2" fill="${shade(c, -0.42)}"/>`;
      if (o.specks) top += speckles(R, 0, 0, r * 0.85, r * 0.85, 24, [shade(c, -0.35), shade(c, 0.25)], 1, 2);
    }
    const side = `<circle r="${r}" fill="${shade(c, -0.35)}"/>`;
    return slab(x, y, R.range(0, 360), s, tilt, 14 * s * (1 - tilt) + 2, top, side);
  },
  papad(ctx, R, x, y, s, tilt, o = {}) {
    const c = o.colour;
    const r = 300;
    let top = `<circle r="${r}" fill="${ctx.rad([[0, shade(c, 0.1)], [0.8, c], [1, shade(c, -0.12)]], 0.45, 0.42, 0.6)}"/>`;
    if (o.roasted || o.fried) {
      // roasting browns it unevenly; both roasting and frying raise small blisters
      if (o.roasted) {
        top += `<circle r="${r}" fill="#c98a40" opacity="0.28"/>`;
        top += `<g filter="${ctx.blur(6)}">${pointsInEllipse(R, 0, 0, r * 0.92, r * 0.92, 45, false)
          .map((p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(R.range(12, 34))}" fill="${R.pick(['#a86a2e', '#8a5422', '#b9823e'])}" opacity="${f(R.range(0.25, 0.5) * 100) / 100}"/>`)
          .join('')}</g>`;
      } else {
        top += `<circle r="${r}" fill="#fffaf0" opacity="0.35"/>`;
      }
      top += pointsInEllipse(R, 0, 0, r * 0.9, r * 0.9, 70, false)
        .map((p) => { const rr = R.range(5, 13); return `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(rr)}" fill="#fff6e0" opacity="0.35"/><path d="M${f(p.x - rr * 0.7)} ${f(p.y + rr * 0.5)} a${f(rr)} ${f(rr)} 0 0 0 ${f(rr * 1.4)} 0" fill="none" stroke="#8a5422" stroke-width="1.5" opacity="0.4"/>`; })
        .join('');
    }
    if (o.pearls) top += pointsInEllipse(R, 0, 0, r * 0.93, r * 0.93, 150, false).map((p) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(R.range(5, 9))}" fill="none" stroke="${shade(c, -0.12)}" stroke-width="2"/>`).join('');
    top += speckles(R, 0, 0, r * 0.95, r * 0.95, o.specks ?? 160, o.speckColours ?? ['#2a2420', '#3a3028'], 2, 4.5);
    if (o.cumin) top += grains(R, 0, 0, r * 0.9, r * 0.9, 50, ['#7a5a30', '#9a7a48'], 6, 2);
    top += `<circle r="${r - 2}" fill="none" stroke="${shade(c, -0.2)}" stroke-width="4" opacity="0.6"/>`;
    const side = `<circle r="${r}" fill="${shade(c, -0.3)}"/>`;
    return slab(x, y, R.range(0, 360), s, tilt, (o.thick ?? 6) * s, top, side);
  },
  khakhra(ctx, R, x, y, s, tilt, o = {}) {
    const c = o.colour ?? '#d8a868';
    const r = 280;
    let top = `<circle r="${r}" fill="${ctx.rad([[0, shade(c, 0.12)], [0.8, c], [1, shade(c, -0.2)]], 0.45, 0.42, 0.6)}"/>`;
    top += pointsInEllipse(R, 0, 0, r * 0.9, r * 0.9, 45, false).map((p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(R.range(10, 28))}" ry="${f(R.range(6, 14))}" fill="#8a5222" opacity="${f(R.range(0.2, 0.55) * 100) / 100}" transform="rotate(${f(R.range(0, 180))} ${f(p.x)} ${f(p.y)})"/>`).join('');
    top += speckles(R, 0, 0, r * 0.92, r * 0.92, 90, ['#4f6a24', '#6a7e30'], 3, 6);
    top += `<circle r="${r * 0.97}" fill="none" stroke="${shade(c, -0.3)}" stroke-width="6" opacity="0.4"/>`;
    return slab(x, y, R.range(0, 360), s, tilt, 4 * s, top, `<circle r="${r}" fill="${shade(c, -0.3)}"/>`);
  },
  chakli(ctx, R, x, y, s, tilt, o = {}) {
    const c = vary(R, o.colour ?? '#c48a3e', 4, 0.04, 0.04);
    const turns = 3.2;
    const a0 = R.range(0, Math.PI * 2);
    let d = '';
    for (let i = 0; i <= 120; i++) {
      const t = (i / 120) * turns * Math.PI * 2;
      const r = 8 + (52 * t) / (turns * Math.PI * 2);
      d += `${i ? 'L' : 'M'}${f(Math.cos(t + a0) * r)} ${f(Math.sin(t + a0) * r)}`;
    }
    const body = (col, w, extra = '') => `<path d="${d}" fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
    // the ridged rope is a little narrower than the spiral's pitch, so the turns stay apart
    const top = body(shade(c, -0.45), 14.5) + body(c, 11) + body(shade(c, 0.35), 3.5, ' stroke-dasharray="3 5" transform="translate(-1.5 -1.5)"') + body(shade(c, -0.35), 2, ' stroke-dasharray="2 7" transform="translate(1.5 2)"') + speckles(R, 0, 0, 55, 55, 18, ['#f3e6c8', '#2b211c'], 1.2, 2);
    return slab(x, y, 0, s, tilt, 10 * s * (1 - tilt) + 2, top, body(shade(c, -0.5), 14.5));
  },
  shankarpali(ctx, R, x, y, s, tilt, o = {}) {
    const c = vary(R, o.colour ?? '#e0ae62', 4, 0.05, 0.05);
    const shape = `M-34 0 L0 -20 L34 0 L0 20Z`;
    const top = `<path d="${shape}" fill="${ctx.lin([[0, shade(c, 0.2)], [1, shade(c, -0.12)]], 0, 0, 1, 1)}" stroke="${shade(c, -0.25)}" stroke-width="2" stroke-linejoin="round"/>` + speckles(R, 0, 0, 16, 8, 3, [shade(c, 0.4)], 1.5, 2.5);
    return slab(x, y, R.range(0, 180), s, tilt, 9 * s * (1 - tilt) + 2, top, `<path d="${shape}" fill="${shade(c, -0.35)}"/>`);
  },
  ladoo(ctx, R, x, y, s, tilt, o = {}) {
    const c = vary(R, o.colour ?? '#d99a3c', 3, 0.04, 0.03);
    const r = 62 * s;
    let out = `<ellipse cx="${f(x + r * 0.1)}" cy="${f(y + r * 0.85)}" rx="${f(r * 0.85)}" ry="${f(r * 0.25)}" fill="#1f0f05" opacity="0.35" filter="${ctx.blur(r * 0.12)}"/>`;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ctx.rad([[0, shade(c, 0.35)], [0.45, c], [1, shade(c, -0.45)]], 0.38, 0.34, 0.7)}"/>`;
    const tex = o.texture ?? 'grain';
    if (tex === 'grain') out += speckles(R, x, y, r * 0.9, r * 0.9, Math.round(40 * s), [shade(c, 0.3), shade(c, -0.25)], 1.2 * s + 0.6, 2.6 * s + 0.6, 0.8);
    if (tex === 'rava') {
      out += speckles(R, x, y, r * 0.88, r * 0.88, Math.round(50 * s), ['#fffaf0', shade(c, -0.15)], 1.2 * s + 0.6, 2.6 * s + 0.6, 0.85);
      out += speckles(R, x, y, r * 0.7, r * 0.7, 3, ['#4a2036'], 4 * s + 1, 6 * s + 1);
    }
    if (tex === 'sesame') out += grains(R, x, y, r * 0.9, r * 0.9, Math.round(60 * s), ['#f3e4c0', '#e6d2a2'], 4 * s + 0.5, 1.8 * s + 0.4);
    if (tex === 'nuts') out += pointsInEllipse(R, x, y, r * 0.75, r * 0.75, 7, false).map((p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(6 * s + 1)}" ry="${f(4 * s + 1)}" fill="${R.pick(['#f1dcae', '#c68a4e', '#e8cfa0'])}" transform="rotate(${f(R.range(0, 180))} ${f(p.x)} ${f(p.y)})"/>`).join('');
    if (o.topping === 'cashew') out += g(at(x + r * 0.05, y - r * 0.7, R.range(-20, 20), s * 0.75), PROPS.cashew(ctx));
    if (o.topping === 'pistachio') out += `<ellipse cx="${f(x)}" cy="${f(y - r * 0.72)}" rx="${f(9 * s)}" ry="${f(5 * s)}" fill="#8fae4a"/>`;
    return out;
  },
  chikki(ctx, R, x, y, s, tilt, o = {}) {
    const c = vary(R, o.colour ?? '#b9752e', 3, 0.04, 0.03);
    const w = 140;
    const h = 62;
    const shape = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="8"/>`;
    let top = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="8" fill="${ctx.lin([[0, shade(c, 0.25)], [0.5, c], [1, shade(c, -0.15)]], 0, 0, 1, 1)}"/>`;
    if (o.til) top += grains(R, 0, 0, w * 0.46, h * 0.42, 110, ['#f3e4c0', '#e2cb96', '#d2b27a'], 4.2, 2);
    else
      top += pointsInEllipse(R, 0, 0, w * 0.42, h * 0.36, 16, false)
        .map((p) => `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(R.range(0, 180))})"><ellipse rx="11" ry="7.5" fill="${R.pick(['#e5bd86', '#d9a868', '#c48a4e'])}"/><path d="M-9 0 H9" stroke="#8a5a2a" stroke-width="1" opacity="0.5"/></g>`)
        .join('');
    top += `<rect x="${-w / 2 + 6}" y="${-h / 2 + 5}" width="${w * 0.5}" height="6" rx="3" fill="#fff" opacity="0.3"/>`;
    return slab(x, y, o.rot ?? R.range(-25, 25), s, tilt, (o.til ? 8 : 16) * s, top, `<g fill="${shade(c, -0.35)}">${shape}</g>`);
  },
  mohanthal(ctx, R, x, y, s, tilt) {
    const c = vary(R, '#c98a3e', 3, 0.03, 0.03);
    const top = `<rect x="-45" y="-45" width="90" height="90" rx="6" fill="${ctx.lin([[0, shade(c, 0.2)], [1, shade(c, -0.1)]], 0, 0, 1, 1)}"/>` + speckles(R, 0, 0, 40, 40, 40, [shade(c, 0.3), shade(c, -0.25)], 1.4, 2.8) + pointsInEllipse(R, 0, 0, 32, 32, 6, false).map((p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="6" ry="3.5" fill="${R.pick(['#8fb04a', '#a6c460', '#f1dcae'])}" transform="rotate(${f(R.range(0, 180))} ${f(p.x)} ${f(p.y)})"/>`).join('') + `<path d="M-10 -8 l14 6M8 12 l10 -8" stroke="#d2461a" stroke-width="2" stroke-linecap="round"/>`;
    return slab(x, y, R.range(-15, 15), s, tilt, 30 * s * (1 - tilt) + 4, top, `<rect x="-45" y="-45" width="90" height="90" rx="6" fill="${shade(c, -0.3)}"/>`);
  },
  ambaPoliRoll(ctx, R, x, y, s) {
    const c = vary(R, '#e08a2a', 4, 0.04, 0.03);
    const len = 170 * s;
    const r = 24 * s;
    const rot = R.range(-20, 20);
    return g(
      at(x, y, rot),
      `<ellipse cx="${f(len * 0.05)}" cy="${f(r * 0.9)}" rx="${f(len * 0.55)}" ry="${f(r * 0.35)}" fill="#1f0f05" opacity="0.35" filter="${ctx.blur(6)}"/>` +
        `<rect x="${f(-len / 2)}" y="${f(-r)}" width="${f(len)}" height="${f(r * 2)}" rx="${f(r * 0.4)}" fill="${ctx.lin([[0, shade(c, 0.3)], [0.4, c], [1, shade(c, -0.4)]], 0, 0, 0, 1)}"/>` +
        `<path d="M${f(-len * 0.3)} ${f(-r)} q${f(len * 0.05)} ${f(r)} 0 ${f(r * 2)}M${f(len * 0.1)} ${f(-r)} q${f(len * 0.05)} ${f(r)} 0 ${f(r * 2)}" stroke="${shade(c, -0.3)}" stroke-width="2" fill="none" opacity="0.5"/>` +
        `<ellipse cx="${f(len / 2)}" cy="0" rx="${f(r * 0.45)}" ry="${f(r)}" fill="${shade(c, -0.15)}"/><path d="M${f(len / 2)} ${f(-r * 0.7)} a${f(r * 0.3)} ${f(r * 0.7)} 0 1 1 0 ${f(r * 1.4)} a${f(r * 0.18)} ${f(r * 0.4)} 0 1 1 0 ${f(-r * 0.8)}" fill="none" stroke="${shade(c, -0.45)}" stroke-width="2"/>`,
    );
  },
  bhakarwadi(ctx, R, x, y, s, tilt) {
    const c = vary(R, '#c7843e', 4, 0.04, 0.04);
    const r = 34;
    let spiral = '';
    for (let i = 0; i <= 60; i++) {
      const t = (i / 60) * 2.6 * Math.PI * 2;
      const rr = 4 + (26 * t) / (2.6 * Math.PI * 2);
      spiral += `${i ? 'L' : 'M'}${f(Math.cos(t) * rr)} ${f(Math.sin(t) * rr)}`;
    }
    const face = `<circle r="${r}" fill="${ctx.rad([[0, shade(c, 0.2)], [1, shade(c, -0.15)]])}"/><path d="${spiral}" fill="none" stroke="#7a3f1c" stroke-width="6"/><path d="${spiral}" fill="none" stroke="#a3572a" stroke-width="2" transform="translate(1 1)"/>` + speckles(R, 0, 0, r * 0.9, r * 0.9, 10, ['#f3e6c8'], 1.2, 2);
    const body = `<circle r="${r}" fill="${shade(c, -0.3)}"/>`;
    return slab(x, y, R.range(0, 360), s, tilt, 26 * s * (1 - tilt) + 3, face, body);
  },
  chip(ctx, R, x, y, s, tilt, o = {}) {
    const c = vary(R, o.colour ?? '#eec54a', 4, 0.05, 0.04);
    const r = 30;
    const top = `<ellipse rx="${r}" ry="${r * R.range(0.85, 1)}" fill="${ctx.rad([[0, shade(c, 0.2)], [0.8, c], [1, shade(c, -0.2)]])}"/><ellipse rx="${r * 0.96}" ry="${r * 0.85}" fill="none" stroke="${shade(c, -0.3)}" stroke-width="2.5" opacity="0.7"/><circle r="${r * 0.35}" fill="none" stroke="${shade(c, -0.15)}" stroke-width="2" stroke-dasharray="2 4" opacity="0.7"/>`;
    return slab(x, y, R.range(0, 180), s, tilt, 2, top, `<ellipse rx="${r}" ry="${r * 0.9}" fill="${shade(c, -0.3)}"/>`);
  },
  flake(ctx, R, x, y, s, tilt, o = {}) {
    const c = R.pick(o.colours ?? ['#ecd27a', '#f2dc8e', '#e2c366']);
    const pts = Array.from({ length: 5 }, (_, i) => {
      const a = (i / 5) * Math.PI * 2 + R.range(-0.3, 0.3);
      const rr = R.range(7, 13);
      return `${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr * 0.7)}`;
    });
    return `<path d="M${pts.join(' L')}Z" fill="${c}" stroke="${shade(c, -0.2)}" stroke-width="1" transform="translate(${f(x)} ${f(y)}) rotate(${f(R.range(0, 180))}) scale(${f(s * 100) / 100} ${f(s * tilt * 100) / 100})"/>`;
  },
  peanut(ctx, R, x, y, s) {
    const c = R.pick(['#a85a3a', '#c2744a', '#e0b27a']);
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(R.range(0, 180))}) scale(${f(s * 100) / 100})"><ellipse rx="11" ry="7.5" fill="${c}"/><ellipse cx="-3" cy="-2.5" rx="4" ry="2" fill="#fff" opacity="0.3"/></g>`;
  },
  curryLeaf(ctx, R, x, y, s) {
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(R.range(0, 180))}) scale(${f(s * 100) / 100})"><path d="M-16 0 C-8 -8 10 -8 18 0 C10 8 -8 8 -16 0Z" fill="${R.pick(['#2f5a22', '#3f6b2a', '#28481c'])}"/><path d="M-14 0 H16" stroke="#6a9a40" stroke-width="1" opacity="0.6"/></g>`;
  },
  chilliBit(ctx, R, x, y, s) {
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(R.range(0, 180))}) scale(${f(s * 100) / 100})"><rect x="-10" y="-4" width="20" height="8" rx="4" fill="#a8241a"/></g>`;
  },
  bhujia(ctx, R, x, y, s) {
    const c = R.pick(['#d99a3a', '#c88630', '#e6ac4a', '#b8742a']);
    const a = R.range(0, Math.PI);
    const l = R.range(14, 26) * s;
    return `<path d="M${f(x - Math.cos(a) * l)} ${f(y - Math.sin(a) * l)} Q${f(x + R.range(-6, 6))} ${f(y + R.range(-6, 6))} ${f(x + Math.cos(a) * l)} ${f(y + Math.sin(a) * l)}" fill="none" stroke="${c}" stroke-width="${f(3.4 * s)}" stroke-linecap="round"/>`;
  },
  kokum(ctx, R, x, y, s) {
    const c = R.pick(['#4a1a2a', '#5a2034', '#3a1420']);
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(R.range(0, 360))}) scale(${f(s * 100) / 100})"><path d="M-30 -6 C-20 -24 20 -24 32 -4 C22 -12 -16 -12 -30 -6Z M-30 -6 C-14 6 16 8 32 -4 C20 14 -18 14 -30 -6Z" fill="${c}"/><path d="M-30 -6 C-14 6 16 8 32 -4" fill="none" stroke="#8a4a5a" stroke-width="2" opacity="0.6"/><circle cx="6" cy="-10" r="1.6" fill="#f4f0f0" opacity="0.6"/><circle cx="-8" cy="2" r="1.3" fill="#f4f0f0" opacity="0.6"/></g>`;
  },
  mangoPiece(ctx, R, x, y, s, tilt, o = {}) {
    // a chunk of raw mango in masala: a lit cut face, a darker side with green skin, a gloss of oil
    const masala = o.colour ?? '#a8321c';
    const pts = Array.from({ length: 5 }, (_, i) => {
      const a = (i / 5) * Math.PI * 2 + R.range(-0.25, 0.25);
      const rr = R.range(18, 27);
      return [Math.cos(a) * rr, Math.sin(a) * rr * R.range(0.7, 1)];
    });
    const poly = (dx, dy, k = 1) => `M${pts.map((p) => `${f(p[0] * k + dx)} ${f(p[1] * k + dy)}`).join(' L')}Z`;
    const rot = R.range(0, 360);
    const flesh = R.pick(['#e2a23e', '#d99036', '#e8b04c']);
    const coat = shade(masala, R.range(-0.1, 0.12));
    return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s * 100) / 100} ${f(s * tilt * 100) / 100}) rotate(${f(rot)})">` +
      `<path d="${poly(2, 7)}" fill="${shade(masala, -0.28)}" stroke="${shade(masala, -0.28)}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M${pts[2].map(f).join(' ')} L${f(pts[3][0])} ${f(pts[3][1])}" transform="translate(2 6)" stroke="#4a6a22" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="${poly(0, 0)}" fill="${coat}" stroke="${coat}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="${poly(-1, -1, 0.74)}" fill="${flesh}" stroke="${flesh}" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="${poly(-1, -1, 0.74)}" fill="${ctx.rad([[0.3, masala, 0], [1, masala, 0.55]])}"/>` +
      `<circle cx="${f(R.range(-10, 10))}" cy="${f(R.range(-8, 8))}" r="2.3" fill="#e8c040"/><circle cx="${f(R.range(-10, 10))}" cy="${f(R.range(-8, 8))}" r="2" fill="#3a1a10"/>` +
      `<path d="M${f(pts[0][0] * 0.5)} ${f(pts[0][1] * 0.5 - 4)} L${f(pts[1][0] * 0.5)} ${f(pts[1][1] * 0.5 - 4)}" stroke="#fff" stroke-width="3.5" opacity="0.5" stroke-linecap="round"/></g>`;
  },
  limeWedge(ctx, R, x, y, s, tilt) {
    // a quarter of pickled lime: soft amber flesh and a darker rind, glossy with oil
    const a0 = R.range(-0.3, 0.3);
    const a1 = a0 + Math.PI / 2 + R.range(-0.2, 0.2);
    const r = 32;
    const p = (a, rr) => `${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr)}`;
    return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s * 100) / 100} ${f(s * tilt * 100) / 100}) rotate(${f(R.range(0, 360))})">` +
      `<path d="M0 0 L${p(a0, r)} A${r} ${r} 0 0 1 ${p(a1, r)}Z" transform="translate(2 6)" fill="#7a4a12"/>` +
      `<path d="M0 0 L${p(a0, r)} A${r} ${r} 0 0 1 ${p(a1, r)}Z" fill="#b87a1e"/>` +
      `<path d="M0 0 L${p(a0, r * 0.8)} A${r * 0.8} ${r * 0.8} 0 0 1 ${p(a1, r * 0.8)}Z" fill="${ctx.rad([[0, '#f0c060'], [1, '#d08a2a']], 0, 0, 1)}"/>` +
      `<path d="M0 0 L${p((a0 + a1) / 2, r * 0.75)}M0 0 L${p(a0 + (a1 - a0) * 0.25, r * 0.75)}M0 0 L${p(a0 + (a1 - a0) * 0.75, r * 0.75)}" stroke="#f6d890" stroke-width="1.6" opacity="0.8"/>` +
      `<path d="M${p(a0 + 0.2, r * 0.93)} A${r * 0.93} ${r * 0.93} 0 0 1 ${p(a1 - 0.5, r * 0.93)}" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.45"/></g>`;
  },
  amla(ctx, R, x, y, s) {
    const r = 24 * s;
    let out = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ctx.rad([[0, '#e2d98a'], [0.6, '#b8b24a'], [1, '#7a7422']], 0.38, 0.35, 0.7)}"/>`;
    for (let i = 0; i < 3; i++) out += `<path d="M${f(x + (i - 1) * r * 0.45)} ${f(y - r * 0.92)} Q${f(x + (i - 1) * r * 0.7)} ${f(y)} ${f(x + (i - 1) * r * 0.45)} ${f(y + r * 0.92)}" fill="none" stroke="#8a8430" stroke-width="1.6" opacity="0.6"/>`;
    return out + `<ellipse cx="${f(x - r * 0.35)}" cy="${f(y - r * 0.4)}" rx="${f(r * 0.25)}" ry="${f(r * 0.15)}" fill="#fff" opacity="0.5"/>`;
  },
  ker(ctx, R, x, y, s) {
    const r = R.range(9, 13) * s;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ctx.rad([[0, '#a89a5a'], [1, '#4f4a22']], 0.35, 0.35, 0.7)}"/><circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.22)}" fill="#fff" opacity="0.4"/>`;
  },
  sangri(ctx, R, x, y, s) {
    const a = R.range(0, 180);
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(a)}) scale(${f(s * 100) / 100})"><path d="M-40 0 C-20 -8 20 8 40 0" fill="none" stroke="#5a4a22" stroke-width="7" stroke-linecap="round"/><path d="M-36 -1 C-18 -8 18 6 36 -2" fill="none" stroke="#8a7a40" stroke-width="2" stroke-linecap="round" opacity="0.7"/></g>`;
  },
  chilliPod(ctx, R, x, y, s, tilt = 1) {
    // slit green chillies lie roughly flat, so keep them near horizontal in angled views
    const rot = tilt < 1 ? R.range(-30, 30) + (R.chance(0.5) ? 180 : 0) : R.range(0, 360);
    return g(`translate(${f(x)} ${f(y)}) scale(1 ${tilt < 1 ? 0.8 : 1})`, g(at(0, 0, rot, s * 0.55), centred('chilli', PROPS.chilli(ctx, R, '#4f8f2c') + `<path d="M14 0 Q60 -4 100 6" stroke="#e6c040" stroke-width="5" fill="none"/>`)));
  },
  shred(ctx, R, x, y, s) {
    const a = R.range(0, Math.PI);
    const l = R.range(14, 24) * s;
    return `<path d="M${f(x - Math.cos(a) * l)} ${f(y - Math.sin(a) * l)} Q${f(x + R.range(-5, 5))} ${f(y + R.range(-5, 5))} ${f(x + Math.cos(a) * l)} ${f(y + Math.sin(a) * l)}" fill="none" stroke="${R.pick(['#f0b640', '#e8a42a', '#f6c85a'])}" stroke-width="${f(5 * s)}" stroke-linecap="round" opacity="0.9"/>`;
  },
  mustardSeed(ctx, R, x, y, s) {
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(3.2 * s)}" fill="${R.pick(['#e0b040', '#2a1e18', '#c89030'])}"/>`;
  },
};

// ───────────────────────────── what each product looks like ─────────────────────────────

const WHOLE_SPICES = ['starAnise', 'cinnamon', 'chilli', 'cardamom', 'pepper', 'bayLeaf', 'cloves'];

/** Per-product drawing brief: kind of scene, colours and props. Falls back by category. */
const VISUALS = {
  'sangli-turmeric-powder': { kind: 'spice', fill: { colour: '#e8a317', texture: 'powder' }, props: ['turmericRoot', 'turmericRoot', 'bayLeaf'] },
  'mathania-red-chilli-powder': { kind: 'spice', fill: { colour: '#b8301c', texture: 'powder' }, props: ['chilli', 'chilli', 'chilli'] },
  'unjha-jeera': { kind: 'spice', fill: { colour: '#8c6a3a', texture: 'seeds' }, props: ['cuminScatter', 'bayLeaf', 'cardamom'] },
  'dhania-powder': { kind: 'spice', fill: { colour: '#a38c52', texture: 'powder' }, props: ['pepper', 'curryLeaves', 'cuminScatter'] },
  'konkan-kokum': { kind: 'spice', fill: { colour: '#4a1c2c', texture: 'flakes', items: 'kokum' }, props: ['kokum', 'kokum', 'coconut'] },
  'nagauri-kasuri-methi': { kind: 'spice', fill: { colour: '#6c7f36', texture: 'flakes' }, props: ['methiLeaves', 'chilli', 'bayLeaf'] },
  'rai-mustard-seeds': { kind: 'spice', fill: { colour: '#3a2a22', texture: 'mustard' }, props: ['mustardScatter', 'curryLeaves', 'chilli'] },

  'kolhapuri-kanda-lasun-masala': { kind: 'masala', fill: { colour: '#8e2a18', texture: 'coarse', accent: '#d9a04a' }, props: ['garlic', 'chilli', 'chilli', 'garlicClove', 'starAnise'] },
  'malvani-masala': { kind: 'masala', fill: { colour: '#a43c1e', texture: 'powder' }, props: ['starAnise', 'chilli', 'pepper', 'cinnamon', 'coconut'] },
  'goda-masala': { kind: 'masala', fill: { colour: '#4d3526', texture: 'powder' }, props: ['starAnise', 'cloves', 'cinnamon', 'bayLeaf', 'coconut'] },
  'khandeshi-kala-masala': { kind: 'masala', fill: { colour: '#2f241e', texture: 'coarse', accent: '#7a4a2a' }, props: ['chilli', 'cloves', 'coconut', 'pepper'] },
  'misal-masala': { kind: 'masala', fill: { colour: '#b2401e', texture: 'powder' }, props: ['chilli', 'cloves', 'cinnamon', 'bayLeaf'] },
  'pav-bhaji-masala': { kind: 'masala', fill: { colour: '#a84a24', texture: 'powder' }, props: ['chilli', 'lime', 'cinnamon', 'bayLeaf'] },
  'gujarati-chai-masala': { kind: 'masala', fill: { colour: '#a57c52', texture: 'powder' }, props: ['chaiGlass', 'cardamom', 'cinnamon', 'ginger', 'cloves'], jar: 'mustard' },
  'lasun-chutney': { kind: 'chutney', fill: { colour: '#b3441e', texture: 'coarse', accent: '#f0d8a8' }, props: ['garlic', 'garlicClove', 'chilli', 'garlicClove'], jar: 'red' },
  'shengdana-chutney': { kind: 'chutney', fill: { colour: '#b88a5a', texture: 'coarse', accent: '#8a3a1e' }, props: ['peanuts', 'garlicClove', 'chilli', 'curryLeaves'], jar: 'green' },
  'kutchi-dabeli-masala': { kind: 'masala', fill: { colour: '#9a3a22', texture: 'coarse', accent: '#efe0c0' }, props: ['coconut', 'chilli', 'starAnise', 'peanuts'] },

  'nachni-ragi-biscuits': { kind: 'biscuit', piece: { colour: '#7d4634' }, props: ['jaggery', 'chaiGlass'] },
  'jowar-cookies': { kind: 'biscuit', piece: { colour: '#e0c594', specks: true, scallop: true }, props: ['cardamom', 'chaiGlass'] },
  'bajra-methi-cookies': { kind: 'biscuit', piece: { colour: '#b79968', style: 'methi' }, props: ['methiLeaves', 'chaiGlass'] },
  'jaggery-atta-biscuits': { kind: 'biscuit', piece: { colour: '#c78a45' }, props: ['jaggery', 'chaiGlass'] },
  'surti-nankhatai': { kind: 'biscuit', piece: { colour: '#ecd1a0', style: 'nankhatai' }, props: ['cardamom', 'almond'] },
  'goan-coconut-cookies': { kind: 'biscuit', piece: { colour: '#d6a158', style: 'coconut' }, props: ['coconut', 'chaiGlass'] },

  'udid-papad': { kind: 'papad', piece: { colour: '#e9d5a6', specks: 170 }, props: ['pepper', 'cuminScatter'] },
  'sabudana-papad': { kind: 'papad', piece: { colour: '#f4efe2', pearls: true, fryOnly: true, specks: 40, speckColours: ['#4f8a2c', '#6a9a3a'] }, props: ['greenChilli', 'cuminScatter'] },
  'nagli-papad': { kind: 'papad', piece: { colour: '#9c6b55', specks: 90, speckColours: ['#5a3a2c', '#c0a088'] }, props: ['cuminScatter', 'greenChilli'] },
  'bikaneri-moong-papad': { kind: 'papad', piece: { colour: '#e6cf8c', specks: 200, speckColours: ['#2a2420', '#a8301c'] }, props: ['pepper', 'chilli'] },
  'tandalache-papad': { kind: 'papad', piece: { colour: '#f6f1e6', fryOnly: true, specks: 40, cumin: true, speckColours: ['#6a9a3a'] }, props: ['cuminScatter', 'greenChilli'] },
  'batata-papad': { kind: 'papad', piece: { colour: '#efdba0', fryOnly: true, specks: 60, speckColours: ['#a8301c', '#c8a060'] }, props: ['chilli', 'cuminScatter'] },
  'khichiya-papad': { kind: 'papad', piece: { colour: '#efe6cf', specks: 70, cumin: true, thick: 12, speckColours: ['#4f8a2c', '#a8301c'] }, props: ['greenChilli', 'cuminScatter'] },

  'kairi-lonche': { kind: 'pickle', oil: '#a8321c', pieces: ['mangoPiece', 'mangoPiece', 'mangoPiece', 'mustardSeed'], props: ['mango', 'mustardScatter', 'chilli'], jar: 'red', glaze: '#6b3a1c', pieceScale: 2.3, count: 50 },
  'limbu-lonche': { kind: 'pickle', oil: '#b8621e', pieces: ['limeWedge', 'limeWedge', 'limeWedge', 'mustardSeed'], props: ['limeHalf', 'lime', 'chilli'], jar: 'mustard', glaze: '#7a4a22' },
  'hirvi-mirchi-lonche': { kind: 'pickle', oil: '#9a7a26', pieces: ['chilliPod', 'chilliPod', 'mustardSeed', 'mustardSeed'], props: ['greenChilli', 'greenChilli', 'limeHalf'], jar: 'green', glaze: '#5a3a1c', pieceScale: 2.3, count: 34 },
  'ker-sangri-pickle': { kind: 'pickle', oil: '#8a5a1e', pieces: ['ker', 'ker', 'sangri', 'sangri', 'mustardSeed'], props: ['chilli', 'mustardScatter'], jar: 'indigo', glaze: '#6b3a1c', pieceScale: 1.5 },
  'gujarati-chhundo': { kind: 'pickle', oil: '#e09a2a', pieces: ['shred', 'shred', 'shred', 'shred'], props: ['mango', 'cuminScatter'], jar: 'mustard', glaze: '#8a4a1e', count: 140, pieceScale: 1.4 },
  'goan-miskut': { kind: 'pickle', oil: '#b3301e', pieces: ['mangoPiece', 'mangoPiece', 'mustardSeed'], props: ['mango', 'chilli', 'chilli'], jar: 'indigo', glaze: '#4e3322' },
  'avla-lonche': { kind: 'pickle', oil: '#c48a22', pieces: ['amla', 'amla', 'mustardSeed'], props: ['curryLeaves', 'mustardScatter'], jar: 'green', glaze: '#6b3a1c', count: 34, pieceScale: 1.7 },

  'bhajani-chakli': { kind: 'chakli', props: ['sesame', 'chilli'] },
  shankarpali: { kind: 'shankarpali', props: ['cardamom', 'sesame'] },
  'poha-chivda': { kind: 'chivda', props: ['curryLeaves', 'peanuts', 'chilli'] },
  bhakarwadi: { kind: 'bhakarwadi', props: ['sesame', 'coconut'] },
  'methi-khakhra': { kind: 'khakhra', props: ['methiLeaves', 'chaiGlass'] },
  'kele-wafers': { kind: 'chips', props: ['curryLeaves', 'coconut'] },
  'bikaneri-bhujia': { kind: 'bhujia', props: ['pepper', 'cardamom'] },

  'besan-ladoo': { kind: 'ladoo', piece: { colour: '#d9973a', topping: 'cashew' }, props: ['marigold', 'cardamom', 'cashew'] },
  'lonavala-peanut-chikki': { kind: 'chikki', piece: { colour: '#b5702c' }, props: ['peanuts', 'jaggery'] },
  'til-chikki': { kind: 'chikki', piece: { colour: '#b7782e', til: true }, props: ['sesame', 'jaggery'] },
  'rava-ladoo': { kind: 'ladoo', piece: { colour: '#eedcae', texture: 'rava', topping: 'cashew' }, props: ['coconut', 'cardamom', 'marigold'] },
  'dink-ladoo': { kind: 'ladoo', piece: { colour: '#8e5d34', texture: 'nuts' }, props: ['almond', 'cashew', 'jaggery'] },
  'amba-poli': { kind: 'ambapoli', props: ['mango'] },
  mohanthal: { kind: 'mohanthal', props: ['marigold', 'almond'] },

  'spice-set-of-12': { kind: 'gift', variant: 'spice12', box: '#7a4a2a' },
  'diwali-faral-box': { kind: 'gift', variant: 'faral', box: '#9b2f2a' },
  'pickle-trio': { kind: 'gift', variant: 'pickles', box: '#2f4a6b' },
  'masala-discovery-box': { kind: 'gift', variant: 'masalas', box: '#c49a66' },
  'sankranti-til-gul-hamper': { kind: 'gift', variant: 'tilgul', box: '#d08a2a' },
  'millet-biscuit-hamper': { kind: 'gift', variant: 'biscuits', box: '#5d7a3c' },
};

const CATEGORY_FALLBACK = {
  spices: { kind: 'spice', fill: { colour: '#c0782a', texture: 'powder' }, props: WHOLE_SPICES },
  'masala-blends': { kind: 'masala', fill: { colour: '#9a3a1e', texture: 'powder' }, props: WHOLE_SPICES },
  'biscuits-and-cookies': { kind: 'biscuit', piece: { colour: '#c48a48' }, props: ['chaiGlass'] },
  papads: { kind: 'papad', piece: { colour: '#ecd9ab' }, props: ['pepper'] },
  pickles: { kind: 'pickle', oil: '#a8321c', pieces: ['mangoPiece', 'mustardSeed'], props: ['mango'], jar: 'red', glaze: '#6b3a1c' },
  snacks: { kind: 'chakli', props: ['sesame'] },
  sweets: { kind: 'ladoo', piece: { colour: '#d9973a' }, props: ['marigold'] },
  'gift-sets': { kind: 'gift', variant: 'plain', box: '#8a3a2a' },
};

const LIFTED = new Set(['biscuit', 'papad', 'chakli', 'bhakarwadi', 'khakhra', 'ladoo', 'chikki', 'ambapoli', 'mohanthal']);

function visualFor(product) {
  return VISUALS[product.slug] ?? CATEGORY_FALLBACK[product.categorySlug] ?? CATEGORY_FALLBACK.spices;
}

/** Backgrounds that suit each kind; view n takes a different one so pictures differ. */
const SURFACE_SETS = {
  spice: ['wood-walnut', 'cloth-cream', 'slate', 'cloth-indigo', 'wood-teak', 'plain-peach'],
  masala: ['wood-teak', 'cloth-madder', 'slate', 'cloth-cream', 'wood-walnut', 'plain-terracotta'],
  chutney: ['wood-honey', 'cloth-indigo', 'slate', 'plain-cream'],
  biscuit: ['cloth-cream', 'wood-honey', 'cloth-sage', 'plain-peach', 'cloth-indigo'],
  papad: ['wood-walnut', 'cloth-madder', 'cloth-indigo', 'plain-terracotta'],
  pickle: ['cloth-cream', 'wood-teak', 'cloth-sage', 'plain-peach', 'cloth-indigo'],
  snack: ['cloth-madder', 'wood-honey', 'cloth-indigo', 'plain-cream', 'cloth-sage'],
  sweet: ['cloth-madder', 'wood-walnut', 'cloth-turmeric', 'plain-cream', 'cloth-indigo'],
  gift: ['wood-walnut', 'cloth-cream', 'cloth-madder', 'wood-honey', 'plain-sage'],
};
const FAMILY = {
  spice: 'spice', masala: 'masala', chutney: 'chutney', biscuit: 'biscuit', papad: 'papad', pickle: 'pickle',
  chakli: 'snack', shankarpali: 'snack', chivda: 'snack', bhakarwadi: 'snack', khakhra: 'snack', chips: 'snack', bhujia: 'snack',
  ladoo: 'sweet', chikki: 'sweet', ambapoli: 'sweet', mohanthal: 'sweet', gift: 'gift',
};

// ───────────────────────────── scene helpers ─────────────────────────────

/** Pieces piled into a mound over an ellipse, drawn back to front. */
function pile(R, cx, cy, rx, ry, h, n, draw) {
  return pointsInEllipse(R, cx, cy, rx, ry, n)
    .map((p) => draw(p.x, p.y - h * (1 - p.d * p.d), p))
    .join('');
}

const PROP_SCALE = 1.6;

/** A folded handloom kitchen towel lying under a dish. */
function napkin(ctx, R, cx, cy, w, h, rot, cloth = 'cream') {
  const palette = {
    cream: ['#efe4cc', '#b0552f', '#2f4766'],
    indigo: ['#34507a', '#efe4cc', '#d9a13b'],
    madder: ['#a8412a', '#f0dcb4', '#3a2a22'],
    sage: ['#9aa884', '#f3ead2', '#7a3a1c'],
  }[cloth];
  const [base, s1, s2] = palette;
  const x = -w / 2;
  const y = -h / 2;
  let body = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${base}"/>`;
  for (const end of [x + w * 0.08, x + w * 0.86]) {
    body += `<rect x="${f(end)}" y="${y}" width="${f(w * 0.035)}" height="${h}" fill="${s1}" opacity="0.85"/><rect x="${f(end + w * 0.045)}" y="${y}" width="${f(w * 0.012)}" height="${h}" fill="${s2}" opacity="0.8"/>`;
  }
  body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${ctx.pattern(6, 6, `<path d="M0 3 H6" stroke="#000" stroke-width="1" opacity="0.05"/>`)}"/>`;
  body += `<path d="M${x} ${y} V${y + h}M${x + w} ${y} V${y + h}" stroke="${base}" stroke-width="14" stroke-dasharray="2 4"/>`;
  body += `<rect x="${x}" y="${f(y + h * 0.48)}" width="${w}" height="${f(h * 0.04)}" fill="#000" opacity="0.06" filter="${ctx.blur(6)}"/>`;
  return g(at(cx + 10, cy + 14, rot), `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1f0f05" opacity="0.35" filter="${ctx.blur(10)}"/>`) + g(at(cx, cy, rot), body);
}

/** A towel under the main dish, unless the table is already a cloth. */
function maybeNapkin(ctx, R, v, cx, cy, w, h, rot) {
  if (v.surfaceKind === 'cloth' || !R.chance(0.75)) return '';
  return napkin(ctx, R, cx, cy, w, h, rot, R.pick(['cream', 'indigo', 'madder', 'sage']));
}

/** Scatter a kind's props around the edges of the frame, avoiding the middle. */
function scatterProps(ctx, R, names, spots) {
  let out = '';
  names.forEach((name, i) => {
    if (i >= spots.length) return;
    const [x, y, rot, s] = spots[i];
    out += propShadowed(ctx, R, name, x + R.range(-15, 15), y + R.range(-15, 15), rot + R.range(-20, 20), s * PROP_SCALE);
  });
  return out;
}

const SPOTS_3Q = [
  [800, 250, -25, 1],
  [150, 830, 15, 0.9],
  [160, 220, 30, 0.85],
  [840, 880, -10, 0.8],
  [870, 560, 70, 0.8],
];
const SPOTS_TOP = [
  [130, 130, 35, 0.95],
  [840, 850, -20, 0.95],
  [850, 120, 120, 0.85],
  [120, 860, -60, 0.85],
];

function heapItems(ctx, R, fill) {
  if (!fill.items) return fill;
  return { ...fill, items: (pts) => pts.map((p) => PIECES[fill.items](ctx, R, p.x, p.y, 1.5, 0.6)).join(''), count: 34 };
}

// ───────────────────────────── scenes per kind ─────────────────────────────
// Each returns the SVG body over the surface for view n (1-based).

const SCENES = {
  spice(ctx, R, v, n) {
    const fill = heapItems(ctx, R, v.fill);
    const bowlStyle = R.pick(['terracotta', 'brass', 'white', 'wood', 'stone']);
    if (n === 2) {
      return (
        maybeNapkin(ctx, R, v, 480, 520, 860, 600, R.range(-30, 30)) +
        scatterProps(ctx, R, v.props, SPOTS_TOP) +
        bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: bowlStyle, contents: (c, x, y, r) => topFill(c, R, x, y, r, v.fill.items ? { ...v.fill, items: (pts) => pts.map((p) => PIECES[v.fill.items](c, R, p.x, p.y, 1.8, 1)).join(''), count: 70 } : v.fill) })
      );
    }
    if (n === 3) {
      return (
        scatterProps(ctx, R, v.props.slice(0, 2), [[840, 230, -20, 0.9], [140, 890, 10, 0.85]]) +
        pouch(ctx, R, { x: 350, y: 830, w: 400, h: 620, fill: v.fill, accent: R.pick(['#9b3a26', '#2f4766', '#4e6a2c', '#7a3a5a']) }) +
        bowl3q(ctx, R, { cx: 720, cy: 720, r: 190, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.5, fill) })
      );
    }
    return (
      maybeNapkin(ctx, R, v, 430, 560, 760, 460, R.range(-12, 12)) +
      scatterProps(ctx, R, v.props, SPOTS_3Q) +
      bowl3q(ctx, R, { cx: 450, cy: 480, r: 300, depth: 0.7, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.55, fill) }) +
      spill(ctx, R, 760, 880, 70, v.fill.items ? { ...v.fill, items: undefined } : v.fill) +
      spoon(ctx, R, { x: 360, y: 860, rot: -8, len: 400, fill: v.fill })
    );
  },

  masala(ctx, R, v, n) {
    const bowlStyle = R.pick(['terracotta', 'brass', 'white', 'stone', 'wood']);
    const accent = R.pick(['#9b3a26', '#2f4766', '#4e6a2c', '#7a3a5a', '#b0701e']);
    if (n === 2) {
      return maybeNapkin(ctx, R, v, 480, 520, 860, 600, R.range(-30, 30)) + scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: bowlStyle, contents: (c, x, y, r) => topFill(c, R, x, y, r, v.fill) });
    }
    if (n === 3) {
      return (
        scatterProps(ctx, R, v.props.slice(1), [[840, 230, -20, 0.9], [140, 890, 10, 0.85], [870, 890, 30, 0.8]]) +
        jar(ctx, R, { x: 370, y: 840, w: 360, h: 580, cloth: v.jar ?? R.pick(['red', 'indigo', 'green']), contents: jarFill(R, v.fill) }) +
        bowl3q(ctx, R, { cx: 730, cy: 740, r: 180, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.5, v.fill) })
      );
    }
    const side = v.props[0] === 'chaiGlass';
    return (
      scatterProps(ctx, R, side ? v.props.slice(1) : v.props, [[830, 240, -20, 0.9], [140, 880, 20, 0.85], [470, 900, -5, 0.75], [880, 560, 60, 0.8], [160, 200, 0, 0.8]]) +
      (side ? prop(ctx, R, 'chaiGlass', 820, 370, 0, 1.2) : '') +
      maybeNapkin(ctx, R, v, 620, 760, 700, 380, R.range(-10, 10)) +
      pouch(ctx, R, { x: 310, y: 770, w: 370, h: 580, fill: v.fill, accent }) +
      bowl3q(ctx, R, { cx: 670, cy: 700, r: 230, depth: 0.68, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.55, v.fill) })
    );
  },

  chutney(ctx, R, v, n) {
    const bowlStyle = R.pick(['white', 'stone', 'terracotta']);
    if (n === 2) {
      return scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 330, style: bowlStyle, contents: (c, x, y, r) => topFill(c, R, x, y, r, v.fill) });
    }
    return (
      scatterProps(ctx, R, v.props, [[830, 250, -20, 1], [150, 880, 20, 1], [880, 880, 40, 1], [470, 900, 10, 1]]) +
      jar(ctx, R, { x: 330, y: 760, w: 300, h: 500, cloth: v.jar, contents: jarFill(R, v.fill) }) +
      bowl3q(ctx, R, { cx: 680, cy: 700, r: 180, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.45, v.fill) })
    );
  },

  biscuit(ctx, R, v, n) {
    const p = v.piece;
    const plateStyle = R.pick(['white', 'steel', 'wicker', 'terracotta']);
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 390, style: plateStyle });
      const spots = [[0, 0], ...Array.from({ length: 6 }, (_, i) => [Math.cos((i * Math.PI) / 3 + 0.3) * 200, Math.sin((i * Math.PI) / 3 + 0.3) * 200])];
      spots.reverse().forEach(([x, y]) => {
        out += `<circle cx="${f(480 + x + 8)}" cy="${f(480 + y + 10)}" r="${f(60 * 1.5)}" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(8)}"/>`;
        out += PIECES.biscuit(ctx, R, 480 + x, 480 + y, 1.5, 1, p);
      });
      return out;
    }
    if (n === 3) {
      const contents = (c, x, top, w, bottom) => {
        let s = '';
        for (let y = bottom - 20, i = 0; y > top; y -= 30, i++) s += PIECES.biscuit(c, R, x + R.range(-8, 8), y, 1.9, 0.28, p);
        return s;
      };
      return (
        (v.props.includes('chaiGlass') ? prop(ctx, R, 'chaiGlass', 800, 640, 0, 1.3) : scatterProps(ctx, R, v.props, [[820, 300, 0, 1]])) +
        jar(ctx, R, { x: 400, y: 800, w: 360, h: 540, cloth: R.pick(['red', 'indigo', 'green', 'mustard']), contents }) +
        PIECES.biscuit(ctx, R, 640, 860, 1.3, 0.5, p)
      );
    }
    let out = maybeNapkin(ctx, R, v, 470, 700, 900, 420, R.range(-6, 6)) + scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), [[180, 200, 20, 1], [850, 880, -10, 0.9]]);
    if (v.props.includes('chaiGlass')) out += prop(ctx, R, 'chaiGlass', 800, 300, 0, 1.6);
    out += plate3q(ctx, R, { cx: 470, cy: 650, rx: 420, style: plateStyle });
    const depth = 14 * 2.2 * (1 - 0.42) + 2;
    for (let i = 0; i < 7; i++) out += PIECES.biscuit(ctx, R, 380 + R.range(-8, 8), 620 - i * (depth + 1), 2.2, 0.42, p);
    out += PIECES.biscuit(ctx, R, 660, 640, 1.8, 0.45, p);
    out += PIECES.biscuit(ctx, R, 560, 760, 1.8, 0.45, p);
    return out;
  },

  papad(ctx, R, v, n) {
    const p = v.piece;
    if (n === 2) {
      return (
        scatterProps(ctx, R, v.props, [[120, 140, 30, 1], [850, 860, -20, 1]]) +
        plateTop(ctx, R, { cx: 480, cy: 480, r: 420, style: R.pick(['steel', 'brass', 'wicker']) }) +
        PIECES.papad(ctx, R, 430, 450, 1.08, 1, p) +
        `<circle cx="${f(555)}" cy="${f(540)}" r="${300 * 1.02}" fill="#1f0f05" opacity="0.3" filter="${ctx.blur(10)}"/>` +
        PIECES.papad(ctx, R, 540, 520, 1.02, 1, { ...p, roasted: !p.fryOnly, fried: p.fryOnly })
      );
    }
    if (n === 3) {
      let out = scatterProps(ctx, R, v.props, [[820, 840, -20, 1], [130, 130, 20, 1]]);
      for (let i = 0; i < 3; i++) {
        const x = 360 + i * 120;
        const y = 380 + i * 110;
        out += `<circle cx="${x + 10}" cy="${y + 14}" r="300" fill="#1f0f05" opacity="0.28" filter="${ctx.blur(10)}"/>` + PIECES.papad(ctx, R, x, y, 1, 1, p);
      }
      return out;
    }
    let out = scatterProps(ctx, R, v.props, [[820, 220, -15, 1], [140, 860, 20, 1], [860, 860, 10, 0.9]]);
    out += plate3q(ctx, R, { cx: 480, cy: 640, rx: 440, style: R.pick(['wicker', 'brass', 'steel']) });
    for (let i = 0; i < 8; i++) out += PIECES.papad(ctx, R, 480 + R.range(-22, 22), 620 - i * 11, 1.2, 0.36, p);
    return out;
  },

  pickle(ctx, R, v, n) {
    const pieces = (c, pts, tilt, s) => pts.map((p) => PIECES[R.pick(v.pieces)](c, R, p.x, p.y, s, tilt, { colour: v.oil })).join('');
    const oilTop = (c, x, y, r) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.rad([[0, shade(v.oil, 0.15)], [0.7, v.oil], [1, shade(v.oil, -0.4)]], 0.45, 0.42, 0.6)}"/>` +
      speckles(R, x, y, r, r, 160, [shade(v.oil, -0.35), shade(v.oil, 0.25), '#e0b040', '#3a1a10'], 2, 4) +
      pieces(c, pointsInEllipse(R, x, y, r * 0.88, r * 0.88, v.count ?? 60), 1, v.pieceScale ?? 2) +
      pointsInEllipse(R, x, y, r * 0.8, r * 0.8, 10, false).map((p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(R.range(8, 18))}" ry="${f(R.range(3, 6))}" fill="#fff" opacity="0.35"/>`).join('');
    const bowlContents = (c, x, y, rx, ry) => {
      const sy = y + ry * 0.25;
      return (
        `<ellipse cx="${x}" cy="${f(sy)}" rx="${f(rx * 0.97)}" ry="${f(ry * 0.85)}" fill="${c.rad([[0, shade(v.oil, 0.2)], [1, shade(v.oil, -0.35)]], 0.4, 0.4, 0.6)}"/>` +
        pile(R, x, sy - ry * 0.1, rx * 0.8, ry * 0.6, rx * 0.28, Math.round((v.count ?? 60) * 0.6), (px, py) => PIECES[R.pick(v.pieces)](c, R, px, py, (v.pieceScale ?? 2) * 0.75, 0.6, { colour: v.oil })) +
        `<ellipse cx="${f(x - rx * 0.3)}" cy="${f(sy - ry * 0.2)}" rx="${f(rx * 0.2)}" ry="${f(ry * 0.12)}" fill="#fff" opacity="0.3"/>`
      );
    };
    if (n === 2) {
      return scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 340, style: R.pick(['white', 'terracotta', 'celadon']), contents: oilTop });
    }
    if (n === 3) {
      const contents = (c, x, top, w, bottom) =>
        `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${bottom - top}" fill="${c.lin([[0, shade(v.oil, 0.1)], [1, shade(v.oil, -0.35)]], 0, 0, 0, 1)}"/>` +
        pieces(c, pointsInEllipse(R, x, (top + bottom) / 2 + 10, w * 0.48, (bottom - top) * 0.46, Math.round((v.count ?? 60) * 1.1)), 1, 1.15);
      return scatterProps(ctx, R, v.props, [[820, 300, -10, 1], [840, 860, 20, 1], [150, 880, 0, 0.9]]) + jar(ctx, R, { x: 440, y: 820, w: 360, h: 560, cloth: v.jar, contents });
    }
    return (
      scatterProps(ctx, R, v.props, [[830, 260, -15, 1], [150, 880, 20, 0.95], [880, 880, 0, 0.9]]) +
      maybeNapkin(ctx, R, v, 520, 800, 860, 300, R.range(-5, 5)) +
      barni(ctx, R, { cx: 320, y: 820, h: 680, glaze: v.glaze, cloth: R.chance(0.5) ? v.jar : undefined }) +
      bowl3q(ctx, R, { cx: 690, cy: 700, r: 210, style: R.pick(['white', 'terracotta', 'celadon']), contents: bowlContents })
    );
  },

  chakli(ctx, R, v, n) {
    const colour = '#c38a3e';
    if (n === 2) {
      let out = maybeNapkin(ctx, R, v, 480, 520, 880, 640, R.range(-30, 30)) + scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: R.pick(['steel', 'brass', 'leaf']) });
      const spots = [[0, 0], ...Array.from({ length: 6 }, (_, i) => [Math.cos((i * Math.PI) / 3) * 225, Math.sin((i * Math.PI) / 3) * 225])];
      for (const [x, y] of spots) out += `<circle cx="${480 + x + 6}" cy="${480 + y + 8}" r="${62 * 1.85}" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(8)}"/>` + PIECES.chakli(ctx, R, 480 + x, 480 + y, 1.85, 1, { colour });
      return out;
    }
    if (n === 3) {
      const contents = (c, x, top, w, bottom) => {
        let s2 = '';
        for (let y = bottom - 30; y > top - 20; y -= 44) s2 += PIECES.chakli(c, R, x + R.range(-20, 20), y, 2.4, 0.42, { colour });
        return s2;
      };
      return scatterProps(ctx, R, v.props, [[820, 260, 0, 1], [850, 880, 10, 1]]) + jar(ctx, R, { x: 420, y: 840, w: 400, h: 600, cloth: R.pick(['red', 'indigo', 'green', 'mustard']), contents }) + PIECES.chakli(ctx, R, 720, 830, 1.8, 0.5, { colour });
    }
    let out = maybeNapkin(ctx, R, v, 480, 700, 920, 420, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[130, 200, 20, 1], [860, 900, -10, 1]]) + prop(ctx, R, 'chaiGlass', 800, 330, 0, 1.6) + plate3q(ctx, R, { cx: 480, cy: 660, rx: 430, style: R.pick(['steel', 'leaf', 'brass']) });
    for (const [x, y] of [[300, 600], [480, 580], [660, 600], [370, 690], [590, 695], [480, 560]]) out += PIECES.chakli(ctx, R, x, y, 2.3, 0.5, { colour });
    return out;
  },

  shankarpali(ctx, R, v, n) {
    const draw = (c, px, py, tilt, s2) => PIECES.shankarpali(c, R, px, py, s2, tilt);
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: R.pick(['white', 'brass']) });
      return out + pointsInEllipse(R, 480, 480, 310, 310, 55).map((p) => draw(ctx, p.x, p.y, 1, 1.9)).join('');
    }
    return (
      maybeNapkin(ctx, R, v, 480, 640, 900, 460, R.range(-8, 8)) +
      scatterProps(ctx, R, v.props, SPOTS_3Q) +
      bowl3q(ctx, R, { cx: 480, cy: 520, r: 340, depth: 0.66, style: R.pick(['brass', 'white', 'terracotta']), contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.3, { colour: '#c99450', texture: 'none' }) + pile(R, x, y - rx * 0.05, rx * 0.88, ry + rx * 0.15, rx * 0.32, 75, (px, py) => draw(c, px, py, 0.55, 1.9)) })
    );
  },

  chivda(ctx, R, v, n) {
    const mix3 = (c, px, py, tilt, s2) => {
      const k = R.next();
      if (k < 0.72) return PIECES.flake(c, R, px, py, s2, tilt);
      if (k < 0.84) return PIECES.peanut(c, R, px, py, s2);
      if (k < 0.92) return PIECES.curryLeaf(c, R, px, py, s2);
      if (k < 0.96) return PIECES.chilliBit(c, R, px, py, s2);
      return PIECES.flake(c, R, px, py, s2 * 0.9, tilt, { colours: ['#f0c84a', '#e8b830'] });
    };
    if (n === 2) {
      return maybeNapkin(ctx, R, v, 480, 520, 860, 600, R.range(-30, 30)) + scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: R.pick(['steel', 'white', 'brass']), contents: (c, x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#d8b860"/>` + pointsInEllipse(R, x, y, r, r, 650).map((p) => mix3(c, p.x, p.y, 1, 1.8)).join('') });
    }
    return (
      maybeNapkin(ctx, R, v, 480, 640, 900, 460, R.range(-8, 8)) +
      scatterProps(ctx, R, v.props, SPOTS_3Q) +
      bowl3q(ctx, R, { cx: 480, cy: 520, r: 340, depth: 0.66, style: R.pick(['steel', 'white', 'brass']), contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.42, { colour: '#d8b860', texture: 'coarse' }) + pile(R, x, y - rx * 0.15, rx * 0.85, ry + rx * 0.22, rx * 0.2, 420, (px, py) => mix3(c, px, py, 0.7, 1.6)) })
    );
  },

  bhakarwadi(ctx, R, v, n) {
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: R.pick(['steel', 'white']) });
      return out + pointsInEllipse(R, 480, 480, 280, 280, 22).map((p) => `<circle cx="${f(p.x + 4)}" cy="${f(p.y + 6)}" r="66" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(6)}"/>` + PIECES.bhakarwadi(ctx, R, p.x, p.y, 1.9, 1)).join('');
    }
    return maybeNapkin(ctx, R, v, 480, 700, 920, 420, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[130, 200, 20, 1], [860, 900, -10, 1]]) + prop(ctx, R, 'chaiGlass', 800, 330, 0, 1.6) + plate3q(ctx, R, { cx: 480, cy: 650, rx: 420, style: R.pick(['steel', 'white', 'brass']) }) + pile(R, 480, 640, 300, 100, 170, 26, (px, py) => PIECES.bhakarwadi(ctx, R, px, py, 2.1, 0.6));
  },

  khakhra(ctx, R, v, n) {
    if (n === 2) {
      return scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 420, style: 'brass' }) + PIECES.khakhra(ctx, R, 460, 460, 1.2, 1) + `<circle cx="600" cy="590" r="260" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(10)}"/>` + PIECES.khakhra(ctx, R, 590, 580, 0.95, 1);
    }
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 380, R.range(-6, 6)) + scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), [[140, 200, 20, 1]]) + prop(ctx, R, 'chaiGlass', 810, 280, 0, 1.6) + plate3q(ctx, R, { cx: 470, cy: 660, rx: 440, style: R.pick(['wicker', 'steel']) });
    for (let i = 0; i < 9; i++) out += PIECES.khakhra(ctx, R, 470 + R.range(-18, 18), 640 - i * 10, 1.3, 0.36);
    return out;
  },

  chips(ctx, R, v, n) {
    if (n === 2) {
      return scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: 'wood', contents: (c, x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#d9a836"/>` + pointsInEllipse(R, x, y, r, r, 110).map((p) => PIECES.chip(c, R, p.x, p.y, 1.6, 1)).join('') });
    }
    return maybeNapkin(ctx, R, v, 480, 640, 900, 460, R.range(-8, 8)) + scatterProps(ctx, R, v.props, SPOTS_3Q) + bowl3q(ctx, R, { cx: 480, cy: 520, r: 340, depth: 0.66, style: R.pick(['wood', 'white', 'brass']), contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.35, { colour: '#d9a836', texture: 'none' }) + pile(R, x, y - rx * 0.1, rx * 0.85, ry + rx * 0.18, rx * 0.22, 80, (px, py) => PIECES.chip(c, R, px, py, 1.7, 0.6)) });
  },

  bhujia(ctx, R, v, n) {
    if (n === 2) {
      return maybeNapkin(ctx, R, v, 480, 520, 860, 600, R.range(-30, 30)) + scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: R.pick(['steel', 'white']), contents: (c, x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#b8742a"/>` + pointsInEllipse(R, x, y, r, r, 900, false).map((p) => PIECES.bhujia(c, R, p.x, p.y, 1.3)).join('') });
    }
    return maybeNapkin(ctx, R, v, 480, 640, 900, 460, R.range(-8, 8)) + scatterProps(ctx, R, v.props, SPOTS_3Q) + bowl3q(ctx, R, { cx: 480, cy: 520, r: 340, depth: 0.66, style: R.pick(['steel', 'white', 'terracotta']), contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.5, { colour: '#c07a2e', texture: 'none' }) + pile(R, x, y - rx * 0.05, rx * 0.9, ry + rx * 0.3, rx * 0.38, 750, (px, py) => PIECES.bhujia(c, R, px, py, 1.3)) });
  },

  ladoo(ctx, R, v, n) {
    const p = v.piece;
    if (n === 2) {
      let out = maybeNapkin(ctx, R, v, 480, 520, 880, 640, R.range(-30, 30)) + scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: R.pick(['brass', 'leaf', 'steel']) });
      const spots = [[0, 0], ...Array.from({ length: 6 }, (_, i) => [Math.cos((i * Math.PI) / 3 + 0.5) * 215, Math.sin((i * Math.PI) / 3 + 0.5) * 215])];
      for (const [x, y] of spots.sort((a, b) => a[1] - b[1])) out += PIECES.ladoo(ctx, R, 480 + x, 480 + y, 1.6, 1, p);
      return out;
    }
    if (n === 3) {
      let out = scatterProps(ctx, R, v.props, [[820, 200, 0, 1.1], [140, 180, 20, 1], [850, 880, 0, 1]]) + plate3q(ctx, R, { cx: 480, cy: 660, rx: 430, style: 'leaf' });
      for (const [x, y] of [[290, 610], [480, 600], [670, 610], [380, 700], [580, 705]]) out += PIECES.ladoo(ctx, R, x, y - 50, 1.6, 1, p);
      return out;
    }
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 400, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[820, 230, 0, 1.1], [140, 890, 20, 1], [860, 890, 30, 1]]) + diya(ctx, R, 190, 320, 1.3) + plate3q(ctx, R, { cx: 480, cy: 680, rx: 430, style: R.pick(['brass', 'steel']) });
    for (const [x, y, s2] of [[380, 570, 1.85], [580, 570, 1.85], [270, 660, 1.9], [480, 675, 1.9], [690, 660, 1.9], [480, 480, 1.85]]) out += PIECES.ladoo(ctx, R, x, y, s2, 1, p);
    return out;
  },

  chikki(ctx, R, v, n) {
    const p = v.piece;
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 420, style: R.pick(['leaf', 'wicker']) });
      for (const [x, y, rot] of [[370, 330, -12], [600, 360, 8], [340, 520, 6], [580, 560, -6], [420, 690, 10], [640, 740, -14]]) out += `<rect x="${x - 110}" y="${y - 45}" width="220" height="100" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(8)}" transform="rotate(${rot} ${x} ${y})"/>` + PIECES.chikki(ctx, R, x, y, 1.65, 1, { ...p, rot });
      return out;
    }
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 400, R.range(-6, 6)) + scatterProps(ctx, R, v.props, SPOTS_3Q) + plate3q(ctx, R, { cx: 480, cy: 670, rx: 430, style: R.pick(['steel', 'brass', 'white']) });
    const layers = [[[370, 660, 10], [600, 670, -8]], [[440, 600, 75], [560, 600, 95]], [[480, 555, 8]]];
    layers.forEach((layer, li) => layer.forEach(([x, y, rot]) => (out += PIECES.chikki(ctx, R, x, y - li * 10, 2.3, 0.55, { ...p, rot }))));
    return out;
  },

  ambapoli(ctx, R, v, n) {
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: 'white' });
      // a flat sheet of mango leather with its cloth-dried ripples
      out += g('rotate(-8 480 420)', `<rect x="290" y="290" width="380" height="270" rx="26" fill="#1f0f05" opacity="0.3" filter="${ctx.blur(8)}" transform="translate(8 10)"/><rect x="290" y="290" width="380" height="270" rx="26" fill="${ctx.lin([[0, '#f2ac3e'], [1, '#c8681a']], 0, 0, 1, 1)}"/>` + Array.from({ length: 7 }, (_, i) => `<path d="M300 ${f(320 + i * 36)} q95 ${f(R.range(-10, 10))} 190 0 t190 0" fill="none" stroke="${i % 2 ? '#b85a14' : '#ffd07a'}" stroke-width="3" opacity="0.35"/>`).join(''));
      for (const [x, y] of [[400, 640], [560, 660], [480, 730]]) out += PIECES.ambaPoliRoll(ctx, R, x, y, 1.5);
      return out;
    }
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 400, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[800, 230, -20, 1.2]]) + plate3q(ctx, R, { cx: 480, cy: 670, rx: 430, style: R.pick(['white', 'brass']) });
    for (const [x, y] of [[400, 590], [580, 600], [340, 680], [540, 690], [470, 630]]) out += PIECES.ambaPoliRoll(ctx, R, x, y, 2);
    return out;
  },

  mohanthal(ctx, R, v) {
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 400, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[160, 200, 0, 1.1], [860, 890, 20, 1]]) + diya(ctx, R, 770, 330, 1.3) + plate3q(ctx, R, { cx: 480, cy: 660, rx: 430, style: 'brass' });
    for (const [x, y] of [[320, 560], [490, 560], [660, 570], [290, 670], [470, 680], [650, 690]]) out += PIECES.mohanthal(ctx, R, x, y, 1.75, 0.55);
    return out;
  },

  gift(ctx, R, v, n) {
    return GIFTS[v.variant](ctx, R, v, n);
  },
};

// ───────────────────────────── gift sets ─────────────────────────────

const SET_OF_12 = [
  { colour: '#e8a317', texture: 'powder' },
  { colour: '#b8301c', texture: 'powder' },
  { colour: '#a38c52', texture: 'powder' },
  { colour: '#8c6a3a', texture: 'seeds' },
  { colour: '#6c7f36', texture: 'flakes' },
  { colour: '#3a2a22', texture: 'mustard' },
  { colour: '#8e2a18', texture: 'coarse', accent: '#d9a04a' },
  { colour: '#a43c1e', texture: 'powder' },
  { colour: '#4d3526', texture: 'powder' },
  { colour: '#2f241e', texture: 'coarse', accent: '#7a4a2a' },
  { colour: '#b2401e', texture: 'powder' },
  { colour: '#a57c52', texture: 'powder' },
];

/** A round tin seen from above, lid off. */
function tinTop(ctx, R, x, y, r, fill) {
  return (
    `<circle cx="${f(x + r * 0.06)}" cy="${f(y + r * 0.08)}" r="${f(r)}" fill="#1f0f05" opacity="0.35" filter="${ctx.blur(r * 0.08)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${ctx.lin([[0, '#f4f4f2'], [0.5, '#b9bcc0'], [1, '#7d8288']], 0, 0, 1, 1)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.88)}" fill="#6a6e74"/>` +
    topFill(ctx, R, x, y, r * 0.84, fill) +
    `<circle cx="${f(x + r * 0.05)}" cy="${f(y + r * 0.06)}" r="${f(r * 0.86)}" fill="none" stroke="#1a0c04" stroke-width="${f(r * 0.08)}" opacity="0.3" filter="${ctx.blur(3)}"/>`
  );
}

/** A round tin seen from the front, lid off. (x, y) is the middle of its base. */
function tin3q(ctx, R, x, y, r, h, fill) {
  const ry = r * 0.32;
  let out = shadow(ctx, x + r * 0.1, y, r * 1.05, ry * 0.7);
  out += `<path d="M${f(x - r)} ${f(y - h)} V${f(y)} A${f(r)} ${f(ry)} 0 0 0 ${f(x + r)} ${f(y)} V${f(y - h)}Z" fill="${ctx.lin([[0, '#8d9298'], [0.22, '#f2f3f4'], [0.5, '#b5b9be'], [1, '#6a6f76']])}"/>`;
  out += `<path d="M${f(x - r)} ${f(y - h * 0.2)} A${f(r)} ${f(ry)} 0 0 0 ${f(x + r)} ${f(y - h * 0.2)}" fill="none" stroke="#7a7f86" stroke-width="2.5"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(y - h)}" rx="${f(r)}" ry="${f(ry)}" fill="#dfe1e3"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(y - h)}" rx="${f(r * 0.9)}" ry="${f(ry * 0.86)}" fill="${ctx.rad([[0, shade(fill.colour, 0.25)], [0.6, fill.colour], [1, shade(fill.colour, -0.35)]], 0.42, 0.4, 0.6)}"/>`;
  out += speckles(R, x, y - h, r * 0.85, ry * 0.8, 30, [shade(fill.colour, 0.3), shade(fill.colour, -0.3)], 1.5, fill.texture === 'powder' ? 2.5 : 4.5);
  return out;
}

/** An open box seen from above with a wall and a floor. Returns [svg, inner rect]. */
function boxTop(ctx, R, x, y, w, h, colour, lining = null) {
  const wall = Math.min(w, h) * 0.05;
  let out = `<rect x="${f(x + 14)}" y="${f(y + 20)}" width="${f(w)}" height="${f(h)}" rx="14" fill="#1f0f05" opacity="0.4" filter="${ctx.blur(16)}"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="12" fill="${ctx.lin([[0, shade(colour, 0.25)], [1, shade(colour, -0.2)]], 0, 0, 1, 1)}"/>`;
  out += `<rect x="${f(x + wall)}" y="${f(y + wall)}" width="${f(w - 2 * wall)}" height="${f(h - 2 * wall)}" rx="6" fill="${lining ?? shade(colour, -0.35)}"/>`;
  out += `<rect x="${f(x + wall)}" y="${f(y + wall)}" width="${f(w - 2 * wall)}" height="${f(h - 2 * wall)}" rx="6" fill="none" stroke="#1a0c04" stroke-width="${f(wall * 0.8)}" opacity="0.3" filter="${ctx.blur(4)}"/>`;
  return [out, { x: x + wall, y: y + wall, w: w - 2 * wall, h: h - 2 * wall }];
}

function diya(ctx, R, x, y, s = 1) {
  const body = `<path d="M-60 -6 C-50 30 40 34 62 -6 L80 -16 C60 -14 40 -10 30 -10 Z" fill="${ctx.lin([[0, '#d07a44'], [1, '#8a3a18']], 0, 0, 0, 1)}"/><ellipse cx="0" cy="-8" rx="60" ry="14" fill="#6a2a10"/><ellipse cx="-4" cy="-8" rx="52" ry="10" fill="#c8a040" opacity="0.7"/>`;
  const flame = `<ellipse cx="74" cy="-50" rx="40" ry="46" fill="#ffb640" opacity="0.35" filter="${ctx.blur(14)}"/><path d="M74 -18 C58 -30 64 -60 76 -82 C86 -60 92 -32 74 -18Z" fill="${ctx.lin([[0, '#fff4b0'], [0.5, '#ffc23a'], [1, '#e0601a']], 0, 0, 0, 1)}"/><path d="M74 -22 C68 -30 70 -44 75 -54 C80 -44 82 -30 74 -22Z" fill="#fffbe0"/>`;
  return shadow(ctx, x, y + 18 * s, 70 * s, 14 * s) + g(at(x, y, 0, s), body + flame);
}

function kite(ctx, x, y, s, colour) {
  return g(
    at(x, y, -15, s),
    `<path d="M0 -120 L90 0 L0 120 L-90 0Z" fill="${colour}"/><path d="M0 -120 L90 0 L0 0Z" fill="#fff" opacity="0.15"/><path d="M0 -120 V120M-90 0 Q0 -30 90 0" stroke="#6b4a2a" stroke-width="4" fill="none"/><path d="M0 120 l-20 40 l40 0Z" fill="#f3e0a0"/><path d="M0 160 C30 220 -40 260 10 330" stroke="#f3e6c8" stroke-width="3" fill="none" opacity="0.8"/>`,
  );
}

const GIFTS = {
  spice12(ctx, R, v, n) {
    if (n === 2) {
      let out = scatterProps(ctx, R, ['starAnise', 'chilli', 'cinnamon'], [[820, 180, -20, 1], [130, 860, 20, 1], [160, 180, 20, 0.9]]);
      out += box3d(ctx, R, { x: 220, y: 560, w: 480, h: 240, d: 300, colour: v.box });
      [[250, 840], [480, 880], [710, 840]].forEach(([x, y], i) => (out += tin3q(ctx, R, x, y, 85, 110, SET_OF_12[[0, 1, 6][i]])));
      return out;
    }
    if (n === 3) {
      let out = scatterProps(ctx, R, ['starAnise', 'cardamom', 'chilli', 'bayLeaf'], SPOTS_TOP);
      [[300, 300, 0], [660, 300, 1], [300, 660, 6], [660, 660, 7]].forEach(([x, y, k]) => (out += tinTop(ctx, R, x, y, 165, SET_OF_12[k])));
      return out;
    }
    const [bx, inner] = boxTop(ctx, R, 110, 170, 740, 580, v.box, '#e6d2ac');
    let out = scatterProps(ctx, R, ['starAnise', 'chilli', 'cinnamon'], [[150, 860, 10, 0.9], [820, 860, -15, 1], [480, 880, 0, 0.9]]) + bx;
    const cw = inner.w / 4;
    const chh = inner.h / 3;
    SET_OF_12.forEach((fill, i) => {
      const cx = inner.x + cw * (i % 4) + cw / 2;
      const cy = inner.y + chh * Math.floor(i / 4) + chh / 2;
      out += tinTop(ctx, R, cx, cy, Math.min(cw, chh) * 0.43, fill);
    });
    // twine lying across the corner
    out += prop(ctx, R, 'twine', 760, 120, 20, 1.2);
    return out;
  },

  faral(ctx, R, v, n) {
    if (n === 2) {
      let out = box3d(ctx, R, { x: 200, y: 640, w: 520, h: 250, d: 320, colour: v.box, twine: '#e8c170' });
      out += diya(ctx, R, 780, 840, 1.1) + prop(ctx, R, 'marigold', 150, 820, 0, 1.4) + prop(ctx, R, 'marigold', 250, 880, 30, 1.1);
      out += PIECES.chakli(ctx, R, 470, 860, 1.2, 0.5, {}) + PIECES.ladoo(ctx, R, 610, 860, 0.9, 1, { colour: '#d9973a' });
      return out;
    }
    const [bx, inner] = boxTop(ctx, R, 130, 130, 700, 700, v.box, '#f1e4c8');
    let out = bx;
    const hw = inner.w / 2;
    const hh = inner.h / 2;
    out += `<path d="M${f(inner.x + hw)} ${f(inner.y)} V${f(inner.y + inner.h)}M${f(inner.x)} ${f(inner.y + hh)} H${f(inner.x + inner.w)}" stroke="${shade(v.box, -0.1)}" stroke-width="12"/>`;
    const cx = (i) => inner.x + hw * (i % 2) + hw / 2;
    const cy = (i) => inner.y + hh * Math.floor(i / 2) + hh / 2;
    for (const [dx, dy] of [[-70, -70], [70, -60], [-60, 70], [75, 75], [0, 0]]) out += PIECES.chakli(ctx, R, cx(0) + dx, cy(0) + dy, 1.05, 1, {});
    for (const [dx, dy] of [[-70, -70], [70, -70], [-70, 70], [70, 70]]) out += PIECES.ladoo(ctx, R, cx(1) + dx, cy(1) + dy, 1.05, 1, { colour: '#d9973a', topping: 'pistachio' });
    out += pointsInEllipse(R, cx(2), cy(2), 130, 130, 30).map((p) => PIECES.shankarpali(ctx, R, p.x, p.y, 1.1, 1)).join('');
    out += `<rect x="${f(inner.x + hw + 8)}" y="${f(inner.y + hh + 8)}" width="${f(hw - 16)}" height="${f(hh - 16)}" fill="#d8b860"/>`;
    out += pointsInEllipse(R, cx(3), cy(3), 150, 150, 320).map((p) => (R.chance(0.8) ? PIECES.flake(ctx, R, p.x, p.y, 1.2, 1) : R.chance(0.6) ? PIECES.peanut(ctx, R, p.x, p.y, 1) : PIECES.curryLeaf(ctx, R, p.x, p.y, 1))).join('');
    out += prop(ctx, R, 'marigold', 860, 120, 0, 1.3) + prop(ctx, R, 'marigold', 90, 880, 0, 1.2);
    return out;
  },

  pickles(ctx, R, v, n) {
    const kinds = [VISUALS['kairi-lonche'], VISUALS['limbu-lonche'], VISUALS['ker-sangri-pickle']];
    if (n === 2) {
      const [bx, inner] = boxTop(ctx, R, 110, 250, 740, 460, v.box, '#e9dcc0');
      let out = bx + prop(ctx, R, 'twine', 480, 840, 0, 1.6);
      kinds.forEach((k, i) => {
        const x = inner.x + (inner.w / 3) * (i + 0.5);
        const y = inner.y + inner.h / 2;
        const c = CLOTHS[k.jar];
        const dots = ctx.pattern(16, 16, `<circle cx="4" cy="4" r="2" fill="${c.dot}"/><circle cx="12" cy="12" r="2" fill="${c.dot}"/>`);
        out += `<circle cx="${x + 8}" cy="${y + 10}" r="112" fill="#1f0f05" opacity="0.35" filter="${ctx.blur(10)}"/>`;
        out += `<path d="${Array.from({ length: 36 }, (_, j) => { const a = (j / 36) * Math.PI * 2; const rr = j % 2 ? 106 : 114; return `${j ? 'L' : 'M'}${f(x + Math.cos(a) * rr)} ${f(y + Math.sin(a) * rr)}`; }).join(' ')}Z" fill="${c.base}"/>`;
        out += `<circle cx="${x}" cy="${y}" r="108" fill="${dots}" opacity="0.8"/><circle cx="${x}" cy="${y}" r="108" fill="${ctx.rad([[0, '#fff', 0.2], [0.6, '#fff', 0], [1, '#000', 0.3]], 0.4, 0.4, 0.6)}"/>`;
        out += `<circle cx="${x}" cy="${y}" r="72" fill="none" stroke="#c79a5b" stroke-width="8"/>`;
      });
      return out;
    }
    let out = scatterProps(ctx, R, ['mango', 'limeHalf', 'chilli'], [[150, 880, 10, 1], [840, 880, 0, 1], [480, 910, 0, 0.9]]);
    kinds.forEach((k, i) => {
      const contents = (c, x, top, w, bottom) =>
        `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${bottom - top}" fill="${c.lin([[0, shade(k.oil, 0.1)], [1, shade(k.oil, -0.35)]], 0, 0, 0, 1)}"/>` +
        pointsInEllipse(R, x, (top + bottom) / 2 + 8, w * 0.48, (bottom - top) * 0.46, 12).map((p) => PIECES[R.pick(k.pieces)](c, R, p.x, p.y, 0.85, 1, { colour: k.oil })).join('');
      out += jar(ctx, R, { x: 230 + i * 250, y: 780 - (i === 1 ? 40 : 0), w: 220, h: 360, cloth: k.jar, contents });
    });
    return out;
  },

  masalas(ctx, R, v, n) {
    const fills = ['kolhapuri-kanda-lasun-masala', 'malvani-masala', 'goda-masala', 'khandeshi-kala-masala'].map((s) => VISUALS[s].fill);
    const accents = ['#9b3a26', '#2f4766', '#4e6a2c', '#7a3a5a'];
    if (n === 2) {
      const [bx, inner] = boxTop(ctx, R, 90, 110, 780, 740, v.box, '#eadcc0');
      let out = bx;
      fills.forEach((fill, i) => {
        const x = inner.x + (inner.w / 4) * (i + 0.5);
        out += g(`rotate(${f(R.range(-4, 4))} ${f(x)} ${f(inner.y + inner.h / 2)})`, pouch(ctx, R, { x, y: inner.y + inner.h - 40, w: inner.w / 4 - 24, h: inner.h - 90, fill, accent: accents[i] }));
      });
      return out;
    }
    let out = scatterProps(ctx, R, ['starAnise', 'chilli', 'cinnamon', 'cardamom'], [[150, 880, 10, 0.9], [820, 890, -10, 1], [480, 910, 0, 0.8], [830, 180, 0, 0.9]]);
    out += box3d(ctx, R, { x: 160, y: 420, w: 560, h: 120, d: 260, colour: v.box, twine: false });
    fills.forEach((fill, i) => (out += pouch(ctx, R, { x: 210 + i * 180, y: 820 - (i % 2) * 30, w: 200, h: 330, fill, accent: accents[i] })));
    return out;
  },

  tilgul(ctx, R, v) {
    let out = kite(ctx, 800, 210, 0.9, '#c8302a') + kite(ctx, 160, 170, 0.6, '#2f6a9a');
    out += box3d(ctx, R, { x: 160, y: 560, w: 420, h: 200, d: 260, colour: v.box, twine: '#f3e0b0' });
    out += plate3q(ctx, R, { cx: 620, cy: 760, rx: 250, style: 'brass' });
    for (const [x, y] of [[540, 700], [680, 700], [610, 760], [500, 770], [730, 770]]) out += PIECES.ladoo(ctx, R, x, y - 30, 0.95, 1, { colour: '#b9864a', texture: 'sesame' });
    out += PIECES.chikki(ctx, R, 260, 850, 1.2, 0.55, { colour: '#b7782e', til: true, rot: 8 });
    return out;
  },

  biscuits(ctx, R, v) {
    let out = box3d(ctx, R, { x: 200, y: 560, w: 520, h: 240, d: 300, colour: v.box, twine: '#e8c98a' });
    ['#7d4634', '#e0c594', '#b79968', '#c78a45'].forEach((colour, i) => {
      const x = 170 + i * 205;
      for (let k = 0; k < 4; k++) out += PIECES.biscuit(ctx, R, x, 850 - k * 20, 1.55, 0.42, { colour, style: i === 2 ? 'methi' : undefined });
    });
    return out;
  },

  plain(ctx, R, v) {
    return box3d(ctx, R, { x: 230, y: 720, w: 480, h: 260, d: 300, colour: v.box }) + prop(ctx, R, 'marigold', 800, 820, 0, 1.3);
  },
};

// ───────────────────────────── categories, hero, history ─────────────────────────────

const CATEGORY_ART = {
  spices: { bg: '#f1d49a', draw: (ctx, R) => [[480, 330, SET_OF_12[0]], [320, 600, SET_OF_12[1]], [640, 600, SET_OF_12[3]]].map(([x, y, fill]) => bowlTop(ctx, R, { cx: x, cy: y, r: 175, style: R.pick(['terracotta', 'brass', 'white']), contents: (c, bx, by, r) => topFill(c, R, bx, by, r, fill) })).join('') },
  'masala-blends': { bg: '#efb9a0', draw: (ctx, R) => pouch(ctx, R, { x: 370, y: 730, w: 320, h: 500, fill: VISUALS['malvani-masala'].fill }) + bowl3q(ctx, R, { cx: 620, cy: 620, r: 180, style: 'brass', contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.55, VISUALS['kolhapuri-kanda-lasun-masala'].fill) }) },
  'biscuits-and-cookies': { bg: '#ead7b8', draw: (ctx, R) => { let o = plate3q(ctx, R, { cx: 480, cy: 620, rx: 400, style: 'white' }); for (let i = 0; i < 7; i++) o += PIECES.biscuit(ctx, R, 420, 610 - i * 25, 2.6, 0.42, { colour: '#c78a45' }); return o + PIECES.biscuit(ctx, R, 680, 660, 1.8, 0.45, { colour: '#7d4634' }); } },
  papads: { bg: '#dfd6bc', draw: (ctx, R) => PIECES.papad(ctx, R, 440, 440, 0.95, 1, { colour: '#e9d5a6' }) + `<circle cx="560" cy="560" r="290" fill="#1f0f05" opacity="0.3" filter="${ctx.blur(12)}"/>` + PIECES.papad(ctx, R, 540, 540, 0.95, 1, { colour: '#e9d5a6', roasted: true }) },
  pickles: { bg: '#d3dcb0', draw: (ctx, R) => barni(ctx, R, { cx: 430, y: 810, h: 640, glaze: '#6b3a1c', cloth: 'red' }) + prop(ctx, R, 'mango', 670, 760, -15, 1.1) + prop(ctx, R, 'limeHalf', 690, 610, 0, 0.9) },
  snacks: { bg: '#f2c98e', draw: (ctx, R) => { let o = plateTop(ctx, R, { cx: 480, cy: 480, r: 380, style: 'steel' }); for (const [x, y] of [[0, 0], [-190, -40], [180, -70], [-60, 180], [130, 160], [-20, -200]]) o += `<circle cx="${486 + x}" cy="${488 + y}" r="108" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(8)}"/>` + PIECES.chakli(ctx, R, 480 + x, 480 + y, 1.7, 1, {}); return o; } },
  sweets: { bg: '#f0b9a0', draw: (ctx, R) => { let o = plate3q(ctx, R, { cx: 480, cy: 600, rx: 370, style: 'brass' }); for (const [x, y, s2] of [[390, 500, 1.8], [570, 500, 1.8], [290, 590, 1.85], [480, 605, 1.85], [670, 590, 1.85], [480, 420, 1.8]]) o += PIECES.ladoo(ctx, R, x, y, s2, 1, { colour: '#d9973a', topping: 'cashew' }); return o; } },
  'gift-sets': { bg: '#c9d3b4', draw: (ctx, R) => box3d(ctx, R, { x: 220, y: 680, w: 420, h: 260, d: 300, colour: '#9b2f2a', twine: '#e8c170' }) + prop(ctx, R, 'marigold', 720, 740, 0, 1.2) },
};

function categorySvg(category) {
  const R = rng(`category:${category.slug}`);
  const ctx = new Ctx(R);
  const art = CATEGORY_ART[category.slug] ?? { bg: '#ead7b8', draw: GIFTS.plain.bind(null) };
  const bg = `<rect width="960" height="960" fill="${ctx.rad([[0, shade(art.bg, 0.35)], [0.7, art.bg], [1, shade(art.bg, -0.12)]], 0.45, 0.4, 0.7)}"/>`;
  const body = art.draw(ctx, R, { box: '#8a3a2a' });
  return svgDoc(ctx, 960, 960, bg + body + lighting(ctx, 960, 960, 0.6));
}

function heroSvg() {
  const W = 1920;
  const H = 1080;
  const R = rng('hero');
  const ctx = new Ctx(R);
  let out = surface(ctx, R, 'wood-walnut', W, H);
  // a block-printed runner across the middle of the table
  const runner = `M470 -40 L1500 -40 L1700 1120 L670 1120Z`;
  out += `<path d="${runner}" fill="#1f0f05" opacity="0.35" filter="${ctx.blur(20)}" transform="translate(-12 6)"/>`;
  const motif = `<g opacity="0.3" fill="#ecd6ad"><circle cx="40" cy="40" r="7"/><ellipse cx="40" cy="22" rx="5" ry="10"/><ellipse cx="40" cy="58" rx="5" ry="10"/><ellipse cx="22" cy="40" rx="10" ry="5"/><ellipse cx="58" cy="40" rx="10" ry="5"/><circle cx="0" cy="0" r="4"/><circle cx="80" cy="0" r="4"/><circle cx="0" cy="80" r="4"/><circle cx="80" cy="80" r="4"/></g>`;
  out += `<path d="${runner}" fill="#9b3a26"/><path d="${runner}" fill="${ctx.pattern(80, 80, motif)}"/>`;
  for (const [x0, x1] of [[500, 700], [1470, 1670]]) out += `<path d="M${x0} -40 L${x1} 1120" stroke="#ecd6ad" stroke-width="10" opacity="0.5"/><path d="M${x0 + (x0 < 1000 ? 24 : -24)} -40 L${x1 + (x0 < 1000 ? 24 : -24)} 1120" stroke="#ecd6ad" stroke-width="3" stroke-dasharray="10 8" opacity="0.5"/>`;
  out += scatterProps(ctx, R, ['starAnise', 'cinnamon', 'chilli', 'bayLeaf', 'cardamom', 'garlic', 'chilli', 'pepper', 'turmericRoot', 'cloves', 'starAnise', 'cardamom'], [
    [980, 110, 10, 1.2], [1700, 170, 60, 1.1], [1010, 480, -30, 1.1], [1600, 380, 20, 1], [1790, 660, 0, 1.1], [1120, 960, 0, 1], [1560, 1010, -20, 1.2], [1330, 160, 0, 1.1], [120, 980, 10, 1.2], [1830, 950, 0, 1.1], [640, 110, 0, 1.1], [600, 560, 0, 1.2],
  ]);
  const bowls = [
    [800, 320, 170, SET_OF_12[0], 'terracotta'],
    [1190, 290, 160, SET_OF_12[1], 'brass'],
    [1450, 620, 135, SET_OF_12[3], 'white'],
    [1040, 690, 145, SET_OF_12[6], 'stone'],
    [780, 800, 130, SET_OF_12[2], 'terracotta'],
    [1330, 930, 110, SET_OF_12[4], 'wood'],
  ];
  for (const [x, y, r, fill, style] of bowls) out += bowlTop(ctx, R, { cx: x, cy: y, r, style, contents: (c, bx, by, rr) => topFill(c, R, bx, by, rr, fill) });
  // a kraft pouch of masala lying on the table, and a plate of ladoos
  out += g('rotate(-16 300 420)', pouch(ctx, R, { x: 300, y: 640, w: 300, h: 440, fill: SET_OF_12[7] }));
  out += plateTop(ctx, R, { cx: 380, cy: 860, r: 170, style: 'leaf' });
  for (const [x, y] of [[330, 820], [430, 830], [360, 910], [455, 920]]) out += PIECES.ladoo(ctx, R, x, y, 0.85, 1, { colour: '#d9973a', topping: 'cashew' });
  return svgDoc(ctx, W, H, out + lighting(ctx, W, H, 0.7));
}

/** Shown when a product has no picture of its own: an unlabelled kraft pouch on a cream cloth. */
function placeholderSvg() {
  const R = rng('placeholder');
  const ctx = new Ctx(R);
  const body =
    surface(ctx, R, 'plain-cream', 960, 960) +
    scatterProps(ctx, R, ['starAnise', 'cardamom', 'bayLeaf'], [[780, 260, 0, 0.9], [210, 820, 30, 0.9], [760, 800, -20, 0.9]]) +
    pouch(ctx, R, { x: 480, y: 800, w: 380, h: 580, fill: { colour: '#c39a68', texture: 'coarse' }, accent: '#b98a5a', label: '#efe4cc' });
  return svgDoc(ctx, 960, 960, body + lighting(ctx, 960, 960, 0.6));
}

function historySvg() {
  const W = 1280;
  const H = 853;
  const R = rng('history');
  const ctx = new Ctx(R);
  const floorY = 600;
  // lime-washed mud wall, earthen floor
  let out = `<rect width="${W}" height="${floorY}" fill="${ctx.lin([[0, '#e2b779'], [1, '#c99358']], 0, 0, 0, 1)}"/>`;
  for (let k = 0; k < 10; k++) out += `<ellipse cx="${f(R.range(0, W))}" cy="${f(R.range(0, floorY))}" rx="${f(R.range(80, 220))}" ry="${f(R.range(40, 120))}" fill="${R.chance(0.5) ? '#f0cf98' : '#b07a44'}" opacity="0.35" filter="${ctx.blur(40)}"/>`;
  out += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${ctx.lin([[0, '#8d5a36'], [1, '#6a3e22']], 0, 0, 0, 1)}"/>`;
  out += `<rect y="${floorY - 14}" width="${W}" height="22" fill="#a56a3e"/><rect y="${floorY + 8}" width="${W}" height="10" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(6)}"/>`;
  // window with warm morning light
  out += `<rect x="90" y="70" width="300" height="250" fill="#5a3520"/><rect x="108" y="88" width="264" height="214" fill="${ctx.rad([[0, '#fff8e0'], [1, '#f4c77a']], 0.3, 0.3, 0.9)}"/>`;
  out += `<path d="M130 100 q40 -10 70 20 q30 -30 70 -6 q40 -20 80 10 V300 H120Z" fill="#8fb06a" opacity="0.45"/>`;
  for (const x of [166, 240, 314]) out += `<rect x="${x - 6}" y="88" width="12" height="214" fill="#4a2a18"/>`;
  out += `<path d="M108 302 L372 302 L720 ${floorY + 120} L260 ${floorY + 200}Z" fill="#fff4d6" opacity="0.16" filter="${ctx.blur(24)}"/>`;
  // shelf with jars, brass pots and a barni
  out += `<rect x="560" y="300" width="680" height="22" fill="#6e4326"/><rect x="560" y="322" width="680" height="10" fill="#1f0f05" opacity="0.3" filter="${ctx.blur(6)}"/>`;
  for (const [x, h, colour, cloth] of [[640, 150, '#e8a317', 'red'], [760, 130, '#b8301c', 'indigo'], [1090, 140, '#8c6a3a', 'green']]) out += jar(ctx, R, { x, y: 300, w: 100, h, cloth, contents: jarFill(R, { colour, texture: 'powder' }) });
  out += barni(ctx, R, { cx: 920, y: 300, h: 200, glaze: '#6b3a1c' });
  out += `<g transform="translate(1180 300)"><path d="M-40 0 C-60 -40 -50 -80 -20 -90 L-20 -110 L20 -110 L20 -90 C50 -80 60 -40 40 0Z" fill="${ctx.lin([[0, '#f3d27d'], [0.4, '#c99a38'], [1, '#7a5416']])}"/><ellipse cy="-110" rx="26" ry="6" fill="#e8c060"/></g>`;
  // strings of dried red chillies hanging from a peg
  for (let s = 0; s < 2; s++) {
    const x0 = 470 + s * 38;
    out += `<path d="M${x0} 60 V${300 + s * 30}" stroke="#c9a06a" stroke-width="3"/>`;
    for (let y = 80; y < 290 + s * 30; y += 22) out += g(at(x0, y, 90 + R.range(-25, 25), 0.45), PROPS.chilli(ctx, R, '#9a1e14'));
  }
  // the chulha: a clay stove with fire, a pot and steam
  const cx = 380;
  out += `<ellipse cx="${cx + 10}" cy="${floorY + 150}" rx="230" ry="40" fill="#1f0f05" opacity="0.35" filter="${ctx.blur(16)}"/>`;
  out += `<path d="M${cx - 200} ${floorY + 150} C${cx - 210} ${floorY + 40} ${cx - 180} ${floorY - 20} ${cx - 120} ${floorY - 30} L${cx + 120} ${floorY - 30} C${cx + 180} ${floorY - 20} ${cx + 210} ${floorY + 40} ${cx + 200} ${floorY + 150}Z" fill="${ctx.lin([[0, '#c8804e'], [0.6, '#a85e32'], [1, '#7a3e1c']])}"/>`;
  out += `<path d="M${cx - 80} ${floorY + 150} V${floorY + 60} A80 70 0 0 1 ${cx + 80} ${floorY + 60} V${floorY + 150}Z" fill="#2a1208"/>`;
  out += `<ellipse cx="${cx}" cy="${floorY + 110}" rx="110" ry="80" fill="#ff8a20" opacity="0.45" filter="${ctx.blur(24)}"/>`;
  for (const [dx, hgt, col] of [[-35, 70, '#e8501a'], [0, 95, '#ff9a2a'], [30, 75, '#f06a1c'], [5, 55, '#ffd46a']]) out += `<path d="M${cx + dx - 24} ${floorY + 148} C${cx + dx - 30} ${floorY + 110} ${cx + dx - 4} ${floorY + 148 - hgt} ${cx + dx} ${floorY + 148 - hgt} C${cx + dx + 6} ${floorY + 120} ${cx + dx + 30} ${floorY + 120} ${cx + dx + 22} ${floorY + 148}Z" fill="${col}"/>`;
  for (const [dx, rot] of [[-60, -8], [50, 10]]) out += `<rect x="${cx + dx - 70}" y="${floorY + 132}" width="140" height="18" rx="8" fill="#5a3018" transform="rotate(${rot} ${cx + dx} ${floorY + 140})"/>`;
  out += `<ellipse cx="${cx}" cy="${floorY - 30}" rx="120" ry="26" fill="#6a3a1c"/>`;
  out += `<path d="M${cx - 110} ${floorY - 40} C${cx - 130} ${floorY - 160} ${cx + 130} ${floorY - 160} ${cx + 110} ${floorY - 40} Q${cx} ${floorY - 10} ${cx - 110} ${floorY - 40}Z" fill="${ctx.lin([[0, '#f3d27d'], [0.3, '#c99a38'], [1, '#6a4610']])}"/>`;
  out += `<ellipse cx="${cx}" cy="${floorY - 142}" rx="78" ry="16" fill="#8a6018"/><ellipse cx="${cx}" cy="${floorY - 146}" rx="70" ry="12" fill="#f1e7d2"/>`;
  for (let k = 0; k < 3; k++) out += `<path d="M${cx - 30 + k * 30} ${floorY - 160} C${cx - 60 + k * 30} ${floorY - 220} ${cx + k * 30} ${floorY - 260} ${cx - 30 + k * 30} ${floorY - 330}" stroke="#fff" stroke-width="18" fill="none" opacity="0.22" filter="${ctx.blur(10)}" stroke-linecap="round"/>`;
  // grinding stone (jate), a basket of chillies and a winnow of turmeric
  const jx = 760;
  const jy = floorY + 140;
  out += shadow(ctx, jx, jy, 130, 26);
  out += `<path d="M${jx - 130} ${jy - 40} V${jy} A130 30 0 0 0 ${jx + 130} ${jy} V${jy - 40}Z" fill="${ctx.lin([[0, '#8a8178'], [1, '#4a443f']])}"/><ellipse cx="${jx}" cy="${jy - 40}" rx="130" ry="30" fill="#9a918a"/>`;
  out += `<path d="M${jx - 110} ${jy - 60} V${jy - 40} A110 26 0 0 0 ${jx + 110} ${jy - 40} V${jy - 60}Z" fill="${ctx.lin([[0, '#7a726b'], [1, '#3f3a36']])}"/><ellipse cx="${jx}" cy="${jy - 60}" rx="110" ry="26" fill="#8f8780"/><ellipse cx="${jx}" cy="${jy - 60}" rx="16" ry="5" fill="#2f2a26"/>`;
  out += `<rect x="${jx + 60}" y="${jy - 130}" width="14" height="76" rx="7" fill="#7a4a26"/>`;
  out += speckles(R, jx, jy - 28, 120, 14, 40, ['#e8a317', '#f0c050'], 1.5, 3);
  const bx = 1060;
  const by = floorY + 150;
  out += shadow(ctx, bx, by, 170, 30);
  const weave = ctx.pattern(22, 22, `<rect width="22" height="22" fill="#b98a4e"/><path d="M0 5 H22M0 16 H22" stroke="#8a6232" stroke-width="3"/><path d="M5 0 V5M16 5 V16M5 16 V22" stroke="#8a6232" stroke-width="3"/>`);
  out += `<path d="M${bx - 170} ${by - 120} L${bx - 140} ${by} A140 30 0 0 0 ${bx + 140} ${by} L${bx + 170} ${by - 120}Z" fill="${weave}"/><path d="M${bx - 170} ${by - 120} L${bx - 140} ${by} A140 30 0 0 0 ${bx + 140} ${by} L${bx + 170} ${by - 120}Z" fill="${ctx.lin([[0, '#fff', 0.15], [0.5, '#000', 0], [1, '#000', 0.4]])}"/>`;
  out += `<ellipse cx="${bx}" cy="${by - 120}" rx="170" ry="36" fill="#7a3a14"/>`;
  out += pile(R, bx, by - 122, 150, 28, 40, 44, (x, y) => g(at(x, y, R.range(-30, 30) + (R.chance(0.5) ? 180 : 0), 0.55), centred('chilli', PROPS.chilli(ctx, R, R.pick(['#b8301c', '#9a1e14', '#c8401e'])))));
  out += `<ellipse cx="${bx}" cy="${by - 120}" rx="172" ry="37" fill="none" stroke="#c99a5e" stroke-width="10"/>`;
  out += plate3q(ctx, R, { cx: 640, cy: floorY + 215, rx: 150, style: 'wicker' });
  out += pile(R, 640, floorY + 210, 100, 30, 20, 14, (x, y) => g(at(x, y, R.range(0, 360), 0.55), PROPS.turmericRoot(ctx, R)));
  out += bowl3q(ctx, R, { cx: 130, cy: floorY + 170, r: 90, style: 'brass', contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.5, { colour: '#e8a317' }) });
  return svgDoc(ctx, W, H, out + lighting(ctx, W, H, 0.8));
}

function productSvg(product, n) {
  const v = visualFor(product);
  const R = rng(`${product.slug}:${n}`);
  const ctx = new Ctx(R);
  const set = SURFACE_SETS[FAMILY[v.kind] ?? 'spice'];
  const first = hashString(product.slug) % set.length;
  const bg = set[(first + (n - 1) * 2) % set.length];
  const table = surface(ctx, R, bg, 960, 960);
  let body = SCENES[v.kind](ctx, R, { ...v, surfaceKind: SURFACES[bg].kind }, n);
  // dishes seen at an angle sit low in their frame; lift them towards the middle
  if (n === 1 && LIFTED.has(v.kind)) body = g('translate(0 -70)', body);
  return svgDoc(ctx, 960, 960, table + body + lighting(ctx, 960, 960));
}

// ───────────────────────────── rendering ─────────────────────────────

/** Keeps busy pictures (lots of small pieces) near the 25 KB-at-640w budget by lowering quality a step. */
const BUDGET_640 = 25 * 1024;
let changed = 0;

async function render(svg, outPrefix, widths, height = (w) => w) {
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  const encode = (w, quality) => sharp(master).resize(w, Math.round(height(w)), { kernel: 'lanczos3' }).webp({ ...WEBP, quality }).toBuffer();
  let quality = WEBP.quality;
  if (widths.includes(640) && height(640) === 640) {
    while (quality > 54 && (await encode(640, quality)).length > BUDGET_640) quality -= 6;
  }
  const written = [];
  for (const w of widths) {
    const file = `${outPrefix}-${w}.webp`;
    const buf = await encode(w, quality);
    // rewrite only when the bytes change, so reruns leave git and mtimes alone
    const old = await readFile(file).catch(() => null);
    if (!old || !old.equals(buf)) {
      await writeFile(file, buf);
      changed++;
    }
    written.push(file);
  }
  return { master, written };
}

async function removeStale(dir, keep) {
  for (const name of await readdir(dir)) {
    if (name.endsWith('.webp') && !keep.has(path.join(dir, name))) await unlink(path.join(dir, name));
  }
}

async function main() {
  const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
  const only = args.only ? new Set(args.only.split(',')) : null;
  const pngDir = args.png;
  sharp.concurrency(2);
  const dirs = { products: path.join(OUT, 'products'), categories: path.join(OUT, 'categories') };
  for (const d of [OUT, ...Object.values(dirs)]) await mkdir(d, { recursive: true });
  if (pngDir) await mkdir(pngDir, { recursive: true });
  const keep = new Set();
  const jobs = [];
  for (const p of seedProducts) {
    for (let n = 1; n <= p.images.length; n++) {
      jobs.push({ name: `${p.slug}-${n}`, match: p.slug, svg: () => productSvg(p, n), prefix: path.join(dirs.products, `${p.slug}-${n}`), widths: PRODUCT_WIDTHS });
    }
  }
  for (const c of seedCategories) jobs.push({ name: `category-${c.slug}`, match: `category-${c.slug}`, svg: () => categorySvg(c), prefix: path.join(dirs.categories, c.slug), widths: CATEGORY_WIDTHS });
  jobs.push({ name: 'hero', match: 'hero', svg: heroSvg, prefix: path.join(OUT, 'hero'), widths: HERO_WIDTHS, height: (w) => (w * 9) / 16 });
  jobs.push({ name: 'placeholder', match: 'placeholder', svg: placeholderSvg, prefix: path.join(OUT, 'placeholder'), widths: PRODUCT_WIDTHS });
  jobs.push({ name: 'history', match: 'history', svg: historySvg, prefix: path.join(OUT, 'history'), widths: HISTORY_WIDTHS, height: (w) => (w * 2) / 3 });

  let bytes = 0;
  for (const job of jobs) {
    for (const w of job.widths) keep.add(`${job.prefix}-${w}.webp`);
    if (only && !only.has(job.match) && !only.has(job.name)) continue;
    const { master, written } = await render(job.svg(), job.prefix, job.widths, job.height);
    if (pngDir) await writeFile(path.join(pngDir, `${job.name}.png`), await sharp(master).resize(640).png().toBuffer());
    for (const file of written) bytes += (await readFile(file)).length;
    process.stdout.write(`${job.name} `);
  }
  if (!only) {
    await removeStale(dirs.products, keep);
    await removeStale(dirs.categories, keep);
  }
  console.log(`\n${jobs.length} pictures; ${changed} files changed; ${(bytes / 1024 / 1024).toFixed(2)} MB in the pictures rendered this run`);
}

await main();
