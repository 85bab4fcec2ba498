import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clashMessages, explainContentError, homeProblems, markdownProblems, problemsMessage, type ShopMap } from './checks';

/** A shop with a few pages, one picture and the policies' anchors, as collections.ts builds it. */
const shop: ShopMap = {
  pageExists: (path) => ['/', '/faq', '/help', '/policies', '/terms', '/aboutUs'].includes(path) || /^\/product\/[^/]+$/.test(path),
  fileExists: (path) => path === '/images/story.jpg',
  anchors: new Map([['/policies', new Set(['shipping', 'returns'])]]),
};

/** An FAQ file as an editor writes it: front matter on lines 1–4, a blank line, the answer from line 6. */
const faqFile = (answer: string, frontMatter = 'question: Do you ship abroad?\norder: 11') => `---\n${frontMatter}\n---\n\n${answer}\n`;
const problems = (answer: string, topHeading: 2 | 3 = 3) => markdownProblems(faqFile(answer), shop, { topHeading, body: 'optional' });
const AN_ANSWER = { topHeading: 3, body: 'required' } as const;

describe("an editor's Markdown", () => {
  it('passes the links, pictures and headings the shop has', () => {
    const answer = [
      'See our [returns policy](/policies#returns), [a jar](/product/12) and [the terms](/terms/).',
      '![Women of a self-help group at work](/images/story.jpg)',
      '[Mail us](mailto:help@shop.example), [call](tel:+912040001234) or read [the news](https://example.com/a?b=1#c).',
      '### Within India',
      '#### Metros',
      '### Abroad',
      'आम्ही फक्त भारतात पोहोचवतो. Averyveryveryverylongwordwithoutanyspaces.',
      '`<script>` is shown as typed, and so is a code block:',
      '```',
      '<iframe src="https://example.com"></iframe> [old](/policy)',
      '```',
    ].join('\n\n');
    expect(problems(answer)).toEqual([]);
  });

  it('names the line of a link to a page or anchor the shop does not have, and what to write', () => {
    const found = problems('Intro.\n\nSee [returns](/policy#returns) and [refunds](/policies#refunds).');
    expect(found.map((p) => p.line)).toEqual([8, 8]);
    expect(found[0].message).toContain('no page at /policy');
    expect(found[1].message).toBe('/policies has no part called #refunds, so the link would open the top of the page. Use one of: #returns, #shipping.');
  });

  it('refuses a link that is not written from the first /, which would change with the page', () => {
    expect(problems('[returns](policies#returns) and [site](www.example.com)').map((p) => p.message.slice(0, 40))).toEqual([
      'the link address policies#returns does n',
      'the link address www.example.com does no',
    ]);
  });

  it('refuses a picture missing from public/ or without a description', () => {
    const found = problems('![Pickles](/images/pickle.jpg)\n\n![](/images/story.jpg)');
    expect(found.map((p) => [p.line, p.message.slice(0, 46)])).toEqual([
      [6, 'public/ has no file at /images/pickle.jpg: the'],
      [8, 'the picture /images/story.jpg has no descripti'],
    ]);
  });

  it('refuses HTML that runs code or shows another site, and javascript: links', () => {
    const found = problems(
      ['<script>alert(1)</script>', '<img src="/images/story.jpg" alt="" onerror="alert(1)">', '<iframe src="https://example.com"></iframe>', '[click](javascript:alert(1))'].join('\n\n'),
    );
    expect(found.map((p) => p.line)).toEqual([6, 8, 10, 12]);
    expect(found[0].message).toContain('could run code or show another website');
    expect(found[3].message).toContain('would run code');
  });

  it('refuses a heading bigger than the text may use, or one that skips a level, saying which to write', () => {
    expect(problems('# Shipping\n\n### Abroad').map((p) => p.message)).toEqual([
      "a heading written # is bigger than this text may use (the page's own title is bigger). Start its headings with ###.",
    ]);
    expect(problems('#### Abroad').map((p) => p.message)).toEqual([
      'a heading written #### follows a ## title: it skips a level, which screen readers announce as missing sections. Write it ###.',
    ]);
    // A line of --- right under text makes it a heading (setext); after an empty line it is a divider.
    expect(problems('Thank you.\n---\n\nMore.\n\n---\n\n- a\n- b\n---').map((p) => [p.line, p.message.slice(0, 47)])).toEqual([
      [7, 'this line of - turns line 6 into a big heading.'],
    ]);
    // A page of its own (Our Story, terms) starts at ##.
    expect(problems('## Where it began\n\n### The first group', 2)).toEqual([]);
    expect(problems('## Where it began\n\n#### The first group', 2).map((p) => p.line)).toEqual([8]);
  });

  it('refuses a front-matter date the calendar does not have, which YAML would move to another day', () => {
    const file = (date: string) => faqFile('Text.', `title: Policies\nlastUpdated: ${date}`);
    expect(markdownProblems(file('2026-13-45'), shop, AN_ANSWER)).toEqual([
      {
        line: 3,
        message: 'lastUpdated: 2026-13-45 is not a date. Write it as year-month-day with two-digit month and day, as in 2026-11-29 for 29 November 2026.',
      },
    ]);
    expect(markdownProblems(file('2026-02-30'), shop, AN_ANSWER).map((p) => p.line)).toEqual([3]);
    expect(markdownProblems(file('2026-11-29'), shop, AN_ANSWER)).toEqual([]);
  });

  it('refuses front matter whose words YAML would cut at a #, showing the quotes to add', () => {
    expect(markdownProblems(faqFile('Text.', 'question: Which is our #1 seller?\norder: 3 # third'), shop, AN_ANSWER)).toEqual([
      {
        line: 2,
        message: `the words after '#' would be dropped (YAML reads them as a note) and only 'Which is our' shown. Put the whole text in double quotes: "Which is our #1 seller?".`,
      },
    ]);
    expect(markdownProblems(faqFile('Text.', 'question: "Which is our #1 seller?"\n# a note of the editor\norder: 3'), shop, AN_ANSWER)).toEqual([]);
  });

  it('refuses an answer with no text, and text a page would not show', () => {
    expect(markdownProblems(faqFile('\n'), shop, AN_ANSWER)).toEqual([
      { line: 4, message: 'there is no text below the second ---, so shoppers would open an empty answer. Write it there.' },
    ]);
    expect(markdownProblems(faqFile('Our intro.'), shop, { topHeading: 2, body: 'unused' }).map((p) => [p.line, p.message.slice(0, 40)])).toEqual([
      [6, 'this page shows only the words in its fr'],
    ]);
    expect(markdownProblems(faqFile(''), shop, { topHeading: 2, body: 'unused' })).toEqual([]);
  });

  it('names the files that claim one place', () => {
    const files = [
      { file: 'policies/returns.md', key: 'anchor: returns' },
      { file: 'policies/shipping.md', key: 'anchor: shipping' },
      { file: 'policies/gift-wrap.md', key: 'anchor: returns' },
    ];
    expect(clashMessages(files, 'give each its own.')).toEqual(['policies/returns.md and policies/gift-wrap.md have the same anchor: returns: give each its own.']);
  });

  it('says the file first, then one line per problem', () => {
    expect(problemsMessage('src/content/faq/x.md', [{ line: 7, message: 'fix it.' }])).toBe(
      'src/content/faq/x.md needs a change before the shop can be published:\n  line 7: fix it.',
    );
  });
});

