import type { MessageKey } from '../../lib/i18n/messages';
import { translate } from '../../lib/i18n/server-messages';
import { AppLink } from '../shell/app-link';

/** Informational, account and fallback pages: a title, a text and a way home. */
export function InfoPage({
  locale,
  pageId,
  titleKey,
  bodyKey,
  homeKey,
}: {
  locale: string;
  pageId: string;
  titleKey?: MessageKey;
  bodyKey: MessageKey;
  homeKey?: MessageKey;
}) {
  return (
    <div data-page-id={pageId} className="empty">
      {titleKey ? <h1 className="page-title">{translate(locale, titleKey)}</h1> : null}
      <p>{translate(locale, bodyKey)}</p>
      {homeKey ? (
        <AppLink path="/" className="button button--primary">
          {translate(locale, homeKey)}
        </AppLink>
      ) : null}
    </div>
  );
}
