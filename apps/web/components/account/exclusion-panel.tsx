'use client';
import { exclusionEnd, type ExclusionKind, type ExclusionPeriod } from '@slipstream/betting';
import type { CurrentExclusion } from '@slipstream/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  EXCLUSION_CHOICES,
  EXCLUSIONS_QUERY_KEY,
  confirmReturn,
  exclusionNoticeKey,
  fetchExclusions,
  takeExclusion,
} from '../../lib/account/exclusions';
import { useAccountText } from '../../lib/account/use-account-text';
import { useAuthStore } from '../../lib/auth/auth-context';
import { formatDateTime } from '../../lib/format/locale-format';
import { useSite } from '../../lib/site/site-context';
import { Modal } from '../auth/modal';
import { FormMessage } from './field';
import { useSubmit } from './use-submit';
import './exclusion.css';

interface Choice {
  kind: ExclusionKind;
  period: ExclusionPeriod;
}

/**
 * Take a break or exclude oneself (SPEC.md SX1–SX5, SX8), on the responsible-play page: what holds now, a break of
 * a day, a week or a month, a self-exclusion of months or years, each behind a confirmation that says what
 * happens; after a self-exclusion's period, the return that needs a fresh confirmation.
 */
export function ExclusionPanel() {
  const t = useAccountText();
  const { locale } = useSite();
  const authStore = useAuthStore();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [returning, setReturning] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  const exclusions = useQuery({ queryKey: EXCLUSIONS_QUERY_KEY, queryFn: () => fetchExclusions(locale) });
  const date = (iso: string) => formatDateTime(locale, iso);

  // The notice on every page and the slip read the profile: read it again with the list.
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: EXCLUSIONS_QUERY_KEY }),
      authStore.refreshProfile(),
    ]);
  };

  const current = exclusions.data?.current ?? null;
  return (
    <section className="exclusion" aria-labelledby={titleId} data-testid="exclusion-panel">
      <h2 id={titleId} className="account-page__subtitle">
        {t('exclusion.title')}
      </h2>
      <p>{t('exclusion.intro')}</p>
      {exclusions.isPending ? (
        <p className="skeleton skeleton--row" aria-label={t('exclusion.loading')} />
      ) : exclusions.isError ? (
        <p className="slip-msg slip-msg--error" role="alert">
          {t('exclusion.error')}
        </p>
      ) : current ? (
        <CurrentState current={current} date={date} onReturn={() => setReturning(true)} />
      ) : null}
      {started ? (
        <p role="status" data-testid="exclusion-started">
          {t('exclusion.started', { until: date(started) })}
        </p>
      ) : null}
      {EXCLUSION_CHOICES.map(({ kind, periods }) => (
        <fieldset key={kind} className="exclusion__choice">
          <legend>{t(`exclusion.kind.${kind}`)}</legend>
          <div className="exclusion__periods">
            {periods.map((period) => (
              <button
                key={period}
                type="button"
                className="button"
                data-testid={`exclusion-${kind}-${period}`}
                aria-label={t('exclusion.confirm.title', {
                  kind: t(`exclusion.kind.${kind}`),
                  period: t(`exclusion.period.${period}`),
                })}
                onClick={() => {
                  setStarted(null);
                  setChoice({ kind, period });
                }}
              >
                {t(`exclusion.period.${period}`)}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      {choice ? (
        <ConfirmExclusion
          choice={choice}
          date={date}
          onClose={() => setChoice(null)}
          onDone={async (until) => {
            setChoice(null);
            setStarted(until);
            await refresh();
          }}
        />
      ) : null}
      {returning ? (
        <ConfirmReturn
          onClose={() => setReturning(false)}
          onDone={async () => {
            setReturning(false);
            await refresh();
          }}
        />
      ) : null}
    </section>
  );
}

function CurrentState({
  current,
  date,
  onReturn,
}: {
  current: CurrentExclusion;
  date: (iso: string) => string;
  onReturn: () => void;
}) {
  const t = useAccountText();
  return (
    <div className="exclusion-notice" data-testid="exclusion-current" data-phase={current.phase}>
      <p className="exclusion-notice__text">
        {t(exclusionNoticeKey(current.reason, current.phase), {
          until: current.until ? date(current.until) : '',
        })}
      </p>
      {current.phase === 'awaiting_return' ? (
        <button type="button" className="button" data-testid="exclusion-return" onClick={onReturn}>
          {t('exclusion.return.action')}
        </button>
      ) : null}
    </div>
  );
}

function ConfirmExclusion({
  choice,
  date,
  onClose,
  onDone,
}: {
  choice: Choice;
  date: (iso: string) => string;
  onClose: () => void;
  onDone: (until: string) => Promise<void>;
}) {
  const t = useAccountText();
  const { locale } = useSite();
  const { busy, errors, run } = useSubmit();
  // What the page can say before asking: the end as the browser's clock reckons it (the server's answer decides).
  const until = new Date(exclusionEnd(choice.period, Date.now())).toISOString();
  const title = t('exclusion.confirm.title', {
    kind: t(`exclusion.kind.${choice.kind}`),
    period: t(`exclusion.period.${choice.period}`),
  });
  return (
    <Modal title={title} onClose={onClose} testId="exclusion-confirm">
      <ul className="exclusion__confirm-list">
        <li>{t('exclusion.confirm.what', { until: date(until) })}</li>
        <li>{t('exclusion.confirm.keep')}</li>
        <li>{t('exclusion.confirm.final')}</li>
        {choice.kind === 'self_exclusion' ? <li>{t('exclusion.confirm.selfExclusionEnd')}</li> : null}
      </ul>
      <FormMessage text={errors.form} tone="error" />
      <div className="exclusion__actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="exclusion-confirm-submit"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            let answer = until;
            void run(async () => {
              answer = (await takeExclusion(locale, choice.kind, choice.period)).until;
            }).then((ok) => (ok ? onDone(answer) : undefined));
          }}
        >
          {t('exclusion.confirm.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('exclusion.confirm.cancel')}
        </button>
      </div>
    </Modal>
  );
}

function ConfirmReturn({ onClose, onDone }: { onClose: () => void; onDone: () => Promise<void> }) {
  const t = useAccountText();
  const { locale } = useSite();
  const { busy, errors, run } = useSubmit();
  return (
    <Modal title={t('exclusion.return.action')} onClose={onClose} testId="exclusion-return-confirm">
      <p>{t('exclusion.return.text')}</p>
      <FormMessage text={errors.form} tone="error" />
      <div className="exclusion__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            void run(async () => {
              await confirmReturn(locale);
            }).then((ok) => (ok ? onDone() : undefined))
          }
        >
          {t('exclusion.return.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('exclusion.confirm.cancel')}
        </button>
      </div>
    </Modal>
  );
}
