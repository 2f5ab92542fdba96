import { describe, expect, it } from 'vitest';
import { parseAuthor } from '@/server/node/publish/rollback-command';

describe('who undoes a publish from a shell', () => {
  it('reads "Name <email>"', () => {
    expect(parseAuthor('Ada Lovelace <ada@example.com>')).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it('refuses what is not a name and an address', () => {
    expect(parseAuthor('ada@example.com')).toBeUndefined();
    expect(parseAuthor('<ada@example.com>')).toBeUndefined();
    expect(parseAuthor('Ada <not an address>')).toBeUndefined();
  });
});
