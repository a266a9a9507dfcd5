import type { NameCatalogue } from './name-catalogue';

export const tr: NameCatalogue = {
  sports: {
    soccer: 'Futbol',
    tennis: 'Tenis',
    basketball: 'Basketbol',
    'ice-hockey': 'Buz hokeyi',
    volleyball: 'Voleybol',
    cricket: 'Kriket',
    'premium-cricket': 'Premium kriket',
    'horse-racing': 'At yarışı',
  },
  markets: {
    '1x2': 'Maç Sonucu',
    '1st half - 1x2': 'İlk Yarı Sonucu',
    '1st half - total': 'İlk Yarı - Toplam',
    Winner: 'Kazanan',
    'Double chance': 'Çifte Şans',
    'Draw no bet': 'Beraberlikte İade',
    'Both teams to score': 'Karşılıklı Gol',
    'Correct score': 'Doğru Skor',
    Handicap: 'Handikap',
    Total: 'Toplam',
    'Total sets': 'Toplam Set',
  },
  outcomes: { draw: 'Beraberlik', yes: 'Evet', no: 'Hayır', other: 'Diğer' },
  over: '{line} Üst',
  under: '{line} Alt',
  teamOrDraw: '{team} veya beraberlik',
  drawOrTeam: 'beraberlik veya {team}',
  homeOrAway: '{home} veya {away}',
  drawWithLine: 'beraberlik ({line})',
};
