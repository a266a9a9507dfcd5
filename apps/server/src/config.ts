import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the server reads from its environment (API.md "Environment"), parsed once at start. */
export interface ServerConfig {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  simSeed: number;
  simSpeed: number;
  simControl: boolean;
  tokenSecret: string;
  centrifugo: { apiUrl: string; apiKey: string; wsUrl: string | undefined } | undefined;
  sentryDsn: string | undefined;
  operatorConfigPath: string | undefined;
  /** Locales whose push channels are published (public:{lang}); the first is the default. */
  locales: string[];
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const centrifugoApiUrl = env.CENTRIFUGO_API_URL;
  return {
    port: intFrom(env.PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    simSeed: intFrom(env.SIM_SEED, 42),
    simSpeed: numberFrom(env.SIM_SPEED, 1),
    simControl: env.SIM_CONTROL === '1',
    tokenSecret: env.TOKEN_SECRET || persistedSecret(dataDir),
    centrifugo: centrifugoApiUrl
      ? { apiUrl: centrifugoApiUrl, apiKey: env.CENTRIFUGO_API_KEY ?? '', wsUrl: env.CENTRIFUGO_WS_URL }
      : undefined,
    sentryDsn: env.SENTRY_DSN || undefined,
    operatorConfigPath: env.OPERATOR_CONFIG || undefined,
    locales: (env.LOCALES ?? 'en')
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
  };
}

/** A generated HMAC key, kept under DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
