import { describe, expect, it } from 'vitest';
import { securityHeadersFromEnv } from '../security/headers';
import { operatorConfigSchema } from '@slipstream/contract/operator';
import { embeddingAllowList, frameAncestorsFor, readAllowedOrigins } from './allowed-origins';

/** The embedding section as the operator file's schema gives it (SPEC.md OP1). */
const section = (input: unknown) => operatorConfigSchema.parse({ embedding: input }).embedding;

describe('embedding allow-list', () => {
  it('[EM2] reads embedding.allowed_origins; demo mode adds the own origin; none by default', () => {
    const embedding = section({ allowed_origins: ['https://casino.example', 'https://b.example'] });
    expect(readAllowedOrigins({ embedding, demo: false, ownOrigin: 'http://localhost:3000' })).toEqual({
      origins: ['https://casino.example', 'https://b.example'],
      wildcard: false,
    });
    expect(
      readAllowedOrigins({ embedding: section({}), demo: true, ownOrigin: 'http://localhost:3000' }),
    ).toEqual({
      origins: ['http://localhost:3000'],
      wildcard: false,
    });
    expect(
      readAllowedOrigins({ embedding: section({}), demo: false, ownOrigin: 'http://localhost:3000' }),
    ).toEqual({
      origins: [],
      wildcard: false,
    });
  });

  it('[EM2] a wildcard is honoured only when session initialisation is supported', () => {
    const warnings: string[] = [];
    expect(
      embeddingAllowList(['*', 'https://a.example'], {
        sessionInitSupported: false,
        warn: (m) => warnings.push(m),
      }),
    ).toEqual({
      origins: ['https://a.example'],
      wildcard: false,
    });
    expect(warnings).toHaveLength(1);
    expect(embeddingAllowList(['*'], { sessionInitSupported: true })).toEqual({
      origins: [],
      wildcard: true,
    });
    const embedding = section({ allowed_origins: ['*'], session_init_supported: true });
    expect(readAllowedOrigins({ embedding, demo: false, ownOrigin: 'http://x.test' }).wildcard).toBe(true);
    // The schema refuses what is not a boolean, so "true" as a string never honours a wildcard.
    expect(() => section({ allowed_origins: ['*'], session_init_supported: 'true' })).toThrow();
  });

  it('[EM2] a malformed entry stops the start, naming the field', () => {
    expect(() => embeddingAllowList(['https://a.example/path'], { sessionInitSupported: false })).toThrow(
      'embedding.allowed_origins[0]',
    );
    expect(() => embeddingAllowList(['ftp://a.example'], { sessionInitSupported: false })).toThrow(
      /not an origin/,
    );
    expect(() => embeddingAllowList([42], { sessionInitSupported: false })).toThrow(
      'embedding.allowed_origins[0]',
    );
    // The schema refuses a list that is not one, or an entry that is not an origin, before this runs.
    expect(() => section({ allowed_origins: 'https://a.example' })).toThrow();
    expect(() => section({ allowed_origins: ['https://a.example/path'] })).toThrow();
  });

  it('[EM3] frame-ancestors follow the allow-list; FRAME_ANCESTORS overrides it', () => {
    const allow = { origins: ['https://a.example'], wildcard: false };
    expect(frameAncestorsFor(allow)).toEqual(["'self'", 'https://a.example']);
    expect(frameAncestorsFor({ origins: [], wildcard: true })).toEqual(['*']);
    expect(securityHeadersFromEnv({}, allow).frameAncestors).toEqual(["'self'", 'https://a.example']);
    expect(securityHeadersFromEnv({ FRAME_ANCESTORS: 'https://z.example' }, allow).frameAncestors).toEqual([
      'https://z.example',
    ]);
    expect(securityHeadersFromEnv({ SENTRY_DSN: 'https://k@o1.ingest.example/2' }).connectSources).toEqual([
      'https://o1.ingest.example',
    ]);
  });
});
