/**
 * Fields shown by the value of another field: a field whose `.meta()` says
 * `shownWhen: { status: ['sold'] }` applies only while the entry's status is one of those
 * values. The editor shows such fields under the field they depend on, only while they apply
 * (Keystatic's `fields.conditional`, whose value is `{ discriminant, value }`); the files stay
 * flat (`status: sold` beside `salePrice: ...`), content-codec.ts maps between the two.
 */
import { NOT_CHOSEN, type Field } from '../../lib/content/schema-shape.ts';

/** The fields that depend on one field (`on`, an enum), each with the values it applies to. */
export interface Condition {
  on: string;
  /** The dependent fields, in the schema's order, and the values of `on` where each applies. */
  dependents: Record<string, readonly string[]>;
  /** Every value `on` can hold in the form: its options, and NOT_CHOSEN when nothing is chosen for the editor. */
  values: readonly string[];
}

/** The conditions of an entry's fields; throws when a `shownWhen` names no enum or a value it does not have. */
export function conditionsOf(fields: Record<string, Field>): Condition[] {
  const byField = new Map<string, Condition>();
  for (const [key, field] of Object.entries(fields)) {
    const entries = Object.entries(field.shownWhen ?? {});
    if (entries.length === 0) continue;
    const [first, ...others] = entries;
    if (!first || others.length > 0) throw new Error(`${key}: shownWhen names one field`);
    const [on, values] = first;
    const target = fields[on];
    if (target?.shape.kind !== 'enum') throw new Error(`${key}: shownWhen names ${on}, which is not a choice`);
    const options = target.shape.values;
    const unknown = values.filter((value) => !options.includes(value));
    if (unknown.length > 0) throw new Error(`${key}: ${on} has no value ${unknown.join(', ')}`);
    const condition = byField.get(on) ?? {
      on,
      dependents: {},
      values: typeof target.defaultValue === 'string' ? options : [NOT_CHOSEN, ...options],
    };
    condition.dependents[key] = values;
    byField.set(on, condition);
  }
  return [...byField.values()];
}

/** Whether a dependent field applies while its field holds `value`. */
export const applies = (condition: Condition, key: string, value: unknown): boolean =>
  typeof value === 'string' && (condition.dependents[key]?.includes(value) ?? false);
