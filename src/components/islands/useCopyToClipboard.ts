/**
 * Copies text and keeps a `copied` flag for 2 seconds (spec 001 §9). The rules live in
 * src/lib/clipboard.ts; this hook only binds them to React state and the browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  COPIED_LABEL_MS,
  createCopiedFlag,
  legacyCopyWithTextarea,
  writeToClipboard,
  type CopyOutcome,
} from '@/lib/clipboard';

export function useCopyToClipboard(duration: number = COPIED_LABEL_MS) {
  const [copied, setCopied] = useState(false);
  const flag = useRef<ReturnType<typeof createCopiedFlag> | null>(null);

  useEffect(() => {
    const current = createCopiedFlag(setCopied, duration);
    flag.current = current;
    return () => current.dispose();
  }, [duration]);

  const copy = useCallback(async (text: string): Promise<CopyOutcome> => {
    const outcome = await writeToClipboard(text, {
      clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
      legacyCopy: (value) => legacyCopyWithTextarea(value),
    });
    if (outcome === 'copied') flag.current?.markCopied();
    return outcome;
  }, []);

  return { copied, copy };
}
