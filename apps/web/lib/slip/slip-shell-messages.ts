/** The few betting texts on the first-load path (the slip toggle); the rest load with the slip. */
export const SLIP_SHELL_MESSAGES_EN: Readonly<Record<string, string>> = {
  'slip.title': 'Bet slip',
  'slip.count': '{count} selections',
  'auth.signOut': 'Sign out',
  'slip.tab.myBets': 'My bets',
  'account.balances': 'Balances',
  'account.deposit': 'Deposit',
  'account.quickDeposit': 'Quick deposit',
  'account.limits': 'Limits',
  'account.profile': 'Profile',
  'account.wallet': 'Wallet',
};

export function slipShellText(_locale: string, key: string, vars?: Record<string, string | number>): string {
  const text = SLIP_SHELL_MESSAGES_EN[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m)) : text;
}
