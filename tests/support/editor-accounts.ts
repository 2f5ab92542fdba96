/**
 * Editor accounts for the tests: an accounts file (src/server/node/editor/accounts.ts) with the
 * given editors, their passwords hashed with a cheaper scrypt cost than an operator's (the cost is
 * stored with each hash; what the tests check is the sign-in, not the cost).
 */
import { accountStore, newStamp } from '../../src/server/node/editor/accounts.ts';
import { hashPassword } from '../../src/server/node/editor/password-hash.ts';

export interface TestEditor {
  name: string;
  email: string;
  password: string;
}

export const TEST_EDITORS = {
  ada: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'ada correct horse' },
  bob: { name: 'Bob Ross', email: 'bob@example.com', password: 'bob happy little trees' },
} as const satisfies Record<string, TestEditor>;

const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

export async function writeAccounts(file: string, editors: readonly TestEditor[]): Promise<void> {
  const accounts = await Promise.all(
    editors.map(async ({ name, email, password }) => ({
      name,
      email,
      hash: await hashPassword(password, TEST_SCRYPT),
      stamp: newStamp(),
      createdAt: new Date().toISOString(),
    })),
  );
  accountStore(file).save(accounts);
}
