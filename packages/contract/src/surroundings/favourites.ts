import { z } from 'zod';
import { qBool } from '../catalogue/query-params';
import { matchStatusList } from '../catalogue/queries';

/** Favourites (account-and-surroundings §7): per player, of matches or tournaments. */
export const FAVOURITE_TYPES = ['matches', 'tournaments'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

export const favouriteTypeParam = z.strictObject({ type: z.enum(FAVOURITE_TYPES) });
export const favouriteItemParam = z.strictObject({
  type: z.enum(FAVOURITE_TYPES),
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Expected a whole number')
    .transform(Number),
});

/** GET /favourites/{type}?match_status&bettable: both filters apply to matches only. */
export const favouriteListQuerySchema = z.strictObject({
  match_status: matchStatusList.optional(),
  bettable: qBool.optional(),
});

export const favouriteIdsResponseSchema = z.object({ favoriteIds: z.array(z.number().int()) });
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;
