'use client';
import type { ProfileDto } from '@slipstream/contract';
import { useAccountText } from '../../lib/account/use-account-text';
import { requestJson } from '../../lib/auth/http';
import { useSite } from '../../lib/site/site-context';
import { AccountForm, Field, FormMessage, SubmitButton } from './field';
import { useSubmit } from './use-submit';

const NAME_FIELDS = ['first_name', 'last_name', 'nickname'] as const;
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  nickname: 'nickname',
};

/**
 * The missed_auth_fields form (AC15): exactly the fields the server lists in `auth_fields_missed`. Names are saved
 * with `PATCH /player`; a phone with `POST /player/phone`, which sends the code the phone_verification modal asks
 * for next (`onPhoneGiven`).
 */
export function MissedFieldsForm({
  missed,
  onSaved,
  onPhoneGiven,
}: {
  missed: readonly string[];
  onSaved: () => Promise<void>;
  onPhoneGiven: () => void;
}) {
  const t = useAccountText();
  const { locale } = useSite();
  const { busy, errors, run } = useSubmit();
  const names = NAME_FIELDS.filter((f) => missed.includes(f));
  const askPhone = missed.includes('mobile_phone');
  return (
    <AccountForm
      testId="missed-fields-form"
      onData={(data) => {
        void run(async () => {
          if (names.length > 0) {
            const body: Record<string, string> = {};
            for (const f of names) body[f] = String(data.get(f) ?? '');
            await requestJson<ProfileDto>('/api/platform/player', { method: 'PATCH', body, locale });
          }
          if (askPhone)
            await requestJson('/api/platform/player/phone', {
              method: 'POST',
              body: {
                phone_number: String(data.get('phone_number') ?? '').replace(/[\s()-]/g, ''),
                phone_country: String(data.get('phone_country') ?? '')
                  .trim()
                  .toUpperCase(),
              },
              locale,
            });
          await onSaved();
          if (askPhone) onPhoneGiven();
        });
      }}
    >
      <p>{t('missed.intro')}</p>
      {names.map((f) => (
        <Field
          key={f}
          label={t(`field.${f}`)}
          name={f}
          autoComplete={AUTOCOMPLETE[f]}
          error={errors.fields[f]}
        />
      ))}
      {askPhone ? (
        <>
          <Field
            label={t('field.phone_number')}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            hint={t('hint.phone_number')}
            error={errors.fields.phone_number}
          />
          <Field
            label={t('field.phone_country')}
            name="phone_country"
            autoComplete="country"
            maxLength={2}
            hint={t('hint.phone_country')}
            error={errors.fields.phone_country}
          />
        </>
      ) : null}
      <FormMessage tone="error" text={errors.form} />
      <SubmitButton busy={busy} label={t('missed.submit')} />
    </AccountForm>
  );
}
