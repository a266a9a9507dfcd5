'use client';
import { formatAmount } from '@slipstream/betting';
import type { UserLimitDto } from '@slipstream/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { accountText } from '../../lib/account/account-messages';
import { useAccountText } from '../../lib/account/use-account-text';
import { useAuth } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { useAccounts, usePlayerAccount } from '../../lib/queries/accounts';
import { decimalMark, readStake } from '../../lib/slip/read-stake';
import { useSite } from '../../lib/site/site-context';
import { ExclusionPanel } from './exclusion-panel';
import { AccountForm, Field, FormMessage, SubmitButton } from './field';
import { useSubmit } from './use-submit';
import './account.css';
import { SignInButton } from '../auth/sign-in-button';
import { intlLocale } from '../../lib/i18n/locales';

const PERIOD_NAME: Readonly<Record<number, string>> = { 86_400: 'day', 604_800: 'week', 2_592_000: 'month' };
const TYPES = ['deposit', 'loss', 'wager', 'session'] as const;
const PERIODS = ['day', 'week', 'month'] as const;
const URL = '/api/platform/user_limits';

/**
 * The responsible-gambling limits page (API.md "Player limits"): the player's limits with what is pending,
 * and a form to set or lower one. The server enforces them on bets and deposits.
 */
export default function LimitsPage() {
  const t = useAccountText();
  const { locale } = useSite();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { account } = usePlayerAccount(locale);
  const limits = useQuery({
    enabled: auth.status === 'LOGGED_IN',
    queryKey: ['user-limits'],
    queryFn: () => requestJson<UserLimitDto[]>(URL, { locale }),
  });
  const refresh = (list: UserLimitDto[]) => queryClient.setQueryData(['user-limits'], list);

  return (
    <div className="account-page account-page--wide" data-page-id="limits">
      <h1 className="page-title">{t('title.limits')}</h1>
      <p>{t('limits.intro')}</p>
      {/* SPEC.md RG8: one money limit counts every currency of the player. */}
      <p data-testid="limits-currencies">{t('limits.currencies')}</p>
      {auth.status === 'NOT_LOGGED_IN' ? (
        <p>
          <SignInButton label={t('limits.signIn')} />
        </p>
      ) : (
        <>
          <h2 className="account-page__subtitle">{t('limits.current')}</h2>
          {limits.isPending ? (
            <p className="skeleton skeleton--row" aria-label={t('limits.loading')} />
          ) : limits.isError ? (
            <p className="slip-msg slip-msg--error" role="alert">
              {t('limits.error')}
            </p>
          ) : (
            <LimitList limits={limits.data} onChange={refresh} />
          )}
          {account ? (
            <LimitForm
              currency={account.balance.currency}
              subunits={account.balance.subunits}
              onSaved={refresh}
            />
          ) : null}
          {auth.status === 'LOGGED_IN' ? <ExclusionPanel /> : null}
        </>
      )}
    </div>
  );
}

function describe(
  l: UserLimitDto,
  locale: string,
  value: number | null,
  subunitsOf: (currency: string) => number | undefined,
): string {
  if (value === null) return '';
  if (l.type === 'session' || l.type === 'activity')
    return accountText(locale, 'limits.minutes', { minutes: value });
  const subunits = l.currency ? subunitsOf(l.currency) : undefined;
  // A limit in a currency the player holds no account in any more: shown in minor units.
  if (!subunits) return `${value} ${l.currency ?? ''}`;
  return `${formatAmount(value, subunits, { style: 'full', locale: intlLocale(locale) })} ${l.currency ?? ''}`;
}

function LimitList({ limits, onChange }: { limits: UserLimitDto[]; onChange: (l: UserLimitDto[]) => void }) {
  const t = useAccountText();
  const { locale } = useSite();
  const accounts = useAccounts(locale).data ?? [];
  const subunitsOf = (c: string) => accounts.find((a) => a.currency === c)?.balance.subunits;
  const shown = limits.filter((l) => l.amount !== null && (l.status === 'active' || l.disable_at !== null));
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  if (shown.length === 0) return <p data-testid="limits-empty">{t('limits.none')}</p>;
  return (
    <ul className="limit-list" data-testid="limits-list">
      {shown.map((l) => {
        const type = t(`limit.name.${l.type}`);
        const period = t(`period.${PERIOD_NAME[l.period] ?? 'day'}`);
        return (
          <li key={l.id} className="limit-list__item" data-limit-type={l.type}>
            <span>
              {t('limits.row', { type, period, amount: describe(l, locale, l.amount, subunitsOf) })}
            </span>
            {l.pending_amount !== null && l.pending_at ? (
              <span className="account-field__hint">
                {t('limits.pending', {
                  amount: describe(l, locale, l.pending_amount, subunitsOf),
                  date: date(l.pending_at),
                })}
              </span>
            ) : null}
            {l.status !== 'active' && l.disable_at ? (
              <span className="account-field__hint">
                {t('limits.removing', { date: date(l.disable_at) })}
              </span>
            ) : (
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('limits.removeLabel', { type, period })}
                onClick={() =>
                  void requestJson<UserLimitDto[]>(`${URL}/${l.id}`, { method: 'DELETE', locale }).then(
                    onChange,
                  )
                }
              >
                {t('limits.remove')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function LimitForm({
  currency,
  subunits,
  onSaved,
}: {
  currency: string;
  subunits: number;
  onSaved: (l: UserLimitDto[]) => void;
}) {
  const t = useAccountText();
  const { locale } = useSite();
  const id = useId();
  const [type, setType] = useState<(typeof TYPES)[number]>('wager');
  const [saved, setSaved] = useState(false);
  const { busy, errors, setErrors, run } = useSubmit();
  const session = type === 'session';
  return (
    <AccountForm
      testId="limit-form"
      onData={(data) => {
        setSaved(false);
        const text = String(data.get('amount') ?? '');
        let amount = 0;
        try {
          amount = session
            ? /^\d+$/.test(text.trim())
              ? Number(text.trim())
              : 0
            : readStake(text, subunits, decimalMark(locale));
        } catch {
          amount = 0;
        }
        if (!(amount > 0)) {
          setErrors({ fields: { amount: t('error.amount') }, form: null });
          return;
        }
        const body = { type, period: String(data.get('period')), amount, ...(session ? {} : { currency }) };
        void run(async () => {
          onSaved(await requestJson<UserLimitDto[]>(URL, { method: 'POST', body, locale }));
        }).then((ok) => setSaved(ok));
      }}
    >
      <h2 className="account-page__subtitle">{t('limits.set')}</h2>
      <div className="account-field">
        <label htmlFor={`${id}-type`}>{t('limits.field.type')}</label>
        <select
          id={`${id}-type`}
          name="type"
          className="input"
          value={type}
          onChange={(e) => setType(e.target.value as (typeof TYPES)[number])}
        >
          {TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`limit.name.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="account-field">
        <label htmlFor={`${id}-period`}>{t('limits.field.period')}</label>
        <select id={`${id}-period`} name="period" className="input" defaultValue="day">
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={session ? t('limits.field.minutes') : t('limits.field.amount', { currency })}
        name="amount"
        inputMode={session ? 'numeric' : 'decimal'}
        autoComplete="off"
        error={errors.fields.amount}
      />
      <FormMessage tone="error" text={errors.form} />
      {saved ? <FormMessage tone="success" text={t('limits.saved')} /> : null}
      <SubmitButton busy={busy} label={t('limits.submit')} />
    </AccountForm>
  );
}
