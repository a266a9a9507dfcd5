import type { StatementDto } from '@slipstream/contract';
import { acceptLanguage, ApiError } from '../auth/http';
import { BETS_BASE, type SportsbookClient } from './sportsbook-client';

export type StatementStatus = 'all' | 'open' | 'settled';
export interface StatementFilters {
  from: string;
  to: string;
  status: StatementStatus;
}

/** Rows per page of each list of the web statement (the API pages bets and movements apart). */
export const STATEMENT_PAGE_SIZE = 20;

/** Which page of each list to load (1 = the oldest rows). */
export interface StatementPages {
  bets: number;
  movements: number;
}

const query = (f: StatementFilters, format: 'json' | 'csv', pages?: StatementPages) => {
  const q = new URLSearchParams({ status: f.status, format });
  if (pages) {
    q.set('limit', String(STATEMENT_PAGE_SIZE));
    q.set('bets_page', String(pages.bets));
    q.set('movements_page', String(pages.movements));
  }
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return `${BETS_BASE}/statement?${q}`;
};

/** GET /bets/statement (JSON): one page of the bets and one of the movements, and the window's totals. */
export function loadStatement(
  client: SportsbookClient,
  f: StatementFilters,
  pages: StatementPages,
  signal?: AbortSignal,
) {
  return client.call<StatementDto>(query(f, 'json', pages), { ...(signal ? { signal } : {}) });
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
