import { z } from 'zod';
import { currencyCodeSchema } from '../wallet/money';
import { SUPPORTED_LOCALES } from './locales';
import { statusGroupSchema } from './progress';

/** Profile (§3), plus the two derived fields the client would otherwise compute: display_name, logged_in. */
export const profileSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().nullable(),
  auth_phone_number: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  language: z.string(),
  currency: currencyCodeSchema,
  auth_fields_missed: z.array(z.string()),
  statuses: z.array(z.string()),
  serasa: z.object({ pve: z.boolean() }),
  user_account_status: z.string(),
  suspension_reason: z.string().nullable(),
  /**
   * While a break, self-exclusion or register listing holds (SPEC.md SX6): user_account_status is
   * `self_excluded`, suspension_reason `break`, `self_exclusion` or `register`, and this says until when (ISO;
   * null for a register listing). Null otherwise.
   */
  excluded_until: z.string().nullable(),
  confirmed: z.boolean(),
  progress: z.object({ points: z.number().int(), statusGroups: z.array(statusGroupSchema) }),
  display_name: z.string(),
  logged_in: z.boolean(),
});
export type ProfileDto = z.infer<typeof profileSchema>;

/** A name field a player may fill in (missed_auth_fields): trimmed, 1–100 characters. */
const nameFieldSchema = z.string().trim().min(1).max(100);

/**
 * PATCH /api/platform/player: the name fields of the profile (the missed_auth_fields modal). The phone is set
 * and verified through /player/phone.
 */
export const updateProfileBodySchema = z
  .strictObject({
    first_name: nameFieldSchema.optional(),
    last_name: nameFieldSchema.optional(),
    nickname: nameFieldSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'name at least one field');

/** The profile fields an operator may require (PLATFORM_REQUIRED_AUTH_FIELDS); missing ones are auth_fields_missed. */
export const REQUIRED_AUTH_FIELDS = ['first_name', 'last_name', 'nickname', 'mobile_phone'] as const;
export type RequiredAuthField = (typeof REQUIRED_AUTH_FIELDS)[number];

type NameFields = Pick<
  ProfileDto,
  'first_name' | 'last_name' | 'nickname' | 'email' | 'auth_phone_number' | 'mobile_phone'
>;

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** §1: display name falls back from full name to nickname to e-mail to phone. */
export function displayName(p: NameFields): string {
  const full = [p.first_name, p.last_name].filter(present).join(' ').trim();
  if (full) return full;
  if (present(p.nickname)) return p.nickname;
  if (present(p.email)) return p.email;
  if (present(p.auth_phone_number)) return p.auth_phone_number;
  if (present(p.mobile_phone)) return p.mobile_phone;
  return '';
}

/** §1: a user counts as logged in when an e-mail or an auth phone number is present in the profile. */
export function isLoggedIn(p: Pick<ProfileDto, 'email' | 'auth_phone_number'>): boolean {
  return present(p.email) || present(p.auth_phone_number);
}

/** PATCH /api/platform/player/update_locale */
export const updateLocaleBodySchema = z.strictObject({ locale: z.enum(SUPPORTED_LOCALES) });
export const updateLocaleResponseSchema = z.object({ language: z.string() });

/** PATCH /api/platform/player/currency (change currency, §4) */
export const changeCurrencyBodySchema = z.strictObject({ currency: currencyCodeSchema });
export const changeCurrencyResponseSchema = z.object({ currency: currencyCodeSchema });
