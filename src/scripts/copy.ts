/**
 * Behaviour of CopyButton.astro. The toast code (React) loads only when a toast is needed.
 */
import { COPIED_MS, textOf } from '@/lib/clipboard';

type ToastVariant = 'success' | 'error' | 'info';

async function toast(variant: ToastVariant, title: string, description?: string): Promise<void> {
  const { showToast } = await import('@/components/islands/toaster');
  showToast(description ? { title, description, variant } : { title, variant });
}

function setupCopyButton(button: HTMLButtonElement): void {
  const label = button.querySelector<HTMLElement>('[data-copy-label]');
  const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-status]');
  const idleIcon = button.querySelector<HTMLElement>('[data-copy-icon="idle"]');
  const doneIcon = button.querySelector<HTMLElement>('[data-copy-icon="done"]');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showCopied = (copied: boolean) => {
    if (label)
      label.textContent = copied ? (button.dataset.copiedLabel ?? 'Copied!') : (button.dataset.label ?? 'Copy');
    if (idleIcon) idleIcon.hidden = copied;
    if (doneIcon) doneIcon.hidden = !copied;
    button.dataset.copied = String(copied);
    if (status) status.textContent = copied ? (button.dataset.copiedLabel ?? 'Copied!') : '';
  };

  button.addEventListener('click', async () => {
    const source = button.dataset.copyFrom ? document.querySelector<HTMLElement>(button.dataset.copyFrom) : null;
    const text = button.dataset.copyText ?? textOf(source as (HTMLElement & { value?: unknown }) | null);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
      await toast(
        'error',
        'Could not copy',
        'Your browser did not allow access to the clipboard. Select the text and copy it by hand.',
      );
      return;
    }
    showCopied(true);
    clearTimeout(timer);
    timer = setTimeout(() => showCopied(false), COPIED_MS);
    if (button.dataset.successTitle)
      await toast('success', button.dataset.successTitle, button.dataset.successDescription);
  });
  button.dataset.copyReady = 'true';
}

export function setupCopyButtons(): void {
  document.querySelectorAll<HTMLButtonElement>('button[data-copy]:not([data-copy-ready])').forEach(setupCopyButton);
}
