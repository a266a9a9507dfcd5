import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  kind: 'confirmation' | 'reset_password' | 'unlock' | 'phone_verification';
  subject: string;
  body: string;
  payload?: Record<string, unknown>;
}

/**
 * E-mails and SMS are written to the outbox table in the same transaction as the change they announce
 * (a delivery worker would send them); in development they are also printed to the server log.
 */
export function createOutbox(options: { log: FastifyBaseLogger; printToLog: boolean }) {
  return {
    async put(tx: Queryable, message: OutboxMessage, nowMs: number): Promise<void> {
      await tx.query(
        `INSERT INTO outbox (channel, recipient, kind, subject, body, payload, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          message.channel,
          message.recipient,
          message.kind,
          message.subject,
          message.body,
          JSON.stringify(message.payload ?? {}),
          new Date(nowMs),
        ],
      );
      if (options.printToLog)
        options.log.info(
          { outbox: { to: message.recipient, subject: message.subject, body: message.body } },
          'outbox',
        );
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
