// What each product looks like: its kind of scene, colours and props, with fallbacks by category,
// and the backgrounds that suit each kind.

const WHOLE_SPICES = ['starAnise', 'cinnamon', 'chilli', 'cardamom', 'pepper', 'bayLeaf', 'cloves'];

/** Per-product drawing brief: kind of scene, colours and props. Falls back by category. */
export const VISUALS = {
  'sangli-turmeric-powder': { kind: 'spice', fill: { colour: '#e8a317', texture: 'powder' }, props: ['turmericRoot', 'turmericRoot', 'bayLeaf'] },
  'mathania-red-chilli-powder': { kind: 'spice', fill: { colour: '#b8301c', texture: 'powder' }, props: ['chilli', 'chilli', 'chilli'] },
  'unjha-jeera': { kind: 'spice', fill: { colour: '#8c6a3a', texture: 'seeds' }, props: ['cuminScatter', 'bayLeaf', 'cardamom'] },
  'dhania-powder': { kind: 'spice', fill: { colour: '#a38c52', texture: 'powder' }, props: ['pepper', 'curryLeaves', 'cuminScatter'] },
  'konkan-kokum': { kind: 'spice', fill: { colour: '#4a1c2c', texture: 'flakes', items: 'kokum' }, props: ['kokum', 'kokum', 'coconut'] },
  'nagauri-kasuri-methi': { kind: 'spice', fill: { colour: '#6c7f36', texture: 'flakes' }, props: ['methiLeaves', 'chilli', 'bayLeaf'] },
  'rai-mustard-seeds': { kind: 'spice', fill: { colour: '#3a2a22', texture: 'mustard' }, props: ['mustardScatter', 'curryLeaves', 'chilli'] },

  'kolhapuri-kanda-lasun-masala': { kind: 'masala', fill: { colour: '#8e2a18', texture: 'coarse', accent: '#d9a04a' }, props: ['garlic', 'chilli', 'chilli', 'garlicClove', 'starAnise'] },
  'malvani-masala': { kind: 'masala', fill: { colour: '#a43c1e', texture: 'powder' }, props: ['starAnise', 'chilli', 'pepper', 'cinnamon', 'coconut'] },
  'goda-masala': { kind: 'masala', fill: { colour: '#4d3526', texture: 'powder' }, props: ['starAnise', 'cloves', 'cinnamon', 'bayLeaf', 'coconut'] },
  'khandeshi-kala-masala': { kind: 'masala', fill: { colour: '#2f241e', texture: 'coarse', accent: '#7a4a2a' }, props: ['chilli', 'cloves', 'coconut', 'pepper'] },
  'misal-masala': { kind: 'masala', fill: { colour: '#b2401e', texture: 'powder' }, props: ['chilli', 'cloves', 'cinnamon', 'bayLeaf'] },
  'pav-bhaji-masala': { kind: 'masala', fill: { colour: '#a84a24', texture: 'powder' }, props: ['chilli', 'lime', 'cinnamon', 'bayLeaf'] },
  'gujarati-chai-masala': { kind: 'masala', fill: { colour: '#a57c52', texture: 'powder' }, props: ['chaiGlass', 'cardamom', 'cinnamon', 'ginger', 'cloves'], jar: 'mustard' },
  'lasun-chutney': { kind: 'chutney', fill: { colour: '#b3441e', texture: 'coarse', accent: '#f0d8a8' }, props: ['garlic', 'garlicClove', 'chilli', 'garlicClove'], jar: 'red' },
  'shengdana-chutney': { kind: 'chutney', fill: { colour: '#b88a5a', texture: 'coarse', accent: '#8a3a1e' }, props: ['peanuts', 'garlicClove', 'chilli', 'curryLeaves'], jar: 'green' },
  'kutchi-dabeli-masala': { kind: 'masala', fill: { colour: '#9a3a22', texture: 'coarse', accent: '#efe0c0' }, props: ['coconut', 'chilli', 'starAnise', 'peanuts'] },

  'nachni-ragi-biscuits': { kind: 'biscuit', piece: { colour: '#7d4634' }, props: ['jaggery', 'chaiGlass'] },
  'jowar-cookies': { kind: 'biscuit', piece: { colour: '#e0c594', specks: true, scallop: true }, props: ['cardamom', 'chaiGlass'] },
  'bajra-methi-cookies': { kind: 'biscuit', piece: { colour: '#b79968', style: 'methi' }, props: ['methiLeaves', 'chaiGlass'] },
  'jaggery-atta-biscuits': { kind: 'biscuit', piece: { colour: '#c78a45' }, props: ['jaggery', 'chaiGlass'] },
  'surti-nankhatai': { kind: 'biscuit', piece: { colour: '#ecd1a0', style: 'nankhatai' }, props: ['cardamom', 'almond'] },
  'goan-coconut-cookies': { kind: 'biscuit', piece: { colour: '#d6a158', style: 'coconut' }, props: ['coconut', 'chaiGlass'] },

  'udid-papad': { kind: 'papad', piece: { colour: '#e9d5a6', specks: 170 }, props: ['pepper', 'cuminScatter'] },
  'sabudana-papad': { kind: 'papad', piece: { colour: '#f4efe2', pearls: true, fryOnly: true, specks: 40, speckColours: ['#4f8a2c', '#6a9a3a'] }, props: ['greenChilli', 'cuminScatter'] },
  'nagli-papad': { kind: 'papad', piece: { colour: '#9c6b55', specks: 90, speckColours: ['#5a3a2c', '#c0a088'] }, props: ['cuminScatter', 'greenChilli'] },
  'bikaneri-moong-papad': { kind: 'papad', piece: { colour: '#e6cf8c', specks: 200, speckColours: ['#2a2420', '#a8301c'] }, props: ['pepper', 'chilli'] },
  'tandalache-papad': { kind: 'papad', piece: { colour: '#f6f1e6', fryOnly: true, specks: 40, cumin: true, speckColours: ['#6a9a3a'] }, props: ['cuminScatter', 'greenChilli'] },
  'batata-papad': { kind: 'papad', piece: { colour: '#efdba0', fryOnly: true, specks: 60, speckColours: ['#a8301c', '#c8a060'] }, props: ['chilli', 'cuminScatter'] },
  'khichiya-papad': { kind: 'papad', piece: { colour: '#efe6cf', specks: 70, cumin: true, thick: 12, speckColours: ['#4f8a2c', '#a8301c'] }, props: ['greenChilli', 'cuminScatter'] },

  'kairi-lonche': { kind: 'pickle', oil: '#a8321c', pieces: ['mangoPiece', 'mangoPiece', 'mangoPiece', 'mustardSeed'], props: ['mango', 'mustardScatter', 'chilli'], jar: 'red', glaze: '#6b3a1c', pieceScale: 2.3, count: 50 },
  'limbu-lonche': { kind: 'pickle', oil: '#b8621e', pieces: ['limeWedge', 'limeWedge', 'limeWedge', 'mustardSeed'], props: ['limeHalf', 'lime', 'chilli'], jar: 'mustard', glaze: '#7a4a22' },
  'hirvi-mirchi-lonche': { kind: 'pickle', oil: '#9a7a26', pieces: ['chilliPod', 'chilliPod', 'mustardSeed', 'mustardSeed'], props: ['greenChilli', 'greenChilli', 'limeHalf'], jar: 'green', glaze: '#5a3a1c', pieceScale: 2.3, count: 34 },
  'ker-sangri-pickle': { kind: 'pickle', oil: '#8a5a1e', pieces: ['ker', 'ker', 'sangri', 'sangri', 'mustardSeed'], props: ['chilli', 'mustardScatter'], jar: 'indigo', glaze: '#6b3a1c', pieceScale: 1.5 },
  'gujarati-chhundo': { kind: 'pickle', oil: '#e09a2a', pieces: ['shred', 'shred', 'shred', 'shred'], props: ['mango', 'cuminScatter'], jar: 'mustard', glaze: '#8a4a1e', count: 140, pieceScale: 1.4 },
  'goan-miskut': { kind: 'pickle', oil: '#b3301e', pieces: ['mangoPiece', 'mangoPiece', 'mustardSeed'], props: ['mango', 'chilli', 'chilli'], jar: 'indigo', glaze: '#4e3322' },
  'avla-lonche': { kind: 'pickle', oil: '#c48a22', pieces: ['amla', 'amla', 'mustardSeed'], props: ['curryLeaves', 'mustardScatter'], jar: 'green', glaze: '#6b3a1c', count: 34, pieceScale: 1.7 },

  'bhajani-chakli': { kind: 'chakli', props: ['sesame', 'chilli'] },
  shankarpali: { kind: 'shankarpali', props: ['cardamom', 'sesame'] },
  'poha-chivda': { kind: 'chivda', props: ['curryLeaves', 'peanuts', 'chilli'] },
  bhakarwadi: { kind: 'bhakarwadi', props: ['sesame', 'coconut'] },
  'methi-khakhra': { kind: 'khakhra', props: ['methiLeaves', 'chaiGlass'] },
  'kele-wafers': { kind: 'chips', props: ['curryLeaves', 'coconut'] },
  'bikaneri-bhujia': { kind: 'bhujia', props: ['pepper', 'cardamom'] },

  'besan-ladoo': { kind: 'ladoo', piece: { colour: '#d9973a', topping: 'cashew' }, props: ['marigold', 'cardamom', 'cashew'] },
  'lonavala-peanut-chikki': { kind: 'chikki', piece: { colour: '#b5702c' }, props: ['peanuts', 'jaggery'] },
  'til-chikki': { kind: 'chikki', piece: { colour: '#b7782e', til: true }, props: ['sesame', 'jaggery'] },
  'rava-ladoo': { kind: 'ladoo', piece: { colour: '#eedcae', texture: 'rava', topping: 'cashew' }, props: ['coconut', 'cardamom', 'marigold'] },
  'dink-ladoo': { kind: 'ladoo', piece: { colour: '#8e5d34', texture: 'nuts' }, props: ['almond', 'cashew', 'jaggery'] },
  'amba-poli': { kind: 'ambapoli', props: ['mango'] },
  mohanthal: { kind: 'mohanthal', props: ['marigold', 'almond'] },

  'spice-set-of-12': { kind: 'gift', variant: 'spice12', box: '#7a4a2a' },
  'diwali-faral-box': { kind: 'gift', variant: 'faral', box: '#9b2f2a' },
  'pickle-trio': { kind: 'gift', variant: 'pickles', box: '#2f4a6b' },
  'masala-discovery-box': { kind: 'gift', variant: 'masalas', box: '#c49a66' },
  'sankranti-til-gul-hamper': { kind: 'gift', variant: 'tilgul', box: '#d08a2a' },
  'millet-biscuit-hamper': { kind: 'gift', variant: 'biscuits', box: '#5d7a3c' },
};

