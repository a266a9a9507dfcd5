import type { NameCatalogue } from './name-catalogue';

export const ja: NameCatalogue = {
  sports: {
    soccer: 'サッカー',
    tennis: 'テニス',
    basketball: 'バスケットボール',
    'ice-hockey': 'アイスホッケー',
    volleyball: 'バレーボール',
    cricket: 'クリケット',
    'premium-cricket': 'プレミアムクリケット',
    'horse-racing': '競馬',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '前半 - 1X2',
    '1st half - total': '前半 - 合計',
    Winner: '勝者',
    'Double chance': 'ダブルチャンス',
    'Draw no bet': 'ドロー・ノー・ベット',
    'Both teams to score': '両チーム得点',
    'Correct score': '正確なスコア',
    Handicap: 'ハンディキャップ',
    Total: '合計',
    'Total sets': '合計セット数',
  },
  outcomes: { draw: '引き分け', yes: 'はい', no: 'いいえ', other: 'その他' },
  over: 'オーバー {line}',
  under: 'アンダー {line}',
  teamOrDraw: '{team}または引き分け',
  drawOrTeam: '引き分けまたは{team}',
  homeOrAway: '{home}または{away}',
  drawWithLine: '引き分け ({line})',
};
