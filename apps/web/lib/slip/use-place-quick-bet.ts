'use client';
import { validateBets, validationBetFromSlip } from '@slipstream/betting';
import { useCallback } from 'react';
import { useAccounts } from '../queries/accounts';
import { useSite } from '../site/site-context';
import { useAuthStore } from '../auth/auth-context';
import { useSlipContext } from './slip-context';
import { slipValidationContext } from './validation-context';

/** QB4–QB8: places the quick bet with what the host knows of the player and the bet's limit issues. */
export function usePlaceQuickBet(): () => void {
  const { quick, settings } = useSlipContext();
  const authStore = useAuthStore();
  const { locale } = useSite();
  const accounts = useAccounts(locale).data;
  return useCallback(() => {
    const q = quick.getState();
    const player = authStore.getState().player;
    const issues = q.bet
      ? validateBets([validationBetFromSlip(q.bet)], slipValidationContext(settings, accounts, q.currency))
          .issues
      : [];
    quick.dispatch({
      type: 'place',
      player: {
        isLoggedIn: player !== null,
        bettingForbidden: player?.bettingForbidden ?? false,
        isPve: player?.isPve ?? false,
      },
      issues,
    });
  }, [quick, authStore, settings, accounts]);
}
