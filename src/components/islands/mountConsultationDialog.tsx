/**
 * Loaded on the first click of a consultation trigger (see ConsultationDialogHost.astro):
 * mounts the dialog, opened for that trigger. Pages ship none of the dialog's code until then.
 */
import { createRoot } from 'react-dom/client';
import { ConsultationDialog } from './ConsultationDialog';

export function mountConsultationDialog(trigger: HTMLElement): void {
  const host = document.createElement('div');
  host.dataset.consultationHost = '';
  document.body.append(host);
  createRoot(host).render(<ConsultationDialog initialTrigger={trigger} />);
}
