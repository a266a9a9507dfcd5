import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, SHARED_SERVER_LOG } from './server';

interface OutboxMessage {
  to?: string;
  subject?: string;
  body?: string;
}

/**
 * The last outbox message of the server log `logName` that `pick` finds something in, and what it found: polled
 * until `timeoutMs` has passed, then the error `missing` says.
 */
async function lastFromOutbox(
  pick: (message: OutboxMessage) => string | null | undefined,
  missing: string,
  logName: string,
  timeoutMs: number,
): Promise<string> {
  const file = join(REPO_ROOT, 'e2e/artifacts', logName);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let found: string | null = null;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.includes('"outbox"')) continue;
      try {
        const entry = JSON.parse(line) as { outbox?: OutboxMessage };
        const picked = entry.outbox ? pick(entry.outbox) : null;
        if (picked) found = picked;
      } catch {
        // a partly written line: read again on the next pass
      }
    }
    if (found) return found;
    if (Date.now() > deadline) throw new Error(missing);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The e-mails the server would send. In development and demo mode the server prints each outbox message to its
 * log (`{"outbox":{"to","subject","body"}}`); the e2e server's log is the artifact file, so a test reads the
 * link a player would click from there.
 */
export function lastEmailLink(
  to: string,
  kind: RegExp,
  logName = SHARED_SERVER_LOG,
  timeoutMs = 10_000,
): Promise<string> {
  return lastFromOutbox(
    (m) =>
      m.to === to.toLowerCase() && kind.test(m.subject ?? '')
        ? /(?:^|\s)(\/\S+)/.exec(m.body ?? '')?.[1]
        : null,
    `no e-mail "${kind.source}" to ${to} in the server log`,
    logName,
    timeoutMs,
  );
}

let counter = 0;
/** A fresh player's e-mail, unique across runs and workers. */
export const freshEmail = (tag: string): string =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;

/** The last SMS verification code sent to `phone`, read from the server log like the e-mails above. */
export function lastSmsCode(phone: string, logName = SHARED_SERVER_LOG, timeoutMs = 10_000): Promise<string> {
  return lastFromOutbox(
    (m) => (m.to === phone ? /\b(\d{6})\b/.exec(m.body ?? '')?.[1] : null),
    `no SMS code to ${phone} in the server log`,
    logName,
    timeoutMs,
  );
}
