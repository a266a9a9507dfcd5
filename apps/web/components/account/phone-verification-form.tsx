'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { requestJson } from '../../lib/auth/http';
import { useSite } from '../../lib/site/site-context';
import { AccountForm, Field, FormMessage } from './field';
import { useSubmit } from './use-submit';
import { intlLocale } from '../../lib/i18n/locales';

export interface PhoneWire {
  phone_number: string;
  phone_country: string;
  verified_status: 'verified' | 'unverified';
  resend_timeout_until: string | null;
  sms_limit_reached: boolean;
}

export const PHONE_KEY = ['player-phone'];

/**
 * The phone_verification modal (AC17): the player's number (GET /player/phone, first item), a code sent to it
 * (POST /player/phone) and the code checked (POST /player/phone/verification). Without a number it asks for one.
 */
export function PhoneVerificationForm() {
  const t = useAccountText();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const phone = useQuery({
    queryKey: PHONE_KEY,
    queryFn: () => requestJson<PhoneWire[]>('/api/platform/player/phone', { locale }),
  });
  const send = useSubmit();
  const verify = useSubmit();
  const [sent, setSent] = useState(false);

  if (phone.isPending) return <p className="skeleton" aria-label={t('phone.loading')} />;
  if (phone.isError)
    return (
      <p className="slip-msg slip-msg--error" role="alert">
        {t('error.generic')}
      </p>
    );
  const current = phone.data[0] ?? null;
  const update = (list: PhoneWire[]) => queryClient.setQueryData(PHONE_KEY, list);

  if (current?.verified_status === 'verified')
    return (
      <div className="form" data-testid="phone-verified">
        <FormMessage tone="success" text={t('phone.verified', { number: current.phone_number })} />
      </div>
    );

  const sendCode = (phoneNumber: string, phoneCountry: string) =>
    send.run(async () => {
      update(
        await requestJson<PhoneWire[]>('/api/platform/player/phone', {
          method: 'POST',
          body: { phone_number: phoneNumber, phone_country: phoneCountry },
          locale,
        }),
      );
      setSent(true);
    });

  const resendAt = current?.resend_timeout_until ? new Date(current.resend_timeout_until) : null;
  const waiting = resendAt !== null && resendAt.getTime() > Date.now();
  const codeSent = sent || waiting;
  return (
    <div className="form">
      {current ? (
        <>
          <p>{t(codeSent ? 'phone.sent' : 'phone.number', { number: current.phone_number })}</p>
          <button
            type="button"
            className="button"
            disabled={send.busy || current.sms_limit_reached}
            aria-busy={send.busy}
            onClick={() => void sendCode(current.phone_number, current.phone_country)}
            data-testid="phone-send-code"
          >
            {t(codeSent ? 'phone.resend' : 'phone.send')}
          </button>
          {waiting && resendAt ? (
            <p className="account-field__hint">
              {t('phone.resendAfter', {
                time: resendAt.toLocaleTimeString(intlLocale(locale), {
                  hour: '2-digit',
                  minute: '2-digit',
                  second: '2-digit',
                }),
              })}
            </p>
          ) : null}
          <FormMessage
            tone="error"
            text={current.sms_limit_reached ? t('error.sms_limit_reached') : (send.errors.form ?? null)}
          />
          <AccountForm
            testId="phone-code-form"
            onData={(data) => {
              const code = String(data.get('code') ?? '').trim();
              void verify.run(async () => {
                update(
                  await requestJson<PhoneWire[]>('/api/platform/player/phone/verification', {
                    method: 'POST',
                    body: { code },
                    locale,
                  }),
                );
              });
            }}
          >
            <Field
              label={t('field.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint={t('hint.code')}
              error={verify.errors.fields.code}
            />
            <FormMessage tone="error" text={verify.errors.form} />
            <button
              type="submit"
              className="button button--primary"
              disabled={verify.busy}
              aria-busy={verify.busy}
            >
              {t('phone.verify')}
            </button>
          </AccountForm>
        </>
      ) : (
        <AccountForm
          testId="phone-number-form"
          onData={(data) => {
            void sendCode(
              String(data.get('phone_number') ?? '').replace(/[\s()-]/g, ''),
              String(data.get('phone_country') ?? '')
                .trim()
                .toUpperCase(),
            );
          }}
        >
          <Field
            label={t('field.phone_number')}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            hint={t('hint.phone_number')}
            error={send.errors.fields.phone_number}
          />
          <Field
            label={t('field.phone_country')}
            name="phone_country"
            autoComplete="country"
            maxLength={2}
            hint={t('hint.phone_country')}
            error={send.errors.fields.phone_country}
          />
          <FormMessage tone="error" text={send.errors.form} />
          <button type="submit" className="button button--primary" disabled={send.busy} aria-busy={send.busy}>
            {t('phone.send')}
          </button>
        </AccountForm>
      )}
    </div>
  );
}
