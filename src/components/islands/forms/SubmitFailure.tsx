/**
 * What a form says beside its submit button after a failed send: an alert inside the form (so it
 * is announced and can be read while the dialog is open), in the form's own colours, until the
 * visitor tries again. The toast that also appears closes by itself.
 */
import { useFormWords } from './form-words';

export function SubmitFailure({ failed }: { failed: boolean }) {
  const { forms } = useFormWords();
  if (!failed) return null;
  return (
    <p
      role="alert"
      data-submit-failure
      className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <span className="font-semibold">{forms.failedTitle}.</span> {forms.failed}
    </p>
  );
}
