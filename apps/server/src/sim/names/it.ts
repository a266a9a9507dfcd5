import type { NameCatalogue } from './name-catalogue';

export const it: NameCatalogue = {
  sports: {
    soccer: 'Calcio',
    tennis: 'Tennis',
    basketball: 'Pallacanestro',
    'ice-hockey': 'Hockey su ghiaccio',
    volleyball: 'Pallavolo',
    cricket: 'Cricket',
    'premium-cricket': 'Cricket premium',
    'horse-racing': 'Ippica',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1° tempo - 1X2',
    '1st half - total': '1° tempo - Totale',
    Winner: 'Vincente',
    'Double chance': 'Doppia chance',
    'Draw no bet': 'Rimborso in caso di pareggio',
    'Both teams to score': 'Entrambe le squadre segnano',
    'Correct score': 'Risultato esatto',
    Handicap: 'Handicap',
    Total: 'Totale',
    'Total sets': 'Totale set',
  },
  outcomes: { draw: 'Pareggio', yes: 'Sì', no: 'No', other: 'Altro' },
  over: 'Più di {line}',
  under: 'Meno di {line}',
  teamOrDraw: '{team} o pareggio',
  drawOrTeam: 'pareggio o {team}',
  homeOrAway: '{home} o {away}',
  drawWithLine: 'pareggio ({line})',
};
