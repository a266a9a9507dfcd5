'use client';
import { arenaLaunchAnswerSchema } from '@slipstream/contract';
import { useState } from 'react';
import { useT } from '../../lib/site/site-context';

type Launch =
  | { kind: 'idle' }
  | { kind: 'loading'; app: string }
  | { kind: 'error' }
  | { kind: 'open'; url: string; name: string };

/**
 * The virtual gaming arena (SPEC.md OP7): the operator's games; Play asks the virtual wallet
 * (`POST {wallet_url}/{provider}/launch {app}` → `{url}`) and opens the round it answers in a frame.
 */
export function ArenaLauncher({
  walletUrl,
  provider,
  apps,
}: {
  walletUrl: string;
  provider: string;
  apps: readonly { id: string; name: string }[];
}) {
  const t = useT();
  const [launch, setLaunch] = useState<Launch>({ kind: 'idle' });
  async function play(app: { id: string; name: string }) {
    setLaunch({ kind: 'loading', app: app.id });
    try {
      const res = await fetch(`${walletUrl}/${encodeURIComponent(provider)}/launch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ app: app.id }),
      });
      if (!res.ok) throw new Error(String(res.status));
      const { url } = arenaLaunchAnswerSchema.parse(await res.json());
      setLaunch({
        kind: 'open',
        url: new URL(url, walletUrl.startsWith('http') ? walletUrl : window.location.href).href,
        name: app.name,
      });
    } catch {
      setLaunch({ kind: 'error' });
    }
  }
  return (
    <div className="arena">
      <ul className="arena__games" data-testid="arena-games">
        {apps.map((app) => (
          <li key={app.id} className="arena__game">
            <span className="arena__name">{app.name}</span>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void play(app)}
              disabled={launch.kind === 'loading'}
              aria-label={t('arena.play', { game: app.name })}
            >
              {launch.kind === 'loading' && launch.app === app.id ? t('arena.loading') : t('arena.playShort')}
            </button>
          </li>
        ))}
      </ul>
      {launch.kind === 'error' ? (
        <p className="error-state" role="alert">
          {t('arena.error')}
        </p>
      ) : null}
      {launch.kind === 'open' ? (
        <iframe className="arena__frame" src={launch.url} title={launch.name} data-testid="arena-frame" />
      ) : null}
    </div>
  );
}
