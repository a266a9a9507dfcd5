import { readFileSync } from 'node:fs';
import {
  OperatorConfigError,
  parseOperatorConfigText,
  type OperatorConfig,
} from '@slipstream/contract/operator';
import { repoPath } from '../repo-files';

/** The file `npm start` uses when OPERATOR_CONFIG is unset: the repository's config/operator.default.json. */
export const DEFAULT_OPERATOR_CONFIG_PATH = repoPath('config', 'operator.default.json');

/**
 * Reads and validates the operator configuration (SPEC.md OP1). A missing, unreadable or invalid file throws
 * OperatorConfigError naming the file and each field at fault: the process entry prints it and exits.
 */
export function loadOperatorConfig(path: string = DEFAULT_OPERATOR_CONFIG_PATH): OperatorConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new OperatorConfigError(`OPERATOR_CONFIG ${path} cannot be read: ${(err as Error).message}`, [
      '(file)',
    ]);
  }
  return parseOperatorConfigText(text, `OPERATOR_CONFIG ${path}`);
}
