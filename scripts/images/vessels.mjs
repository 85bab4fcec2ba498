// Bowls and plates (seen from the front or from above), heaps and round fills of powder or seeds,
// a banana leaf, a wooden spoon and a spill on the table.
import { shade } from './colour.mjs';
import { f, g, at, shadow, pointsInEllipse, speckles, flakes, grains } from './svg.mjs';

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
export function heap(ctx, R, cx, cy, rx, ry, h, fill) {
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
export function bowl3q(ctx, R, { cx, cy, r, style = 'terracotta', depth = 0.62, contents = () => '' }) {
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
export function bowlTop(ctx, R, { cx, cy, r, style = 'terracotta', contents = () => '' }) {
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

/** Powder, seeds or pieces filling a round area seen from above. */
export function topFill(ctx, R, cx, cy, r, fill) {
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
export function plate3q(ctx, R, { cx, cy, rx, style = 'steel' }) {
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

export function plateTop(ctx, R, { cx, cy, r, style = 'steel' }) {
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

/** A wooden spoon lying on the table with a little heap in its bowl. */
export function spoon(ctx, R, { x, y, rot = -20, len = 330, fill }) {
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
export function spill(ctx, R, cx, cy, rx, fill) {
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
