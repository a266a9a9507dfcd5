import type { NameCatalogue } from './name-catalogue';

export const hi: NameCatalogue = {
  sports: {
    soccer: 'फ़ुटबॉल',
    tennis: 'टेनिस',
    basketball: 'बास्केटबॉल',
    'ice-hockey': 'आइस हॉकी',
    volleyball: 'वॉलीबॉल',
    cricket: 'क्रिकेट',
    'premium-cricket': 'प्रीमियम क्रिकेट',
    'horse-racing': 'घुड़दौड़',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': 'पहला हाफ़ - 1X2',
    '1st half - total': 'पहला हाफ़ - कुल',
    Winner: 'विजेता',
    'Double chance': 'डबल चांस',
    'Draw no bet': 'ड्रॉ पर दांव वापस',
    'Both teams to score': 'दोनों टीमें गोल करेंगी',
    'Correct score': 'सही स्कोर',
    Handicap: 'हैंडीकैप',
    Total: 'कुल',
    'Total sets': 'कुल सेट',
  },
  outcomes: { draw: 'ड्रॉ', yes: 'हाँ', no: 'नहीं', other: 'अन्य' },
  over: '{line} से अधिक',
  under: '{line} से कम',
  teamOrDraw: '{team} या ड्रॉ',
  drawOrTeam: 'ड्रॉ या {team}',
  homeOrAway: '{home} या {away}',
  drawWithLine: 'ड्रॉ ({line})',
};
