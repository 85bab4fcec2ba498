/** Reading the editors' collections in page frontmatter (build time only). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { markdownProblems, problemsMessage, type ShopMap } from './checks';
import { byOrder } from './content';
import { routeExists } from './site-routes';

type MarkdownEntry = CollectionEntry<'pages' | 'policies' | 'faq' | 'help'>;

/** A page's own texts from src/content/pages/<id>.md; a missing file stops the build with its name. */
export async function getPageContent(id: string) {
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`Missing content file src/content/pages/${id}.md`);
  await checkMarkdown([page], 2);
  return page;
}

export const getPolicies = async () => checkMarkdown(byOrder(await getCollection('policies')), 3);
export const getFaqs = async () => checkMarkdown(byOrder(await getCollection('faq')), 3);
export const getHelpTopics = async () => checkMarkdown(byOrder(await getCollection('help')), 3);

/** The home page's texts from src/content/home/home.yaml. */
export async function getHomeContent() {
  const home = await getEntry('home', 'home');
  if (!home) throw new Error('Missing content file src/content/home/home.yaml');
  return home.data;
}

/**
 * Stops the page (the build, or the dev server's overlay) when a file it reads has a link, picture,
 * heading, HTML or date the editor must change (./checks.ts, decision 173), naming file and line.
 * `topHeading`: 2 for a page's own body, 3 for an item whose title is already the page's h2.
 */
async function checkMarkdown<T extends MarkdownEntry>(entries: T[], topHeading: 2 | 3): Promise<T[]> {
  const shop = await shopMap();
  const messages = entries.flatMap((entry) => {
    if (!entry.filePath) return [];
    const problems = markdownProblems(readFileSync(join(process.cwd(), entry.filePath), 'utf8'), shop, topHeading);
    return problems.length > 0 ? [problemsMessage(entry.filePath, problems)] : [];
  });
  if (messages.length > 0) throw new Error(messages.join('\n'));
  return entries;
}

/**
 * The shop's pages (src/pages), files (public/) and the content pages' ids. Read afresh for each
 * page (a few milliseconds), so `npm run dev` sees a question or page the editor has just added.
 */
async function shopMap(): Promise<ShopMap> {
  const root = process.cwd();
  const ids = (entries: MarkdownEntry[], own: (entry: MarkdownEntry) => string) =>
    new Set(entries.flatMap((entry) => [own(entry), ...((entry.rendered?.metadata?.headings ?? []) as { slug: string }[]).map((h) => h.slug)]));
  const [policies, faqs, help] = await Promise.all([getCollection('policies'), getCollection('faq'), getCollection('help')]);
  return {
    pageExists: (path) => routeExists(join(root, 'src/pages'), path),
    fileExists: (path) => existsSync(join(root, 'public', path)) && statSync(join(root, 'public', path)).isFile(),
    anchors: new Map([
      ['/policies', ids(policies, (p) => (p as CollectionEntry<'policies'>).data.anchor)],
      ['/faq', ids(faqs, (f) => `faq-${f.id}`)],
      ['/help', ids(help, (h) => `help-${h.id}`)],
    ]),
  };
}
