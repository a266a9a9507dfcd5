import type { NameCatalogue } from './name-catalogue';

export const nn: NameCatalogue = {
  sports: {
    soccer: 'Fotball',
    tennis: 'Tennis',
    basketball: 'Basketball',
    'ice-hockey': 'Ishockey',
    volleyball: 'Volleyball',
    cricket: 'Cricket',
    'premium-cricket': 'Premium-cricket',
    'horse-racing': 'Hesteløp',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. omgang - 1X2',
    '1st half - total': '1. omgang - Totalt',
    Winner: 'Vinnar',
    'Double chance': 'Dobbel sjanse',
    'Draw no bet': 'Innsats attende ved uavgjort',
    'Both teams to score': 'Begge lag scorar',
    'Correct score': 'Rett resultat',
    Handicap: 'Handikap',
    Total: 'Totalt',
    'Total sets': 'Tal på sett',
  },
  outcomes: { draw: 'Uavgjort', yes: 'Ja', no: 'Nei', other: 'Anna' },
  over: 'Over {line}',
  under: 'Under {line}',
  teamOrDraw: '{team} eller uavgjort',
  drawOrTeam: 'uavgjort eller {team}',
  homeOrAway: '{home} eller {away}',
  drawWithLine: 'uavgjort ({line})',
};
