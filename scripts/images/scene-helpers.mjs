// Helpers the scenes share: piles of pieces, a towel under the dish, props scattered round the edges.
import { PIECES } from './pieces.mjs';
import { propShadowed } from './props.mjs';
import { f, g, at, pointsInEllipse } from './svg.mjs';

/** Pieces piled into a mound over an ellipse, drawn back to front. */
export function pile(R, cx, cy, rx, ry, h, n, draw) {
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
export function maybeNapkin(ctx, R, v, cx, cy, w, h, rot) {
  if (v.surfaceKind === 'cloth' || !R.chance(0.75)) return '';
  return napkin(ctx, R, cx, cy, w, h, rot, R.pick(['cream', 'indigo', 'madder', 'sage']));
}

/** Scatter a kind's props around the edges of the frame, avoiding the middle. */
export function scatterProps(ctx, R, names, spots) {
  let out = '';
  names.forEach((name, i) => {
    if (i >= spots.length) return;
    const [x, y, rot, s] = spots[i];
    out += propShadowed(ctx, R, name, x + R.range(-15, 15), y + R.range(-15, 15), rot + R.range(-20, 20), s * PROP_SCALE);
  });
  return out;
}

export const SPOTS_3Q = [
  [800, 250, -25, 1],
  [150, 830, 15, 0.9],
  [160, 220, 30, 0.85],
  [840, 880, -10, 0.8],
  [870, 560, 70, 0.8],
];
export const SPOTS_TOP = [
  [130, 130, 35, 0.95],
  [840, 850, -20, 0.95],
  [850, 120, 120, 0.85],
  [120, 860, -60, 0.85],
];

export function heapItems(ctx, R, fill) {
  if (!fill.items) return fill;
  return { ...fill, items: (pts) => pts.map((p) => PIECES[fill.items](ctx, R, p.x, p.y, 1.5, 0.6)).join(''), count: 34 };
}
