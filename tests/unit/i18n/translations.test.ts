import { describe, expect, it } from 'vitest';
import {
  applyTranslation,
  translationFileParts,
  translationFileProblem,
  translationProblems,
} from '../../../src/lib/i18n/translations';
import {
  PSEUDO_LOCALE,
  pseudoDictionary,
  pseudoMarkdown,
  pseudoText,
  pseudoTranslation,
} from '../../../src/lib/i18n/pseudo';

const category = {
  name: 'Pricing & Costs',
  order: 1,
  items: [
    { id: 'a', question: 'How much?', answer: 'It depends.' },
    { id: 'b', question: 'How long?', answer: 'Weeks.' },
  ],
};

describe('translation files', () => {
  it('are named after their entry and language', () => {
    expect(translationFileParts('pricing.de.json')).toEqual({ id: 'pricing', language: 'de', extension: '.json' });
    expect(translationFileParts('site.de.json')).toEqual({ id: 'site', language: 'de', extension: '.json' });
    expect(translationFileParts('pricing.json')).toBeUndefined();
    expect(translationFileParts('thumbnail.webp')).toBeUndefined();
  });

  it('lay their texts over the entry, list items by id, and keep the shared fields', () => {
    const translated = applyTranslation(category, {
      name: 'Preise & Kosten',
      items: [
        { id: 'b', question: 'Wie lange?', answer: 'Wochen.' },
        { id: 'a', question: 'Wie viel?', answer: 'Es kommt darauf an.' },
      ],
    });
    expect(translated).toEqual({
      name: 'Preise & Kosten',
      order: 1,
      items: [
        { id: 'a', question: 'Wie viel?', answer: 'Es kommt darauf an.' },
        { id: 'b', question: 'Wie lange?', answer: 'Wochen.' },
      ],
    });
    expect(category.name).toBe('Pricing & Costs');
  });

  it('name an item the entry lacks and one they leave untranslated', () => {
    const problems = translationProblems('faq/pricing.de.json', category, {
      name: 'Preise',
      items: [
        { id: 'a', question: 'Wie viel?', answer: 'Es kommt darauf an.' },
        { id: 'c', question: 'Was?', answer: 'Nichts.' },
      ],
    });
    expect(problems).toEqual([
      { file: 'faq/pricing.de.json', field: 'items', message: 'translates "c", which the entry does not have' },
      {
        file: 'faq/pricing.de.json',
        field: 'items',
        message: 'leaves "b" untranslated: translate every item of the entry',
      },
    ]);
  });

  it("lay a list of objects without ids over the entry in order, keeping each item's shared fields", () => {
    const contact = {
      tiles: [
        { icon: 'clock', title: 'Quick Response' },
        { icon: 'globe', title: 'Worldwide' },
      ],
    };
    expect(applyTranslation(contact, { tiles: [{ title: 'Schnelle Antwort' }, { title: 'Weltweit' }] })).toEqual({
      tiles: [
        { icon: 'clock', title: 'Schnelle Antwort' },
        { icon: 'globe', title: 'Weltweit' },
      ],
    });
    // An item the entry gained since (a new tile) keeps the entry's texts until it is translated.
    expect(translationProblems('site.de.json', contact, { tiles: [{ title: 'Schnelle Antwort' }] })).toEqual([]);
    expect(applyTranslation(contact, { tiles: [{ title: 'Schnelle Antwort' }] }).tiles[1]).toEqual(contact.tiles[1]);
    expect(applyTranslation(contact, { tiles: [] })).toEqual(contact);
    expect(
      translationProblems('site.de.json', contact, { tiles: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] }),
    ).toEqual([
      { file: 'site.de.json', field: 'tiles', message: 'has 3 items where the entry has 2: translate each, in order' },
    ]);
    expect(translationProblems('site.de.json', contact, { tiles: [{ title: 'A' }, { title: 'B' }] })).toEqual([]);
  });

  it('translate a list of texts in order, and name one with more texts than the entry', () => {
    const page = { rules: ['No cap.', 'Paid in 14 days.'] };
    expect(applyTranslation(page, { rules: ['Keine Obergrenze.', 'Auszahlung in 14 Tagen.'] })).toEqual({
      rules: ['Keine Obergrenze.', 'Auszahlung in 14 Tagen.'],
    });
    // A text the entry gained since shows in the entry's words until it is translated.
    expect(translationProblems('affiliate.de.json', page, { rules: ['Keine Obergrenze.'] })).toEqual([]);
    expect(applyTranslation(page, { rules: ['Keine Obergrenze.'] })).toEqual({
      rules: ['Keine Obergrenze.', 'Paid in 14 days.'],
    });
    expect(translationProblems('affiliate.de.json', page, { rules: ['A', 'B', 'C'] })).toEqual([
      {
        file: 'affiliate.de.json',
        field: 'rules',
        message: 'has 3 items where the entry has 2: translate each, in order',
      },
    ]);
  });

  it('are refused without a dictionary for their language, an entry of their own, or a kind that translates', () => {
    const known = { languages: ['en', 'de'], entryIds: ['pricing'], translatable: true, extension: '.json' };
    expect(
      translationFileProblem('faq/pricing.de.json', { id: 'pricing', language: 'de', extension: '.json' }, known),
    ).toBeUndefined();
    expect(
      translationFileProblem('faq/pricing.fr.json', { id: 'pricing', language: 'fr', extension: '.json' }, known)
        ?.message,
    ).toMatch(/"fr" is not a language of the site/);
    expect(
      translationFileProblem('faq/gone.de.json', { id: 'gone', language: 'de', extension: '.json' }, known)?.message,
    ).toMatch(/translates "gone", which has no file of its own/);
    expect(
      translationFileProblem('faq/pricing.en.json', { id: 'pricing', language: 'en', extension: '.json' }, known)
        ?.message,
    ).toMatch(/the entry itself is in "en"/);
    expect(
      translationFileProblem(
        'tools/x.de.md',
        { id: 'x', language: 'de', extension: '.md' },
        { ...known, translatable: false },
      )?.message,
    ).toMatch(/no translatable fields/);
    // A Markdown entry's translation is Markdown, a JSON entry's JSON.
    expect(
      translationFileProblem(
        'tools/x.de.json',
        { id: 'x', language: 'de', extension: '.json' },
        { ...known, entryIds: ['x'], extension: '.md' },
      )?.message,
    ).toBe('a translation is a .md file like its entry: name it x.de.md');
    expect(
      translationFileProblem(
        'tools/x.de.md',
        { id: 'x', language: 'de', extension: '.md' },
        { ...known, entryIds: ['x'], extension: '.md' },
      ),
    ).toBeUndefined();
  });
});

