import type { NameCatalogue } from './name-catalogue';

export const pl: NameCatalogue = {
  sports: {
    soccer: 'Piłka nożna',
    tennis: 'Tenis',
    basketball: 'Koszykówka',
    'ice-hockey': 'Hokej na lodzie',
    volleyball: 'Siatkówka',
    cricket: 'Krykiet',
    'premium-cricket': 'Krykiet premium',
    'horse-racing': 'Wyścigi konne',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. połowa - 1X2',
    '1st half - total': '1. połowa - Suma',
    Winner: 'Zwycięzca',
    'Double chance': 'Podwójna szansa',
    'Draw no bet': 'Zakład bez remisu',
    'Both teams to score': 'Obie drużyny strzelą',
    'Correct score': 'Dokładny wynik',
    Handicap: 'Handicap',
    Total: 'Suma',
    'Total sets': 'Liczba setów',
  },
  outcomes: { draw: 'Remis', yes: 'Tak', no: 'Nie', other: 'Inny' },
  over: 'Powyżej {line}',
  under: 'Poniżej {line}',
  teamOrDraw: '{team} lub remis',
  drawOrTeam: 'remis lub {team}',
  homeOrAway: '{home} lub {away}',
  drawWithLine: 'remis ({line})',
};
