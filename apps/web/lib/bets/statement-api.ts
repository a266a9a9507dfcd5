import type { StatementDto } from '@slipstream/contract';
import { acceptLanguage, ApiError } from '../auth/http';
import { BETS_BASE, type SportsbookClient } from './sportsbook-client';

export type StatementStatus = 'all' | 'open' | 'settled';
export interface StatementFilters {
  from: string;
  to: string;
  status: StatementStatus;
}

const query = (f: StatementFilters, format: 'json' | 'csv') => {
  const q = new URLSearchParams({ status: f.status, format });
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return `${BETS_BASE}/statement?${q}`;
};

/** GET /bets/statement (JSON). */
export function loadStatement(client: SportsbookClient, f: StatementFilters, signal?: AbortSignal) {
  return client.call<StatementDto>(query(f, 'json'), { ...(signal ? { signal } : {}) });
}

/** GET /bets/statement as CSV, saved through a download link (the API needs the bearer token). */
export async function downloadStatementCsv(client: SportsbookClient, f: StatementFilters): Promise<void> {
  const headers: Record<string, string> = { 'accept-language': acceptLanguage(client.locale) };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  const res = await fetch(query(f, 'csv'), { headers, credentials: 'same-origin' });
  if (!res.ok) throw new ApiError(res.status, null, `statement ${res.status}`, null);
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'statement.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
