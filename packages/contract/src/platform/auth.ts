import { z } from 'zod';
import { currencyCodeSchema } from '../wallet/money';

/** E-mail addresses are compared case-insensitively: normalised to lower case on the way in. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());

/** OWASP ASVS: at least 8 characters, long passphrases allowed, no composition rules. */
export const passwordSchema = z.string().min(8).max(128);

/** POST /api/platform/users/sign_up (API.md) */
export const signUpBodySchema = z.strictObject({
  user: z.strictObject({ email: emailSchema, password: passwordSchema, currency: currencyCodeSchema }),
});

/** POST /api/platform/users/sign_in (API.md). Any string is checked; only the credentials decide. */
export const signInBodySchema = z.strictObject({
  user: z.strictObject({ email: emailSchema, password: z.string().min(1).max(128) }),
});

/** POST /users/password (forgot password), POST /users/confirmation and POST /users/unlock (resend instructions). */
export const emailOnlyBodySchema = z.strictObject({ user: z.strictObject({ email: emailSchema }) });

export const tokenSchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** PUT /api/platform/users/password (reset with the e-mailed token) */
export const passwordResetBodySchema = z.strictObject({
  user: z.strictObject({ reset_password_token: tokenSchema, password: passwordSchema }),
});

/** PATCH /api/platform/player/password: a signed-in player changes the password, proving the current one. */
export const passwordChangeBodySchema = z.strictObject({
  user: z.strictObject({ current_password: z.string().min(1).max(128), password: passwordSchema }),
});

/** GET /users/confirmation?confirmation_token=… */
export const confirmationQuerySchema = z.object({ confirmation_token: tokenSchema });
/** GET /users/unlock?unlock_token=… */
export const unlockQuerySchema = z.object({ unlock_token: tokenSchema });

/** Answer of the calls that only acknowledge (reset requested, resend instructions…). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
