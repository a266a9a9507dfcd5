import type { NameCatalogue } from './name-catalogue';

export const fa: NameCatalogue = {
  sports: {
    soccer: 'فوتبال',
    tennis: 'تنیس',
    basketball: 'بسکتبال',
    'ice-hockey': 'هاکی روی یخ',
    volleyball: 'والیبال',
    cricket: 'کریکت',
    'premium-cricket': 'کریکت ویژه',
    'horse-racing': 'اسب‌دوانی',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': 'نیمه اول - 1X2',
    '1st half - total': 'نیمه اول - مجموع',
    Winner: 'برنده',
    'Double chance': 'شانس دوگانه',
    'Draw no bet': 'مساوی، شرط باطل',
    'Both teams to score': 'هر دو تیم گل بزنند',
    'Correct score': 'نتیجه دقیق',
    Handicap: 'هندیکپ',
    Total: 'مجموع',
    'Total sets': 'مجموع ست‌ها',
  },
  outcomes: { draw: 'مساوی', yes: 'بله', no: 'خیر', other: 'سایر' },
  over: 'بیشتر از {line}',
  under: 'کمتر از {line}',
  teamOrDraw: '{team} یا مساوی',
  drawOrTeam: 'مساوی یا {team}',
  homeOrAway: '{home} یا {away}',
  drawWithLine: 'مساوی ({line})',
};
