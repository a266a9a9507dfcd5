import type { NameCatalogue } from './name-catalogue';

export const cs: NameCatalogue = {
  sports: {
    soccer: 'Fotbal',
    tennis: 'Tenis',
    basketball: 'Basketbal',
    'ice-hockey': 'Lední hokej',
    volleyball: 'Volejbal',
    cricket: 'Kriket',
    'premium-cricket': 'Prémiový kriket',
    'horse-racing': 'Dostihy',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. poločas - 1X2',
    '1st half - total': '1. poločas - Celkem',
    Winner: 'Vítěz',
    'Double chance': 'Dvojitá šance',
    'Draw no bet': 'Sázka bez remízy',
    'Both teams to score': 'Oba týmy skórují',
    'Correct score': 'Přesný výsledek',
    Handicap: 'Handicap',
    Total: 'Celkem',
    'Total sets': 'Počet setů',
  },
  outcomes: { draw: 'Remíza', yes: 'Ano', no: 'Ne', other: 'Jiný' },
  over: 'Více než {line}',
  under: 'Méně než {line}',
  teamOrDraw: '{team} nebo remíza',
  drawOrTeam: 'remíza nebo {team}',
  homeOrAway: '{home} nebo {away}',
  drawWithLine: 'remíza ({line})',
};
