import { profileSchema } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { TestBrowser, expectError, platformSuite, type PlatformHarness } from './test-support';
import { platformSettingsFromEnv } from './settings';

const P = '/api/platform';

describe('PLATFORM_REQUIRED_AUTH_FIELDS', () => {
  it('[AC15] names the required fields, ignoring unknown ones', () => {
    expect(
      platformSettingsFromEnv({ PLATFORM_REQUIRED_AUTH_FIELDS: 'nickname, mobile_phone,password' })
        .requiredAuthFields,
    ).toEqual(['nickname', 'mobile_phone']);
    expect(platformSettingsFromEnv({}).requiredAuthFields).toBeUndefined();
  });
});

describe.each(testDbKinds())('profile fields and password change on %s', (kind) => {
  let h: PlatformHarness;
  platformSuite(
    kind,
    { requiredAuthFields: ['first_name', 'nickname', 'mobile_phone'] },
    (opened) => (h = opened),
  );

  it('[AC15] PATCH /player fills the missed name fields; the phone is set through /player/phone', async () => {
    const b = new TestBrowser(h.app);
    const created = profileSchema.parse((await b.signUp('missed@example.com')).json());
    expect(created.auth_fields_missed).toEqual(['first_name', 'nickname', 'mobile_phone']);
    const res = await b.request({ method: 'PATCH', url: `${P}/player`, payload: { nickname: '  Ace  ' } });
    expect(res.statusCode, res.body).toBe(200);
    const named = profileSchema.parse(res.json());
    expect(named.nickname).toBe('Ace');
    expect(named.display_name).toBe('Ace');
    expect(named.auth_fields_missed).toEqual(['first_name', 'mobile_phone']);
    const both = profileSchema.parse(
      (await b.request({ method: 'PATCH', url: `${P}/player`, payload: { first_name: 'Ada' } })).json(),
    );
    expect([both.first_name, both.nickname]).toEqual(['Ada', 'Ace']);
    const phone = await b.request({
      method: 'POST',
      url: `${P}/player/phone`,
      payload: { phone_number: '+4915112345678', phone_country: 'DE' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const done = profileSchema.parse((await b.request({ method: 'GET', url: `${P}/player` })).json());
    expect(done.auth_fields_missed).toEqual([]);
  });

  it('[AC15] refuses empty, unknown and too long fields, and visitors', async () => {
    const b = new TestBrowser(h.app);
    await b.signUp('missed-bad@example.com');
    for (const payload of [{}, { nickname: '   ' }, { nickname: 'x'.repeat(101) }, { email: 'a@b.cd' }])
      expectError(
        await b.request({ method: 'PATCH', url: `${P}/player`, payload }),
        400,
        'validation_failed',
      );
    expectError(
      await h.app.inject({ method: 'PATCH', url: `${P}/player`, payload: { nickname: 'Ace' } }),
      401,
      'unauthorized',
    );
    expectError(
      await b.request({ method: 'PATCH', url: `${P}/player`, payload: { nickname: 'Ace' }, csrf: false }),
      403,
      'csrf_failed',
    );
  });

  it('[AC16] PATCH /player/password: a wrong current password is current_password_invalid on its field', async () => {
    const b = new TestBrowser(h.app);
    await b.signUp('change@example.com', 'old-password-1');
    const wrong = await b.request({
      method: 'PATCH',
      url: `${P}/player/password`,
      payload: { user: { current_password: 'not-the-password', password: 'new-password-1' } },
    });
    expectError(wrong, 400, 'current_password_invalid');
    expect(wrong.json().data.details).toEqual([{ path: 'user.current_password', message: 'is wrong' }]);
    expectError(
      await b.request({
        method: 'PATCH',
        url: `${P}/player/password`,
        payload: { user: { current_password: 'old-password-1', password: 'short' } },
      }),
      400,
      'validation_failed',
    );
    // Still the old password after both refusals.
    expect((await new TestBrowser(h.app).signIn('change@example.com', 'old-password-1')).statusCode).toBe(
      200,
    );
  });

  it('[AC16] the right current password changes it: this browser stays signed in, the others are signed out', async () => {
    const b = new TestBrowser(h.app);
    await b.signUp('change-ok@example.com', 'old-password-1');
    const other = new TestBrowser(h.app);
    expect((await other.signIn('change-ok@example.com', 'old-password-1')).statusCode).toBe(200);
    const res = await b.request({
      method: 'PATCH',
      url: `${P}/player/password`,
      payload: { user: { current_password: 'old-password-1', password: 'new-password-1' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await b.request({ method: 'GET', url: `${P}/player` })).statusCode).toBe(200);
    expectError(await other.request({ method: 'GET', url: `${P}/player` }), 401, 'unauthorized');
    expectError(
      await new TestBrowser(h.app).signIn('change-ok@example.com', 'old-password-1'),
      401,
      'invalid_credentials',
    );
    expect((await new TestBrowser(h.app).signIn('change-ok@example.com', 'new-password-1')).statusCode).toBe(
      200,
    );
    expectError(
      await h.app.inject({
        method: 'PATCH',
        url: `${P}/player/password`,
        payload: { user: { current_password: 'x', password: 'new-password-2' } },
      }),
      401,
      'unauthorized',
    );
  });
});
