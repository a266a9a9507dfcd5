import { z } from 'zod';

/** E.164: a plus and up to 15 digits. */
export const phoneNumberSchema = z
  .string()
  .regex(/^\+[1-9][0-9]{6,14}$/, 'an E.164 number such as +4915112345678');

/** Phone verification (§3); GET /api/platform/player/phone answers a list whose first item the client uses. */
export const phoneSchema = z.object({
  phone_number: z.string(),
  phone_country: z.string(),
  verified_status: z.enum(['verified', 'unverified']),
  resend_timeout_until: z.string().nullable(),
  sms_limit_reached: z.boolean(),
});
export const phoneListResponseSchema = z.array(phoneSchema);

/** POST /api/platform/player/phone: set (or re-send to) the number; a code goes to the outbox. */
export const setPhoneBodySchema = z.strictObject({
  phone_number: phoneNumberSchema,
  phone_country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code'),
});

/** POST /api/platform/player/phone/verification */
export const verifyPhoneBodySchema = z.strictObject({ code: z.string().regex(/^[0-9]{6}$/) });
