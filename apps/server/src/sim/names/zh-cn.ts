import type { NameCatalogue } from './name-catalogue';

export const zhCN: NameCatalogue = {
  sports: {
    soccer: '足球',
    tennis: '网球',
    basketball: '篮球',
    'ice-hockey': '冰球',
    volleyball: '排球',
    cricket: '板球',
    'premium-cricket': '精选板球',
    'horse-racing': '赛马',
  },
  markets: {
    '1x2': '胜平负',
    '1st half - 1x2': '上半场 - 胜平负',
    '1st half - total': '上半场 - 总数',
    Winner: '获胜者',
    'Double chance': '双重机会',
    'Draw no bet': '平局退款',
    'Both teams to score': '双方均进球',
    'Correct score': '正确比分',
    Handicap: '让分',
    Total: '总数',
    'Total sets': '总盘数',
  },
  outcomes: { draw: '平局', yes: '是', no: '否', other: '其他' },
  over: '大 {line}',
  under: '小 {line}',
  teamOrDraw: '{team}或平局',
  drawOrTeam: '平局或{team}',
  homeOrAway: '{home}或{away}',
  drawWithLine: '平局 ({line})',
};
