'use client';
import { useState } from 'react';
import { matchChannelName } from '../../lib/live/channels';
import { useMarketShapes } from '../../lib/live/live-context';
import { outcomeKey } from '../../lib/live/odds-store';
import { useChannel } from '../../lib/live/push-context';
import { useSite, useT } from '../../lib/site/site-context';
import { OddsButton } from '../odds/odds-button';
import { messageOr, type MessageKey } from '../../lib/i18n/messages';

/**
 * Every market of a match, filtered by market group (tabs), live: the list re-renders only when its
 * structure changes, prices re-render per button. Holds match:{lang}:{id} while shown (§4).
 */
export function MarketBoard({ matchId, matchName }: { matchId: number; matchName: string }) {
  const { locale } = useSite();
  useChannel(matchChannelName(locale, matchId));
  const t = useT();
  const markets = useMarketShapes(matchId) ?? [];
  // 'all' is the tab that shows every market; the feed also tags markets with it.
  const groups = [...new Set(markets.flatMap((m) => m.groups))].filter((g) => g !== 'all');
  const [group, setGroup] = useState<string>('all');
  // The groups the catalogue names (the simulated feed's); a feed's own group keeps the feed's word.
  const groupLabel = (g: string): string =>
    messageOr(
      t(`match.group.${g}` as MessageKey),
      `match.group.${g}`,
      () => g[0]!.toUpperCase() + g.slice(1).replace(/_/g, ' '),
    );
  const shown = group === 'all' ? markets : markets.filter((m) => m.groups.includes(group));
  if (markets.length === 0) return <p className="empty">{t('match.noMarkets')}</p>;
  return (
    <section aria-label={t('match.markets')}>
      <div className="tabs" role="tablist" aria-label={t('match.markets')}>
        {['all', ...groups].map((g) => (
          <button
            key={g}
            type="button"
            role="tab"
            className="tab"
            aria-selected={group === g}
            aria-current={group === g ? 'page' : undefined}
            style={{ background: 'none', border: 0, cursor: 'pointer' }}
            onClick={() => setGroup(g)}
          >
            {g === 'all' ? t('match.allMarkets') : groupLabel(g)}
          </button>
        ))}
      </div>
      <div className="group" role="tabpanel" data-testid="markets">
        {shown.map((m) => (
          <div key={`${m.id}/${m.specifier}`} className="market" data-market={`${m.id}/${m.specifier}`}>
            <h3 className="market__name">{m.name}</h3>
            <div className="market__outcomes" role="group" aria-label={m.name}>
              {m.outcomes.map((o) => (
                <OddsButton
                  key={o.id}
                  outcomeKey={outcomeKey(matchId, m.id, m.specifier, o.id)}
                  label={o.name}
                  context={`${matchName}, ${m.name}`}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
