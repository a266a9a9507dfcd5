import {
  bonusListQuerySchema,
  bonusOverviewQuerySchema,
  BONUS_LIST_KINDS,
  markAsSeenBodySchema,
  promoCodeBodySchema,
  simBonusBodySchema,
  tournamentRatingQuerySchema,
} from '@slipstream/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { assertNotExcluded } from '../accounts/self-exclusion';
import { createPlayerIdentity } from '../bets/player-identity';
import { SPORTSBOOK_BASE } from '../catalogue/register';
import { AppError } from '../http/app-error';
import { idempotencyKey } from '../http/idempotency-key';
import { parseInput } from '../http/parse';
import type { Publisher } from '../push/publisher';
import { toSafeInt } from '../wallet/amounts';
import { bonusToWire, computedStatus, findBonus, inLocale } from './bonus-model';
import { issueAndAnnounce, playerCurrency, type BonusesDeps, type BonusIssuedListener } from './issue-bonus';
import { boostHunting, tournamentRating } from './hunting';
import { bonusOverview, listAmbFreebets, listBonuses, TYPES_OF_KIND } from './list-bonuses';
import { redeemPromoCode } from './promo-codes';

export interface BonusesOptions {
  publisher: Publisher;
  /** The languages a player's private channel is published in (push/player-channels.ts). */
  playerLanguages(playerId: number): Promise<readonly string[]>;
  /** Run inside the issuing transaction of every bonus (the notifications module's hook). */
  onBonusIssued?: readonly BonusIssuedListener[];
}

const BASE = `${SPORTSBOOK_BASE}/bonuses`;
/**
 * One path segment is a list kind (`/bonuses/freebets`) or a bonus id (`/bonuses/12/activate`), as §7 has it;
 * the router needs one parameter name there: `item`.
 */
const kindOnly = z.object({ item: z.enum(BONUS_LIST_KINDS) });
const idItem = z.object({ item: z.string().regex(/^\d{1,15}$/, 'a bonus id') });
const kindAndId = z.object({
  item: z.enum(BONUS_LIST_KINDS),
  id: z.string().regex(/^\d{1,15}$/, 'a bonus id'),
});

/**
 * The bonus module (account-and-surroundings §3, §4, §7): the player's combo boosts and free bets, promo codes,
 * activation, mark-as-seen and terms under /api/sportsbook/v1/bonuses; feed control's POST /api/sim/bonuses.
 * Placement and settlement apply bonuses through bet-bonus.ts (SPEC.md BO8, BO9).
 */
