import { describe, expect, it } from 'vitest';
import { choiceParam, fixedField, flagParam, historyMethod, pageParam, queryCodec, textParam } from '@/lib/url-state';

const codec = queryCodec({
  q: textParam('q', 10),
  sort: choiceParam('sort', ['new', 'old', 'name'] as const, 'new'),
  open: flagParam('open'),
  page: pageParam('page'),
  scope: fixedField('all'),
});
type State = typeof codec.defaults;
const defaults: State = { q: '', sort: 'new', open: false, page: 1, scope: 'all' };

describe('queryCodec', () => {
  it('has the fallbacks of its fields as its defaults, written as no query at all', () => {
    expect(codec.defaults).toEqual(defaults);
    expect(codec.serialise(codec.defaults)).toBe('');
    expect(codec.parse('')).toEqual(defaults);
  });

  it('reads every field, with or without the leading ?', () => {
    const state: State = { q: 'crm', sort: 'name', open: true, page: 3, scope: 'all' };
    expect(codec.parse('?q=crm&sort=name&open=1&page=3')).toEqual(state);
    expect(codec.parse('q=crm&sort=name&open=true&page=3')).toEqual(state);
    expect(codec.parse(new URLSearchParams({ q: 'crm', sort: 'name', open: '1', page: '3' }))).toEqual(state);
  });

  it('falls back field by field for bad values', () => {
    expect(codec.parse('?sort=nonsense&page=-3&open=yes')).toEqual(defaults);
    expect(codec.parse('?q=ok&sort=nonsense&page=abc')).toEqual({ ...defaults, q: 'ok' });
    expect(codec.parse('?page=0').page).toBe(1);
    expect(codec.parse('?page=2.5').page).toBe(2);
    expect(codec.parse(`?q=${'x'.repeat(50)}`).q).toBe('x'.repeat(10));
  });

  it('ignores a parameter for a fixed field, and never writes it', () => {
    expect(codec.parse('?scope=mine').scope).toBe('all');
    expect(codec.serialise({ ...defaults, scope: 'mine' })).toBe('');
  });

  it('writes the non-default fields in declaration order, the text trimmed', () => {
    expect(codec.serialise({ ...defaults, page: 2, open: true, q: '  a b ' })).toBe('?q=a+b&open=1&page=2');
    expect(codec.serialise({ ...defaults, q: '   ' })).toBe('');
    const state: State = { q: 'a&b', sort: 'old', open: true, page: 4, scope: 'all' };
    expect(codec.parse(codec.serialise(state))).toEqual(state);
  });

  it('refines a parsed state across fields', () => {
    const capped = queryCodec({ page: pageParam('page') }, (state) => ({ page: Math.min(state.page, 5) }));
    expect(capped.parse('?page=9').page).toBe(5);
    expect(capped.defaults.page).toBe(1);
  });
});

describe('historyMethod', () => {
  it('pushes a choice', () => {
    expect(historyMethod('choice', false)).toBe('push');
    expect(historyMethod('choice', true)).toBe('push');
  });

  it('pushes the first keystroke of a search and replaces the ones after it', () => {
    expect(historyMethod('typing', false)).toBe('push');
    expect(historyMethod('typing', true)).toBe('replace');
  });

  it('only corrects a state read from the URL in place', () => {
    expect(historyMethod('url', false)).toBe('replace');
    expect(historyMethod('url', true)).toBe('replace');
  });
});

describe('pageParam', () => {
  it("reads a missing or bad page as the path's own page", () => {
    const onPageThree = queryCodec({ page: pageParam('page', 3) });
    expect(onPageThree.parse('').page).toBe(3);
    expect(onPageThree.parse('?page=-1').page).toBe(3);
    expect(onPageThree.parse('?page=1').page).toBe(1);
    expect(onPageThree.serialise({ page: 3 })).toBe('');
    expect(onPageThree.serialise({ page: 1 })).toBe('?page=1');
    expect(queryCodec({ page: pageParam('page') }).parse('?page=x').page).toBe(1);
  });
});
