import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applySessionChange } from './session-caches';

const ACCOUNTS = [{ currency: 'EUR', balance: { value: 99_650 } }];

/** An observer as a component's useAccounts holds it: enabled only while the session is signed in. */
function accountsObserver(client: QueryClient, enabled: boolean, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: ['accounts'], queryFn, enabled, retry: false });
  const off = observer.subscribe(() => undefined);
  return { observer, off };
}

describe('the caches a sign-in or sign-out changes', () => {
  const clients: QueryClient[] = [];
  const newClient = () => {
    const client = new QueryClient();
    clients.push(client);
    return client;
  };
  afterEach(() => {
    for (const c of clients.splice(0)) c.clear();
  });

  it("[AC6] signed out, the last player's accounts leave the cache even when no observer may refetch them", async () => {
    const client = newClient();
    client.setQueryData(['accounts'], ACCOUNTS);
    // The header that shows the balance already renders for a visitor: its accounts query is disabled.
    let calls = 0;
    const { observer, off } = accountsObserver(client, false, () => {
      calls += 1;
      return Promise.resolve(null);
    });
    applySessionChange(client, { status: 'NOT_LOGGED_IN' });
    await Promise.resolve();
    expect(client.getQueryData(['accounts'])).toBeUndefined();
    observer.setOptions({ queryKey: ['accounts'], queryFn: () => Promise.resolve(null), enabled: false });
    expect(observer.getCurrentResult().data).toBeUndefined();
    expect(calls).toBe(0);
    off();
  });

  it('[AC6] an accounts call still under way at the sign-out does not bring the balance back', async () => {
    const client = newClient();
    let answer: (list: unknown) => void = () => undefined;
    const { off } = accountsObserver(client, true, () => new Promise((resolve) => (answer = resolve)));
    applySessionChange(client, { status: 'NOT_LOGGED_IN' });
    answer(ACCOUNTS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(['accounts'])).toBeUndefined();
    off();
  });

  it("signed in, the accounts are read again and the last session's bets are dropped", async () => {
    const client = newClient();
    client.setQueryData(['accounts'], ACCOUNTS);
    client.setQueryData(['bets', 'open'], [{ id: 'b1' }]);
    let calls = 0;
    const { off } = accountsObserver(client, true, () => {
      calls += 1;
      return Promise.resolve(ACCOUNTS);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = calls;
    applySessionChange(client, { status: 'LOGGED_IN' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(before + 1);
    expect(client.getQueryData(['bets', 'open'])).toBeUndefined();
    off();
  });
});
