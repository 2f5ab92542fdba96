/**
 * A JSON file that does not parse, in words an editor can act on, at the line to change. The
 * parser says where it noticed the mistake, which for a missing comma is the start of the next
 * value; the line to change is the one the previous value ends on. One wording for
 * `npm run content:check`, the build, the dev server's problems page and the editor.
 */

export interface JsonMistake {
  /** The line to change (1-based), when the parser gave a position. */
  line?: number;
  message: string;
}

const lineAt = (text: string, offset: number) => text.slice(0, Math.max(0, offset)).split('\n').length;

/** The offset of the last character before `offset` that is not white space, or -1. */
function lastSolid(text: string, offset: number): number {
  for (let i = Math.min(offset, text.length) - 1; i >= 0; i--) if (!/\s/.test(text[i] ?? '')) return i;
  return -1;
}

/** The parser's sentence without its position ("... in JSON at position 12 (line 2 column 3)"). */
const parserWords = (message: string) =>
  message
    .replace(/,? ?"[\s\S]*" is not valid JSON$/, '')
    .replace(/ in JSON at position \d+(?: \(line \d+ column \d+\))?$/, '')
    .replace(/^Unexpected token '(.)'/, 'unexpected "$1"');

export function explainJsonMistake(text: string, parserMessage: string): JsonMistake {
  const position = /at position (\d+)/.exec(parserMessage)?.[1];
  if (/Unexpected end of JSON input/.test(parserMessage)) {
    return {
      line: lineAt(text, lastSolid(text, text.length) + 1),
      message: 'the file ends before every { and [ is closed: add the missing } or ] at the end',
    };
  }
  if (position === undefined) {
    // The parser names no position for a stray token; a comma before a closing bracket is the usual one.
    const trailing = /,\s*[}\]]/.exec(text);
    if (/^Unexpected token '[}\]]'/.test(parserMessage) && trailing)
      return {
        line: lineAt(text, trailing.index + 1),
        message: 'a comma follows the last item of a list or group: remove the comma',
      };
    return { message: `the JSON does not parse: ${parserWords(parserMessage)}` };
  }
  const at = Number(position);
  if (at >= text.trimEnd().length) return explainJsonMistake(text, 'Unexpected end of JSON input');
  const before = lastSolid(text, at);
  const previousLine = before >= 0 ? lineAt(text, before + 1) : lineAt(text, at + 1);
  const here = lineAt(text, at + 1);
  const shownAt = JSON.stringify((text.split('\n')[here - 1] ?? '').trim());
  if (/^Expected ',' or '[}\]]' after/.test(parserMessage)) {
    return {
      line: previousLine,
      message: `a comma is missing at the end of this line, before ${shownAt} on line ${here}`,
    };
  }
  if (/^Expected (double-quoted )?property name/.test(parserMessage)) {
    if (text[before] === ',')
      return { line: previousLine, message: 'a comma follows the last field of a group: remove the comma' };
    return { line: here, message: 'a field name must be written in double quotes, like "name": "value"' };
  }
  if (/^Unexpected token/.test(parserMessage) && text[before] === ',' && /[}\]]/.test(text[at] ?? ''))
    return { line: previousLine, message: 'a comma follows the last item of a list or group: remove the comma' };
  if (/^Bad control character/.test(parserMessage))
    return { line: here, message: 'a text runs over a line break or holds a tab: keep it on one line (write \\n for a line break)' };
  return {
    line: here,
    message: `the JSON does not parse: ${parserWords(parserMessage)}. Check the quotes, commas and brackets on this line`,
  };
}
