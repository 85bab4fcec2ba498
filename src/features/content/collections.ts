/** Reading the editors' collections in page frontmatter (build time only). */
import { getCollection, getEntry } from 'astro:content';
import { byOrder } from './content';

/** A page's own texts from src/content/pages/<id>.md; a missing file stops the build with its name. */
export async function getPageContent(id: string) {
  const page = await getEntry('pages', id);
  if (!page) throw new Error(`Missing content file src/content/pages/${id}.md`);
  return page;
}

export const getPolicies = async () => byOrder(await getCollection('policies'));
export const getFaqs = async () => byOrder(await getCollection('faq'));
export const getHelpTopics = async () => byOrder(await getCollection('help'));

/** The home page's texts from src/content/home/home.yaml. */
export async function getHomeContent() {
  const home = await getEntry('home', 'home');
  if (!home) throw new Error('Missing content file src/content/home/home.yaml');
  return home.data;
}
