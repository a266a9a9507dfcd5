import { z } from 'zod';
import { PUBLIC_EVENTS, USER_EVENTS } from '../channels';

/** Every event name a channel carries (match events are a subset of the public ones). */
export const PUSH_EVENTS = [...PUBLIC_EVENTS, ...USER_EVENTS] as const;
export type PushEventName = (typeof PUSH_EVENTS)[number];

/** Publication data on every channel (API.md): `{"event": "<name>", "data": {…}}`. */
export const pushPublicationSchema = z.object({
  event: z.enum(PUSH_EVENTS),
  data: z.unknown(),
});
export type PushPublicationData = z.infer<typeof pushPublicationSchema>;
