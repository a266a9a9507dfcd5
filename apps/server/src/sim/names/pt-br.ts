import { pt } from './pt';
import type { NameCatalogue } from './name-catalogue';

/** Brazilian Portuguese: European Portuguese's names but for the words Brazil says otherwise. */
export const ptBR: NameCatalogue = {
  ...pt,
  sports: { ...pt.sports, tennis: 'Tênis', basketball: 'Basquete', volleyball: 'Vôlei' },
  markets: {
    ...pt.markets,
    '1st half - 1x2': '1º tempo - 1X2',
    '1st half - total': '1º tempo - Total',
    'Double chance': 'Dupla chance',
    'Both teams to score': 'Ambos os times marcam',
    'Correct score': 'Placar exato',
  },
};
