// Pieces of food: biscuits, papads, chaklis, ladoos, pickle pieces and the rest.
import { shade, vary } from './colour.mjs';
import { PROPS, centred, kokumPod } from './props.mjs';
import { f, g, at, pointsInEllipse, speckles, grains } from './svg.mjs';

// PIECES.<name>(ctx, R, x, y, scale, tilt) draw one piece; tilt < 1 squashes flat pieces for 3/4 views.

/** Draws a flat shape with some thickness by stacking a darker copy below it. */
function slab(x, y, rot, s, tilt, depth, shapeTop, shapeSide) {
  const tr = (dy) => `translate(${f(x)} ${f(y + dy)}) scale(${f(s * 100) / 100} ${f(s * tilt * 100) / 100}) rotate(${f(rot)})`;
  let out = '';
  if (depth > 0) for (const k of [1, 0.5]) out += `<g transform="${tr(depth * k)}">${shapeSide}</g>`;
  return out + `<g transform="${tr(0)}">${shapeTop}</g>`;
}

export const PIECES = {
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
  kokum: kokumPod,
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
