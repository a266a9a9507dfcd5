'use client';
import { oddsFromDecimal } from '@slipstream/betting';
import type { BonusDto, BonusListKind } from '@slipstream/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { ApiError } from '../../lib/auth/http';
import { bonusesApi, kindOf } from '../../lib/bonuses/bonuses-api';
import { bonusMoney, bonusRuleKey, shownOnPromotions } from '../../lib/bonuses/bonus-rules';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { oddsText } from '../../lib/format/odds-text';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import { AmbSection } from './amb-section';
import { HuntingDetails } from './hunting-details';
import { JackpotWidget } from './jackpot-widget';
import './bonuses.css';
import { BonusListSection } from './bonus-list-section';
import { useBonusesClient } from './use-bonuses-client';
import { SignInButton } from '../auth/sign-in-button';
import { intlLocale } from '../../lib/i18n/locales';

const PAGE_SIZE = 4;

/**
 * The promotions page (account §2, §7; SPEC.md WB3, WB8): a promo-code form and the player's bonuses by type (free
 * bets, combo boosts, hunts, hunting tournaments, loot boxes), 4 per page, each card with its amount or boost ranges, status, expiry, banner and terms.
 * Visitors are asked to sign in.
 */
export function PromotionsView() {
  const auth = useAuth();
  const t = useSlipText();
  // §5 flag: jackpots can be turned off by the operator.
  const jackpots = useSite().config.jackpots ? <JackpotWidget /> : null;
  if (auth.status === 'UNKNOWN' || auth.status === 'PENDING')
    return <div className="skeleton skeleton--row" aria-busy="true" aria-label={t('promotions.loading')} />;
  if (!auth.token)
    return (
      <>
        <div className="empty" data-testid="promotions-sign-in">
          <p>{t('promotions.signIn')}</p>
          <SignInButton label={t('auth.submit')} />
        </div>
        {jackpots}
      </>
    );
  return (
    <>
      {jackpots}
      <PromoCodeForm />
      <BonusSection kind="freebets" title={t('promotions.freebets')} />
      <BonusSection kind="comboboosts" title={t('promotions.comboboosts')} />
      <BonusSection kind="huntings" title={t('promotions.huntings')} />
      <BonusSection kind="tournaments" title={t('promotions.tournaments')} />
      <BonusSection kind="lootboxes" title={t('promotions.lootboxes')} />
      <AmbSection />
    </>
  );
}

function PromoCodeForm() {
  const t = useSlipText();
  const { locale } = useSite();
  const id = useId();
  const client = useBonusesClient();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const bonus = await bonusesApi.redeem(client(), code.trim());
      // The player sees it here, so it raises no toast.
      await bonusesApi.markSeen(client(), [bonus]).catch(() => undefined);
      setMessage({ ok: true, text: t('promotions.redeemed', { name: bonus.name }) });
      setCode('');
      await queryClient.invalidateQueries({ queryKey: ['bonuses'] });
    } catch (err) {
      const known = err instanceof ApiError ? String(err.code) : '';
      setMessage({
        ok: false,
        text:
          known === 'promo_code_used' || known === 'promo_code_invalid'
            ? t(`promotions.${known}`)
            : apiErrorText(err, locale, 'global-error.default.description'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="promo-form" onSubmit={(e) => void submit(e)} data-testid="promo-form">
      <label htmlFor={id}>
        {t('promotions.code')}
        <input
          id={id}
          className="input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          onChange={(e) => setCode(e.target.value)}
          data-testid="promo-code"
        />
      </label>
      <button type="submit" className="button button--primary" disabled={busy} data-testid="promo-submit">
        {t('promotions.redeem')}
      </button>
      <p
        className={`slip-msg ${message ? (message.ok ? 'slip-msg--success' : 'slip-msg--error') : ''}`}
        role="status"
        data-testid="promo-message"
      >
        {message?.text ?? ''}
      </p>
    </form>
  );
}

function BonusSection({ kind, title }: { kind: BonusListKind; title: string }) {
  const auth = useAuth();
  const client = useBonusesClient();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['bonuses', 'list', kind, page, auth.token],
    queryFn: ({ signal }) => bonusesApi.list(client(), kind, { page, limit: PAGE_SIZE }, signal),
  });
  return (
    <BonusListSection
      testId={`bonus-section-${kind}`}
      title={title}
      query={q}
      // SPEC.md WB10: a campaign may keep its hunts off this page.
      shown={(items) => items.filter(shownOnPromotions)}
      skeletons={2}
      page={page}
      onPage={setPage}
      card={(b) => <BonusCard key={b.id} bonus={b} />}
    />
  );
}

