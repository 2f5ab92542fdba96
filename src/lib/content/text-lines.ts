/** Lines of a file's text, as the repair view selects them. */

/** The start and end offsets of line `line` (1-based) of `text`, without its line break; clamped to the text. */
export function lineRange(text: string, line: number): [number, number] {
  const lines = text.split('\n');
  const index = Math.min(Math.max(1, Math.floor(line) || 1), lines.length) - 1;
  let start = 0;
  for (let i = 0; i < index; i++) start += (lines[i] ?? '').length + 1;
  const content = (lines[index] ?? '').replace(/\r$/, '');
  return [start, start + content.length];
}
