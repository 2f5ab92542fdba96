import { describe, expect, it } from 'vitest';
import { fillTemplate, templatePlaceholders, templateSegments } from '@/lib/template';

describe('templates', () => {
  it('fills every placeholder, numbers included', () => {
    expect(fillTemplate('Earn {pct}% within {days} days ({pct}%)', { pct: 30, days: 14 })).toBe(
      'Earn 30% within 14 days (30%)',
    );
  });

  it('leaves text without placeholders alone', () => {
    expect(fillTemplate('No cap', {})).toBe('No cap');
    expect(fillTemplate('', {})).toBe('');
  });

  it('splits into text and value segments for renderers that wrap values', () => {
    expect(templateSegments('Email {adminEmail} today', { adminEmail: 'a@b.co' })).toEqual([
      { text: 'Email ' },
      { text: 'a@b.co', token: 'adminEmail' },
      { text: ' today' },
    ]);
    expect(templateSegments('{x}', { x: 1 })).toEqual([{ text: '1', token: 'x' }]);
  });

  it('throws on a placeholder without a value instead of showing it', () => {
    expect(() => fillTemplate('Earn {comissionPercent}%', { commissionPercent: 30 })).toThrow(/comissionPercent/);
  });

  it('lists the placeholders used, once each', () => {
    expect(templatePlaceholders('{a} and {b} and {a}; {not a placeholder} {}')).toEqual(['a', 'b']);
  });
});
