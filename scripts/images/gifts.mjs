// Gift sets: tins, open boxes, a diya and kites, and the scene of each hamper.
import { shade } from './colour.mjs';
import { pouch, CLOTHS, jar, box3d } from './containers.mjs';
import { PIECES } from './pieces.mjs';
import { prop } from './props.mjs';
import { scatterProps, SPOTS_TOP } from './scene-helpers.mjs';
import { f, g, at, shadow, pointsInEllipse, speckles } from './svg.mjs';
import { topFill, plate3q } from './vessels.mjs';
import { VISUALS } from './visuals.mjs';

export const SET_OF_12 = [
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

export function diya(ctx, R, x, y, s = 1) {
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

export const GIFTS = {
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
