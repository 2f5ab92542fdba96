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

/** In the editor's own type and colours (Keystatic's theme variables), like its other fields. */
const STYLES = {
  group: {
    display: 'grid',
    gap: 8,
    fontFamily: 'var(--kui-typography-font-family-base, system-ui, sans-serif)',
    color: 'var(--kui-color-foreground-neutral)',
  },
  label: { fontWeight: 500, fontSize: 'var(--kui-typography-text-regular-size, 14px)' },
  value: {
    fontSize: 'var(--kui-typography-text-medium-size, 16px)',
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    color: 'var(--kui-color-foreground-neutral-emphasis)',
  },
  help: {
    fontSize: 'var(--kui-typography-text-small-size, 12px)',
    color: 'var(--kui-color-foreground-neutral-secondary)',
  },
} as const;

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
      <div role="group" aria-labelledby="assigned-number-label" data-assigned-number style={STYLES.group}>
        <span id="assigned-number-label" style={STYLES.label}>
          {label}
        </span>
        <output aria-describedby="assigned-number-help" style={STYLES.value}>
          {shown === undefined
            ? '(assigned when saved)'
            : value.stored
              ? `No. ${shown}`
              : `No. ${shown} (assigned when saved)`}
        </output>
        <span id="assigned-number-help" style={STYLES.help}>
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