function BonusCard({ bonus }: { bonus: BonusDto }) {
  const t = useSlipText();
  const money = useMoneyText();
  const format = useOddsFormat();
  const { locale } = useSite();
  const odds = (d: number) => oddsText(oddsFromDecimal(String(d)), format, locale);
  const rule = bonusRuleKey(bonus.type);
  const banner = bonus.banners.desktop ?? bonus.banners.mobile;
  const cardMoney = bonusMoney(bonus);
  return (
    <li
      className="bonus-card"
      data-testid="bonus-card"
      data-bonus-type={bonus.type}
      data-status={bonus.status}
    >
      {banner ? (
        <picture>
          {bonus.banners.mobile ? (
            <source media="(max-width: 780px)" srcSet={bonus.banners.mobile.url} />
          ) : null}
          <img src={banner.url} alt={banner.alternativeText} loading="lazy" />
        </picture>
      ) : null}
      <h3>{bonus.name}</h3>
      {bonus.type === 'comboboost' ? (
        <p className="bonus-card__amount">
          {bonus.ranges
            .map((r) =>
              t(r.max_count === null ? 'promotions.rangeOpen' : 'promotions.range', {
                min: r.min_count,
                max: r.max_count ?? '',
                odds: odds(r.bonus_odds),
              }),
            )
            .join(' · ')}
        </p>
      ) : bonus.type === 'hunting' || bonus.type === 'tournament' || bonus.type === 'lootbox' ? null : (
        <p className="bonus-card__amount">
          {cardMoney ? money(cardMoney.amount, cardMoney.currency, cardMoney.subunits) : null}
        </p>
      )}
      <p>{bonus.description}</p>
      {rule && bonus.type !== 'comboboost' ? <p className="muted">{t(rule)}</p> : null}
      <dl>
        <dt>{t('promotions.status')}</dt>
        <dd data-testid="bonus-status">{t(`promotions.state.${bonus.status}`)}</dd>
        <dt>{t('promotions.expires')}</dt>
        <dd>{new Date(bonus.issued.expired_at).toLocaleDateString(intlLocale(locale))}</dd>
        {bonus.min_odds !== null ? (
          <>
            <dt>{t('promotions.minOdds')}</dt>
            <dd>{odds(bonus.min_odds)}</dd>
          </>
        ) : null}
      </dl>
      {bonus.type === 'hunting' || bonus.type === 'tournament' || bonus.type === 'lootbox' ? (
        <HuntingDetails bonus={bonus} />
      ) : null}
      <Terms kind={kindOf(bonus)} id={bonus.id} />
    </li>
  );
}

function Terms({ kind, id }: { kind: BonusListKind; id: string }) {
  const t = useSlipText();
  const client = useBonusesClient();
  const [open, setOpen] = useState(false);
  const q = useQuery({
    queryKey: ['bonuses', 'terms', kind, id],
    enabled: open,
    queryFn: () => bonusesApi.terms(client(), kind, id),
  });
  return (
    <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)} data-testid="bonus-terms">
      <summary>{t('promotions.terms')}</summary>
      {q.isPending ? <p aria-busy="true">{t('promotions.loading')}</p> : null}
      {q.isError ? <p role="alert">{t('promotions.error')}</p> : null}
      {q.data ? <p>{q.data.terms}</p> : null}
    </details>
  );
}
