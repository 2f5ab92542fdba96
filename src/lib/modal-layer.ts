/**
 * Escape closes the topmost modal layer only. A layer that keeps the focus inside it while it is
 * on top (the consultation dialog, the menu) leaves an Escape pressed with the focus elsewhere to
 * the layer opened over it (the search dialog, which its shortcut opens over any page), so one
 * Escape never closes two layers, nor the hidden one below.
 */

interface Layer {
  contains: (other: never) => boolean;
}

/**
 * Whether an Escape whose target is `target` is for `layer`: the focus is inside the layer, or
 * on no element at all (the document or its body).
 */
export function escapeIsFor(layer: Layer, target: unknown, document: { body: unknown }): boolean {
  if (target === null || target === undefined || target === document || target === document.body) return true;
  return layer.contains(target as never);
}
