import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { normalizePassword } from '@kennel/core';

/**
 * scrypt (RFC 7914) from node:crypto, stored PHC-style: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`.
 * The cost travels with each hash, so raising PASSWORD_SCRYPT_LOG_N later re-hashes passwords
 * at their owners' next login. Why these parameters: docs/adr/0008-password-hashing.md.
 */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = '$scrypt$';
// Bounds on parameters read back from storage, so a corrupt row cannot stall the server.
const MAX_LOG_N = 22;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

interface ScryptParameters {
  logN: number;
  blockSize: number;
  parallelism: number;
}

interface ParsedHash extends ScryptParameters {
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, { logN, blockSize, parallelism }: ScryptParameters) {
  const N = 2 ** logN;
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      normalizePassword(password),
      salt,
      KEY_BYTES,
      { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function format(parameters: ScryptParameters, salt: Buffer, hash: Buffer): string {
  return `${PREFIX}ln=${parameters.logN},r=${parameters.blockSize},p=${parameters.parallelism}$${b64(salt)}$${b64(hash)}`;
}

function parse(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return null;
  const [logN, blockSize, parallelism] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (logN < 1 || logN > MAX_LOG_N || blockSize < 1 || blockSize > MAX_BLOCK_SIZE) return null;
  if (parallelism < 1 || parallelism > MAX_PARALLELISM) return null;
  const hash = Buffer.from(match[5] ?? '', 'base64');
  if (hash.length !== KEY_BYTES) return null;
  return { logN, blockSize, parallelism, salt: Buffer.from(match[4] ?? '', 'base64'), hash };
}

export interface PasswordCheckResult {
  matches: boolean;
  /** The hash was made with weaker parameters than today's: store a new one. */
  needsRehash: boolean;
}

/** Marks an account that has no password (test users); no password ever matches it. */
export const NO_PASSWORD_HASH = '!no-password';

export function createPasswordHasher({ logN }: { logN: number }) {
  const current: ScryptParameters = { logN, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };
  // Compared against when there is no account, so an unknown email costs as much as a known one.
  const decoyHash = derive(randomBytes(16).toString('hex'), randomBytes(SALT_BYTES), current).then((hash) =>
    format(current, randomBytes(SALT_BYTES), hash),
  );

  async function verify(password: string, stored: string): Promise<PasswordCheckResult> {
    const parsed = parse(stored);
    if (!parsed) {
      await verify(password, await decoyHash);
      return { matches: false, needsRehash: false };
    }
    const candidate = await derive(password, parsed.salt, parsed);
    const matches = timingSafeEqual(candidate, parsed.hash);
    const weaker =
      parsed.logN < current.logN ||
      parsed.blockSize < current.blockSize ||
      parsed.parallelism < current.parallelism;
    return { matches, needsRehash: matches && weaker };
  }

  return {
    parameters: current,

    async hash(password: string): Promise<string> {
      const salt = randomBytes(SALT_BYTES);
      return format(current, salt, await derive(password, salt, current));
    },

    verify,

    /** Spends the time of a real check when there is no account, so timing reveals nothing. */
    async verifyDecoy(password: string): Promise<void> {
      await verify(password, await decoyHash);
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
