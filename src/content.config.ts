// The texts editors change, as Astro content collections. README.md ('Editors')
// says which file holds what; src/features/content/schemas.ts says what each file must contain.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { explainContentError } from './features/content/checks';
import { faqSchema, helpSchema, homeSchema, pageSchema, policySchema } from './features/content/schemas';

/** Astro's glob loader for the files under `base`, whose reading errors also say what to write (checks.ts). */
function files(pattern: string, base: string) {
  const loader = glob({ pattern, base });
  return {
    ...loader,
    load: async (context: Parameters<typeof loader.load>[0]) => {
      try {
        await loader.load(context);
      } catch (error) {
        throw explainContentError(error);
      }
    },
  };
}

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
  loader: files('*.yaml', './src/content/home'),
  schema: homeSchema,
});

export const collections = { pages, policies, faq, help, home };
