import type { NameCatalogue } from './name-catalogue';

export const bg: NameCatalogue = {
  sports: {
    soccer: 'Футбол',
    tennis: 'Тенис',
    basketball: 'Баскетбол',
    'ice-hockey': 'Хокей на лед',
    volleyball: 'Волейбол',
    cricket: 'Крикет',
    'premium-cricket': 'Премиум крикет',
    'horse-racing': 'Конни надбягвания',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1-во полувреме - 1X2',
    '1st half - total': '1-во полувреме - Общо',
    Winner: 'Победител',
    'Double chance': 'Двоен шанс',
    'Draw no bet': 'Равенството връща залога',
    'Both teams to score': 'Двата отбора да отбележат',
    'Correct score': 'Точен резултат',
    Handicap: 'Хендикап',
    Total: 'Общо',
    'Total sets': 'Общо сетове',
  },
  outcomes: { draw: 'Равенство', yes: 'Да', no: 'Не', other: 'Друг' },
  over: 'Над {line}',
  under: 'Под {line}',
  teamOrDraw: '{team} или равенство',
  drawOrTeam: 'равенство или {team}',
  homeOrAway: '{home} или {away}',
  drawWithLine: 'равенство ({line})',
};
