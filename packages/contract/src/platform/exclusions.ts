import { BREAK_PERIODS, EXCLUSION_KINDS, SELF_EXCLUSION_PERIODS, periodFitsKind } from '@slipstream/betting';
import { z } from 'zod';

/**
 * POST /api/platform/player/exclusions (API.md "Take a break and self-exclusion"): a break of 24h, 7d or 30d, or a
 * self-exclusion of 6m, 1y or 5y (SPEC.md SX1).
 */
export const exclusionBodySchema = z
  .strictObject({
    kind: z.enum(EXCLUSION_KINDS),
    period: z.enum([...BREAK_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  })
  .refine((b) => periodFitsKind(b.kind, b.period), {
    path: ['period'],
    message: 'a break lasts 24h, 7d or 30d; a self-exclusion 6m, 1y or 5y',
  });
export type ExclusionBody = z.infer<typeof exclusionBodySchema>;

/** Why betting and deposits are refused: the player's break or self-exclusion, or a self-exclusion register. */
export const EXCLUSION_REASONS = ['break', 'self_exclusion', 'register'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** The 201 answer: the exclusion in force after the request (unchanged when the request was not longer). */
export const exclusionResponseSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  /** ISO time the player is told: the period's end, or the end of the cooling-off of a return under way. */
  until: z.string(),
});
export type ExclusionResponse = z.infer<typeof exclusionResponseSchema>;

/** One recorded exclusion (GET lists them, newest first). */
export const exclusionRecordSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  period: z.enum([...BREAK_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  starts_at: z.string(),
  until: z.string(),
  created_at: z.string(),
});
export type ExclusionRecord = z.infer<typeof exclusionRecordSchema>;

/**
 * What holds now. `phase`: `running` (the period), `awaiting_return` (a self-exclusion whose period has ended: it
 * holds until the player asks to return, SPEC.md SX5), `cooling_off` (asked; it lifts at `until`), `register`
 * (listed on a self-exclusion register: `until` null).
 */
export const currentExclusionSchema = z.object({
  reason: z.enum(EXCLUSION_REASONS),
  phase: z.enum(['running', 'awaiting_return', 'cooling_off', 'register']),
  until: z.string().nullable(),
});
export type CurrentExclusion = z.infer<typeof currentExclusionSchema>;

export const exclusionListSchema = z.object({
  data: z.array(exclusionRecordSchema),
  current: currentExclusionSchema.nullable(),
});
export type ExclusionList = z.infer<typeof exclusionListSchema>;

/** POST /api/platform/player/exclusions/return: the fresh confirmation a self-exclusion's end needs. */
export const exclusionReturnBodySchema = z.strictObject({ confirm: z.literal(true) });

/** The `self_excluded` refusal's details (403): until when, and why. */
export const selfExcludedDetailsSchema = z.object({
  until: z.string().nullable(),
  reason: z.enum(EXCLUSION_REASONS),
});
export type SelfExcludedDetails = z.infer<typeof selfExcludedDetailsSchema>;
