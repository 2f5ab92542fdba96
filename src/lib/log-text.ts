/**
 * What the server writes to its log is safe to read: the credentials of any URL are hidden
 * (`smtp://***@smtp.example.com:587`), and control characters (CR, LF, ANSI escapes...) are shown
 * as escapes, so a visitor's text can never forge a log line or recolour a terminal.
 */

/** `scheme://user:password@` -> `scheme://***@`, wherever a URL appears in the text. */
export function redactUrls(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi, '$1***@');
}

/** Control characters and line separators as `\n`, `\r`, `\t` or `\u001b`. */
export function escapeControl(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** One log-safe line: credentials hidden, control characters escaped. */
export function logSafe(text: string): string {
  return escapeControl(redactUrls(text));
}

/** An error as one log-safe line: its message (no stack), credentials hidden. */
export function safeErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return logSafe(text);
}

export interface LineLogger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Each argument as one log-safe piece: strings and errors' messages, never a stack or a raw URL. */
function safeArgs(args: unknown[]): string[] {
  return args.map((arg) => (typeof arg === 'string' ? logSafe(arg) : safeErrorText(arg)));
}

/** A logger that writes every line through `logSafe` (errors as their message alone). */
export function safeLogger(target: LineLogger): LineLogger {
  return {
    info: (...args) => target.info(...safeArgs(args)),
    warn: (...args) => target.warn(...safeArgs(args)),
    error: (...args) => target.error(...safeArgs(args)),
  };
}
