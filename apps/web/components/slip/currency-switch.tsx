'use client';
import { moneyText } from '../../lib/format/money-display';
import { useId } from 'react';
import { requestJson } from '../../lib/auth/http';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../lib/auth/auth-context';
import { useAccounts } from '../../lib/queries/accounts';
import { useSlipContext, useSlipState } from '../../lib/slip/slip-context';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';

/** The betting currency among the player's accounts; switching resets every stake (§4, BT9). */
export function CurrencySwitch() {
  const t = useSlipText();
  const id = useId();
  const { locale } = useSite();
  const accounts = useAccounts(locale).data ?? [];
  const { slip, quick } = useSlipContext();
  const state = useSlipState();
  const queryClient = useQueryClient();
  const authStore = useAuthStore();
  if (accounts.length < 2) return null;
  return (
    <div className="slip-field slip-field--inline">
      <label htmlFor={id}>{t('slip.currency')}</label>
      <select
        id={id}
        className="input"
        data-testid="slip-currency"
        value={state.settings.currency.code}
        disabled={state.inProgress}
        onChange={(e) => {
          const account = accounts.find((a) => a.currency === e.target.value);
          if (!account) return;
          const currency = { code: account.currency, subunits: account.subunits };
          slip.dispatch({ type: 'currencyChanged', currency });
          quick.dispatch({ type: 'currencyChanged', currency });
          void requestJson('/api/platform/player/currency', {
            method: 'PATCH',
            body: { currency: account.currency },
            locale,
          })
            // The profile holds the betting currency: read it again, so the header, the slip and the next
            // restore follow the new one (and a balance refetch no longer brings the old one back).
            .then(() => authStore.refreshProfile())
            .then(() => queryClient.invalidateQueries({ queryKey: ['accounts'] }))
            .catch(() => undefined);
        }}
      >
        {accounts.map((a) => (
          <option key={a.currency} value={a.currency}>
            {/* The balance beside each currency; a small crypto one in its subcurrency (HW14). */}
            {`${a.currency} (${moneyText(a.balance.value, a, locale)})`}
          </option>
        ))}
      </select>
    </div>
  );
}