describe("the YAML reader's errors", () => {
  it('say what to write for a colon in a question, a tab, or an open quote', () => {
    const said = (reason: string) => (explainContentError(new Error(reason)) as Error).message;
    expect(said('bad indentation of a mapping entry')).toBe(
      'bad indentation of a mapping entry. Most often a value holds ": " or starts with a quote, @, `, -, [ or {. Put the whole value in double quotes: question: "My payment failed: what now?"',
    );
    expect(said('tab characters must not be used in indentation')).toContain('spaces, not the Tab key');
    expect(said('unexpected end of the stream within a double quoted scalar')).toContain('does not close');
    expect(said('question: Required')).toBe('question: Required');
  });
});

describe("the home page's texts (home.yaml)", () => {
  const home = readFileSync(join(import.meta.dirname, '../../content/home/home.yaml'), 'utf8');

  it('pass as the shop ships them', () => {
    expect(homeProblems(home)).toEqual([]);
  });

  it('name the line of words cut at #, an empty text and Markdown the page would show as typed', () => {
    const edited = home
      .replace('heading: Best Sellers', 'heading: Our #1 sellers')
      .replace('text: The favourites shoppers come back for.', 'text:')
      .replace('linkText: Read our story', 'linkText: "[Read our story](/aboutUs)"');
    const line = (words: string) => edited.split('\n').findIndex((l) => l.includes(words)) + 1;
    const found = homeProblems(edited);
    expect(found.map((p) => p.line)).toEqual([line('Our #1 sellers'), line('Our #1 sellers') + 1, line('[Read our story]')]);
    expect(found[0].message).toContain("only 'Our' shown");
    expect(found[1].message).toBe('text has no text, so the home page would show a gap. Write it after the colon.');
    expect(found[2].message).toContain('shows its texts as typed, so [Read our story](/aboutUs) would appear');
  });
});
