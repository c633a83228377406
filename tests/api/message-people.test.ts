import { describe, expect, it } from 'vitest';
import type { CatalogueIndex } from '../../server/catalogue/search/catalogue-index';
import { personOfUser } from '../../server/messages/people';

// A catalogue that knows nobody: every user in it has withdrawn.
const emptyCatalogue = { attendeeOfUser: () => undefined } as unknown as CatalogueIndex;

describe('a person of a message whose registration was withdrawn', () => {
  it('keeps one key per user that never gives away the account id', () => {
    const first = personOfUser(emptyCatalogue, 'oidc|user-4711');
    expect(first).toMatchObject({ name: '', photo: null });
    expect(first.key).toMatch(/^former-[0-9a-f]{16}$/);
    expect(first.key).not.toContain('4711');
    expect(personOfUser(emptyCatalogue, 'oidc|user-4711').key).toBe(first.key);
    expect(personOfUser(emptyCatalogue, 'oidc|user-4712').key).not.toBe(first.key);
  });
});
