// Product pictures: the scene for each kind of product, and productSvg, which sets it on a table.
import { shade } from './colour.mjs';
import { pouch, jar, jarFill, barni } from './containers.mjs';
import { diya, GIFTS } from './gifts.mjs';
import { PIECES } from './pieces.mjs';
import { prop } from './props.mjs';
import { hashString, rng } from './random.mjs';
import { pile, maybeNapkin, scatterProps, SPOTS_3Q, SPOTS_TOP, heapItems } from './scene-helpers.mjs';
import { SURFACES, surface, lighting } from './surfaces.mjs';
import { f, Ctx, svgDoc, g, pointsInEllipse, speckles } from './svg.mjs';
import { heap, bowl3q, bowlTop, topFill, plate3q, plateTop, spoon, spill } from './vessels.mjs';
import { LIFTED, visualFor, SURFACE_SETS, FAMILY } from './visuals.mjs';

// Each returns the SVG body over the surface for view n (1-based).

const SCENES = {
  spice(ctx, R, v, n) {
    const fill = heapItems(ctx, R, v.fill);
    const bowlStyle = R.pick(['terracotta', 'brass', 'white', 'wood', 'stone']);
    if (n === 2) {
      return (
        maybeNapkin(ctx, R, v, 480, 520, 860, 600, R.range(-30, 30)) +
        scatterProps(ctx, R, v.props, SPOTS_TOP) +
        bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: bowlStyle, contents: (c, x, y, r) => topFill(c, R, x, y, r, v.fill.items ? { ...v.fill, items: (pts) => pts.map((p) => PIECES[v.fill.items](c, R, p.x, p.y, 1.8, 1)).join(''), count: 70 } : v.fill) })
      );
    }
    if (n === 3) {
      return (
        scatterProps(ctx, R, v.props.slice(0, 2), [[840, 230, -20, 0.9], [140, 890, 10, 0.85]]) +
        pouch(ctx, R, { x: 350, y: 830, w: 400, h: 620, fill: v.fill, accent: R.pick(['#9b3a26', '#2f4766', '#4e6a2c', '#7a3a5a']) }) +
        bowl3q(ctx, R, { cx: 720, cy: 720, r: 190, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.5, fill) })
      );
    }
    return (
      maybeNapkin(ctx, R, v, 430, 560, 760, 460, R.range(-12, 12)) +
      scatterProps(ctx, R, v.props, SPOTS_3Q) +
      bowl3q(ctx, R, { cx: 450, cy: 480, r: 300, depth: 0.7, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.55, fill) }) +
      spill(ctx, R, 760, 880, 70, v.fill.items ? { ...v.fill, items: undefined } : v.fill) +
      spoon(ctx, R, { x: 360, y: 860, rot: -8, len: 400, fill: v.fill })
    );
  },

  masala(ctx, R, v, n) {
    const bowlStyle = R.pick(['terracotta', 'brass', 'white', 'stone', 'wood']);
    const accent = R.pick(['#9b3a26', '#2f4766', '#4e6a2c', '#7a3a5a', '#b0701e']);
    if (n === 2) {
      return maybeNapkin(ctx, R, v, 480, 520, 860, 600, R.range(-30, 30)) + scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: bowlStyle, contents: (c, x, y, r) => topFill(c, R, x, y, r, v.fill) });
    }
    if (n === 3) {
      return (
        scatterProps(ctx, R, v.props.slice(1), [[840, 230, -20, 0.9], [140, 890, 10, 0.85], [870, 890, 30, 0.8]]) +
        jar(ctx, R, { x: 370, y: 840, w: 360, h: 580, cloth: v.jar ?? R.pick(['red', 'indigo', 'green']), contents: jarFill(R, v.fill) }) +
        bowl3q(ctx, R, { cx: 730, cy: 740, r: 180, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.5, v.fill) })
      );
    }
    const side = v.props[0] === 'chaiGlass';
    return (
      scatterProps(ctx, R, side ? v.props.slice(1) : v.props, [[830, 240, -20, 0.9], [140, 880, 20, 0.85], [470, 900, -5, 0.75], [880, 560, 60, 0.8], [160, 200, 0, 0.8]]) +
      (side ? prop(ctx, R, 'chaiGlass', 820, 370, 0, 1.2) : '') +
      maybeNapkin(ctx, R, v, 620, 760, 700, 380, R.range(-10, 10)) +
      pouch(ctx, R, { x: 310, y: 770, w: 370, h: 580, fill: v.fill, accent }) +
      bowl3q(ctx, R, { cx: 670, cy: 700, r: 230, depth: 0.68, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.55, v.fill) })
    );
  },

  chutney(ctx, R, v, n) {
    const bowlStyle = R.pick(['white', 'stone', 'terracotta']);
    if (n === 2) {
      return scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 330, style: bowlStyle, contents: (c, x, y, r) => topFill(c, R, x, y, r, v.fill) });
    }
    return (
      scatterProps(ctx, R, v.props, [[830, 250, -20, 1], [150, 880, 20, 1], [880, 880, 40, 1], [470, 900, 10, 1]]) +
      jar(ctx, R, { x: 330, y: 760, w: 300, h: 500, cloth: v.jar, contents: jarFill(R, v.fill) }) +
      bowl3q(ctx, R, { cx: 680, cy: 700, r: 180, style: bowlStyle, contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.45, v.fill) })
    );
  },

  biscuit(ctx, R, v, n) {
    const p = v.piece;
    const plateStyle = R.pick(['white', 'steel', 'wicker', 'terracotta']);
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 390, style: plateStyle });
      const spots = [[0, 0], ...Array.from({ length: 6 }, (_, i) => [Math.cos((i * Math.PI) / 3 + 0.3) * 200, Math.sin((i * Math.PI) / 3 + 0.3) * 200])];
      spots.reverse().forEach(([x, y]) => {
        out += `<circle cx="${f(480 + x + 8)}" cy="${f(480 + y + 10)}" r="${f(60 * 1.5)}" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(8)}"/>`;
        out += PIECES.biscuit(ctx, R, 480 + x, 480 + y, 1.5, 1, p);
      });
      return out;
    }
    if (n === 3) {
      const contents = (c, x, top, w, bottom) => {
        let s = '';
        for (let y = bottom - 20, i = 0; y > top; y -= 30, i++) s += PIECES.biscuit(c, R, x + R.range(-8, 8), y, 1.9, 0.28, p);
        return s;
      };
      return (
        (v.props.includes('chaiGlass') ? prop(ctx, R, 'chaiGlass', 800, 640, 0, 1.3) : scatterProps(ctx, R, v.props, [[820, 300, 0, 1]])) +
        jar(ctx, R, { x: 400, y: 800, w: 360, h: 540, cloth: R.pick(['red', 'indigo', 'green', 'mustard']), contents }) +
        PIECES.biscuit(ctx, R, 640, 860, 1.3, 0.5, p)
      );
    }
    let out = maybeNapkin(ctx, R, v, 470, 700, 900, 420, R.range(-6, 6)) + scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), [[180, 200, 20, 1], [850, 880, -10, 0.9]]);
    if (v.props.includes('chaiGlass')) out += prop(ctx, R, 'chaiGlass', 800, 300, 0, 1.6);
    out += plate3q(ctx, R, { cx: 470, cy: 650, rx: 420, style: plateStyle });
    const depth = 14 * 2.2 * (1 - 0.42) + 2;
    for (let i = 0; i < 7; i++) out += PIECES.biscuit(ctx, R, 380 + R.range(-8, 8), 620 - i * (depth + 1), 2.2, 0.42, p);
    out += PIECES.biscuit(ctx, R, 660, 640, 1.8, 0.45, p);
    out += PIECES.biscuit(ctx, R, 560, 760, 1.8, 0.45, p);
    return out;
  },

  papad(ctx, R, v, n) {
    const p = v.piece;
    if (n === 2) {
      return (
        scatterProps(ctx, R, v.props, [[120, 140, 30, 1], [850, 860, -20, 1]]) +
        plateTop(ctx, R, { cx: 480, cy: 480, r: 420, style: R.pick(['steel', 'brass', 'wicker']) }) +
        PIECES.papad(ctx, R, 430, 450, 1.08, 1, p) +
        `<circle cx="${f(555)}" cy="${f(540)}" r="${300 * 1.02}" fill="#1f0f05" opacity="0.3" filter="${ctx.blur(10)}"/>` +
        PIECES.papad(ctx, R, 540, 520, 1.02, 1, { ...p, roasted: !p.fryOnly, fried: p.fryOnly })
      );
    }
    if (n === 3) {
      let out = scatterProps(ctx, R, v.props, [[820, 840, -20, 1], [130, 130, 20, 1]]);
      for (let i = 0; i < 3; i++) {
        const x = 360 + i * 120;
        const y = 380 + i * 110;
        out += `<circle cx="${x + 10}" cy="${y + 14}" r="300" fill="#1f0f05" opacity="0.28" filter="${ctx.blur(10)}"/>` + PIECES.papad(ctx, R, x, y, 1, 1, p);
      }
      return out;
    }
    let out = scatterProps(ctx, R, v.props, [[820, 220, -15, 1], [140, 860, 20, 1], [860, 860, 10, 0.9]]);
    out += plate3q(ctx, R, { cx: 480, cy: 640, rx: 440, style: R.pick(['wicker', 'brass', 'steel']) });
    for (let i = 0; i < 8; i++) out += PIECES.papad(ctx, R, 480 + R.range(-22, 22), 620 - i * 11, 1.2, 0.36, p);
    return out;
  },

  pickle(ctx, R, v, n) {
    const pieces = (c, pts, tilt, s) => pts.map((p) => PIECES[R.pick(v.pieces)](c, R, p.x, p.y, s, tilt, { colour: v.oil })).join('');
    const oilTop = (c, x, y, r) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.rad([[0, shade(v.oil, 0.15)], [0.7, v.oil], [1, shade(v.oil, -0.4)]], 0.45, 0.42, 0.6)}"/>` +
      speckles(R, x, y, r, r, 160, [shade(v.oil, -0.35), shade(v.oil, 0.25), '#e0b040', '#3a1a10'], 2, 4) +
      pieces(c, pointsInEllipse(R, x, y, r * 0.88, r * 0.88, v.count ?? 60), 1, v.pieceScale ?? 2) +
      pointsInEllipse(R, x, y, r * 0.8, r * 0.8, 10, false).map((p) => `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(R.range(8, 18))}" ry="${f(R.range(3, 6))}" fill="#fff" opacity="0.35"/>`).join('');
    const bowlContents = (c, x, y, rx, ry) => {
      const sy = y + ry * 0.25;
      return (
        `<ellipse cx="${x}" cy="${f(sy)}" rx="${f(rx * 0.97)}" ry="${f(ry * 0.85)}" fill="${c.rad([[0, shade(v.oil, 0.2)], [1, shade(v.oil, -0.35)]], 0.4, 0.4, 0.6)}"/>` +
        pile(R, x, sy - ry * 0.1, rx * 0.8, ry * 0.6, rx * 0.28, Math.round((v.count ?? 60) * 0.6), (px, py) => PIECES[R.pick(v.pieces)](c, R, px, py, (v.pieceScale ?? 2) * 0.75, 0.6, { colour: v.oil })) +
        `<ellipse cx="${f(x - rx * 0.3)}" cy="${f(sy - ry * 0.2)}" rx="${f(rx * 0.2)}" ry="${f(ry * 0.12)}" fill="#fff" opacity="0.3"/>`
      );
    };
    if (n === 2) {
      return scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 340, style: R.pick(['white', 'terracotta', 'celadon']), contents: oilTop });
    }
    if (n === 3) {
      const contents = (c, x, top, w, bottom) =>
        `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${bottom - top}" fill="${c.lin([[0, shade(v.oil, 0.1)], [1, shade(v.oil, -0.35)]], 0, 0, 0, 1)}"/>` +
        pieces(c, pointsInEllipse(R, x, (top + bottom) / 2 + 10, w * 0.48, (bottom - top) * 0.46, Math.round((v.count ?? 60) * 1.1)), 1, 1.15);
      return scatterProps(ctx, R, v.props, [[820, 300, -10, 1], [840, 860, 20, 1], [150, 880, 0, 0.9]]) + jar(ctx, R, { x: 440, y: 820, w: 360, h: 560, cloth: v.jar, contents });
    }
    return (
      scatterProps(ctx, R, v.props, [[830, 260, -15, 1], [150, 880, 20, 0.95], [880, 880, 0, 0.9]]) +
      maybeNapkin(ctx, R, v, 520, 800, 860, 300, R.range(-5, 5)) +
      barni(ctx, R, { cx: 320, y: 820, h: 680, glaze: v.glaze, cloth: R.chance(0.5) ? v.jar : undefined }) +
      bowl3q(ctx, R, { cx: 690, cy: 700, r: 210, style: R.pick(['white', 'terracotta', 'celadon']), contents: bowlContents })
    );
  },

  chakli(ctx, R, v, n) {
    const colour = '#c38a3e';
    if (n === 2) {
      let out = maybeNapkin(ctx, R, v, 480, 520, 880, 640, R.range(-30, 30)) + scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: R.pick(['steel', 'brass', 'leaf']) });
      const spots = [[0, 0], ...Array.from({ length: 6 }, (_, i) => [Math.cos((i * Math.PI) / 3) * 225, Math.sin((i * Math.PI) / 3) * 225])];
      for (const [x, y] of spots) out += `<circle cx="${480 + x + 6}" cy="${480 + y + 8}" r="${62 * 1.85}" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(8)}"/>` + PIECES.chakli(ctx, R, 480 + x, 480 + y, 1.85, 1, { colour });
      return out;
    }
    if (n === 3) {
      const contents = (c, x, top, w, bottom) => {
        let s2 = '';
        for (let y = bottom - 30; y > top - 20; y -= 44) s2 += PIECES.chakli(c, R, x + R.range(-20, 20), y, 2.4, 0.42, { colour });
        return s2;
      };
      return scatterProps(ctx, R, v.props, [[820, 260, 0, 1], [850, 880, 10, 1]]) + jar(ctx, R, { x: 420, y: 840, w: 400, h: 600, cloth: R.pick(['red', 'indigo', 'green', 'mustard']), contents }) + PIECES.chakli(ctx, R, 720, 830, 1.8, 0.5, { colour });
    }
    let out = maybeNapkin(ctx, R, v, 480, 700, 920, 420, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[130, 200, 20, 1], [860, 900, -10, 1]]) + prop(ctx, R, 'chaiGlass', 800, 330, 0, 1.6) + plate3q(ctx, R, { cx: 480, cy: 660, rx: 430, style: R.pick(['steel', 'leaf', 'brass']) });
    for (const [x, y] of [[300, 600], [480, 580], [660, 600], [370, 690], [590, 695], [480, 560]]) out += PIECES.chakli(ctx, R, x, y, 2.3, 0.5, { colour });
    return out;
  },

  shankarpali(ctx, R, v, n) {
    const draw = (c, px, py, tilt, s2) => PIECES.shankarpali(c, R, px, py, s2, tilt);
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: R.pick(['white', 'brass']) });
      return out + pointsInEllipse(R, 480, 480, 310, 310, 55).map((p) => draw(ctx, p.x, p.y, 1, 1.9)).join('');
    }
    return (
      maybeNapkin(ctx, R, v, 480, 640, 900, 460, R.range(-8, 8)) +
      scatterProps(ctx, R, v.props, SPOTS_3Q) +
      bowl3q(ctx, R, { cx: 480, cy: 520, r: 340, depth: 0.66, style: R.pick(['brass', 'white', 'terracotta']), contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.3, { colour: '#c99450', texture: 'none' }) + pile(R, x, y - rx * 0.05, rx * 0.88, ry + rx * 0.15, rx * 0.32, 75, (px, py) => draw(c, px, py, 0.55, 1.9)) })
    );
  },

  chivda(ctx, R, v, n) {
    const mix3 = (c, px, py, tilt, s2) => {
      const k = R.next();
      if (k < 0.72) return PIECES.flake(c, R, px, py, s2, tilt);
      if (k < 0.84) return PIECES.peanut(c, R, px, py, s2);
      if (k < 0.92) return PIECES.curryLeaf(c, R, px, py, s2);
      if (k < 0.96) return PIECES.chilliBit(c, R, px, py, s2);
      return PIECES.flake(c, R, px, py, s2 * 0.9, tilt, { colours: ['#f0c84a', '#e8b830'] });
    };
    if (n === 2) {
      return maybeNapkin(ctx, R, v, 480, 520, 860, 600, R.range(-30, 30)) + scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: R.pick(['steel', 'white', 'brass']), contents: (c, x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#d8b860"/>` + pointsInEllipse(R, x, y, r, r, 650).map((p) => mix3(c, p.x, p.y, 1, 1.8)).join('') });
    }
    return (
      maybeNapkin(ctx, R, v, 480, 640, 900, 460, R.range(-8, 8)) +
      scatterProps(ctx, R, v.props, SPOTS_3Q) +
      bowl3q(ctx, R, { cx: 480, cy: 520, r: 340, depth: 0.66, style: R.pick(['steel', 'white', 'brass']), contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.42, { colour: '#d8b860', texture: 'coarse' }) + pile(R, x, y - rx * 0.15, rx * 0.85, ry + rx * 0.22, rx * 0.2, 420, (px, py) => mix3(c, px, py, 0.7, 1.6)) })
    );
  },

  bhakarwadi(ctx, R, v, n) {
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: R.pick(['steel', 'white']) });
      return out + pointsInEllipse(R, 480, 480, 280, 280, 22).map((p) => `<circle cx="${f(p.x + 4)}" cy="${f(p.y + 6)}" r="66" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(6)}"/>` + PIECES.bhakarwadi(ctx, R, p.x, p.y, 1.9, 1)).join('');
    }
    return maybeNapkin(ctx, R, v, 480, 700, 920, 420, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[130, 200, 20, 1], [860, 900, -10, 1]]) + prop(ctx, R, 'chaiGlass', 800, 330, 0, 1.6) + plate3q(ctx, R, { cx: 480, cy: 650, rx: 420, style: R.pick(['steel', 'white', 'brass']) }) + pile(R, 480, 640, 300, 100, 170, 26, (px, py) => PIECES.bhakarwadi(ctx, R, px, py, 2.1, 0.6));
  },

  khakhra(ctx, R, v, n) {
    if (n === 2) {
      return scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 420, style: 'brass' }) + PIECES.khakhra(ctx, R, 460, 460, 1.2, 1) + `<circle cx="600" cy="590" r="260" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(10)}"/>` + PIECES.khakhra(ctx, R, 590, 580, 0.95, 1);
    }
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 380, R.range(-6, 6)) + scatterProps(ctx, R, v.props.filter((x) => x !== 'chaiGlass'), [[140, 200, 20, 1]]) + prop(ctx, R, 'chaiGlass', 810, 280, 0, 1.6) + plate3q(ctx, R, { cx: 470, cy: 660, rx: 440, style: R.pick(['wicker', 'steel']) });
    for (let i = 0; i < 9; i++) out += PIECES.khakhra(ctx, R, 470 + R.range(-18, 18), 640 - i * 10, 1.3, 0.36);
    return out;
  },

  chips(ctx, R, v, n) {
    if (n === 2) {
      return scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: 'wood', contents: (c, x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#d9a836"/>` + pointsInEllipse(R, x, y, r, r, 110).map((p) => PIECES.chip(c, R, p.x, p.y, 1.6, 1)).join('') });
    }
    return maybeNapkin(ctx, R, v, 480, 640, 900, 460, R.range(-8, 8)) + scatterProps(ctx, R, v.props, SPOTS_3Q) + bowl3q(ctx, R, { cx: 480, cy: 520, r: 340, depth: 0.66, style: R.pick(['wood', 'white', 'brass']), contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.35, { colour: '#d9a836', texture: 'none' }) + pile(R, x, y - rx * 0.1, rx * 0.85, ry + rx * 0.18, rx * 0.22, 80, (px, py) => PIECES.chip(c, R, px, py, 1.7, 0.6)) });
  },

  bhujia(ctx, R, v, n) {
    if (n === 2) {
      return maybeNapkin(ctx, R, v, 480, 520, 860, 600, R.range(-30, 30)) + scatterProps(ctx, R, v.props, SPOTS_TOP) + bowlTop(ctx, R, { cx: 480, cy: 480, r: 350, style: R.pick(['steel', 'white']), contents: (c, x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#b8742a"/>` + pointsInEllipse(R, x, y, r, r, 900, false).map((p) => PIECES.bhujia(c, R, p.x, p.y, 1.3)).join('') });
    }
    return maybeNapkin(ctx, R, v, 480, 640, 900, 460, R.range(-8, 8)) + scatterProps(ctx, R, v.props, SPOTS_3Q) + bowl3q(ctx, R, { cx: 480, cy: 520, r: 340, depth: 0.66, style: R.pick(['steel', 'white', 'terracotta']), contents: (c, x, y, rx, ry) => heap(c, R, x, y, rx, ry, rx * 0.5, { colour: '#c07a2e', texture: 'none' }) + pile(R, x, y - rx * 0.05, rx * 0.9, ry + rx * 0.3, rx * 0.38, 750, (px, py) => PIECES.bhujia(c, R, px, py, 1.3)) });
  },

  ladoo(ctx, R, v, n) {
    const p = v.piece;
    if (n === 2) {
      let out = maybeNapkin(ctx, R, v, 480, 520, 880, 640, R.range(-30, 30)) + scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: R.pick(['brass', 'leaf', 'steel']) });
      const spots = [[0, 0], ...Array.from({ length: 6 }, (_, i) => [Math.cos((i * Math.PI) / 3 + 0.5) * 215, Math.sin((i * Math.PI) / 3 + 0.5) * 215])];
      for (const [x, y] of spots.sort((a, b) => a[1] - b[1])) out += PIECES.ladoo(ctx, R, 480 + x, 480 + y, 1.6, 1, p);
      return out;
    }
    if (n === 3) {
      let out = scatterProps(ctx, R, v.props, [[820, 200, 0, 1.1], [140, 180, 20, 1], [850, 880, 0, 1]]) + plate3q(ctx, R, { cx: 480, cy: 660, rx: 430, style: 'leaf' });
      for (const [x, y] of [[290, 610], [480, 600], [670, 610], [380, 700], [580, 705]]) out += PIECES.ladoo(ctx, R, x, y - 50, 1.6, 1, p);
      return out;
    }
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 400, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[820, 230, 0, 1.1], [140, 890, 20, 1], [860, 890, 30, 1]]) + diya(ctx, R, 190, 320, 1.3) + plate3q(ctx, R, { cx: 480, cy: 680, rx: 430, style: R.pick(['brass', 'steel']) });
    for (const [x, y, s2] of [[380, 570, 1.85], [580, 570, 1.85], [270, 660, 1.9], [480, 675, 1.9], [690, 660, 1.9], [480, 480, 1.85]]) out += PIECES.ladoo(ctx, R, x, y, s2, 1, p);
    return out;
  },

  chikki(ctx, R, v, n) {
    const p = v.piece;
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 420, style: R.pick(['leaf', 'wicker']) });
      for (const [x, y, rot] of [[370, 330, -12], [600, 360, 8], [340, 520, 6], [580, 560, -6], [420, 690, 10], [640, 740, -14]]) out += `<rect x="${x - 110}" y="${y - 45}" width="220" height="100" fill="#1f0f05" opacity="0.25" filter="${ctx.blur(8)}" transform="rotate(${rot} ${x} ${y})"/>` + PIECES.chikki(ctx, R, x, y, 1.65, 1, { ...p, rot });
      return out;
    }
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 400, R.range(-6, 6)) + scatterProps(ctx, R, v.props, SPOTS_3Q) + plate3q(ctx, R, { cx: 480, cy: 670, rx: 430, style: R.pick(['steel', 'brass', 'white']) });
    const layers = [[[370, 660, 10], [600, 670, -8]], [[440, 600, 75], [560, 600, 95]], [[480, 555, 8]]];
    layers.forEach((layer, li) => layer.forEach(([x, y, rot]) => (out += PIECES.chikki(ctx, R, x, y - li * 10, 2.3, 0.55, { ...p, rot }))));
    return out;
  },

  ambapoli(ctx, R, v, n) {
    if (n === 2) {
      let out = scatterProps(ctx, R, v.props, SPOTS_TOP) + plateTop(ctx, R, { cx: 480, cy: 480, r: 410, style: 'white' });
      // a flat sheet of mango leather with its cloth-dried ripples
      out += g('rotate(-8 480 420)', `<rect x="290" y="290" width="380" height="270" rx="26" fill="#1f0f05" opacity="0.3" filter="${ctx.blur(8)}" transform="translate(8 10)"/><rect x="290" y="290" width="380" height="270" rx="26" fill="${ctx.lin([[0, '#f2ac3e'], [1, '#c8681a']], 0, 0, 1, 1)}"/>` + Array.from({ length: 7 }, (_, i) => `<path d="M300 ${f(320 + i * 36)} q95 ${f(R.range(-10, 10))} 190 0 t190 0" fill="none" stroke="${i % 2 ? '#b85a14' : '#ffd07a'}" stroke-width="3" opacity="0.35"/>`).join(''));
      for (const [x, y] of [[400, 640], [560, 660], [480, 730]]) out += PIECES.ambaPoliRoll(ctx, R, x, y, 1.5);
      return out;
    }
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 400, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[800, 230, -20, 1.2]]) + plate3q(ctx, R, { cx: 480, cy: 670, rx: 430, style: R.pick(['white', 'brass']) });
    for (const [x, y] of [[400, 590], [580, 600], [340, 680], [540, 690], [470, 630]]) out += PIECES.ambaPoliRoll(ctx, R, x, y, 2);
    return out;
  },

  mohanthal(ctx, R, v) {
    let out = maybeNapkin(ctx, R, v, 480, 720, 920, 400, R.range(-6, 6)) + scatterProps(ctx, R, v.props, [[160, 200, 0, 1.1], [860, 890, 20, 1]]) + diya(ctx, R, 770, 330, 1.3) + plate3q(ctx, R, { cx: 480, cy: 660, rx: 430, style: 'brass' });
    for (const [x, y] of [[320, 560], [490, 560], [660, 570], [290, 670], [470, 680], [650, 690]]) out += PIECES.mohanthal(ctx, R, x, y, 1.75, 0.55);
    return out;
  },

  gift(ctx, R, v, n) {
    return GIFTS[v.variant](ctx, R, v, n);
  },
};

/**
 * View n (1-based) of a product, as an SVG document 960 square.
 * @param {{ slug: string, categorySlug: string }} product
 * @param {number} n
 */
export function productSvg(product, n) {
  const v = visualFor(product);
  const R = rng(`${product.slug}:${n}`);
  const ctx = new Ctx(R);
  const set = SURFACE_SETS[FAMILY[v.kind] ?? 'spice'];
  const first = hashString(product.slug) % set.length;
  const bg = set[(first + (n - 1) * 2) % set.length];
  const table = surface(ctx, R, bg, 960, 960);
  let body = SCENES[v.kind](ctx, R, { ...v, surfaceKind: SURFACES[bg].kind }, n);
  // dishes seen at an angle sit low in their frame; lift them towards the middle
  if (n === 1 && LIFTED.has(v.kind)) body = g('translate(0 -70)', body);
  return svgDoc(ctx, 960, 960, table + body + lighting(ctx, 960, 960));
}
