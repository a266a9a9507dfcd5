import type { NameCatalogue } from './name-catalogue';

export const hr: NameCatalogue = {
  sports: {
    soccer: 'Nogomet',
    tennis: 'Tenis',
    basketball: 'Košarka',
    'ice-hockey': 'Hokej na ledu',
    volleyball: 'Odbojka',
    cricket: 'Kriket',
    'premium-cricket': 'Premium kriket',
    'horse-racing': 'Konjske utrke',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. poluvrijeme - 1X2',
    '1st half - total': '1. poluvrijeme - Ukupno',
    Winner: 'Pobjednik',
    'Double chance': 'Dvostruka šansa',
    'Draw no bet': 'Oklada bez neriješenog',
    'Both teams to score': 'Oba tima zabijaju',
    'Correct score': 'Točan rezultat',
    Handicap: 'Hendikep',
    Total: 'Ukupno',
    'Total sets': 'Ukupno setova',
  },
  outcomes: { draw: 'Neriješeno', yes: 'Da', no: 'Ne', other: 'Ostalo' },
  over: 'Više od {line}',
  under: 'Manje od {line}',
  teamOrDraw: '{team} ili neriješeno',
  drawOrTeam: 'neriješeno ili {team}',
  homeOrAway: '{home} ili {away}',
  drawWithLine: 'neriješeno ({line})',
};
