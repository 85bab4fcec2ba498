// Packaging: the kraft pouch and its label emblem, glass jars with a cloth cover, the pickle barni
// and gift boxes.
import { shade } from './colour.mjs';
import { f, shadow, pointsInEllipse, speckles, grains } from './svg.mjs';

/**
 * A stand-up kraft pouch with a window onto the contents and a plain label.
 * (x, y) is the middle of its bottom edge.
 */
export function pouch(ctx, R, { x, y, w, h, fill, kraft = '#c89c68', label = '#f3e6c8', accent = '#9b3a26', window = 'arch' }) {
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

export const CLOTHS = {
  red: { base: '#b0382a', dot: '#f4e6cf' },
  indigo: { base: '#2f4a73', dot: '#e8dcc4' },
  green: { base: '#5d7a3c', dot: '#f2e6c8' },
  mustard: { base: '#d49a2a', dot: '#7a2f18' },
};

/**
 * A glass jar with a cloth tied over the lid. (x, y) is the middle of its bottom.
 * contents(ctx, clipX, top, width, bottom) draws what shows through the glass.
 */
export function jar(ctx, R, { x, y, w, h, contents, cloth = 'red', twine = '#c79a5b' }) {
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
export function jarFill(R, fill) {
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
export function barni(ctx, R, { cx, y, h, glaze = '#6b3a1c', body: cream = '#efe2c6', cloth }) {
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
export function box3d(ctx, R, { x, y, w, h, d, colour, lid = true, twine = '#c9a06a', bow = true, open, label = true }) {
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
