// Category pictures: one still life per category on a soft coloured ground (cropped round on the pages).
import { shade } from './colour.mjs';
import { pouch, barni, box3d } from './containers.mjs';
import { SET_OF_12, GIFTS } from './gifts.mjs';
import { PIECES } from './pieces.mjs';
import { prop } from './props.mjs';
import { rng } from './random.mjs';
import { lighting } from './surfaces.mjs';
import { Ctx, svgDoc } from './svg.mjs';
import { heap, bowl3q, bowlTop, topFill, plate3q, plateTop } from './vessels.mjs';
import { VISUALS } from './visuals.mjs';

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

/**
 * A category's picture, as an SVG document 960 square.
 * @param {{ slug: string }} category
 */
export function categorySvg(category) {
  const R = rng(`category:${category.slug}`);
  const ctx = new Ctx(R);
  const art = CATEGORY_ART[category.slug] ?? { bg: '#ead7b8', draw: GIFTS.plain.bind(null) };
  const bg = `<rect width="960" height="960" fill="${ctx.rad([[0, shade(art.bg, 0.35)], [0.7, art.bg], [1, shade(art.bg, -0.12)]], 0.45, 0.4, 0.7)}"/>`;
  const body = art.draw(ctx, R, { box: '#8a3a2a' });
  return svgDoc(ctx, 960, 960, bg + body + lighting(ctx, 960, 960, 0.6));
}
