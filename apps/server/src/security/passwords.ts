import { hash, verify } from '@node-rs/argon2';
import { createWorkGate } from './work-gate';

/** argon2id cost parameters. The library's default algorithm is argon2id (hashes start with $argon2id$). */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet, argon2id: m=19456 KiB (19 MiB), t=2, p=1. */
export const OWASP_ARGON2ID: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * A real hash of a random password with the OWASP parameters: verified against when the e-mail is unknown,
 * so "no such account" takes as long as "wrong password" and sign-in timing does not reveal who has one.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Xb8ChD1aRcHoJ9ijb/zTwQ$99xVDa/bYX7MJYQLPtPfZfb5l0XCr1Fg1PLeg9XVtSo';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash (never throws). */
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

/**
 * Concurrency caps of the argon2 work (19 MiB and tens of ms of a worker thread each). Hashing (sign-up, password
 * reset) and verifying (sign-in) have separate lanes, so a sign-up flood queues behind its own lane (or meets
 * 503 server_busy) while sign-in keeps its own threads.
 */
export interface PasswordWorkLimits {
  hash: { concurrent: number; queued: number };
  verify: { concurrent: number; queued: number };
}

const UNLIMITED: PasswordWorkLimits = {
  hash: { concurrent: Infinity, queued: 0 },
  verify: { concurrent: Infinity, queued: 0 },
};

export function createPasswordHasher(
  params: Argon2Params = OWASP_ARGON2ID,
  limits: PasswordWorkLimits = UNLIMITED,
): PasswordHasher {
  const hashLane = createWorkGate(limits.hash);
  const verifyLane = createWorkGate(limits.verify);
  return {
    hash: (password) => hashLane.run(() => hash(password, params)),
    verify: (storedHash, password) =>
      verifyLane.run(async () => {
        try {
          const ok = await verify(storedHash ?? DUMMY_HASH, password);
          return storedHash !== null && ok;
        } catch {
          return false;
        }
      }),
  };
}
