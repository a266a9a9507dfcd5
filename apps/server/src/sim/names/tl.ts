import type { NameCatalogue } from './name-catalogue';

export const tl: NameCatalogue = {
  sports: {
    soccer: 'Soccer',
    tennis: 'Tennis',
    basketball: 'Basketbol',
    'ice-hockey': 'Ice hockey',
    volleyball: 'Volleyball',
    cricket: 'Kriket',
    'premium-cricket': 'Premium na cricket',
    'horse-racing': 'Karera ng kabayo',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': 'Unang hati - 1X2',
    '1st half - total': 'Unang hati - Kabuuan',
    Winner: 'Panalo',
    'Double chance': 'Dobleng tsansa',
    'Draw no bet': 'Walang taya kapag tabla',
    'Both teams to score': 'Parehong koponan ay makakapuntos',
    'Correct score': 'Eksaktong iskor',
    Handicap: 'Handicap',
    Total: 'Kabuuan',
    'Total sets': 'Kabuuang set',
  },
  outcomes: { draw: 'Tabla', yes: 'Oo', no: 'Hindi', other: 'Iba pa' },
  over: 'Higit sa {line}',
  under: 'Kulang sa {line}',
  teamOrDraw: '{team} o tabla',
  drawOrTeam: 'tabla o {team}',
  homeOrAway: '{home} o {away}',
  drawWithLine: 'tabla ({line})',
};
