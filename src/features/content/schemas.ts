/**
 * The shapes of the texts editors change (src/content/**). Kept apart from
 * src/content.config.ts so unit tests can use them without Astro's virtual modules.
 * A file that breaks its schema stops the build with a message naming the file and field.
 */
import { z } from 'astro/zod';

/** The anchors of /policies, fixed by the specification (links elsewhere point at them). */
export const POLICY_ANCHORS = ['shipping', 'returns', 'cancellations', 'payments', 'privacy', 'terms', 'contact'] as const;

/** Icons an editor may pick for a help topic or a card (drawn in src/features/content/Icon.astro). */
const ICONS = [
  'truck',
  'return',
  'card',
  'user',
  'box',
  'chat',
  'leaf',
  'shield',
  'heart',
  'star',
  'gift',
  'search',
] as const;

/**
 * A block of fields that refuses any other key, naming it and the ones it may have: a misspelt
 * optional field (`leed:`, `last_updated:`) was otherwise dropped without a word, and its text or
 * date silently left the page (decision 173).
 */
function fields<T extends z.ZodRawShape>(shape: T) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.map((k) => `'${k}'`).join(' and ')} is not a field here: check its spelling. The fields here are ${known}.`
        : undefined,
  });
}

const text = z.string().trim().min(1);
/** Search results cut descriptions at about 160 characters. */
const description = text.max(160, 'Keep the description to 160 characters or fewer: search results cut longer ones.');
const card = fields({ title: text, text, icon: z.enum(ICONS) });

/** A page's own words: what the browser tab and search engines show, and its main heading. */
export const pageSchema = fields({
  /** Browser tab and search-result title (the shop's name is added after it). */
  title: text,
  /** Search-result description, one or two sentences. */
  description,
  /** A few words above the heading. */
  eyebrow: text.optional(),
  /** The page's one main heading (h1). */
  heading: text,
  /** A sentence or two under the heading. */
  lead: text.optional(),
  /** Shown as 'Last updated …' where the page has it (policies). */
  lastUpdated: z.coerce.date({ error: 'Write the date as year-month-day, as in 2026-11-29.' }).optional(),
  /** What the page's picture shows, for shoppers who cannot see it (Our Story). */
  imageAlt: text.optional(),
  /** Short facts shown large (Our Story): '17' / 'self-help groups'. */
  highlights: z.array(fields({ value: text, label: text })).optional(),
  /** Short promises beside the text (Our Story): a bold title, a line of text and an icon. */
  promises: z.array(card).optional(),
});

export const policySchema = fields({
  title: text,
  /** The section's address on /policies (#shipping …). */
  anchor: z.enum(POLICY_ANCHORS),
  /** Position on the page, smallest first. */
  order: z.number().int(),
  /** One line for the page's table of contents. */
  summary: text,
});

export const faqSchema = fields({
  question: text,
  order: z.number().int(),
});

export const helpSchema = fields({
  title: text,
  /** One or two sentences, shown on the topic's card (also on /resources). */
  summary: text,
  order: z.number().int(),
  icon: z.enum(ICONS),
  /** Extra words shoppers might type to find this topic. */
  keywords: z.array(text, { error: 'Write the keywords as a list in square brackets: keywords: [refund, money back].' }).default([]),
});

/** Every text of the home page; the products in its strips come from the catalogue. */
export const homeSchema = fields({
  title: text,
  description,
  hero: fields({
    eyebrow: text,
    headline: text,
    text,
    imageAlt: text,
    categoriesHeading: text,
  }),
  specialities: fields({ heading: text, cards: z.array(card).length(3) }),
  treasures: fields({ heading: text, text }),
  whyChooseUs: fields({
    heading: text,
    text,
    steps: z.array(fields({ title: text, text })).length(3),
  }),
  bestSellers: fields({ heading: text, text }),
  history: fields({
    eyebrow: text,
    heading: text,
    paragraphs: z.array(text).min(1),
    imageAlt: text,
    linkText: text,
  }),
  testimonials: fields({
    heading: text,
    items: z.array(fields({ name: text, place: text, quote: text, rating: z.number().int().min(1).max(5) })).length(3),
  }),
  deal: fields({
    eyebrow: text,
    heading: text,
    text,
    buttonText: text,
    imageAlt: text,
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type IconName = (typeof ICONS)[number];
