import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeadersFromEnv } from '../security/headers';
import { embeddingAllowList, frameAncestorsFor, readAllowedOrigins } from './allowed-origins';

function operatorFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'slipstream-op-')), 'operator.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('embedding allow-list', () => {
  it('[EM2] reads embedding.allowed_origins; demo mode adds the own origin; none by default', () => {
    const path = operatorFile({
      embedding: { allowed_origins: ['https://casino.example', 'https://b.example/'] },
    });
    expect(
      readAllowedOrigins({ operatorConfigPath: path, demo: false, ownOrigin: 'http://localhost:3000' }),
    ).toEqual({
      origins: ['https://casino.example', 'https://b.example'],
      wildcard: false,
    });
    expect(
      readAllowedOrigins({ operatorConfigPath: undefined, demo: true, ownOrigin: 'http://localhost:3000' }),
    ).toEqual({
      origins: ['http://localhost:3000'],
      wildcard: false,
    });
    expect(
      readAllowedOrigins({ operatorConfigPath: undefined, demo: false, ownOrigin: 'http://localhost:3000' }),
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
    const path = operatorFile({ embedding: { allowed_origins: ['*'], session_init_supported: true } });
    expect(
      readAllowedOrigins({ operatorConfigPath: path, demo: false, ownOrigin: 'http://x.test' }).wildcard,
    ).toBe(true);
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
    const path = operatorFile({ embedding: { allowed_origins: 'https://a.example' } });
    expect(() =>
      readAllowedOrigins({ operatorConfigPath: path, demo: false, ownOrigin: 'http://x.test' }),
    ).toThrow('embedding.allowed_origins');
    expect(() =>
      readAllowedOrigins({
        operatorConfigPath: operatorFile('{nope'),
        demo: false,
        ownOrigin: 'http://x.test',
      }),
    ).toThrow(/OPERATOR_CONFIG/);
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
