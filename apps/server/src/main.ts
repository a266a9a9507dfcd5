import { OperatorConfigError } from '@slipstream/contract/operator';
import { loadConfig } from './config';
import { openDb } from './db/open-db';
import { buildApp } from './app';
import { systemClock } from './clock';
import { pushSettingsFromEnv } from './push/push-settings';
import { platformSettingsFromEnv } from './platform/settings';
import { securityHeadersFromEnv } from './security/headers';
import { readAllowedOrigins } from './embedding/allowed-origins';
import { reportingEnvironment, reportingRelease, startErrorReporting } from './observability/error-reporting';
import { webDir } from './web/mount-web';

/** The process entry: config, database (migrated), app, listen. Everything on one origin (API.md). */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedding = readAllowedOrigins(
    {
      embedding: config.operator.embedding,
      demo: config.demo,
      ownOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
    },
    (message) => console.warn(message),
  );
  if (config.sentryDsn) {
    // The web app (mounted in this process) reports under the same release and environment.
    process.env.SENTRY_RELEASE = reportingRelease(process.env, webDir());
    process.env.SENTRY_ENVIRONMENT = reportingEnvironment(process.env);
    await startErrorReporting({
      dsn: config.sentryDsn,
      release: process.env.SENTRY_RELEASE,
      environment: process.env.SENTRY_ENVIRONMENT,
    });
  }
  // The web app runs in this process and reads the same file (apps/web lib/site/site-config.ts).
  process.env.OPERATOR_CONFIG = config.operatorConfigPath;
  const db = await openDb(config);
  const app = await buildApp(
    { config, db, clock: systemClock },
    {
      logger: true,
      processMetrics: true,
      startFeed: true,
      serveWeb: process.env.SERVE_WEB !== '0',
      push: pushSettingsFromEnv(process.env),
      platform: platformSettingsFromEnv(process.env),
      securityHeaders: securityHeadersFromEnv(process.env, embedding),
      embedding,
    },
  );
  const shutdown = async (): Promise<void> => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: '0.0.0.0' });
}

main().catch((err: unknown) => {
  // A bad operator file is the operator's to fix: its message names the fields, a stack trace adds nothing.
  console.error(err instanceof OperatorConfigError ? err.message : err);
  process.exit(1);
});
