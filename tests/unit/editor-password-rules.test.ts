import { describe, expect, it } from 'vitest';
import { isEmail, MIN_PASSWORD_LENGTH, normalEmail, passwordProblem } from '@/lib/editor/password-rules';

describe('password rules', () => {
  it('refuses a password under 12 characters with a message naming the rule', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem('eleven char')).toBe('The password must have at least 12 characters (it has 11).');
    expect(passwordProblem('')).toMatch(/at least 12 characters/);
  });

  it('takes 12 characters, counted as characters and not bytes', () => {
    expect(passwordProblem('twelve chars')).toBeNull();
    expect(passwordProblem('ééééééééééé')).toMatch(/it has 11/);
  });

  it('refuses a password too long to hash on every sign-in', () => {
    expect(passwordProblem('x'.repeat(1025))).toMatch(/at most 1024/);
  });

  it('compares emails trimmed and in lower case, and catches a mistyped one', () => {
    expect(normalEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('ada.example.com')).toBe(false);
    expect(isEmail('ada@example')).toBe(false);
  });
});
