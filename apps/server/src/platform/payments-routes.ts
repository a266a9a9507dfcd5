import {
  DEPOSIT_ID_PARAM,
  DEPOSIT_RESULT_PARAM,
  depositBodySchema,
  depositCompletionSchema,
} from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { assertNotExcluded } from '../accounts/self-exclusion';
import { AppError } from '../http/app-error';
import { idempotencyKey } from '../http/idempotency-key';
import { parseInput } from '../http/parse';
import { findCurrency } from '../wallet/currencies';
import { renderDepositPage, renderDepositReturnPage } from '../wallet/deposit-page';
import { DEMO_PAGE_PATH } from '../wallet/demo-deposit-provider';
import type { Deposits } from '../wallet/deposits';
import type { AbuseLimits } from '../security/abuse-limits';
import { assertQuickDepositOffered } from './quick-deposit-gate';
import { requireSession } from './session-auth';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Deposits through the demo provider:
 *   POST /payments/deposit {amount:{value,currency}, return_path?, quick?} → 201 {id, status, amount, url}
 *        (quick: no page, url null, status the outcome so far: success, error or pending)
 *   GET  /payments/demo/{id}           the provider's page (success / error / pending buttons)
 *   POST /payments/demo/{id}/complete  {result} (form or JSON) → 303 to
 *        return_path?deposit_result={result}&deposit_id={id}
 *   GET  /payments/deposits/{id}       the player's own deposit, for polling a pending one (asks the provider)
 *   GET  /payments/return              the return page of a deposit shown in a frame
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { deposits: Deposits; limits: AbuseLimits },
): void {
  const { deposits } = deps;

  // The provider page posts an HTML form; only this module's scope accepts form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post('/payments/deposit', async (request, reply) => {
    const { playerId } = await requireSession(request, ctx);
    const body = parseInput(depositBodySchema, request.body);
    // SPEC.md SX4: a clean refusal up front; the deposits table's trigger holds it under races.
    await assertNotExcluded(ctx.db, playerId, ctx.clock.now());
    await deps.limits.consume('deposits', request.ip, `player:${playerId}`);
    if (body.quick) await assertQuickDepositOffered(ctx, playerId);
    const deposit = await deposits.create(
      playerId,
      body.amount,
      body.return_path ?? '/',
      ctx.clock.now(),
      body.quick ?? false,
      idempotencyKey(request),
    );
    return reply.status(201).send(deposit);
  });

  app.get('/payments/deposits/:id', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    const { id } = parseInput(idParams, request.params);
    const deposit = await deposits.find(id);
    if (!deposit || deposit.player_id !== playerId) throw new AppError('not_found', { deposit: id });
    return deposits.toResponse(await deposits.refresh(deposit, ctx.clock.now()));
  });

  app.get('/payments/return', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderDepositReturnPage()),
  );

  app.get('/payments/demo/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const deposit = await deposits.find(id);
    if (!deposit) throw new AppError('not_found', { deposit: id });
    const currency = (await findCurrency(ctx.db, deposit.currency))!;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderDepositPage(deposit, currency.subunits, `${DEMO_PAGE_PATH}/${deposit.id}/complete`));
  });

  app.post('/payments/demo/:id/complete', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { result } = parseInput(depositCompletionSchema, request.body);
    const found = await deposits.find(id);
    if (!found) throw new AppError('not_found', { deposit: id });
    let outcome: string = result;
    try {
      await deposits.complete(id, result, ctx.clock.now());
    } catch (err) {
      // SPEC.md SX4: the player excluded themselves while on the provider's page: the deposit ended as an error
      // (the provider returns the money) and the player's page learns it as any failed deposit.
      if (!(err instanceof AppError && err.errorName === 'self_excluded')) throw err;
      outcome = 'error';
    }
    const separator = found.return_path.includes('?') ? '&' : '?';
    return reply.redirect(
      `${found.return_path}${separator}${DEPOSIT_RESULT_PARAM}=${outcome}&${DEPOSIT_ID_PARAM}=${found.id}`,
      303,
    );
  });
}
