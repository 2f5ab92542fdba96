/**
 * Copying to the clipboard and the "Copied!" label that resets after 2 seconds. Framework-free so
 * both behaviours are unit-tested; the React hook is a thin wrapper.
 */

/** How long a copy button reads "Copied!" (the contact email and the referral link alike). */
export const COPIED_LABEL_MS = 2000;

export type CopyOutcome = 'copied' | 'refused';

export interface ClipboardEnv {
  /** `navigator.clipboard`; missing outside secure contexts and in some embedded browsers. */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  /** Fallback used only when the async clipboard API does not exist (`execCommand('copy')`). */
  legacyCopy?: ((text: string) => boolean) | undefined;
}

/**
 * Writes `text` to the clipboard. A refusal (permission denied, document not focused, no API
 * and no fallback) resolves to 'refused' instead of throwing, so the caller can say so.
 * When the browser refuses, the legacy path is NOT tried: the visitor's refusal stands.
 */
export async function writeToClipboard(text: string, env: ClipboardEnv): Promise<CopyOutcome> {
  if (env.clipboard && typeof env.clipboard.writeText === 'function') {
    try {
      await env.clipboard.writeText(text);
      return 'copied';
    } catch {
      return 'refused';
    }
  }
  try {
    return env.legacyCopy?.(text) ? 'copied' : 'refused';
  } catch {
    return 'refused';
  }
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * The copied flag: `markCopied()` sets it and schedules the reset `duration` ms later; copying
 * again within that time restarts the 2 seconds instead of stacking timers.
 */
export function createCopiedFlag(
  onChange: (copied: boolean) => void,
  duration: number = COPIED_LABEL_MS,
  timers: Timers = globalThis,
) {
  let handle: unknown = null;
  let copied = false;
  const set = (next: boolean) => {
    if (next === copied) return;
    copied = next;
    onChange(next);
  };
  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle as never);
    handle = null;
  };
  return {
    markCopied(): void {
      cancel();
      set(true);
      handle = timers.setTimeout(() => {
        handle = null;
        set(false);
      }, duration);
    },
    /** Stops a pending reset (component unmounted). */
    dispose(): void {
      cancel();
    },
    get copied(): boolean {
      return copied;
    },
  };
}

/** `document.execCommand('copy')` through a temporary off-screen textarea. */
export function legacyCopyWithTextarea(text: string, doc: Document = document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  doc.body.append(area);
  const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  area.select();
  try {
    return doc.execCommand('copy');
  } finally {
    area.remove();
    active?.focus();
  }
}

/** Text to copy from an element: an input's or textarea's value, else its text. */
export function textOf(element: { value?: unknown; textContent: string | null } | null | undefined): string {
  if (!element) return '';
  if (typeof element.value === 'string') return element.value;
  return element.textContent ?? '';
}
