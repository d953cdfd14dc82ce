import { describe, expect, it } from 'vitest';
import { createPasswordHasher, NO_PASSWORD_HASH } from './password-hashing.ts';

const hasher = createPasswordHasher({ logN: 10 });

describe('password hashing', () => {
  it('verifies the password it hashed, and nothing else', async () => {
    const stored = await hasher.hash('lantern orchard velvet 42');
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify('lantern orchard velvet 42', stored)).toEqual({
      matches: true,
      needsRehash: false,
    });
    expect((await hasher.verify('lantern orchard velvet 43', stored)).matches).toBe(false);
    expect((await hasher.verify('', stored)).matches).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('lantern orchard velvet 42')).not.toBe(
      await hasher.hash('lantern orchard velvet 42'),
    );
  });

  it('treats NFKC-equivalent passwords as the same password', async () => {
    const stored = await hasher.hash('ｌａｎｔｅｒｎ orchard ﬁeld 42');
    expect((await hasher.verify('lantern orchard field 42', stored)).matches).toBe(true);
  });

  it('asks for a new hash when the stored one used a lower cost, only once the password matched', async () => {
    const stored = await createPasswordHasher({ logN: 9 }).hash('lantern orchard velvet 42');
    expect(await hasher.verify('lantern orchard velvet 42', stored)).toEqual({
      matches: true,
      needsRehash: true,
    });
    expect(await hasher.verify('wrong password here', stored)).toEqual({
      matches: false,
      needsRehash: false,
    });
  });

  it('never matches an account without a password, a corrupt hash, or one whose cost is out of bounds', async () => {
    const stored = await hasher.hash('lantern orchard velvet 42');
    const secondLast = stored.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${stored.slice(0, -2)}${secondLast}${stored.at(-1)}`;
    for (const bad of [NO_PASSWORD_HASH, '', 'plaintext', stored.replace('ln=10', 'ln=40'), flipped]) {
      expect((await hasher.verify('lantern orchard velvet 42', bad)).matches).toBe(false);
    }
  });
});
