import type { NameCatalogue } from './name-catalogue';

export const et: NameCatalogue = {
  sports: {
    soccer: 'Jalgpall',
    tennis: 'Tennis',
    basketball: 'Korvpall',
    'ice-hockey': 'Jäähoki',
    volleyball: 'Võrkpall',
    cricket: 'Kriket',
    'premium-cricket': 'Premium-kriket',
    'horse-racing': 'Hobuste võiduajamised',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. poolaeg - 1X2',
    '1st half - total': '1. poolaeg - Kokku',
    Winner: 'Võitja',
    'Double chance': 'Topeltvõimalus',
    'Draw no bet': 'Viigi korral panus tagasi',
    'Both teams to score': 'Mõlemad meeskonnad löövad',
    'Correct score': 'Täpne tulemus',
    Handicap: 'Händikäp',
    Total: 'Kokku',
    'Total sets': 'Settide arv',
  },
  outcomes: { draw: 'Viik', yes: 'Jah', no: 'Ei', other: 'Muu' },
  over: 'Üle {line}',
  under: 'Alla {line}',
  teamOrDraw: '{team} või viik',
  drawOrTeam: 'viik või {team}',
  homeOrAway: '{home} või {away}',
  drawWithLine: 'viik ({line})',
};
