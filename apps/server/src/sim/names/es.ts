import type { NameCatalogue } from './name-catalogue';

export const es: NameCatalogue = {
  sports: {
    soccer: 'Fútbol',
    tennis: 'Tenis',
    basketball: 'Baloncesto',
    'ice-hockey': 'Hockey sobre hielo',
    volleyball: 'Voleibol',
    cricket: 'Críquet',
    'premium-cricket': 'Críquet prémium',
    'horse-racing': 'Carreras de caballos',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1.ª parte - 1X2',
    '1st half - total': '1.ª parte - Total',
    Winner: 'Ganador',
    'Double chance': 'Doble oportunidad',
    'Draw no bet': 'Empate apuesta no válida',
    'Both teams to score': 'Ambos equipos marcan',
    'Correct score': 'Resultado exacto',
    Handicap: 'Hándicap',
    Total: 'Total',
    'Total sets': 'Total de sets',
  },
  outcomes: { draw: 'Empate', yes: 'Sí', no: 'No', other: 'Otro' },
  over: 'Más de {line}',
  under: 'Menos de {line}',
  teamOrDraw: '{team} o empate',
  drawOrTeam: 'empate o {team}',
  homeOrAway: '{home} o {away}',
  drawWithLine: 'empate ({line})',
};
