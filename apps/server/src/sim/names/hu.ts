import type { NameCatalogue } from './name-catalogue';

export const hu: NameCatalogue = {
  sports: {
    soccer: 'Labdarúgás',
    tennis: 'Tenisz',
    basketball: 'Kosárlabda',
    'ice-hockey': 'Jégkorong',
    volleyball: 'Röplabda',
    cricket: 'Krikett',
    'premium-cricket': 'Prémium krikett',
    'horse-racing': 'Lóverseny',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1. félidő - 1X2',
    '1st half - total': '1. félidő - Összesen',
    Winner: 'Győztes',
    'Double chance': 'Kétesély',
    'Draw no bet': 'Döntetlennél visszajár',
    'Both teams to score': 'Mindkét csapat szerez gólt',
    'Correct score': 'Pontos eredmény',
    Handicap: 'Hendikep',
    Total: 'Összesen',
    'Total sets': 'Szettek száma',
  },
  outcomes: { draw: 'Döntetlen', yes: 'Igen', no: 'Nem', other: 'Egyéb' },
  over: '{line} felett',
  under: '{line} alatt',
  teamOrDraw: '{team} vagy döntetlen',
  drawOrTeam: 'döntetlen vagy {team}',
  homeOrAway: '{home} vagy {away}',
  drawWithLine: 'döntetlen ({line})',
};
