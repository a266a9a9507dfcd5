'use client';
import { useSurroundingsText } from '../../lib/surroundings/surroundings-messages';
import { useMarkRead } from '../../lib/surroundings/mark-read';
import { useNotificationList } from '../../lib/surroundings/notifications';
import { useSite } from '../../lib/site/site-context';
import { intlLocale } from '../../lib/i18n/locales';
import { notificationText } from '../../lib/surroundings/notification-text';
import { AppLink } from '../shell/app-link';

/** The notification list (newest first) with mark-read per item and mark-all-read. */
export default function NotificationPanel({ open }: { open: boolean }) {
  const s = useSurroundingsText();
  const { locale } = useSite();
  const list = useNotificationList(open);
  const markRead = useMarkRead();
  const items = list.data ?? [];
  const anyUnread = items.some((n) => !n.read);
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-label={s('notifications.title')}>
      <div className="bell__head">
        <h2 className="bell__title">{s('notifications.title')}</h2>
        {anyUnread ? (
          <button
            type="button"
            className="button button--ghost"
            data-testid="mark-all-read"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(null)}
          >
            {s('notifications.markAllRead')}
          </button>
        ) : null}
      </div>
      {list.isPending ? (
        <span className="skeleton skeleton--line" aria-hidden="true" />
      ) : list.isError ? (
        <p className="empty" role="alert">
          {s('notifications.error')}
        </p>
      ) : items.length === 0 ? (
        <p className="empty">{s('notifications.empty')}</p>
      ) : (
        <ul className="bell__list">
          {items.map((n) => {
            const text = notificationText(n, locale, s);
            return (
              <li key={n.id} className="bell__item" data-read={n.read} data-testid="notification">
                <strong>{n.link ? <AppLink path={n.link}>{text.title}</AppLink> : text.title}</strong>
                {text.body ? <span>{text.body}</span> : null}
                <small>
                  <time dateTime={n.created_at}>{when.format(new Date(n.created_at))}</time>
                  {n.read ? null : (
                    <>
                      {' · '}
                      <button
                        type="button"
                        className="link-button"
                        data-testid="mark-read"
                        aria-label={s('notifications.markReadOne', { title: text.title })}
                        onClick={() => markRead.mutate([n.id])}
                      >
                        {s('notifications.markRead')}
                      </button>
                    </>
                  )}
                </small>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
