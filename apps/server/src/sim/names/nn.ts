import { nb } from './nb';
import type { NameCatalogue } from './name-catalogue';

/** Nynorsk: Bokmål's names but for the words the two written standards spell apart. */
export const nn: NameCatalogue = {
  ...nb,
  markets: {
    ...nb.markets,
    Winner: 'Vinnar',
    'Draw no bet': 'Innsats attende ved uavgjort',
    'Both teams to score': 'Begge lag scorar',
    'Correct score': 'Rett resultat',
    'Total sets': 'Tal på sett',
  },
  outcomes: { ...nb.outcomes, other: 'Anna' },
};
