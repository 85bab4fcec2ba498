import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { homeProblems } from './checks';
import { noteErrors } from './loader';
import { throwReadingErrors } from './reading-errors';

type Context = Parameters<typeof noteErrors>[0];
const file = '/shop/src/content/faq/my-payment-failed.md';
const fileUrl = pathToFileURL(file);

/** The part of Astro's loader context the wrapper touches: the readers of files and the schema step. */
function context(collection: string, read: (contents: string) => unknown, parse: () => unknown = () => ({})) {
  return {
    collection,
    entryTypes: new Map([
      [
        '.md',
        {
          extensions: ['.md'],
          getEntryInfo: ({ contents }: { contents: string }) => read(contents),
        },
      ],
    ]),
    parseData: async () => parse(),
  } as unknown as Context;
}
const reader = (wrapped: Context) =>
  (
    wrapped as unknown as {
      entryTypes: Map<
        string,
        {
          getEntryInfo: (file: { fileUrl: URL; contents: string }) => Promise<unknown>;
        }
      >;
    }
  ).entryTypes.get('.md')!;

describe("the editors' loader, in npm run dev", () => {
  it("keeps a file's reading error for its collection's pages until the file reads again", async () => {
    const yamlError = new Error('bad indentation of a mapping entry (2:22)');
    const broken = reader(
      noteErrors(
        context('faq', () => {
          throw yamlError;
        }),
      ),
    );
    await expect(
      broken.getEntryInfo({
        fileUrl,
        contents: 'question: My payment failed: what now?',
      }),
    ).rejects.toBe(yamlError);
    // The page that reads the FAQ shows it (Astro's overlay), with what to write; other collections' pages do not.
    expect(() => throwReadingErrors('faq')).toThrow(/my-payment-failed\.md could not be read: bad indentation of a mapping entry \(2:22\)\. Most often a value holds ": "/);
    expect(() => throwReadingErrors('help')).not.toThrow();
    await reader(noteErrors(context('faq', () => ({ data: {} })))).getEntryInfo({ fileUrl, contents: 'question: "My payment failed: what now?"' });
    expect(() => throwReadingErrors('faq')).not.toThrow();
  });

  it("keeps a schema's refusal too", async () => {
    const wrapped = noteErrors(
      context(
        'faq',
        () => ({ data: {} }),
        () => {
          throw new Error("'questoin' is not a field here");
        },
      ),
    );
    await expect(wrapped.parseData({ id: 'x', data: {}, filePath: file })).rejects.toThrow('questoin');
    expect(() => throwReadingErrors('faq')).toThrow("'questoin' is not a field here");
    await noteErrors(context('faq', () => ({ data: {} }))).parseData({
      id: 'x',
      data: {},
      filePath: file,
    });
    expect(() => throwReadingErrors('faq')).not.toThrow();
  });

  it('refuses a file its text check finds wrong (home.yaml), naming the file and line', async () => {
    const home = reader(
      noteErrors(
        context('home', () => ({ data: {} })),
        homeProblems,
      ),
    );
    await expect(home.getEntryInfo({ fileUrl, contents: 'heading: Our #1 sellers\n' })).rejects.toThrow(
      /my-payment-failed\.md needs a change before the shop can be published:\n {2}line 1: the words after '#'/,
    );
    expect(() => throwReadingErrors('home')).toThrow("line 1: the words after '#'");
    await home.getEntryInfo({
      fileUrl,
      contents: 'heading: "Our #1 sellers"\n',
    });
  });
});
