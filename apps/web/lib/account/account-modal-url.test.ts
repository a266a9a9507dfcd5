import { describe, expect, it } from 'vitest';
import { modalFromUrl } from './account-modal-url';

describe('modalFromUrl', () => {
  it('[AC1] opens the modal named by ?modal= and removes the parameter', () => {
    expect(modalFromUrl('http://x/live?modal=sign_up&a=1')).toEqual({
      modal: { kind: 'sign_up' },
      cleanHref: '/live?a=1',
    });
  });
  it('[AC1] opens the modal named by the hash', () => {
    expect(modalFromUrl('http://x/#forgot_password')).toEqual({
      modal: { kind: 'forgot_password' },
      cleanHref: '/',
    });
  });
  it('[AC2] a token link opens its modal with the token and strips the token from the URL', () => {
    expect(modalFromUrl('http://x/?modal=unlock_user&unlock_token=abcdefghijklmnop')).toEqual({
      modal: { kind: 'unlock_user', token: 'abcdefghijklmnop' },
      cleanHref: '/',
    });
    expect(modalFromUrl('http://x/?reset_password_token=tok123&x=2#top')).toEqual({
      modal: { kind: 'edit_password', token: 'tok123' },
      cleanHref: '/?x=2#top',
    });
    expect(modalFromUrl('http://x/?confirmation_token=c1')?.modal).toEqual({
      kind: 'confirm_password',
      token: 'c1',
    });
  });
  it('[AC1] ignores unknown modal names and plain URLs', () => {
    expect(modalFromUrl('http://x/?modal=evil')).toBeNull();
    expect(modalFromUrl('http://x/#main')).toBeNull();
    expect(modalFromUrl('http://x/soccer')).toBeNull();
  });
  it('[AC5] the deposit provider way back opens the deposit result and leaves the URL clean', () => {
    expect(modalFromUrl('http://x/soccer?deposit_result=pending')).toEqual({
      modal: { kind: 'deposit', depositResult: 'pending' },
      cleanHref: '/soccer',
    });
    expect(modalFromUrl('http://x/?deposit_result=bogus')).toBeNull();
  });
  it('[AC18] the deposit result keeps its deposit id for polling; both leave the URL', () => {
    expect(modalFromUrl('http://x/live?deposit_result=pending&deposit_id=abcDEF123456&a=1')).toEqual({
      modal: { kind: 'deposit', depositResult: 'pending', depositId: 'abcDEF123456' },
      cleanHref: '/live?a=1',
    });
  });
  it('[AC17] phone_verification and quick_deposit open from the URL; missed_auth_fields does not', () => {
    expect(modalFromUrl('http://x/?modal=phone_verification')?.modal).toEqual({ kind: 'phone_verification' });
    expect(modalFromUrl('http://x/#quick_deposit')?.modal).toEqual({ kind: 'quick_deposit' });
    expect(modalFromUrl('http://x/?modal=missed_auth_fields')).toBeNull();
  });
});
