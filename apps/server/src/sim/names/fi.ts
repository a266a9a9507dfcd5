import type { NameCatalogue } from './name-catalogue';

export const fi: NameCatalogue = {
  sports: {
    soccer: 'Jalkapallo',
    tennis: 'Tennis',
    basketball: 'Koripallo',
    'ice-hockey': 'Jääkiekko',
    volleyball: 'Lentopallo',
    cricket: 'Kriketti',
    'premium-cricket': 'Premium-kriketti',
    'horse-racing': 'Ravit',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. puoliaika - 1X2',
    '1st half - total': '1. puoliaika - Yhteensä',
    Winner: 'Voittaja',
    'Double chance': 'Tuplamahdollisuus',
    'Draw no bet': 'Tasapeli palauttaa panoksen',
    'Both teams to score': 'Molemmat joukkueet tekevät maalin',
    'Correct score': 'Oikea tulos',
    Handicap: 'Tasoitus',
    Total: 'Yhteensä',
    'Total sets': 'Erien määrä',
  },
  outcomes: { draw: 'Tasapeli', yes: 'Kyllä', no: 'Ei', other: 'Muu' },
  over: 'Yli {line}',
  under: 'Alle {line}',
  teamOrDraw: '{team} tai tasapeli',
  drawOrTeam: 'tasapeli tai {team}',
  homeOrAway: '{home} tai {away}',
  drawWithLine: 'tasapeli ({line})',
};
