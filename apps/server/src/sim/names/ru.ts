import type { NameCatalogue } from './name-catalogue';

export const ru: NameCatalogue = {
  sports: {
    soccer: 'Футбол',
    tennis: 'Теннис',
    basketball: 'Баскетбол',
    'ice-hockey': 'Хоккей',
    volleyball: 'Волейбол',
    cricket: 'Крикет',
    'premium-cricket': 'Премиум-крикет',
    'horse-racing': 'Скачки',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1-й тайм - 1X2',
    '1st half - total': '1-й тайм - Тотал',
    Winner: 'Победитель',
    'Double chance': 'Двойной шанс',
    'Draw no bet': 'Возврат при ничьей',
    'Both teams to score': 'Обе забьют',
    'Correct score': 'Точный счёт',
    Handicap: 'Фора',
    Total: 'Тотал',
    'Total sets': 'Тотал сетов',
  },
  outcomes: { draw: 'Ничья', yes: 'Да', no: 'Нет', other: 'Другой' },
  over: 'Больше {line}',
  under: 'Меньше {line}',
  teamOrDraw: '{team} или ничья',
  drawOrTeam: 'ничья или {team}',
  homeOrAway: '{home} или {away}',
  drawWithLine: 'ничья ({line})',
};
