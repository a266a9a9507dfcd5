import { translate, type MessageKey } from '../../lib/i18n/messages';
import { AppLink } from '../shell/app-link';

/**
 * The 404 and 500 pages (account-and-surroundings §2 "Fallback pages"): an image, the page's text and a home
 * button to the root, in the language the URL path names among the error-page languages (SPEC.md OP6).
 */
export function FallbackPage({
  language,
  pageId,
  bodyKey,
  homeKey,
}: {
  language: string;
  pageId: 'not_found' | 'server_error';
  bodyKey: MessageKey;
  homeKey: MessageKey;
}) {
  return (
    <div data-page-id={pageId} className="empty fallback-page" lang={language}>
      <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" className="fallback-page__image">
        <circle cx="32" cy="32" r="28" fill="none" stroke="var(--muted)" strokeWidth="3" />
        <path
          d="M20 44c6-6 18-6 24 0"
          fill="none"
          stroke="var(--accent)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="24" cy="26" r="3" fill="var(--text)" />
        <circle cx="40" cy="26" r="3" fill="var(--text)" />
      </svg>
      <h1 className="page-title">{translate(language, bodyKey)}</h1>
      <AppLink path="/" className="button button--primary">
        {translate(language, homeKey)}
      </AppLink>
    </div>
  );
}
