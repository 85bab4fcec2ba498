// The texts editors change, as Astro content collections. README.md ('Editors')
// says which file holds what; src/features/content/schemas.ts says what each file must contain.
import { defineCollection } from 'astro:content';
import { homeProblems } from './features/content/checks';
import { files } from './features/content/loader';
import { faqSchema, helpSchema, homeSchema, pageSchema, policySchema } from './features/content/schemas';

/** One Markdown file per page: its title, description, heading and body (Our Story, terms, …). */
const pages = defineCollection({
  loader: files('*.md', './src/content/pages'),
  schema: pageSchema,
});

/** One Markdown file per section of /policies. */
const policies = defineCollection({
  loader: files('*.md', './src/content/policies'),
  schema: policySchema,
});

/** One Markdown file per question of /faq (also shown on /resources). */
const faq = defineCollection({
  loader: files('*.md', './src/content/faq'),
  schema: faqSchema,
});

/** One Markdown file per topic of /help (their cards also appear on /resources). */
const help = defineCollection({
  loader: files('*.md', './src/content/help'),
  schema: helpSchema,
});

/** The home page's texts in one YAML file. */
const home = defineCollection({
  loader: files('*.yaml', './src/content/home', homeProblems),
  schema: homeSchema,
});

export const collections = { pages, policies, faq, help, home };
