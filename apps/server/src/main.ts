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

/** `node dist/main.js migrate`: migrates the configured database and exits (a deployment's step before it starts
 * new nodes; DEPLOY.md). A plain start migrates too, so this is never required. */
async function migrateOnly(): Promise<void> {
  const db = await openDb(loadConfig());
  await db.close();
  console.log('the database is migrated');
  process.exit(0);
}

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

const command = process.argv[2];
if (command !== undefined && command !== 'migrate') {
  console.error(
    `unknown command "${command}": start with no argument, or "migrate" to migrate the database and exit`,
  );
  process.exit(2);
}
(command === 'migrate' ? migrateOnly() : main()).catch((err: unknown) => {
  // A bad operator file is the operator's to fix: its message names the fields, a stack trace adds nothing.
  console.error(err instanceof OperatorConfigError ? err.message : err);
  process.exit(1);
});
