import type { NameCatalogue } from './name-catalogue';

export const ro: NameCatalogue = {
  sports: {
    soccer: 'Fotbal',
    tennis: 'Tenis',
    basketball: 'Baschet',
    'ice-hockey': 'Hochei pe gheață',
    volleyball: 'Volei',
    cricket: 'Cricket',
    'premium-cricket': 'Cricket premium',
    'horse-racing': 'Curse de cai',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': 'Repriza 1 - 1X2',
    '1st half - total': 'Repriza 1 - Total',
    Winner: 'Câștigător',
    'Double chance': 'Șansă dublă',
    'Draw no bet': 'Egal pariu anulat',
    'Both teams to score': 'Ambele echipe marchează',
    'Correct score': 'Scor corect',
    Handicap: 'Handicap',
    Total: 'Total',
    'Total sets': 'Total seturi',
  },
  outcomes: { draw: 'Egal', yes: 'Da', no: 'Nu', other: 'Altul' },
  over: 'Peste {line}',
  under: 'Sub {line}',
  teamOrDraw: '{team} sau egal',
  drawOrTeam: 'egal sau {team}',
  homeOrAway: '{home} sau {away}',
  drawWithLine: 'egal ({line})',
};
