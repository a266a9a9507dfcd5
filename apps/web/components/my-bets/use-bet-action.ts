'use client';
import type { BetDto, MoneyDto } from '@slipstream/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useAuthStore } from '../../lib/auth/auth-context';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';

/** What an open bet's action panel (partial cashout, edit bet) is given by the bet's cashout button. */
export interface BetActionProps {
  bet: BetDto;
  offer: MoneyDto;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * What every action on an open bet (partial cashout, edit bet, auto cashout) works with: the slip's texts, money
 * in the page's locale, the query cache to refresh after it, an id for its labels, and a sportsbook client made
 * with the token current when the call is sent (not when the panel opened).
 */
export function useBetAction() {
  const t = useSlipText();
  const money = useMoneyText();
  const { locale } = useSite();
  const authStore = useAuthStore();
  const queryClient = useQueryClient();
  const id = useId();
  const client = () => createSportsbookClient(locale, authStore.getState().token, authStore.onUnauthorised);
  return { t, money, locale, queryClient, id, client };
}
