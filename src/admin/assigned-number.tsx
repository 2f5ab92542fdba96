/**
 * The stable number of a project or idea (`id`, 1-based, unique), as the editor shows it: never
 * typed. A new entry shows the number it will get; the save gives it the next free number
 * (content-codec.ts), and an existing entry keeps its own, shown read-only.
 */
import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';

/** The form's value: the number, and whether it comes from the entry's file. */
export interface AssignedNumberValue {
  number: number | null;
  /** Read from the entry's file (an existing entry, or one being duplicated). */
  stored: boolean;
}

const describe = (value: AssignedNumberValue, next: number | undefined): string =>
  value.stored
    ? 'Assigned by the editor when the entry was created; it stays the same, whatever else changes.'
    : `Assigned by the editor when the entry is first saved: the next free number${next === undefined ? '' : ` (${next} now)`}.`;

export function assignedNumber({
  label,
  next,
}: {
  label: string;
  next: number | undefined;
}): BasicFormField<AssignedNumberValue> {
  function Input({ value }: FormFieldInputProps<AssignedNumberValue>) {
    const shown = value.number ?? next;
    return (
      <div
        role="group"
        aria-labelledby="assigned-number-label"
        data-assigned-number
        style={{ display: 'grid', gap: 6 }}
      >
        <span id="assigned-number-label" style={{ fontWeight: 600, fontSize: 14 }}>
          {label}
        </span>
        <output aria-describedby="assigned-number-help" style={{ fontSize: 16, fontVariantNumeric: 'tabular-nums' }}>
          {shown === undefined
            ? '(assigned when saved)'
            : value.stored
              ? `No. ${shown}`
              : `No. ${shown} (assigned when saved)`}
        </output>
        <span id="assigned-number-help" style={{ fontSize: 13, opacity: 0.75 }}>
          {describe(value, next)}
        </span>
      </div>
    );
  }
  return {
    kind: 'form',
    label,
    Input,
    defaultValue: () => ({ number: null, stored: false }),
    parse: (stored) => ({ number: typeof stored === 'number' ? stored : null, stored: stored !== undefined }),
    // Left out of a new entry's file: the save writes the next free number (content-codec.ts).
    serialize: (value) => ({ value: value.number ?? undefined }),
    validate: (value) => value,
    reader: {
      parse: (stored) => ({ number: typeof stored === 'number' ? stored : null, stored: stored !== undefined }),
    },
  };
}
