// What a picture stands on (wood, block-printed cloth, plain, slate) and the light laid over it.
import { shade } from './colour.mjs';
import { f } from './svg.mjs';

export const SURFACES = {
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

export function surface(ctx, R, name, w, h) {
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
export function lighting(ctx, w, h, strength = 1) {
  return (
    `<rect width="${w}" height="${h}" fill="${ctx.rad([[0, '#fff3d6', 0.22 * strength], [1, '#fff3d6', 0]], 0.2, 0.12, 0.75)}"/>` +
    `<rect width="${w}" height="${h}" fill="${ctx.rad([[0.55, '#1a0c04', 0], [1, '#1a0c04', 0.32 * strength]], 0.5, 0.5, 0.75)}"/>`
  );
}
