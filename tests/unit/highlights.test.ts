import { describe, expect, it } from 'vitest';
import { highlightSchema } from '@/lib/content/schemas';
import { highlightLines, revenuePotentialText, type RevenuePotential } from '@/lib/highlights';
import { localizedMonthlyRange } from '@/lib/ideas';

const potentials = new Map([['swap', { min: 1500, max: 4000 }]]);
const potentialOf = (slug: string) => potentials.get(slug);
const inEnglish = (potential: RevenuePotential) => `${revenuePotentialText(potential)} potential`;

describe('highlight lines', () => {
  it('keeps a value line that is written out', () => {
    const lines = highlightLines([{ id: 'a', title: 'A', value: '36+ analysis tools' }], potentialOf, inEnglish);
    expect(lines).toEqual([{ id: 'a', title: 'A', value: '36+ analysis tools' }]);
  });

  it("takes the value line from the featured project's revenue potential: the Key Metrics figure", () => {
    const lines = highlightLines([{ id: 'a', title: 'Face Swap', project: 'swap' }], potentialOf, inEnglish);
    expect(lines).toEqual([{ id: 'a', title: 'Face Swap', value: '$1,500 - $4,000/mo potential' }]);
    expect(lines[0]?.value).toContain(revenuePotentialText({ min: 1500, max: 4000 }));
  });

  it("writes the revenue potential as the page's language does", () => {
    const words = { range: '{min} – {max}', perMonth: '{amount}/Monat' };
    const lines = highlightLines(
      [{ id: 'a', title: 'Face-Swap', project: 'swap' }],
      potentialOf,
      (potential) => `Potenzial: ${localizedMonthlyRange(potential.min, potential.max, 'USD', 'de-DE', words)}`,
    );
    expect(lines[0]?.value).toBe('Potenzial: 1.500\u00a0$ – 4.000\u00a0$/Monat');
  });

  it('a written value wins over the project, and one without either line is left out', () => {
    const lines = highlightLines(
      [
        { id: 'a', title: 'A', value: 'Own line', project: 'swap' },
        { id: 'b', title: 'B', project: 'unknown' },
      ],
      potentialOf,
      inEnglish,
    );
    expect(lines.map((line) => line.value)).toEqual(['Own line']);
  });

  it('the schema asks for a value or a project', () => {
    expect(highlightSchema.safeParse({ id: 'a', title: 'A', project: 'swap' }).success).toBe(true);
    const missing = highlightSchema.safeParse({ id: 'a', title: 'A' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['value']);
    expect(missing.error?.issues[0]?.message).toMatch(/give a value, or the project/);
  });
});
