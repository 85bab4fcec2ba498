/** Reading the editors' collections in page frontmatter (build time only). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { contentAnchors } from './anchors';
import { clashMessages, markdownProblems, problemsMessage, type BodyRule, type ShopMap } from './checks';
import { byOrder } from './content';
import { throwReadingErrors } from './reading-errors';
import { POLICY_ANCHORS } from './schemas';
import { routeExists } from './site-routes';

type MarkdownEntry = CollectionEntry<'pages' | 'policies' | 'faq' | 'help'>;

/** The pages whose .astro shows the text below the front matter (aboutUs.astro, terms.astro); the others show only their front matter. */
const PAGES_SHOWING_TEXT = new Set(['our-story', 'terms']);
/** Policies, FAQ answers and help topics: their text is the item, under its own h2 title. */
const ITEM: BodyRule = { topHeading: 3, body: 'required' };

/** A page's own texts from src/content/pages/<id>.md; a missing file stops the build with its name. */
export async function getPageContent(id: string) {
  throwReadingErrors('pages');
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`Missing content file src/content/pages/${id}.md`);
  await checkMarkdown([page], { topHeading: 2, body: PAGES_SHOWING_TEXT.has(id) ? 'optional' : 'unused' });
  return page;
}

/** The policies in their order; two files with one anchor stop the build (the page would have two #returns). */
export async function getPolicies() {
  throwReadingErrors('policies');
  const policies = await checkMarkdown(byOrder(await getCollection('policies')), ITEM);
  const clashes = clashMessages(
    policies.map((p) => ({ file: p.filePath ?? p.id, key: `anchor: ${p.data.anchor}` })),
    `each of the seven sections (${POLICY_ANCHORS.join(', ')}) is one file. Put the new text into the section it belongs to, or delete the copy.`,
  );
  if (clashes.length > 0) throw new Error(clashes.join('\n'));
  return policies;
}

export async function getFaqs() {
  throwReadingErrors('faq');
  return checkMarkdown(byOrder(await getCollection('faq')), ITEM);
}

export async function getHelpTopics() {
  throwReadingErrors('help');
  return checkMarkdown(byOrder(await getCollection('help')), ITEM);
}

/** The home page's texts from src/content/home/home.yaml (checked as it loads: loader.ts). */
export async function getHomeContent() {
  throwReadingErrors('home');
  const home = await getEntry('home', 'home');
  if (!home) throw new Error('Missing content file src/content/home/home.yaml');
  return home.data;
}

/**
 * Stops the page (the build, or the dev server's overlay) when a file it reads has a link, picture,
 * heading, HTML or date the editor must change (./checks.ts, decision 173), naming file and line.
 */
async function checkMarkdown<T extends MarkdownEntry>(entries: T[], rule: BodyRule): Promise<T[]> {
  const shop = await shopMap();
  const messages = entries.flatMap((entry) => {
    if (!entry.filePath) return [];
    const problems = markdownProblems(readFileSync(join(process.cwd(), entry.filePath), 'utf8'), shop, rule);
    return problems.length > 0 ? [problemsMessage(entry.filePath, problems)] : [];
  });
  if (messages.length > 0) throw new Error(messages.join('\n'));
  return entries;
}

/**
 * The shop's pages (src/pages), files (public/) and the ids of every page built from content
 * (./anchors.ts). Read afresh for each page (a few milliseconds), so `npm run dev` sees a question
 * or page the editor has just added.
 */
async function shopMap(): Promise<ShopMap> {
  const root = process.cwd();
  const [policies, faqs, help, pages] = await Promise.all([getCollection('policies'), getCollection('faq'), getCollection('help'), getCollection('pages')]);
  return {
    pageExists: (path) => routeExists(join(root, 'src/pages'), path),
    fileExists: (path) => existsSync(join(root, 'public', path)) && statSync(join(root, 'public', path)).isFile(),
    anchors: contentAnchors({ policies, faqs, help, pages }, join(root, 'src/pages')),
  };
}
