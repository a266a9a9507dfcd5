import type { NameCatalogue } from './name-catalogue';

export const el: NameCatalogue = {
  sports: {
    soccer: 'Ποδόσφαιρο',
    tennis: 'Τένις',
    basketball: 'Καλαθοσφαίριση',
    'ice-hockey': 'Χόκεϊ επί πάγου',
    volleyball: 'Βόλεϊ',
    cricket: 'Κρίκετ',
    'premium-cricket': 'Κρίκετ premium',
    'horse-racing': 'Ιπποδρομίες',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1ο ημίχρονο - 1X2',
    '1st half - total': '1ο ημίχρονο - Σύνολο',
    Winner: 'Νικητής',
    'Double chance': 'Διπλή ευκαιρία',
    'Draw no bet': 'Ισοπαλία χωρίς στοίχημα',
    'Both teams to score': 'Και οι δύο ομάδες σκοράρουν',
    'Correct score': 'Σωστό σκορ',
    Handicap: 'Χάντικαπ',
    Total: 'Σύνολο',
    'Total sets': 'Σύνολο σετ',
  },
  outcomes: { draw: 'Ισοπαλία', yes: 'Ναι', no: 'Όχι', other: 'Άλλο' },
  over: 'Πάνω από {line}',
  under: 'Κάτω από {line}',
  teamOrDraw: '{team} ή ισοπαλία',
  drawOrTeam: 'ισοπαλία ή {team}',
  homeOrAway: '{home} ή {away}',
  drawWithLine: 'ισοπαλία ({line})',
};
