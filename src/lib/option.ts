/**
 * A choice offered to a visitor or an editor: a form's select, a filter's tab, an editor's
 * select of entries. One shape wherever a value is chosen by its label.
 */

export interface Option<V extends string = string> {
  /** What is stored, sent or put in the URL. */
  value: V;
  /** What the visitor or editor reads. */
  label: string;
}
