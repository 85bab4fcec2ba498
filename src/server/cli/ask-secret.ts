import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * Questions whose answers are never shown: readline runs in terminal mode (so a TTY is put in raw
 * mode and its own echo is off) and writes its echo into a stream that drops everything; only
 * the prompts reach `output`. The same path is taken when the answers come through a pipe, which
 * is how the test proves nothing is echoed. Ctrl-C cancels.
 */
export function secretPrompt(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout) {
  const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input, output: nowhere, terminal: true });
  rl.on('SIGINT', () => rl.close());
  const lines = rl[Symbol.asyncIterator]();
  return {
    /** Writes the prompt and answers the next line typed; throws when the input ends or Ctrl-C is pressed. */
    async ask(prompt: string): Promise<string> {
      output.write(prompt);
      const next = await lines.next();
      output.write('\n');
      if (next.done) throw new Error('Cancelled: no password was given.');
      return next.value;
    },
    close: () => rl.close(),
  };
}
