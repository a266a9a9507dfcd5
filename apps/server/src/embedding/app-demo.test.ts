import { describe, expect, it } from 'vitest';
import { suiteApps } from './test-apps';

describe('/app-demo', () => {
  const appIn = suiteApps();

  it('[MA2] demo mode: the site in app mode in a phone frame, with a stand-in bridge and every inbound message', async () => {
    const app = await appIn({});
    const res = await app.inject({ method: 'GET', url: '/app-demo?path=/live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<iframe id="product" title="Sportsbook in the app" src="/live?app=ios">');
    expect(res.body).toContain('const BRIDGE = "react-native";');
    for (const name of ['iframe_integration', 'open_bet_slip', 'consent'])
      expect(res.body).toContain(`<option value="${name}">`);
    const android = await app.inject({ method: 'GET', url: '/app-demo?bridge=android&path=/de?x=1' });
    expect(android.body).toContain('src="/de?x=1&app=android"');
    expect(android.body).toContain('const BRIDGE = "android";');
    // Only paths on this site are framed; an unknown bridge is the default one.
    const odd = await app.inject({ method: 'GET', url: '/app-demo?path=//evil.example/&bridge=<x>' });
    expect(odd.body).toContain('src="/?app=ios"');
    expect(odd.body).toContain('const BRIDGE = "react-native";');
    await app.close();
    // A whole app on PGlite: its migrations take most of the default 30 s on a busy 2-core machine.
  }, 120_000);

  it('[MA2] outside demo mode there is no demo app shell', async () => {
    const app = await appIn({ NODE_ENV: 'production' });
    expect((await app.inject({ method: 'GET', url: '/app-demo' })).statusCode).toBe(404);
    await app.close();
  }, 120_000);
});
