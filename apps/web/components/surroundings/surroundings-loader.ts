// The one import() site of the surroundings' lazy chunk (surroundings-entry.ts), shared by the three wrappers so
// that the first-load chunks carry a single chunk list.
export const loadSurroundings = () => import('./surroundings-entry');