const CATEGORY_FALLBACK = {
  spices: { kind: 'spice', fill: { colour: '#c0782a', texture: 'powder' }, props: WHOLE_SPICES },
  'masala-blends': { kind: 'masala', fill: { colour: '#9a3a1e', texture: 'powder' }, props: WHOLE_SPICES },
  'biscuits-and-cookies': { kind: 'biscuit', piece: { colour: '#c48a48' }, props: ['chaiGlass'] },
  papads: { kind: 'papad', piece: { colour: '#ecd9ab' }, props: ['pepper'] },
  pickles: { kind: 'pickle', oil: '#a8321c', pieces: ['mangoPiece', 'mustardSeed'], props: ['mango'], jar: 'red', glaze: '#6b3a1c' },
  snacks: { kind: 'chakli', props: ['sesame'] },
  sweets: { kind: 'ladoo', piece: { colour: '#d9973a' }, props: ['marigold'] },
  'gift-sets': { kind: 'gift', variant: 'plain', box: '#8a3a2a' },
};

export const LIFTED = new Set(['biscuit', 'papad', 'chakli', 'bhakarwadi', 'khakhra', 'ladoo', 'chikki', 'ambapoli', 'mohanthal']);

export function visualFor(product) {
  return VISUALS[product.slug] ?? CATEGORY_FALLBACK[product.categorySlug] ?? CATEGORY_FALLBACK.spices;
}

