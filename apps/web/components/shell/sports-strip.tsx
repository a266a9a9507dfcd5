import { getSports } from '../../lib/api/catalogue';
import { translate } from '../../lib/i18n/server-messages';
import { AppLink } from './app-link';

/** On mobile (no sidebar) the sports list is a scrolling strip at the top of home. */
export async function SportsStrip({ locale }: { locale: string }) {
  const sports = await getSports(locale).catch(() => null);
  if (!sports?.data.length) return null;
  const list = [...sports.data]
    .filter((s) => s.type === 'regular')
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  return (
    <nav className="sports-strip" aria-label={translate(locale, 'nav.sports')}>
      <ul className="chips">
        {list.map((s) => (
          <li key={s.id}>
            <AppLink path={`/${s.key}`} className="chip" data-testid="strip-sport">
              {s.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
