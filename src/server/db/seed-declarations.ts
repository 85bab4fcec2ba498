/**
 * The label of every demo product (issue 14): net quantity, ingredients, allergens, veg mark, shelf
 * life, packer and FSSAI licence, keyed by slug. The packer is the self-help group that makes the
 * product (its brand); each group has one FSSAI registration. Pure data, read by seed-data.ts.
 */
import type { Allergen, DietMark, NetQuantityUnit } from '../../shared/declarations.ts';

export type Declarations = {
  netQuantity: number;
  netQuantityUnit: NetQuantityUnit;
  ingredients: string;
  allergens: Allergen[];
  dietMark: DietMark;
  /** Best before this many days from packing. */
  shelfLifeDays: number;
  packerName: string;
  packerAddress: string;
  countryOfOrigin: string;
  fssaiLicence: string;
};

/** Each self-help group (the brand) with its address and FSSAI registration. */
const packers: Record<string, { address: string; fssai: string }> = {
  'Sakhi Mahila Bachat Gat, Satara': { address: 'Gram Panchayat Road, Limb, Tal. Satara, Dist. Satara, Maharashtra 415015', fssai: '21522043000187' },
  'Savitri Mahila Bachat Gat, Kolhapur': { address: 'Near Maruti Mandir, Kasaba Bawada, Kolhapur, Maharashtra 416006', fssai: '21521036000412' },
  'Jijau Mahila Bachat Gat, Junnar': { address: 'Shivneri Road, Narayangaon, Tal. Junnar, Dist. Pune, Maharashtra 410504', fssai: '21520027001093' },
  'Sagarkanya Mahila Bachat Gat, Malvan': { address: 'Dandi Beach Road, Malvan, Dist. Sindhudurg, Maharashtra 416606', fssai: '21523059000266' },
  'Hirkani Mahila Bachat Gat, Devrukh': { address: 'Sadavali Phata, Devrukh, Tal. Sangameshwar, Dist. Ratnagiri, Maharashtra 415804', fssai: '21523058000341' },
  'Annapurna Mahila Bachat Gat, Dindori': { address: 'Vani Road, Mohadi, Tal. Dindori, Dist. Nashik, Maharashtra 422207', fssai: '21521024000578' },
  'Bahinabai Mahila Bachat Gat, Jalgaon': { address: 'Asoda Road, Asoda, Tal. Jalgaon, Dist. Jalgaon, Maharashtra 425002', fssai: '21522032000129' },
  'Rukmini Mahila Bachat Gat, Pandharpur': { address: 'Gopalpur Road, Pandharpur, Dist. Solapur, Maharashtra 413304', fssai: '21521045000734' },
  'Ahilya Mahila Bachat Gat, Baramati': { address: 'Malegaon Budruk, Tal. Baramati, Dist. Pune, Maharashtra 413115', fssai: '21520028000956' },
  'Yashoda Mahila Bachat Gat, Sangli': { address: 'Haripur Road, Haripur, Tal. Miraj, Dist. Sangli, Maharashtra 416416', fssai: '21522044000615' },
  'Krantijyoti Mahila Bachat Gat, Lonavala': { address: 'Old Mumbai-Pune Road, Valvan, Lonavala, Dist. Pune, Maharashtra 410401', fssai: '21520029000482' },
  'Umiya Sakhi Mandal, Unjha': { address: 'Sidhpur Highway, Unjha, Dist. Mehsana, Gujarat 384170', fssai: '20722008000317' },
  'Ashapura Sakhi Mandal, Bhuj': { address: 'Madhapar Road, Madhapar, Tal. Bhuj, Dist. Kutch, Gujarat 370020', fssai: '20723002000588' },
  'Navchetna Sakhi Mandal, Olpad': { address: 'Sayan Road, Olpad, Dist. Surat, Gujarat 394540', fssai: '20721017000244' },
  'Marudhar Mahila Swayam Sahayata Samuh, Jodhpur': { address: 'Mathania Village, Tal. Tinwari, Dist. Jodhpur, Rajasthan 342305', fssai: '22222017000861' },
  'Meera Mahila Swayam Sahayata Samuh, Bikaner': { address: 'Napasar Road, Napasar, Dist. Bikaner, Rajasthan 334201', fssai: '22221011000193' },
  'Sateri Mahila Swayam Sahayata Gat, Ponda': { address: 'Near Sateri Temple, Bandora, Ponda, Goa 403401', fssai: '20621005000071' },
};

