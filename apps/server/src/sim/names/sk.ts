import type { NameCatalogue } from './name-catalogue';

export const sk: NameCatalogue = {
  sports: {
    soccer: 'Futbal',
    tennis: 'Tenis',
    basketball: 'Basketbal',
    'ice-hockey': 'Ľadový hokej',
    volleyball: 'Volejbal',
    cricket: 'Kriket',
    'premium-cricket': 'Prémiový kriket',
    'horse-racing': 'Dostihy',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. polčas - 1X2',
    '1st half - total': '1. polčas - Celkovo',
    Winner: 'Víťaz',
    'Double chance': 'Dvojitá šanca',
    'Draw no bet': 'Stávka bez remízy',
    'Both teams to score': 'Oba tímy skórujú',
    'Correct score': 'Presný výsledok',
    Handicap: 'Handicap',
    Total: 'Celkovo',
    'Total sets': 'Počet setov',
  },
  outcomes: { draw: 'Remíza', yes: 'Áno', no: 'Nie', other: 'Iný' },
  over: 'Viac ako {line}',
  under: 'Menej ako {line}',
  teamOrDraw: '{team} alebo remíza',
  drawOrTeam: 'remíza alebo {team}',
  homeOrAway: '{home} alebo {away}',
  drawWithLine: 'remíza ({line})',
};
