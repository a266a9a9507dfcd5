'use client';
import { ODDS_FORMATS, isOddsFormat } from '@slipstream/betting';
import { setPreferences } from '../../lib/preferences/preferences-store';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import type { MessageKey } from '../../lib/i18n/messages';
import { useT } from '../../lib/site/site-context';

const LABEL_KEYS: Record<string, MessageKey> = {
  decimal: 'odds.format.decimal',
  european: 'odds.format.european',
  hong_kong: 'odds.format.hongkong',
  malaysian: 'odds.format.malaysian',
  american: 'odds.format.american',
  indonesian: 'odds.format.indonesian',
  british: 'odds.format.fractional',
  percent: 'odds.format.percent',
};

/** The 8 odds display formats of packages/betting; the choice is kept in local storage (§9). */
export function OddsFormatSelect() {
  const format = useOddsFormat();
  const t = useT();
  return (
    <label className="select">
      <span className="visually-hidden">{t('odds.format')}</span>
      <select
        value={format}
        data-testid="odds-format"
        onChange={(e) => {
          if (isOddsFormat(e.target.value)) setPreferences({ oddsFormat: e.target.value });
        }}
      >
        {ODDS_FORMATS.map((f) => (
          <option key={f.id} value={f.id}>
            {LABEL_KEYS[f.id] ? t(LABEL_KEYS[f.id]!) : f.label} ({f.example})
          </option>
        ))}
      </select>
    </label>
  );
}
