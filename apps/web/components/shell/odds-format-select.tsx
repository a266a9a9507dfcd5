'use client';
import { ODDS_FORMATS, isOddsFormat } from '@slipstream/betting';
import { setPreferences } from '../../lib/preferences/preferences-store';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import type { MessageKey } from '../../lib/i18n/messages';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { useSite, useT } from '../../lib/site/site-context';
import { useNarrowViewport } from '../../lib/site/use-narrow-viewport';

const SHORT_KEYS: Record<string, MessageKey> = {
  decimal: 'odds.formatShort.decimal',
  european: 'odds.formatShort.european',
  hong_kong: 'odds.formatShort.hongkong',
  malaysian: 'odds.formatShort.malaysian',
  american: 'odds.formatShort.american',
  indonesian: 'odds.formatShort.indonesian',
  british: 'odds.formatShort.fractional',
  percent: 'odds.formatShort.percent',
};

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

/**
 * The 8 odds display formats of packages/betting; the choice is kept in local storage (§9). On a phone the
 * options read short ("Dec", "US"), so the chosen one fits the header whole (HW7).
 */
export function OddsFormatSelect() {
  const format = useOddsFormat();
  const t = useT();
  const { locale } = useSite();
  const narrow = useNarrowViewport();
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
            {narrow
              ? SHORT_KEYS[f.id]
                ? t(SHORT_KEYS[f.id]!)
                : f.label
              : `${LABEL_KEYS[f.id] ? t(LABEL_KEYS[f.id]!) : f.label} (${localeNumerals(f.example, locale)})`}
          </option>
        ))}
      </select>
    </label>
  );
}
