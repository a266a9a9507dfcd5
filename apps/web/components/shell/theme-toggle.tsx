'use client';
import { setPreferences } from '../../lib/preferences/preferences-store';
import { usePreferences } from '../../lib/preferences/use-preferences';
import { useT } from '../../lib/site/site-context';
import { Icon } from '../icons/icons';

export function ThemeToggle() {
  const { theme } = usePreferences();
  const t = useT();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={`${t('theme.toggle')}: ${t(next === 'dark' ? 'theme.dark' : 'theme.light')}`}
      aria-pressed={theme === 'light'}
      onClick={() => setPreferences({ theme: next })}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
