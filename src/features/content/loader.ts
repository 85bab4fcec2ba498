/**
 * The loader of the editors' collections (src/content.config.ts): Astro's glob loader, whose
 * reading errors say what to write (checks.ts) and are kept for the dev overlay while the file
 * stays unreadable (reading-errors.ts, decision 179).
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob } from 'astro/loaders';
import { explainContentError, problemsMessage, type ContentProblem } from './checks';
import { clearReadingError, noteReadingError } from './reading-errors';

/**
 * Astro's glob loader for the files under `base`, whose reading errors also say what to write
 * (checks.ts) and are kept for the dev overlay while the file stays unreadable (reading-errors.ts).
 * `check`, given the file's text, stops a file at build with what its schema cannot see (home.yaml).
 */
export function files(pattern: string, base: string, check?: (text: string) => ContentProblem[]) {
  const loader = glob({ pattern, base });
  return {
    ...loader,
    load: async (context: Parameters<typeof loader.load>[0]) => {
      try {
        await loader.load(noteErrors(context, check));
      } catch (error) {
        throw explainContentError(error);
      }
    },
  };
}

type LoaderContext = Parameters<ReturnType<typeof glob>['load']>[0];
/** What Astro gives the glob loader beside the documented context: the readers of .md and .yaml. */
type EntryTypes = Map<string, { getEntryInfo: (file: { fileUrl: URL; contents: string }) => unknown }>;

/**
 * The loader's context, its file readers and schema check noting each file's error and clearing
 * it once the file reads (in dev, Astro's loader keeps the old text and only logs the error).
 */
export function noteErrors(context: LoaderContext, check?: (text: string) => ContentProblem[]): LoaderContext {
  const noted = async <T>(file: string, step: () => Promise<T> | T): Promise<T> => {
    try {
      const result = await step();
      clearReadingError(file);
      return result;
    } catch (error) {
      const explained = explainContentError(error);
      noteReadingError(context.collection, file, withFile(file, explained));
      throw explained;
    }
  };
  const readers = (context as LoaderContext & { entryTypes?: EntryTypes }).entryTypes;
  const entryTypes =
    readers &&
    new Map(
      [...readers].map(([extension, reader]) => [
        extension,
        {
          ...reader,
          getEntryInfo: (file: { fileUrl: URL; contents: string }) =>
            noted(fileURLToPath(file.fileUrl), () => {
              const info = reader.getEntryInfo(file);
              const problems = check?.(file.contents) ?? [];
              if (problems.length > 0) throw new Error(problemsMessage(relative(process.cwd(), fileURLToPath(file.fileUrl)), problems));
              return info;
            }),
        },
      ]),
    );
  return {
    ...context,
    ...(entryTypes && { entryTypes }),
    parseData: (props) => noted(props.filePath ?? props.id, () => context.parseData(props)),
  } as LoaderContext;
}

/**
 * The error as the dev overlay shows it: the file first (Astro's terminal line names it; the error
 * alone does not). No line: the YAML reader counts from the front matter's first line, not the file's.
 */
function withFile(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const name = relative(process.cwd(), file);
  return message.includes(name) ? message : `${name} could not be read: ${message}`;
}
