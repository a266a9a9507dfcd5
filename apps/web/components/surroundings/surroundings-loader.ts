import { afterHydration } from '../../lib/scheduling/after-hydration';

// The one import() site of the surroundings' lazy chunk (surroundings-entry.ts), shared by the three wrappers so
// that the first-load chunks carry a single chunk list. On a first load it starts in a task of its own
// (after-hydration.ts), not in hydration's.
export const loadSurroundings = () => afterHydration('panel').then(() => import('./surroundings-entry'));
