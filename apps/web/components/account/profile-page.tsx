'use client';
import type { ProfileDto } from '@slipstream/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { statusProgress } from '../../lib/account/status-progress';
import { useAuth } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { useSite } from '../../lib/site/site-context';
import { openAccountModal } from '../../lib/account/account-modal-store';
import { intlLocale } from '../../lib/i18n/locales';
import { FormMessage } from './field';
import { PHONE_KEY, type PhoneWire } from './phone-verification-form';
import { PasswordChangeForm } from './password-change-form';
import { QuickStakesForm } from './quick-stakes-form';
import './account.css';
import { SignInButton } from '../auth/sign-in-button';
import { statusGroupName } from '../../lib/account/status-group-name';

/**
 * The profile page (account-and-surroundings §3): the display name (the server's fallbacks: full name,
 * nickname, e-mail, phone), e-mail and phone, comp points and the way to the next status group, and a
 * password change: with the current password (AC16), so a borrowed session alone cannot change it, or through
 * the e-mailed link (the same one as "forgot password") for a player who forgot it.
 */
export default function ProfilePage() {
  const t = useAccountText();
  const { locale } = useSite();
  const auth = useAuth();
  const profile = useQuery({
    enabled: auth.status === 'LOGGED_IN',
    queryKey: ['profile-page', auth.player?.id],
    queryFn: () => requestJson<ProfileDto>('/api/platform/player', { locale }),
  });

  return (
    <div className="account-page account-page--wide" data-page-id="profile">
      <h1 className="page-title">{t('title.profile')}</h1>
      {auth.status === 'NOT_LOGGED_IN' ? (
        <p>
          <SignInButton label={t('profile.signIn')} />
        </p>
      ) : profile.isPending ? (
        <p className="skeleton skeleton--row" aria-label={t('profile.loading')} />
      ) : profile.isError ? (
        <p className="slip-msg slip-msg--error" role="alert">
          {t('profile.error')}
        </p>
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </div>
  );
}

function ProfileDetails({ profile }: { profile: ProfileDto }) {
  const t = useAccountText();
  const { locale } = useSite();
  const progress = statusProgress(profile.progress.points, profile.progress.statusGroups);
  const phone = profile.auth_phone_number ?? profile.mobile_phone;
  const number = new Intl.NumberFormat(intlLocale(locale));
  return (
    <>
      <h2 className="account-page__subtitle" data-testid="profile-display-name">
        {profile.display_name}
      </h2>
      <dl className="reality-check__figures">
        <dt>{t('field.email')}</dt>
        <dd data-testid="profile-email">{profile.email ?? t('profile.none')}</dd>
        <dt>{t('profile.phone')}</dt>
        <dd data-testid="profile-phone">
          {phone ?? t('profile.none')}
          {phone ? <VerifyPhoneLater /> : null}
        </dd>
        <dt>{t('profile.compPoints')}</dt>
        <dd data-testid="profile-points">{number.format(profile.progress.points)}</dd>
        <dt>{t('profile.status')}</dt>
        <dd data-testid="profile-status">
          {progress.current ? statusGroupName(locale, progress.current.name) : t('profile.none')}
        </dd>
      </dl>
      {progress.next ? (
        <div className="profile-progress">
          <progress
            max={100}
            value={progress.percent}
            aria-label={t('profile.progressLabel', { next: statusGroupName(locale, progress.next.name) })}
            data-testid="profile-progress"
          />
          <p>
            {t('profile.toNext', {
              points: number.format(progress.pointsToNext),
              next: statusGroupName(locale, progress.next.name),
            })}
          </p>
        </div>
      ) : null}
      <h2 className="account-page__subtitle">{t('profile.betting')}</h2>
      <QuickStakesForm />
      <h2 className="account-page__subtitle">{t('profile.password')}</h2>
      <PasswordChangeForm />
      <PasswordLink email={profile.email} />
    </>
  );
}

function PasswordLink({ email }: { email: string | null }) {
  const t = useAccountText();
  const { locale } = useSite();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  if (!email) return <p>{t('profile.passwordNoEmail')}</p>;
  const send = async () => {
    setState('sending');
    try {
      await requestJson('/api/platform/users/password', {
        method: 'POST',
        body: { user: { email } },
        locale,
      });
      setState('sent');
    } catch {
      setState('error');
    }
  };
  return (
    <>
      <p>
        {t('profile.passwordLinkIntro')} {t('profile.passwordIntro')}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={state === 'sending'}
        onClick={() => void send()}
        data-testid="profile-password-change"
      >
        {t('profile.passwordLink')}
      </button>
      {state === 'sent' ? <FormMessage tone="success" text={t('profile.passwordSent', { email })} /> : null}
      {state === 'error' ? <FormMessage tone="error" text={t('profile.passwordError')} /> : null}
    </>
  );
}

/**
 * A number given but not verified (the prompt was closed, or the code never came): the profile says so and offers
 * the verification again, where it can be done at any later time (AC17; issue 33 item 9).
 */
function VerifyPhoneLater() {
  const t = useAccountText();
  const { locale } = useSite();
  const phones = useQuery({
    queryKey: PHONE_KEY,
    queryFn: () => requestJson<PhoneWire[]>('/api/platform/player/phone', { locale }),
  });
  if (phones.data?.[0]?.verified_status !== 'unverified') return null;
  return (
    <>
      {' '}
      <span className="muted">({t('profile.phoneUnverified')})</span>{' '}
      <button
        type="button"
        className="button button--ghost"
        data-testid="profile-verify-phone"
        onClick={() => openAccountModal('phone_verification')}
      >
        {t('profile.verifyPhone')}
      </button>
    </>
  );
}
