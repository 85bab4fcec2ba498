/** The ids of the pages built from content, which an editor's `/page#part` link may name (decision 178). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What this needs of a collection entry: its id, and the headings Astro rendered from its Markdown. */
type Entry = { id: string; rendered?: { metadata?: Record<string, unknown> } };

/**
 * Each page built from content, by address: its items' ids, its Markdown headings' ids, and those
 * written in its .astro file in `pagesDir` (id="story"). /resources shows the FAQ.
 */
export function contentAnchors(
  content: {
    policies: (Entry & { data: { anchor: string } })[];
    faqs: Entry[];
    help: Entry[];
    pages: Entry[];
  },
  pagesDir: string,
): Map<string, Set<string>> {
  const headings = (entries: Entry[]) => entries.flatMap((entry) => ((entry.rendered?.metadata?.headings ?? []) as { slug: string }[]).map((h) => h.slug));
  const page = (id: string) => content.pages.filter((p) => p.id === id);
  const faqIds = [...content.faqs.map((f) => `faq-${f.id}`), ...headings(content.faqs)];
  const pages: [string, string, string[]][] = [
    ['/policies', 'policies', [...content.policies.map((p) => p.data.anchor), ...headings(content.policies)]],
    ['/faq', 'faq', faqIds],
    ['/help', 'help', [...content.help.map((h) => `help-${h.id}`), ...headings(content.help)]],
    ['/resources', 'resources', faqIds],
    ['/aboutUs', 'aboutUs', headings(page('our-story'))],
    ['/terms', 'terms', headings(page('terms'))],
  ];
  return new Map(pages.map(([path, file, ids]) => [path, new Set([...ids, ...writtenIds(join(pagesDir, `${file}.astro`))])]));
}

/** The ids written as they are in a page's .astro file (id="story"; not those it computes). */
function writtenIds(file: string): string[] {
  return existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/\sid="([^"{}\s]+)"/g)].map((m) => m[1]) : [];
}
