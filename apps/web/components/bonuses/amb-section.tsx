'use client';
import type { AmbFreebetDto } from '@slipstream/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { bonusesApi } from '../../lib/bonuses/bonuses-api';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import { BonusListSection } from './bonus-list-section';
import { useBonusesClient } from './use-bonuses-client';
import { intlLocale } from '../../lib/i18n/locales';

/** SPEC.md WB9: the amb free bets (§7 GET /bonuses/freebets/amb), 4 a page, each with its progress and ranges. */
export function AmbSection() {
  const t = useSlipText();
  const auth = useAuth();
  const client = useBonusesClient();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['bonuses', 'amb', page, auth.token],
    queryFn: ({ signal }) => bonusesApi.amb(client(), page, signal),
  });
  return (
    <BonusListSection
      testId="bonus-section-amb"
      title={t('promotions.amb')}
      query={q}
      page={page}
      onPage={setPage}
      card={(b) => <AmbCard key={b.id} amb={b} />}
    />
  );
}

function AmbCard({ amb }: { amb: AmbFreebetDto }) {
  const t = useSlipText();
  const money = useMoneyText();
  const { locale } = useSite();
  const client = useBonusesClient();
  const [open, setOpen] = useState(false);
  const terms = useQuery({
    queryKey: ['bonuses', 'amb-terms', amb.id],
    enabled: open,
    queryFn: () => bonusesApi.ambTerms(client(), amb.id),
  });
  const subunits = amb.amb_ranges[0]?.currency_subunits ?? 100;
  return (
    <li className="bonus-card" data-testid="amb-card" data-status={amb.status}>
      <h3>{amb.name}</h3>
      <p>{amb.description}</p>
      <label className="farming-progress">
        <span data-testid="amb-progress">
          {t('promotions.ambProgress', { count: amb.progress_count, possible: amb.possible_progress_count })}
        </span>
        <progress max={amb.possible_progress_count} value={amb.progress_count} />
      </label>
      <ul className="amb-ranges">
        {amb.amb_ranges.map((r) => (
          <li key={r.number_of_bets} data-testid="amb-range" data-reached={r.reached}>
            {t('promotions.ambRange', {
              bets: r.number_of_bets,
              count: r.number_of_freebets,
              amount: money(r.issued_bonus_amount, r.currency, r.currency_subunits),
            })}
            {r.reached ? <strong> · {t('promotions.ambReached')}</strong> : null}
          </li>
        ))}
      </ul>
      <dl>
        <dt>{t('promotions.status')}</dt>
        <dd data-testid="bonus-status">{t(`promotions.state.${amb.status}`)}</dd>
        <dt>{t('promotions.expires')}</dt>
        <dd>{new Date(amb.issue_to).toLocaleDateString(intlLocale(locale))}</dd>
      </dl>
      <p className="muted">
        {t('promotions.ambMinStake', { amount: money(amb.min_stake, amb.stake_currency, subunits) })}
      </p>
      <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)} data-testid="bonus-terms">
        <summary>{t('promotions.terms')}</summary>
        {terms.isPending && open ? <p aria-busy="true">{t('promotions.loading')}</p> : null}
        {terms.isError ? <p role="alert">{t('promotions.error')}</p> : null}
        {terms.data ? <p>{terms.data.terms}</p> : null}
      </details>
    </li>
  );
}