describe('the pseudo-language', () => {
  it('accents every text and makes it about 40 % longer, keeping its placeholders', () => {
    const text = 'Skip to content';
    const pseudo = pseudoText(text);
    expect(pseudo).not.toMatch(/[aeiou]/);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.floor(text.length * 1.35));
    expect(pseudoText('© {year} {name}. All rights reserved.')).toMatch(/^© \{year\} \{name\}\. /);
  });

  it("translates like an existing translation: the same fields, ids kept, from the entry's texts", () => {
    const translation = pseudoTranslation(
      { name: 'Preise', items: [{ id: 'b', question: 'Wie lange?', answer: 'Wochen.' }] },
      category,
    ) as { name: string; items: { id: string; question: string }[] };
    expect(Object.keys(translation)).toEqual(['name', 'items']);
    expect(translation.name).toBe(pseudoText('Pricing & Costs'));
    expect(translation.items).toEqual([{ id: 'b', question: pseudoText('How long?'), answer: pseudoText('Weeks.') }]);
  });

  it('accents a title or description without lengthening it: they have limits of their own', () => {
    const translated = pseudoTranslation(
      { title: 'x', description: 'y' },
      { title: 'Questions', description: 'All of them.' },
    );
    expect(translated).toEqual({ title: pseudoText('Questions', 0), description: pseudoText('All of them.', 0) });
    expect(pseudoText('Questions', 0)).toHaveLength('Questions'.length);
  });

  it('translates a list of texts item by item, in order', () => {
    expect(pseudoTranslation({ useCases: ['x', 'y'] }, { useCases: ['First', 'Second'] })).toEqual({
      useCases: [pseudoText('First'), pseudoText('Second')],
    });
  });

  it("accents a Markdown body's prose and keeps its code and addresses", () => {
    const body = 'Install it with `pip install agno`, see [the docs](https://docs.agno.com).\n\n```sh\nagno run\n```';
    expect(pseudoMarkdown(body)).toBe(
      `${pseudoText('Install it with ')}\`pip install agno\`${pseudoText(', see [the docs')}](https://docs.agno.com).\n\n\`\`\`sh\nagno run\n\`\`\``,
    );
  });

  it('makes a whole dictionary with its own name and locale', () => {
    const dictionary = pseudoDictionary({ name: 'English', locale: 'en-US', shell: { search: 'Search' } });
    expect(dictionary).toEqual({ name: 'Pseudo', locale: PSEUDO_LOCALE, shell: { search: pseudoText('Search') } });
  });
});
