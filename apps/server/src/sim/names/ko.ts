import type { NameCatalogue } from './name-catalogue';

export const ko: NameCatalogue = {
  sports: {
    soccer: '축구',
    tennis: '테니스',
    basketball: '농구',
    'ice-hockey': '아이스하키',
    volleyball: '배구',
    cricket: '크리켓',
    'premium-cricket': '프리미엄 크리켓',
    'horse-racing': '경마',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '전반전 - 1X2',
    '1st half - total': '전반전 - 합계',
    Winner: '승자',
    'Double chance': '더블 찬스',
    'Draw no bet': '무승부 시 환불',
    'Both teams to score': '양 팀 득점',
    'Correct score': '정확한 스코어',
    Handicap: '핸디캡',
    Total: '합계',
    'Total sets': '총 세트 수',
  },
  outcomes: { draw: '무승부', yes: '예', no: '아니요', other: '기타' },
  over: '오버 {line}',
  under: '언더 {line}',
  teamOrDraw: '{team} 또는 무승부',
  drawOrTeam: '무승부 또는 {team}',
  homeOrAway: '{home} 또는 {away}',
  drawWithLine: '무승부 ({line})',
};
