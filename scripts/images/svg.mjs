// SVG plumbing shared by every drawing: number rounding, the per-picture <defs> collector (Ctx),
// the document and transforms, table shadows, and speckles, flakes and grains scattered in an ellipse.
import { mix, shade } from './colour.mjs';

/** Rounds a number to one decimal, which is all the precision the SVG needs. */
export const f = (n) => Math.round(n * 10) / 10;

const stopsOf = (stops) =>
  stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op < 1 ? ` stop-opacity="${op}"` : ''}/>`)
    .join('');

/** Collects <defs> for one picture and hands out ids. */
export class Ctx {
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

/** The whole picture: the defs ctx collected, then the body. */
export const svgDoc = (ctx, w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${ctx.defs.join('')}</defs>${body}</svg>`;

/** A group with a transform (and any extra attributes). */
export const g = (transform, body, extra = '') => `<g transform="${transform}"${extra}>${body}</g>`;
/** A transform placing something drawn around the origin at (x, y), rotated and scaled. */
export const at = (x, y, rot = 0, s = 1, sy = s) =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s !== 1 || sy !== s ? ` scale(${f(s * 100) / 100} ${f(sy * 100) / 100})` : ''}`;

/** A soft shadow on the table: a wide faint one plus a tight darker contact one. */
export function shadow(ctx, cx, cy, rx, ry, strength = 1) {
  return (
    `<ellipse cx="${f(cx + rx * 0.06)}" cy="${f(cy + ry * 0.18)}" rx="${f(rx * 1.08)}" ry="${f(ry * 1.25)}" fill="#2a1507" opacity="${f(0.22 * strength * 100) / 100}" filter="${ctx.blur(Math.max(6, ry * 0.6))}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.92)}" ry="${f(ry * 0.7)}" fill="#1f0f05" opacity="${f(0.3 * strength * 100) / 100}" filter="${ctx.blur(Math.max(3, ry * 0.18))}"/>`
  );
}

/** Points inside an ellipse (uniform-ish), sorted back to front. */
export function pointsInEllipse(R, cx, cy, rx, ry, n, sort = true) {
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

/** Round specks scattered in an ellipse. */
export function speckles(R, cx, cy, rx, ry, n, colours, rMin, rMax, opacity = 1) {
  return pointsInEllipse(R, cx, cy, rx, ry, n, false)
    .map(
      (p) =>
        `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(R.range(rMin, rMax))}" fill="${R.pick(colours)}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`,
    )
    .join('');
}

/** Crumpled dried-leaf flakes (kasuri methi and the like). */
export function flakes(R, cx, cy, rx, ry, n, c, size) {
  return pointsInEllipse(R, cx, cy, rx, ry, n, false)
    .map((p) => {
      const k = size * R.range(0.7, 1.3);
      return `<path d="M${f(p.x)} ${f(p.y)} l${f(R.range(4, 9) * k)} ${f(R.range(-4, 3) * k)} l${f(R.range(-2, 5) * k)} ${f(R.range(4, 8) * k)} l${f(R.range(-9, -4) * k)} ${f(R.range(-2, 2) * k)}Z" fill="${R.pick([c, shade(c, 0.22), shade(c, -0.2), shade(c, -0.38), mix(c, '#a89a48', 0.4)])}"/>`;
    })
    .join('');
}

/** Little elongated grains (cumin, sesame, shreds) scattered in an ellipse. */
export function grains(R, cx, cy, rx, ry, n, colours, len, wid, tilt = 1) {
  return pointsInEllipse(R, cx, cy, rx, ry, n, false)
    .map(
      (p) =>
        `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(len * R.range(0.75, 1.2))}" ry="${f(wid * tilt)}" fill="${R.pick(colours)}" transform="rotate(${f(R.range(0, 180))} ${f(p.x)} ${f(p.y)})"/>`,
    )
    .join('');
}
