/**
 * Tailwind classes that set the same property on one element. The site joins classes with clsx
 * and does not merge them (src/lib/cn.ts), so two such classes would leave the winner to the
 * stylesheet's order: every component must say which one it means.
 */
const COLORS =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|white|black|transparent|current';

/** Families of utilities of which an element may carry one per variant (`sm:`, `hover:`, ...). */
const FAMILIES: readonly [name: string, pattern: RegExp][] = [
  ['display', /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/],
  ['font size', /^text-(xs|sm|base|lg|xl|[2-9]xl)$/],
  ['text colour', new RegExp(`^text-(${COLORS})(-\\d+)?(\\/\\d+)?$`)],
  ['background colour', new RegExp(`^bg-(${COLORS})(-\\d+)?(\\/\\d+)?$`)],
  ['font weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['corner radius', /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full))?$/],
  ['padding', /^p-[\d.]+$/],
  ['horizontal padding', /^px-[\d.]+$/],
  ['vertical padding', /^py-[\d.]+$/],
  ['top padding', /^pt-[\d.]+$/],
  ['top margin', /^mt-[\d.]+$/],
  ['bottom margin', /^mb-[\d.]+$/],
  ['gap', /^gap-[\d.]+$/],
  ['width', /^w-([\d.]+|full|fit|auto|px)$/],
  ['height', /^h-([\d.]+|full|fit|auto|px)$/],
  ['shadow', /^shadow(-(xs|sm|md|lg|xl|2xl|none))?$/],
];

/** The conflicting pairs in one `class` attribute, as "text-sm text-base (font size)". */
export function classConflicts(classAttribute: string): string[] {
  const seen = new Map<string, string>();
  const conflicts: string[] = [];
  for (const token of new Set(classAttribute.split(/\s+/).filter(Boolean))) {
    const cut = token.lastIndexOf(':');
    const variant = token.slice(0, cut + 1);
    const utility = token.slice(cut + 1).replace(/^!/, '');
    const family = FAMILIES.find(([, pattern]) => pattern.test(utility))?.[0];
    if (!family) continue;
    const key = `${variant}${family}`;
    const earlier = seen.get(key);
    if (earlier) conflicts.push(`${earlier} ${token} (${family})`);
    else seen.set(key, token);
  }
  return conflicts;
}
