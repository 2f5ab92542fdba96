/**
 * Behaviour of CopyButton.astro, the site's one copy button (code blocks, the referral link,
 * the contact address). Copies the given text or the current value/text of the element that
 * `data-copy-from` selects, reads "Copied!" for 2 seconds, announces it, and shows a toast on
 * success when asked; when the browser refuses, it says so in an error toast and selects the
 * input's text so it can be copied by hand. The toast region loads only when a toast is shown.
 */
import { createCopiedFlag, legacyCopyWithTextarea, textOf, writeToClipboard } from '@/browser/clipboard';
import { TOAST_EVENT } from '@/lib/site-events';
import type { ToastInput } from '@/lib/toast-store';

const DEFAULT_REFUSAL = {
  title: 'Copy failed',
  description: 'Your browser blocked clipboard access. Select the text and copy it manually.',
};

/**
 * The toast event, sent here rather than through site-events' showToast: a function shared with
 * the islands would make this script import a chunk, so it could no longer be inlined into the
 * page, and Lighthouse counts a module script tag as render-blocking.
 */
function notify(input: ToastInput): void {
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: input, cancelable: true }));
}

function setupCopyButton(button: HTMLButtonElement): void {
  const { dataset } = button;
  const label = button.querySelector<HTMLElement>('[data-copy-label]');
  const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-status]');
  const idleIcon = button.querySelector<HTMLElement>('[data-copy-icon="idle"]');
  const doneIcon = button.querySelector<HTMLElement>('[data-copy-icon="done"]');
  const copiedLabel = dataset.copiedLabel ?? 'Copied!';
  // A name that adds context ("Copy code: Install") starts with the visible label. While the
  // button reads "Copied!" that name would no longer contain what it shows (WCAG 2.5.3), so the
  // visible label is its name until it reads "Copy" again.
  const contextName = button.getAttribute('aria-label');

  const flag = createCopiedFlag((copied) => {
    if (label) label.textContent = copied ? copiedLabel : (dataset.label ?? 'Copy');
    if (idleIcon) idleIcon.hidden = copied;
    if (doneIcon) doneIcon.hidden = !copied;
    if (contextName !== null) {
      if (copied) button.removeAttribute('aria-label');
      else button.setAttribute('aria-label', contextName);
    }
    button.dataset.copied = String(copied);
    if (status) status.textContent = copied ? (dataset.announce ?? (dataset.successTitle ? '' : copiedLabel)) : '';
  });

  const copy = async (): Promise<void> => {
    const source = dataset.copyFrom ? document.querySelector<HTMLElement>(dataset.copyFrom) : null;
    const input = source instanceof HTMLInputElement || source instanceof HTMLTextAreaElement ? source : null;
    const text = dataset.copyText ?? (input ? input.value.trim() : textOf(source));
    const outcome = await writeToClipboard(text, {
      clipboard: navigator.clipboard,
      legacyCopy: (value) => legacyCopyWithTextarea(value),
    });
    if (outcome === 'copied') {
      flag.markCopied();
      if (dataset.successTitle)
        notify({
          title: dataset.successTitle,
          description: dataset.successDescription,
          variant: 'success',
        });
      return;
    }
    console.warn('Copy to clipboard refused');
    input?.focus();
    input?.select();
    notify({
      title: dataset.refusedTitle ?? DEFAULT_REFUSAL.title,
      description: dataset.refusedDescription ?? DEFAULT_REFUSAL.description,
      variant: 'error',
    });
  };
  button.addEventListener('click', () => void copy());
  button.dataset.copyReady = 'true';
}

export function setupCopyButtons(): void {
  document.querySelectorAll<HTMLButtonElement>('button[data-copy]:not([data-copy-ready])').forEach(setupCopyButton);
}
