import type { NameCatalogue } from './name-catalogue';

export const sl: NameCatalogue = {
  sports: {
    soccer: 'Nogomet',
    tennis: 'Tenis',
    basketball: 'Košarka',
    'ice-hockey': 'Hokej na ledu',
    volleyball: 'Odbojka',
    cricket: 'Kriket',
    'premium-cricket': 'Premium kriket',
    'horse-racing': 'Konjske dirke',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. polčas - 1X2',
    '1st half - total': '1. polčas - Skupno',
    Winner: 'Zmagovalec',
    'Double chance': 'Dvojna priložnost',
    'Draw no bet': 'Stava brez remija',
    'Both teams to score': 'Oba tima zadeneta',
    'Correct score': 'Točen rezultat',
    Handicap: 'Hendikep',
    Total: 'Skupno',
    'Total sets': 'Število nizov',
  },
  outcomes: { draw: 'Remi', yes: 'Da', no: 'Ne', other: 'Drugo' },
  over: 'Več kot {line}',
  under: 'Manj kot {line}',
  teamOrDraw: '{team} ali remi',
  drawOrTeam: 'remi ali {team}',
  homeOrAway: '{home} ali {away}',
  drawWithLine: 'remi ({line})',
};