type Label = [netQuantity: number, unit: NetQuantityUnit, ingredients: string, allergens: Allergen[], shelfLifeDays: number];

const labels: Record<string, Label> = {
  // Spices
  'sangli-turmeric-powder': [200, 'g', 'Turmeric (100%).', [], 365],
  'mathania-red-chilli-powder': [200, 'g', 'Red chilli (100%).', [], 300],
  'unjha-jeera': [150, 'g', 'Cumin seeds (100%).', [], 365],
  'dhania-powder': [200, 'g', 'Coriander seeds (100%), roasted.', [], 240],
  'konkan-kokum': [200, 'g', 'Kokum rind (92%), salt.', [], 365],
  'nagauri-kasuri-methi': [100, 'g', 'Dried fenugreek leaves (100%).', [], 270],
  'rai-mustard-seeds': [200, 'g', 'Black mustard seeds (100%).', ['mustard'], 365],
  // Masala blends
  'kolhapuri-kanda-lasun-masala': [250, 'g', 'Red chilli, onion, garlic, dry coconut, coriander seeds, sesame seeds, cumin, salt, groundnut oil, cloves, cinnamon, black pepper, bay leaf.', ['sesame', 'peanuts'], 180],
  'malvani-masala': [200, 'g', 'Red chilli (Bedgi, Sankeshwari), coriander seeds, black pepper, cumin, fennel, poppy seeds, cloves, cinnamon, nagkesar, triphal, turmeric.', [], 240],
  'goda-masala': [200, 'g', 'Coriander seeds, dry coconut, sesame seeds, cumin, dagad phool, cinnamon, cloves, bay leaf, black pepper, red chilli, asafoetida (wheat flour, gum arabic, asafoetida), groundnut oil.', ['sesame', 'gluten', 'peanuts'], 240],
  'khandeshi-kala-masala': [200, 'g', 'Red chilli, dry coconut, onion, coriander seeds, sesame seeds, cumin, black pepper, cloves, cinnamon, star anise, stone flower, salt.', ['sesame'], 180],
  'misal-masala': [100, 'g', 'Red chilli, coriander seeds, cumin, dry coconut, black pepper, cinnamon, cloves, fennel, star anise, bay leaf, turmeric, salt.', [], 240],
  'pav-bhaji-masala': [100, 'g', 'Kashmiri red chilli, coriander seeds, cumin, dry mango powder, black pepper, fennel, cinnamon, cloves, black cardamom, dry ginger, black salt, salt.', [], 300],
  'gujarati-chai-masala': [100, 'g', 'Dry ginger (45%), green cardamom, black pepper, cinnamon, cloves, nutmeg.', [], 365],
  'lasun-chutney': [150, 'g', 'Garlic (40%), dry coconut, red chilli, groundnuts, sesame seeds, salt, groundnut oil.', ['peanuts', 'sesame'], 120],
  'shengdana-chutney': [200, 'g', 'Roasted groundnuts (80%), red chilli, garlic, cumin, salt.', ['peanuts'], 90],
  'kutchi-dabeli-masala': [100, 'g', 'Coriander seeds, red chilli, dry coconut, fennel, cumin, cinnamon, cloves, black pepper, sugar, salt, dry mango powder.', [], 240],
  // Biscuits and cookies
  'nachni-ragi-biscuits': [200, 'g', 'Finger millet (ragi) flour (45%), whole wheat flour, jaggery, butter, milk solids, raising agent (sodium bicarbonate), cardamom, salt.', ['gluten', 'milk'], 120],
  'jowar-cookies': [200, 'g', 'Sorghum (jowar) flour (70%), cow ghee, cane sugar, cardamom, raising agent (sodium bicarbonate).', ['milk'], 120],
  'bajra-methi-cookies': [200, 'g', 'Pearl millet (bajra) flour (50%), whole wheat flour, butter, dried fenugreek leaves, ajwain, salt, raising agent (sodium bicarbonate).', ['gluten', 'milk'], 90],
  'jaggery-atta-biscuits': [250, 'g', 'Whole wheat flour (55%), jaggery, butter, milk, raising agents (sodium bicarbonate, ammonium bicarbonate), salt.', ['gluten', 'milk'], 120],
  'surti-nankhatai': [250, 'g', 'Refined wheat flour, gram flour (besan), cow ghee, sugar, semolina, cardamom, nutmeg, raising agent (sodium bicarbonate).', ['gluten', 'milk'], 60],
  'goan-coconut-cookies': [200, 'g', 'Refined wheat flour, desiccated coconut (25%), sugar, butter, semolina, milk, raising agent (sodium bicarbonate), vanilla.', ['gluten', 'milk'], 90],
  // Papads
  'udid-papad': [200, 'g', 'Black gram (udid) flour (85%), salt, black pepper, asafoetida, papad khar (sodium carbonate), groundnut oil.', ['peanuts'], 180],
  'sabudana-papad': [200, 'g', 'Sago (sabudana) (90%), cumin, green chilli, salt.', [], 180],
  'nagli-papad': [200, 'g', 'Finger millet (nagli) flour (80%), cumin, green chilli, salt, papad khar (sodium carbonate).', [], 180],
  'bikaneri-moong-papad': [200, 'g', 'Green gram (moong) flour (85%), salt, red chilli, black pepper, asafoetida, papad khar (sodium carbonate), groundnut oil.', ['peanuts'], 180],
  'tandalache-papad': [200, 'g', 'Rice flour (90%), cumin, green chilli, salt.', [], 180],
  'batata-papad': [200, 'g', 'Potato (85%), sago, red chilli, cumin, salt.', [], 150],
  'khichiya-papad': [250, 'g', 'Rice flour (85%), cumin, green chilli, sesame seeds, salt, papad khar (sodium carbonate).', ['sesame'], 180],
  // Pickles
  'kairi-lonche': [500, 'g', 'Raw mango (60%), groundnut oil, salt, red chilli, mustard split, fenugreek seeds, turmeric, asafoetida.', ['mustard', 'peanuts'], 365],
  'limbu-lonche': [400, 'g', 'Lime (65%), jaggery, salt, red chilli, cumin, turmeric.', [], 365],
  'hirvi-mirchi-lonche': [300, 'g', 'Green chilli (60%), groundnut oil, mustard split, lemon juice, salt, fenugreek seeds, turmeric, asafoetida.', ['mustard', 'peanuts'], 180],
  'ker-sangri-pickle': [400, 'g', 'Ker berries, sangri beans (55% together), mustard oil, salt, red chilli, dry mango powder, fennel, mustard seeds, turmeric.', ['mustard'], 365],
  'gujarati-chhundo': [400, 'g', 'Kesar mango (55%), sugar, salt, red chilli, cumin, turmeric.', [], 365],
  'goan-miskut': [400, 'g', 'Raw mango (55%), coconut toddy vinegar, groundnut oil, Kashmiri red chilli, mustard seeds, garlic, turmeric, salt, sugar.', ['mustard', 'peanuts'], 270],
  'avla-lonche': [400, 'g', 'Indian gooseberry (amla) (60%), groundnut oil, salt, mustard split, red chilli, fenugreek seeds, turmeric.', ['mustard', 'peanuts'], 365],
  // Snacks
  'bhajani-chakli': [250, 'g', 'Bhajani flour (rice, chana dal, udid dal, jowar, coriander, cumin) (70%), groundnut oil, sesame seeds, red chilli, ajwain, turmeric, salt.', ['sesame', 'peanuts'], 60],
  shankarpali: [250, 'g', 'Refined wheat flour (55%), cow ghee, sugar, milk, salt.', ['gluten', 'milk'], 60],
  'poha-chivda': [250, 'g', 'Thin rice flakes (poha) (55%), groundnuts, roasted chana dal, groundnut oil, dry coconut, curry leaves, green chilli, sugar, salt, turmeric, mustard seeds.', ['peanuts', 'mustard'], 45],
  bhakarwadi: [250, 'g', 'Gram flour, refined wheat flour, groundnut oil, dry coconut, sesame seeds, poppy seeds, sugar, red chilli, coriander, fennel, tamarind, salt.', ['gluten', 'sesame', 'peanuts'], 60],
  'methi-khakhra': [200, 'g', 'Whole wheat flour (75%), dried fenugreek leaves (8%), groundnut oil, ajwain, turmeric, red chilli, salt.', ['gluten', 'peanuts'], 90],
  'kele-wafers': [200, 'g', 'Raw Nendran banana (70%), coconut oil, salt.', [], 60],
  'bikaneri-bhujia': [250, 'g', 'Moth bean flour, gram flour, groundnut oil, black pepper, red chilli, cardamom, cloves, salt.', ['peanuts'], 90],
  // Sweets
  'besan-ladoo': [400, 'g', 'Gram flour (besan) (48%), cow ghee, sugar, cashews, cardamom.', ['milk', 'tree nuts'], 30],
  'lonavala-peanut-chikki': [250, 'g', 'Roasted peanuts (60%), jaggery, cow ghee.', ['peanuts', 'milk'], 90],
  'til-chikki': [200, 'g', 'Sesame seeds (55%), jaggery, cow ghee.', ['sesame', 'milk'], 90],
  'rava-ladoo': [400, 'g', 'Semolina (rava) (45%), sugar, fresh coconut, cow ghee, raisins, cardamom.', ['gluten', 'milk'], 15],
  'dink-ladoo': [400, 'g', 'Whole wheat flour, edible gum (dink), dates, dry coconut, jaggery, cow ghee, almonds, cashews, poppy seeds, nutmeg.', ['gluten', 'milk', 'tree nuts'], 45],
  'amba-poli': [200, 'g', 'Alphonso mango pulp (90%), sugar.', [], 180],
  mohanthal: [400, 'g', 'Gram flour (besan), cow ghee, sugar, milk, khoa, pistachios, almonds, cardamom, saffron.', ['milk', 'tree nuts'], 20],
  // Gift sets
  'spice-set-of-12': [12, 'pieces', 'Twelve pouches: turmeric, red chilli, cumin, coriander, mustard seeds, kasuri methi, kokum, goda masala, Kolhapuri masala, Malvani masala, misal masala, chai masala. Each pouch lists its own ingredients.', ['mustard', 'sesame', 'gluten'], 180],
  'diwali-faral-box': [1, 'kg', 'Chakli, shankarpali, chivda, besan ladoo and karanji. Wheat flour, rice, gram flour, groundnut oil, cow ghee, sugar, groundnuts, sesame seeds, coconut, cashews, spices, salt.', ['gluten', 'milk', 'peanuts', 'sesame', 'tree nuts'], 30],
  'pickle-trio': [600, 'g', 'Three 200 g jars: raw mango pickle, lime pickle and ker sangri pickle. Mango, lime, ker, sangri, groundnut and mustard oil, salt, red chilli, jaggery, mustard, fenugreek, turmeric.', ['mustard', 'peanuts'], 365],
  'masala-discovery-box': [400, 'g', 'Four 100 g pouches: Kolhapuri, Malvani, goda and misal masala. Chilli, coriander, coconut, sesame, cumin, whole spices, salt.', ['sesame', 'gluten'], 180],
  'sankranti-til-gul-hamper': [700, 'g', 'Til ladoos, til chikki, peanut chikki and tilgul. Sesame seeds, jaggery, peanuts, cow ghee, cardamom.', ['sesame', 'peanuts', 'milk'], 60],
  'millet-biscuit-hamper': [800, 'g', 'Four 200 g boxes: ragi, jowar, bajra methi and jaggery wheat biscuits. Millet and wheat flours, jaggery, butter, cow ghee, spices.', ['gluten', 'milk'], 90],
};

/** The label of a seeded product: its own, with its group as packer. */
export function declarationsFor(slug: string, brand: string): Declarations {
  const label = labels[slug];
  const packer = packers[brand];
  if (!label || !packer) throw new Error(`No label for ${slug} (${brand})`);
  const [netQuantity, netQuantityUnit, ingredients, allergens, shelfLifeDays] = label;
  return {
    netQuantity,
    netQuantityUnit,
    ingredients,
    allergens,
    dietMark: 'veg',
    shelfLifeDays,
    packerName: brand,
    packerAddress: packer.address,
    countryOfOrigin: 'India',
    fssaiLicence: packer.fssai,
  };
}
