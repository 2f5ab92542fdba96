/**
 * A choice chip: a radio or checkbox drawn as a pill. Plain React, shared by the consultation
 * form island and the request form's server-rendered technology picker.
 */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';
import { forcedSelected } from '@/lib/ui-variants';

/** A radio or checkbox shown as a pill; the native input stays in the accessibility tree. */
export const ChoiceChip = forwardRef<
  HTMLInputElement,
  Omit<ComponentPropsWithoutRef<'input'>, 'className'> & { type: 'radio' | 'checkbox'; label: string }
>(function ChoiceChip({ label, id, ...input }, ref) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative inline-flex min-h-10 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-surface px-3 py-2 text-sm font-medium text-slate-800 select-none',
        'hover:border-indigo-400 hover:bg-indigo-50',
        'has-checked:border-indigo-600 has-checked:bg-indigo-600 has-checked:text-white',
        forcedSelected.hasChecked,
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
      )}
    >
      <input ref={ref} id={id} className="peer sr-only" {...input} />
      {label}
    </label>
  );
});
