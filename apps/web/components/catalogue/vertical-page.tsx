import { notFound } from 'next/navigation';
import type { QueryValue } from '../../lib/api/server-api';
import type { MessageKey } from '../../lib/i18n/messages';
import { translate } from '../../lib/i18n/server-messages';
import { serverSiteConfig } from '../../lib/site/server-site-config';
import { enabledVerticals, type Vertical } from '../../lib/site/verticals';
import { PageHeader } from '../page/page-header';
import { ArenaLauncher } from '../verticals/arena-launcher';
import { LotteryBoard } from '../verticals/lottery-board';
import { MatchesSection } from './matches-section';

/**
 * A vertical page (horse racing, lotteries, premium cricket, virtual gaming arena): 404 unless the operator's
 * `verticals` enable it (SPEC.md OP7); the simulator's content: races and cricket matches from the catalogue,
 * lottery draws, the arena's games.
 */
export async function VerticalPage({
  locale,
  vertical,
  pageId,
  titleKey,
  query,
}: {
  locale: string;
  vertical: Vertical;
  pageId: string;
  titleKey: MessageKey;
  query?: Readonly<Record<string, QueryValue>>;
}) {
  const { operator } = serverSiteConfig();
  if (!enabledVerticals(operator.verticals).has(vertical)) notFound();
  const arena = operator.virtual_gaming_arena;
  return (
    <div data-page-id={pageId}>
      <PageHeader title={translate(locale, titleKey)} />
      {vertical === 'lotteries' ? (
        <LotteryBoard locale={locale} />
      ) : vertical === 'virtualGamingArena' ? (
        <ArenaLauncher walletUrl={arena.wallet_url} provider={arena.provider} apps={arena.apps} />
      ) : query ? (
        <MatchesSection locale={locale} group="league" query={query} />
      ) : null}
    </div>
  );
}
