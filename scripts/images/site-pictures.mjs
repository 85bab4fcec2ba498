// The pictures that show no one product: the home page's hero, Our History, and the placeholder for
// products without a picture.
import { pouch, jar, jarFill, barni } from './containers.mjs';
import { SET_OF_12 } from './gifts.mjs';
import { PIECES } from './pieces.mjs';
import { PROPS, centred } from './props.mjs';
import { rng } from './random.mjs';
import { pile, scatterProps } from './scene-helpers.mjs';
import { surface, lighting } from './surfaces.mjs';
import { f, Ctx, svgDoc, g, at, shadow, speckles } from './svg.mjs';
import { heap, bowl3q, bowlTop, topFill, plate3q, plateTop } from './vessels.mjs';

/** The home page's hero, 1920 × 1080: bowls of spice and a pouch on a block-printed runner. */
export function heroSvg() {
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
export function placeholderSvg() {
  const R = rng('placeholder');
  const ctx = new Ctx(R);
  const body =
    surface(ctx, R, 'plain-cream', 960, 960) +
    scatterProps(ctx, R, ['starAnise', 'cardamom', 'bayLeaf'], [[780, 260, 0, 0.9], [210, 820, 30, 0.9], [760, 800, -20, 0.9]]) +
    pouch(ctx, R, { x: 480, y: 800, w: 380, h: 580, fill: { colour: '#c39a68', texture: 'coarse' }, accent: '#b98a5a', label: '#efe4cc' });
  return svgDoc(ctx, 960, 960, body + lighting(ctx, 960, 960, 0.6));
}

/** Our History, 1280 × 853: a village kitchen with a chulha, a shelf of jars and a grinding stone. */
export function historySvg() {
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
