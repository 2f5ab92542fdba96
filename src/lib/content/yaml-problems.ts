/**
 * A YAML mistake in words an editor can act on, at the line to change. The parser reports where
 * it gave up, which for an indentation slip is often the line above the slip ("Nested mappings
 * are not allowed in compact mappings" at the field before it): this finds the line that does not
 * line up and says so. One wording for `npm run content:check`, the build, the dev server's
 * problems page and the editor.
 */

/** What the YAML parser (the `yaml` package) says: its error code, the line it points at (1-based) and its message. */
export interface YamlParseFailure {
  code: string;
  line: number;
  message: string;
}

export interface YamlMistake {
  /** The line to change, counted in the whole file (`lineOffset` lines come before the YAML). */
  line: number;
  message: string;
}

const indentOf = (text: string) => /^ */.exec(text)?.[0].length ?? 0;
/** `key` of a `key: value` line, if it is one. */
const keyOf = (text: string) => /^\s*(?:- )?([^\s:#][^:#]*?):(?:\s|$)/.exec(text)?.[1];
const shown = (text: string) => JSON.stringify(text.trim());

/** The parser's own sentence without its position ("... at line 3, column 6:"). */
const parserWords = (message: string) => (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');

export function explainYamlMistake(source: string, failure: YamlParseFailure, lineOffset = 0): YamlMistake {
  const lines = source.split(/\r?\n/);
  const at = (line: number) => lines[line - 1] ?? '';
  const fileLine = (line: number) => line + lineOffset;
  const { code, line } = failure;

  if (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY') {
    // The field on `line` runs on into a following line indented further, which YAML reads as part of its value.
    const next = lines.findIndex((text, index) => index >= line && text.trim() !== '' && !text.trim().startsWith('#'));
    if (next >= 0 && indentOf(at(next + 1)) > indentOf(at(line)) && keyOf(at(next + 1)) !== undefined) {
      const field = keyOf(at(line));
      return {
        line: fileLine(next + 1),
        message: `${shown(at(next + 1))} is indented more than the line above it, so it reads as part of ${field ? `"${field}"` : 'that line'}'s value: line it up with the fields of its group`,
      };
    }
    const field = keyOf(at(line));
    return {
      line: fileLine(line),
      message: `the text of ${field ? `"${field}"` : 'this line'} contains ": ", which YAML reads as a new field: put the text in double quotes`,
    };
  }
  if (code === 'BAD_INDENT') {
    return {
      line: fileLine(line),
      message: `${shown(at(line))} does not line up with the fields around it: give the fields of one group the same indentation`,
    };
  }
  if (code === 'DUPLICATE_KEY') {
    const key = keyOf(at(line));
    const first = lines.findIndex((text, index) => index < line - 1 && keyOf(text) === key && indentOf(text) === indentOf(at(line)));
    return {
      line: fileLine(line),
      message: `the field "${key ?? '?'}" is written twice${first >= 0 ? ` (also on line ${fileLine(first + 1)})` : ''}: keep one`,
    };
  }
  if (code === 'TAB_AS_INDENT') {
    return { line: fileLine(line), message: 'this line is indented with a tab: indent with spaces' };
  }
  if (code === 'MISSING_CHAR' && /quote/i.test(failure.message)) {
    const open = lines.findLastIndex((text, index) => index < line - 1 && (text.match(/"/g) ?? []).length % 2 === 1);
    return {
      line: fileLine(open >= 0 ? open + 1 : line),
      message: 'a text opened with a quote (") is not closed: add the closing quote at the end of the text',
    };
  }
  return {
    line: fileLine(line),
    message: `the YAML does not parse: ${parserWords(failure.message)}. Check the indentation and put text that contains ": " in double quotes`,
  };
}
