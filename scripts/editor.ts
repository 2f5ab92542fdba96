/**
 * `npm run editor -- COMMAND`: the editors' accounts (src/server/node/editor/commands.ts).
 * A password is read from standard input: typed without echo on a terminal, or piped
 * (`printf '%s\n' "$PASSWORD" | npm run editor -- add NAME EMAIL`).
 */
import { createInterface } from 'node:readline';
import { runEditorCommand } from '../src/server/node/editor/commands.ts';
import { safeErrorText } from '../src/lib/log-text.ts';

/** The first line of standard input: hidden on a terminal, read to its end when piped. */
async function readPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  stderr.write(prompt);
  // Echo off: readline writes nothing of what is typed.
  const muted = new (await import('node:stream')).Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: stdin, output: muted, terminal: true });
  const line = await new Promise<string>((resolve) => lines.once('line', resolve));
  lines.close();
  stderr.write('\n');
  return line;
}

try {
  process.exitCode = await runEditorCommand(process.argv.slice(2), {
    readPassword,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  console.error(`npm run editor: ${safeErrorText(error)}`);
  process.exitCode = 1;
}
