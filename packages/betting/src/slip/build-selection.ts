import { selectionKey } from './selection-key';
import { isNotAvailable, isSuspended } from './selection-flags';
import type { SelectionInput, SlipSelection, SlipSettings } from './types';

/** A slip selection from what the host knows when the player picks an outcome; its flags are set at once. */
export function buildSelection(input: SelectionInput, settings: SlipSettings): SlipSelection {
  const { marketStatus, ...fields } = input;
  return {
    ...fields,
    id: selectionKey(input),
    acceptedOdds: input.odds,
    initialOdds: input.odds,
    isSuspended: isSuspended(marketStatus, { active: input.active }),
    isChanged: false,
    isNotAvailable: isNotAvailable(settings.providerStatuses, input.provider, input.matchStatus),
  };
}
