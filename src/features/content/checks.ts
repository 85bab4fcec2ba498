/**
 * Checks of an editor's Markdown that its schema cannot make (docs/decisions/173): links and
 * pictures that lead nowhere, raw HTML that would run code or pull in another site, headings that
 * skip a level, and dates the calendar does not have. Without them each of these built without a
 * word and reached the shop: a 404 behind a link, a broken picture, a second h1, a policy
 * 'Last updated' on a date nobody typed (YAML reads 2026-13-45 as 14 February 2027).
 *
 * Pure functions over the file's text (no Astro, no file system), so unit tests can feed them
 * any edit; src/features/content/collections.ts runs them on every file a page reads, with the
 * shop's real pages and pictures, and stops the build (or shows the dev overlay) with one
 * sentence per problem naming the file, the line and what to do.
 */

/** One thing wrong in a file: its line (1 = the file's first) and what to do about it. */
export type ContentProblem = { line: number; message: string };

/** What the checks need to know about the shop (given by collections.ts at build time). */
export type ShopMap = {
  /** Whether a page of the shop answers this path (no '#', no '?'): '/policies', '/product/12'. */
  pageExists: (path: string) => boolean;
  /** Whether public/ holds this file: '/images/story.jpg'. */
  fileExists: (path: string) => boolean;
  /** The ids a page built from content has, for pages whose ids are known: '/policies' → returns, … */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
};

