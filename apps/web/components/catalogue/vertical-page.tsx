import { notFound } from 'next/navigation';
import { getSettings } from '../../lib/api/catalogue';
import type { QueryValue } from '../../lib/api/server-api';
import type { MessageKey } from '../../lib/i18n/messages';
import { translate } from '../../lib/i18n/server-messages';
import { enabledVerticals, type Vertical } from '../../lib/site/verticals';
import { PageHeader } from '../page/page-header';
import { MatchesSection } from './matches-section';

/**
 * A vertical page (horse racing, lotteries, premium cricket, virtual gaming arena): 404 unless its
 * setting enables it; events from the catalogue where the vertical has them.
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
  const settings = await getSettings(locale).catch(() => undefined);
  if (!enabledVerticals(settings, process.env).has(vertical)) notFound();
  return (
    <div data-page-id={pageId}>
      <PageHeader title={translate(locale, titleKey)} />
      {query ? (
        <MatchesSection locale={locale} group="league" query={query} />
      ) : (
        <p className="empty">{translate(locale, 'list.empty')}</p>
      )}
    </div>
  );
}
