import type { NameCatalogue } from './name-catalogue';

export const vi: NameCatalogue = {
  sports: {
    soccer: 'Bóng đá',
    tennis: 'Quần vợt',
    basketball: 'Bóng rổ',
    'ice-hockey': 'Khúc côn cầu trên băng',
    volleyball: 'Bóng chuyền',
    cricket: 'Cricket',
    'premium-cricket': 'Cricket cao cấp',
    'horse-racing': 'Đua ngựa',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': 'Hiệp 1 - 1X2',
    '1st half - total': 'Hiệp 1 - Tổng',
    Winner: 'Người thắng',
    'Double chance': 'Cơ hội kép',
    'Draw no bet': 'Hòa hoàn tiền',
    'Both teams to score': 'Cả hai đội ghi bàn',
    'Correct score': 'Tỷ số chính xác',
    Handicap: 'Kèo chấp',
    Total: 'Tổng',
    'Total sets': 'Tổng số set',
  },
  outcomes: { draw: 'Hòa', yes: 'Có', no: 'Không', other: 'Khác' },
  over: 'Tài {line}',
  under: 'Xỉu {line}',
  teamOrDraw: '{team} hoặc hòa',
  drawOrTeam: 'hòa hoặc {team}',
  homeOrAway: '{home} hoặc {away}',
  drawWithLine: 'hòa ({line})',
};