/** Tags that run code, pull in another site or send a form: never from an editor's Markdown. */
const UNSAFE_TAG = /<\s*(script|iframe|frame|object|embed|style|link|meta|base|form|input|button|textarea|select)\b/i;
/** An attribute that runs code: onclick=, onerror=, … */
const EVENT_ATTRIBUTE = /<[a-z][^>]*\son[a-z]+\s*=/i;
/** Addresses that run code or carry a whole file instead of pointing at one. */
const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data):/i;
/** [text](target "title") and ![alt](target): the target, with or without <>. */
const INLINE_LINK = /(!?)\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)/g;
/** [name]: target (a reference link's definition). */
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;
/** href="…" or src="…" in raw HTML. */
const HTML_ADDRESS = /\s(href|src)\s*=\s*["']?([^"'\s>]+)/gi;
const HEADING = /^ {0,3}(#{1,6})(?:\s|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A line of only = or - right under text: Markdown makes that text a heading (# or ##). */
const UNDERLINE = /^ {0,3}(=+|-+)\s*$/;
const DATE_LINE = /^([A-Za-z]\w*):\s*['"]?(\d{4})-(\d{1,2})-(\d{1,2})['"]?\s*(?:#.*)?$/;
/** A YAML line's `- ` and `key: `, before its value. */
const YAML_LEAD = /^\s*(?:-\s+)?(?:[A-Za-z]\w*:(?:\s+|$))?/;
/** An unquoted value `words #more`: YAML keeps 'words' and drops the rest as a note. */
const CUT_BY_HASH = /^([^\s"'#|>][^#]*?)\s+#(.*)$/;

/** Addresses an editor writes that are not the shop's own pages. */
const isOutside = (target: string) => /^(https?:|mailto:|tel:)/i.test(target) || target.startsWith('//');

/** Where a file's text below its front matter goes, which decides what it may hold. */
export type BodyRule = {
  /** The biggest heading it may use: 2 (##) on a page of its own, 3 (###) inside a policy, FAQ answer or help topic, whose title is the page's h2. */
  topHeading: 2 | 3;
  /** 'required': the text is the item (an FAQ's answer); 'unused': the page shows only its front matter; 'optional'. */
  body: 'required' | 'unused' | 'optional';
};

/** The problems of one Markdown file's text (front matter included, so lines match the editor's). */
export function markdownProblems(source: string, shop: ShopMap, { topHeading, body }: BodyRule): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const lines = source.split(/\r?\n/);
  const bodyStart = frontMatterEnd(lines);
  problems.push(...yamlProblems(lines.slice(0, bodyStart)));
  const firstText = lines.findIndex((l, i) => i >= bodyStart && l.trim() !== '');
  if (body === 'required' && firstText === -1) {
    problems.push({ line: bodyStart, message: 'there is no text below the second ---, so shoppers would open an empty answer. Write it there.' });
  }
  if (body === 'unused' && firstText !== -1) {
    problems.push({
      line: firstText + 1,
      message: "this page shows only the words in its front matter (heading, lead), so this text would not appear. Move it into 'lead:' or delete it.",
    });
  }
  let fence = '';
  let previousHeading = topHeading - 1;
  for (let index = bodyStart; index < lines.length; index += 1) {
    const raw = lines[index];
    const line = index + 1;
    const opening = FENCE.exec(raw)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = '';
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    // What is between backticks is shown as typed, never run or followed.
    const text = raw.replace(/(`+)[^`]*?\1/g, '');
    const underline = UNDERLINE.exec(text)?.[1];
    if (underline && index > bodyStart && lines[index - 1].trim() !== '' && !/^\s*([-*+]|\d+[.)])\s/.test(lines[index - 1]) && !lines[index - 1].includes('|')) {
      problems.push({
        line,
        message: `this line of ${underline[0]} turns line ${line - 1} into a big heading. For a dividing line, leave an empty line above it; for a heading, write it with ${'#'.repeat(topHeading)} in front instead.`,
      });
      previousHeading = topHeading;
    }
    const heading = HEADING.exec(text)?.[1].length;
    if (heading) {
      const problem = headingProblem(heading, previousHeading, topHeading);
      if (problem) problems.push({ line, message: problem });
      // A heading too big is judged as the size it should be, so the next one's advice holds once it is fixed.
      previousHeading = Math.max(heading, topHeading);
    }
    if (UNSAFE_TAG.test(text) || EVENT_ATTRIBUTE.test(text)) {
      problems.push({
        line,
        message:
          'this HTML could run code or show another website inside the shop, so the shop does not publish it. Write the text in Markdown; for a video or a map, link to it: [Watch the video](https://…).',
      });
    }
    for (const [, image, label, target] of text.matchAll(INLINE_LINK)) {
      problems.push(...addressProblems(target, shop, line, image === '!'));
      if (image === '!' && !label.trim()) {
        problems.push({
          line,
          message: `the picture ${target} has no description. Say what it shows between the square brackets, for shoppers who cannot see it: ![Jars of lime pickle on a shelf](${target}).`,
        });
      }
    }
    const definition = LINK_DEFINITION.exec(text)?.[1];
    if (definition) problems.push(...addressProblems(definition, shop, line, false));
    for (const [, attribute, target] of text.matchAll(HTML_ADDRESS)) {
      problems.push(...addressProblems(target, shop, line, attribute.toLowerCase() === 'src'));
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** Markdown or HTML in a plain text: a link, a picture, bold or a tag. */
const MARKUP = /!?\[[^\]]*\]\([^)]*\)|\*\*[^*]+\*\*|<\/?[a-z][^>]*>/i;
/** `key:` with nothing after it (a note aside). */
const EMPTY_VALUE = /^(\s*)(?:-\s+)?([A-Za-z]\w*):\s*(?:#.*)?$/;

/**
 * The problems of home.yaml's text that its schema cannot see (decision 178): what YAML would
 * change without a word (a cut ' #', a date), a field left empty (the schema's 'expected string,
 * received null' named no fix), and Markdown, which the home page shows as typed: its texts are
 * plain, and its pictures, their files and its one link are the page's own (each picture's
 * description is a field the schema requires).
 */
export function homeProblems(source: string): ContentProblem[] {
  const lines = source.split(/\r?\n/);
  const problems = yamlProblems(lines);
  lines.forEach((raw, index) => {
    const empty = EMPTY_VALUE.exec(raw);
    const next = lines.slice(index + 1).find((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
    const nested = next !== undefined && (next.search(/\S/) > (empty?.[1].length ?? 0) || /^\s*-\s/.test(next));
    if (empty && !nested) {
      problems.push({ line: index + 1, message: `${empty[2]} has no text, so the home page would show a gap. Write it after the colon.` });
    }
    const markup = MARKUP.exec(raw.replace(YAML_LEAD, ''))?.[0];
    if (markup && !raw.trimStart().startsWith('#')) {
      problems.push({
        line: index + 1,
        message: `the home page shows its texts as typed, so ${markup.slice(0, 40)} would appear with its brackets or marks. Write plain words; the page's own links and pictures stay as they are.`,
      });
    }
  });
  return problems.sort((a, b) => a.line - b.line);
}

/** The index of the body's first line: after the closing '---' of the front matter, if any. */
function frontMatterEnd(lines: readonly string[]): number {
  if (lines[0]?.replace(/^\uFEFF/, '').trim() !== '---') return 0;
  const closing = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  return closing === -1 ? 0 : closing + 1;
}

/**
 * What YAML (front matter, home.yaml) would change without a word, read from the text the editor
 * typed: a date the calendar does not have (2026-02-30 becomes 2 March) and words cut at a ' #'
 * ('Which is our #1 seller?' becomes 'Which is our').
 */
function yamlProblems(yaml: readonly string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  yaml.forEach((raw, index) => {
    const cut = CUT_BY_HASH.exec(raw.replace(YAML_LEAD, ''));
    // Only words are at stake: `order: 3 # third` keeps its number.
    if (cut && !raw.trimStart().startsWith('#') && /\p{L}/u.test(cut[1])) {
      problems.push({
        line: index + 1,
        message: `the words after '#' would be dropped (YAML reads them as a note) and only '${cut[1].trim()}' shown. Put the whole text in double quotes: "${cut[1].trim()} #${cut[2]}".`,
      });
    }
    const match = DATE_LINE.exec(raw.trim());
    if (!match) return;
    const [, key, year, month, day] = match;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    const real = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
    if (!real || month.length !== 2 || day.length !== 2) {
      problems.push({
        line: index + 1,
        message: `${key}: ${year}-${month}-${day} is not a date. Write it as year-month-day with two-digit month and day, as in 2026-11-29 for 29 November 2026.`,
      });
    }
  });
  return problems;
}

/** A heading bigger than the body may use, or one that skips a level after the one before it. */
function headingProblem(level: number, previous: number, top: number): string | undefined {
  const marks = (n: number) => '#'.repeat(n);
  if (level < top) {
    return `a heading written ${marks(level)} is bigger than this text may use (the page's own title is bigger). Start its headings with ${marks(top)}.`;
  }
  if (level > previous + 1) {
    return `a heading written ${marks(level)} follows a ${marks(previous)} ${previous < top ? 'title' : 'heading'}: it skips a level, which screen readers announce as missing sections. Write it ${marks(previous + 1)}.`;
  }
  return undefined;
}

/** What is wrong with one address in a link or a picture: a page or file the shop does not have. */
function addressProblems(target: string, shop: ShopMap, line: number, picture: boolean): ContentProblem[] {
  const what = picture ? 'picture' : 'link';
  if (UNSAFE_SCHEME.test(target)) {
    return [{ line, message: `the ${what} address ${target.slice(0, 40)} would run code or carry a file inside the text: link to a page (/policies) or a website (https://…) instead.` }];
  }
  if (!target || isOutside(target) || target.startsWith('#')) return [];
  if (!target.startsWith('/')) {
    return [{ line, message: `the ${what} address ${target} does not start with / or https://, so it changes with the page it is read on. Write the shop's pages from the first /, as in /policies#returns.` }];
  }
  const [pathAndQuery, anchor] = target.split('#', 2);
  const path = decodeURI(pathAndQuery.split('?')[0]).replace(/(.)\/$/, '$1');
  if (shop.fileExists(path)) return [];
  if (picture || !shop.pageExists(path)) {
    const place = picture ? 'public/ has no file' : 'the shop has no page';
    const fix = picture ? 'Put the picture in public/images/ and write its name exactly, as /images/its-name.jpg.' : 'Check the address against the shop, as in /policies#returns or /faq.';
    return [{ line, message: `${place} at ${path}: the ${what} would lead nowhere. ${fix}` }];
  }
  const ids = shop.anchors.get(path);
  if (anchor && ids && !ids.has(anchor)) {
    return [{ line, message: `${path} has no part called #${anchor}, so the link would open the top of the page. Use one of: ${[...ids].sort().map((id) => `#${id}`).join(', ')}.` }];
  }
  return [];
}

/**
 * Files that claim the same place: two policies with one anchor give the page two sections with
 * one address (the second unreachable from links and the table of contents). `key` is what must
 * differ ('anchor: returns'), `fix` what to do; answers one message per clash.
 */
export function clashMessages(files: readonly { file: string; key: string }[], fix: string): string[] {
  const byKey = Map.groupBy(files, (f) => f.key);
  return [...byKey].filter(([, same]) => same.length > 1).map(([key, same]) => `${same.map((f) => f.file).join(' and ')} have the same ${key}: ${fix}`);
}

/** The problems of one file as the one message an editor reads: the file, then a line per problem. */
export function problemsMessage(file: string, problems: readonly ContentProblem[]): string {
  return [`${file} needs a change before the shop can be published:`, ...problems.map((p) => `  line ${p.line}: ${p.message}`)].join('\n');
}

/** What an editor did, for the YAML reader's own words (js-yaml's `reason`), and what to write instead. */
const YAML_HINTS: [RegExp, string][] = [
  [
    /bad indentation of a mapping entry|incomplete explicit mapping pair|end of the stream or a document separator is expected|unexpected end of the stream within a flow collection/,
    'Most often a value holds ": " or starts with a quote, @, `, -, [ or {. Put the whole value in double quotes: question: "My payment failed: what now?"',
  ],
  [/tab characters must not be used/, 'Start the line with spaces, not the Tab key.'],
  [/within a (double|single) quoted scalar|unknown escape sequence/, 'A value opens a quote that it does not close (or has a \\ in it): end it with the same quote.'],
  [/duplicated mapping key/, 'A field is written twice: keep one.'],
];

/**
 * Adds what to do to an error from reading a content file's front matter: the reader names the
 * file and line but says 'bad indentation of a mapping entry' for a colon in a question.
 * Answers the same error, its message extended (Astro keeps its file and line).
 */
export function explainContentError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const hint = YAML_HINTS.find(([reason]) => reason.test(error.message))?.[1];
  if (hint && !error.message.includes(hint)) error.message = `${error.message}. ${hint}`;
  return error;
}
