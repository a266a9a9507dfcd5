import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, SHARED_SERVER_LOG } from './server';

/**
 * The e-mails the server would send. In development and demo mode the server prints each outbox message to its
 * log (`{"outbox":{"to","subject","body"}}`); the e2e server's log is the artifact file, so a test reads the
 * link a player would click from there.
 */
export async function lastEmailLink(
  to: string,
  kind: RegExp,
  logName = SHARED_SERVER_LOG,
  timeoutMs = 10_000,
): Promise<string> {
  const file = join(REPO_ROOT, 'e2e/artifacts', logName);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let found: string | null = null;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.includes('"outbox"')) continue;
      try {
        const entry = JSON.parse(line) as { outbox?: { to?: string; subject?: string; body?: string } };
        const body = entry.outbox?.body ?? '';
        if (entry.outbox?.to !== to.toLowerCase() || !kind.test(entry.outbox.subject ?? '')) continue;
        const link = /(?:^|\s)(\/\S+)/.exec(body);
        if (link) found = link[1]!;
      } catch {
        // a partly written line: read again on the next pass
      }
    }
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail "${kind.source}" to ${to} in the server log`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let counter = 0;
/** A fresh player's e-mail, unique across runs and workers. */
export const freshEmail = (tag: string): string =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

/** The last SMS verification code sent to `phone`, read from the server log like the e-mails above. */
export async function lastSmsCode(
  phone: string,
  logName = SHARED_SERVER_LOG,
  timeoutMs = 10_000,
): Promise<string> {
  const file = join(REPO_ROOT, 'e2e/artifacts', logName);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let found: string | null = null;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.includes('"outbox"')) continue;
      try {
        const entry = JSON.parse(line) as { outbox?: { to?: string; body?: string } };
        if (entry.outbox?.to !== phone) continue;
        const code = /\b(\d{6})\b/.exec(entry.outbox.body ?? '');
        if (code) found = code[1]!;
      } catch {
        // a partly written line
      }
    }
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no SMS code to ${phone} in the server log`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