export function registerBonuses(app: FastifyInstance, ctx: AppContext, options: BonusesOptions): BonusesDeps {
  const deps: BonusesDeps = {
    db: ctx.db,
    clock: ctx.clock,
    publisher: options.publisher,
    playerLanguages: options.playerLanguages,
    log: app.log,
    demo: ctx.config.demo,
    onBonusIssued: options.onBonusIssued ?? [],
  };
  const player = createPlayerIdentity(ctx);
  const now = () => ctx.clock.now();
  /** The asker's language for the campaigns' texts (issue 33 item 7). */
  const lang = (request: FastifyRequest): string | undefined => {
    const header = request.headers['accept-language'];
    return typeof header === 'string' ? header : undefined;
  };

  app.get(BASE, async (request) =>
    bonusOverview(
      ctx.db,
      await player(request),
      parseInput(bonusOverviewQuerySchema, request.query ?? {}),
      now(),
      lang(request),
    ),
  );

  // Amb free bets (§7 GET /bonuses/freebets/amb, SPEC.md AM2): their own list, 4 a page, with the list filters.
  app.get(`${BASE}/freebets/amb`, async (request) =>
    listAmbFreebets(
      ctx.db,
      await player(request),
      parseInput(bonusListQuerySchema, request.query ?? {}),
      now(),
      lang(request),
    ),
  );
  app.get(`${BASE}/freebets/amb/:id/terms`, async (request) => {
    const playerId = await player(request);
    const { id } = parseInput(z.object({ id: z.string().regex(/^\d{1,15}$/, 'a bonus id') }), request.params);
    const bonus = await findBonus(ctx.db, playerId, Number(id));
    if (!bonus || bonus.type !== 'ambFreebet') throw new AppError('bonus_unknown');
    const text = inLocale(bonus, lang(request));
    return { id: String(bonus.id), name: text.name, terms: text.terms };
  });
  // HT4: the tournament's table, a page of it (4 by default) and the player's own row.
  app.get(`${BASE}/tournaments/:id/rating`, async (request) => {
    const playerId = await player(request);
    const { id } = parseInput(z.object({ id: z.string().regex(/^\d{1,15}$/, 'a bonus id') }), request.params);
    const query = parseInput(tournamentRatingQuerySchema, request.query ?? {});
    return tournamentRating(ctx.db, playerId, Number(id), query.page, query.limit);
  });

  app.get(`${BASE}/:item`, async (request) => {
    const playerId = await player(request);
    const { item: kind } = parseInput(kindOnly, request.params);
    return listBonuses(
      ctx.db,
      playerId,
      kind,
      parseInput(bonusListQuerySchema, request.query ?? {}),
      now(),
      lang(request),
    );
  });

  async function ownBonusOfKind(playerId: number, params: unknown) {
    const { item: kind, id } = parseInput(kindAndId, params);
    const bonus = await findBonus(ctx.db, playerId, Number(id));
    if (!bonus || !TYPES_OF_KIND[kind].includes(bonus.type)) throw new AppError('bonus_unknown');
    return bonus;
  }

  app.get(`${BASE}/:item/:id`, async (request) => {
    const bonus = await ownBonusOfKind(await player(request), request.params);
    return { data: bonusToWire(inLocale(bonus, lang(request)), now()) };
  });

  app.get(`${BASE}/:item/:id/terms`, async (request) => {
    const bonus = inLocale(await ownBonusOfKind(await player(request), request.params), lang(request));
    return { id: String(bonus.id), name: bonus.name, terms: bonus.terms };
  });

  app.post(`${BASE}/mark-as-seen`, async (request) => {
    const playerId = await player(request);
    const items = parseInput(markAsSeenBodySchema, request.body ?? []);
    const ids = items.map((i) => String(i.id)).filter((id) => /^\d{1,15}$/.test(id));
    const res = await ctx.db.query<{ id: unknown }>(
      'UPDATE player_bonuses SET seen = true WHERE player_id = $1 AND id = ANY($2::bigint[]) AND NOT seen RETURNING id',
      [playerId, ids],
    );
    return { data: res.rows.map((r) => String(r.id)) };
  });

  app.post(`${BASE}/:item/activate`, async (request) => {
    const playerId = await player(request);
    const { item: id } = parseInput(idItem, request.params);
    const bonus = await findBonus(ctx.db, playerId, Number(id));
    if (!bonus) throw new AppError('bonus_unknown');
    const res = await ctx.db.query(
      `UPDATE player_bonuses SET state = 'active', activated_at = to_timestamp($3::double precision / 1000)
        WHERE id = $1 AND player_id = $2 AND state = 'available' AND expired_at > to_timestamp($3::double precision / 1000)`,
      [bonus.id, playerId, now()],
    );
    if (res.rowCount === 0)
      throw new AppError('bonus_not_activatable', { status: computedStatus(bonus, now()) });
    return {
      data: bonusToWire(inLocale((await findBonus(ctx.db, playerId, bonus.id))!, lang(request)), now()),
    };
  });

  // HT3: a hunt's or tournament's available points become a free bet (201 with the free bet issued); a loot
  // box opens its chests (LB2: `lootbox` says what they held, `data` is the free bet won or null).
  app.post(`${BASE}/:item/boost`, async (request, reply) => {
    const playerId = await player(request);
    const { item: id } = parseInput(idItem, request.params);
    const { freeBet, lootbox } = await boostHunting(deps, playerId, Number(id));
    const data = freeBet ? bonusToWire(inLocale(freeBet, lang(request)), now()) : null;
    return reply.status(201).send(lootbox ? { data, lootbox } : { data });
  });

  app.post(`${BASE}/promo-code`, async (request, reply) => {
    const playerId = await player(request);
    const { code } = parseInput(promoCodeBodySchema, request.body ?? {});
    // SPEC.md SX4: refused before the code is looked up; the bonus table's trigger holds it under races.
    await assertNotExcluded(ctx.db, playerId, now());
    const bonus = await redeemPromoCode(deps, playerId, code, idempotencyKey(request));
    return reply.status(201).send({ data: bonusToWire(inLocale(bonus, lang(request)), now()) });
  });

  if (ctx.config.simControl) registerSimBonus(app, deps);
  return deps;
}

/** POST /api/sim/bonuses (API.md, SIM_CONTROL=1 in demo mode): issues a bonus of a type to a player by e-mail. */
function registerSimBonus(app: FastifyInstance, deps: BonusesDeps): void {
  app.post('/api/sim/bonuses', async (request, reply) => {
    const b = parseInput(simBonusBodySchema, request.body ?? {});
    const found = await deps.db.query<{ id: unknown }>(
      'SELECT id FROM players WHERE lower(email) = lower($1)',
      [b.email],
    );
    if (!found.rows[0]) throw new AppError('player_not_found');
    const playerId = toSafeInt(found.rows[0].id);
    const campaign = await deps.db.query<{ id: unknown }>(
      'SELECT id FROM bonus_campaigns WHERE type = $1 AND promo_code IS NULL AND demo ORDER BY id LIMIT 1',
      [b.type],
    );
    if (!campaign.rows[0]) throw new AppError('bonus_unknown');
    const inCurrency = b.type !== 'comboboost';
    const hunting = b.type !== 'comboboost' && !b.type.startsWith('freebet');
    let currency: string | null = null;
    let amount: number | null = null;
    if (inCurrency) {
      const own = await playerCurrency(deps.db, playerId);
      currency = b.currency ?? own.code;
      const known = await deps.db.query<{ subunits: unknown }>(
        'SELECT subunits FROM currencies WHERE code = $1 AND active',
        [currency],
      );
      if (!known.rows[0]) throw new AppError('unknown_currency');
      // A hunt's amount is the free bet one boost gives: 5 whole units unless asked otherwise.
      if (b.amount === undefined && !hunting)
        throw new AppError('validation_failed', [{ path: 'amount', message: 'A free bet needs an amount' }]);
      amount = b.amount ?? 5 * toSafeInt(known.rows[0].subunits);
    }
    const bonus = await issueAndAnnounce(deps, {
      playerId,
      campaignId: toSafeInt(campaign.rows[0].id),
      currency,
      amount,
      promoCode: null,
      state: b.state ?? 'active',
    });
    return reply.status(201).send({ data: bonusToWire(bonus, deps.clock.now()) });
  });
}
