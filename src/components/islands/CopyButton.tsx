/**
 * A "Copy ..." button (spec 001 §2: the referral link on /affiliate, the address on /contact).
 * Copies `text`, or the current value of the input with id `sourceId`; reads "Copied!" for
 * 2 seconds; shows a toast on success when given one, and always says so when the browser
 * refuses clipboard access (then selects the input's text so it can be copied by hand).
 */
import { cn as merge } from '@/lib/cn';
import { Check, Copy } from './icons';
import { useEffect, useState } from 'react';
import type { ToastInput } from '@/lib/toast-store';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/lib/ui-variants';
import { withErrorBoundary } from './ErrorBoundary';
import { useCopyToClipboard } from './useCopyToClipboard';

type ToastText = Pick<ToastInput, 'title' | 'description'>;

export interface CopyButtonProps {
  /** The text to copy. */
  text?: string;
  /** Or: id of an input whose current value is copied. */
  sourceId?: string;
  /** Idle label, e.g. "Copy Link". */
  label: string;
  copiedLabel?: string;
  /** Toast after a successful copy; none when omitted. */
  successToast?: ToastText;
  /** Toast when the browser refuses clipboard access. */
  refusedToast?: ToastText;
  /** Screen-reader announcement after a successful copy (for buttons without a toast). */
  announce?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const defaultRefusal: ToastText = {
  title: 'Copy failed',
  description: 'Your browser blocked clipboard access. Select the text and copy it manually.',
};

async function toast(input: ToastInput): Promise<void> {
  const { showToast } = await import('./toaster');
  showToast(input);
}

function CopyButton({
  text,
  sourceId,
  label,
  copiedLabel = 'Copied!',
  successToast,
  refusedToast = defaultRefusal,
  announce,
  variant = 'primary',
  size = 'md',
  className,
}: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setReady(true), []);

  const source = (): HTMLInputElement | HTMLTextAreaElement | null => {
    if (!sourceId) return null;
    const element = document.getElementById(sourceId);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
  };

  const onClick = async () => {
    const input = source();
    const value = input ? input.value.trim() : (text ?? '');
    const outcome = await copy(value);
    if (outcome === 'copied') {
      setStatus(announce ?? '');
      if (successToast) await toast({ ...successToast, variant: 'success' });
    } else {
      setStatus('');
      if (input) {
        input.focus();
        input.select();
      }
      await toast({ ...refusedToast, variant: 'error' });
    }
  };

  const Glyph = copied ? Check : Copy;
  return (
    <>
      <button
        type="button"
        onClick={() => void onClick()}
        data-copy-button=""
        data-ready={ready ? 'true' : undefined}
        data-copied={copied ? 'true' : undefined}
        className={merge(buttonClass(variant, size), className)}
      >
        <Glyph className="size-4 shrink-0" aria-hidden="true" />
        <span>{copied ? copiedLabel : label}</span>
      </button>
      {announce ? (
        <span role="status" className="sr-only">
          {copied ? status : ''}
        </span>
      ) : null}
    </>
  );
}

export default withErrorBoundary(CopyButton);
