// Props: whole spices and produce laid around the main subject.
import { shade } from './colour.mjs';
import { f, g, at, pointsInEllipse, speckles, grains } from './svg.mjs';

// Each is drawn around the origin at a natural size; place with g(at(x, y, rot, scale), ...).

export const PROPS = {
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
    return kokumPod(ctx, R, 0, 0, 1);
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

/** One dried kokum rind (a piece of food, also laid on the table as a prop). */
export function kokumPod(ctx, R, x, y, s) {
  const c = R.pick(['#4a1a2a', '#5a2034', '#3a1420']);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(R.range(0, 360))}) scale(${f(s * 100) / 100})"><path d="M-30 -6 C-20 -24 20 -24 32 -4 C22 -12 -16 -12 -30 -6Z M-30 -6 C-14 6 16 8 32 -4 C20 14 -18 14 -30 -6Z" fill="${c}"/><path d="M-30 -6 C-14 6 16 8 32 -4" fill="none" stroke="#8a4a5a" stroke-width="2" opacity="0.6"/><circle cx="6" cy="-10" r="1.6" fill="#f4f0f0" opacity="0.6"/><circle cx="-8" cy="2" r="1.3" fill="#f4f0f0" opacity="0.6"/></g>`;
}

// long props are drawn from one end; this centres them on their anchor
const PROP_OFFSET = { chilli: -75, greenChilli: -75, cinnamon: -85, bayLeaf: -65 };
export const centred = (name, body) => (PROP_OFFSET[name] ? g(`translate(${PROP_OFFSET[name]} 0)`, body) : body);

export function prop(ctx, R, name, x, y, rot = 0, scale = 1, ...args) {
  return g(at(x, y, rot, scale), centred(name, PROPS[name](ctx, R, ...args)));
}

/** Shadowed props, for scattering around the main subject. */
export function propShadowed(ctx, R, name, x, y, rot = 0, scale = 1) {
  const body = centred(name, PROPS[name](ctx, R));
  return g(`translate(7 9)`, g(at(x, y, rot, scale), body), ` filter="${ctx.silhouette(5)}"`) + g(at(x, y, rot, scale), body);
}