/** Backgrounds that suit each kind; view n takes a different one so pictures differ. */
export const SURFACE_SETS = {
  spice: ['wood-walnut', 'cloth-cream', 'slate', 'cloth-indigo', 'wood-teak', 'plain-peach'],
  masala: ['wood-teak', 'cloth-madder', 'slate', 'cloth-cream', 'wood-walnut', 'plain-terracotta'],
  chutney: ['wood-honey', 'cloth-indigo', 'slate', 'plain-cream'],
  biscuit: ['cloth-cream', 'wood-honey', 'cloth-sage', 'plain-peach', 'cloth-indigo'],
  papad: ['wood-walnut', 'cloth-madder', 'cloth-indigo', 'plain-terracotta'],
  pickle: ['cloth-cream', 'wood-teak', 'cloth-sage', 'plain-peach', 'cloth-indigo'],
  snack: ['cloth-madder', 'wood-honey', 'cloth-indigo', 'plain-cream', 'cloth-sage'],
  sweet: ['cloth-madder', 'wood-walnut', 'cloth-turmeric', 'plain-cream', 'cloth-indigo'],
  gift: ['wood-walnut', 'cloth-cream', 'cloth-madder', 'wood-honey', 'plain-sage'],
};
export const FAMILY = {
  spice: 'spice', masala: 'masala', chutney: 'chutney', biscuit: 'biscuit', papad: 'papad', pickle: 'pickle',
  chakli: 'snack', shankarpali: 'snack', chivda: 'snack', bhakarwadi: 'snack', khakhra: 'snack', chips: 'snack', bhujia: 'snack',
  ladoo: 'sweet', chikki: 'sweet', ambapoli: 'sweet', mohanthal: 'sweet', gift: 'gift',
};
