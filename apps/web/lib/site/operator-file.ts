import { readFileSync } from 'node:fs';
import { parseOperatorConfigText, type OperatorConfig } from '@slipstream/contract/operator';
import { DEFAULT_OPERATOR_CONFIG } from './site-config';

/**
 * The operator configuration of this process: the file OPERATOR_CONFIG names (the server sets it to the file it
 * validated at start, the shipped default when unset), parsed with the same schema; the default without one.
 * Server-only (node:fs): the proxy and server components.
 */
export function operatorConfigFromEnv(env: Record<string, string | undefined>): OperatorConfig {
  const path = env.OPERATOR_CONFIG;
  if (!path) return DEFAULT_OPERATOR_CONFIG;
  return parseOperatorConfigText(readFileSync(path, 'utf8'), `OPERATOR_CONFIG ${path}`);
}
