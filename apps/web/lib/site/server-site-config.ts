import { operatorConfigFromEnv } from './operator-file';
import { siteConfigFromEnv, type SiteConfig } from './site-config';

let cached: SiteConfig | undefined;

/** The site configuration of this process (server components and the proxy). */
export function serverSiteConfig(): SiteConfig {
  cached ??= siteConfigFromEnv(process.env, operatorConfigFromEnv(process.env));
  return cached;
}
