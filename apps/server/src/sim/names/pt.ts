import type { NameCatalogue } from './name-catalogue';

export const pt: NameCatalogue = {
  sports: {
    soccer: 'Futebol',
    tennis: 'Ténis',
    basketball: 'Basquetebol',
    'ice-hockey': 'Hóquei no gelo',
    volleyball: 'Voleibol',
    cricket: 'Críquete',
    'premium-cricket': 'Críquete premium',
    'horse-racing': 'Corridas de cavalos',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1.ª parte - 1X2',
    '1st half - total': '1.ª parte - Total',
    Winner: 'Vencedor',
    'Double chance': 'Hipótese dupla',
    'Draw no bet': 'Empate anula aposta',
    'Both teams to score': 'Ambas as equipas marcam',
    'Correct score': 'Resultado exato',
    Handicap: 'Handicap',
    Total: 'Total',
    'Total sets': 'Total de sets',
  },
  outcomes: { draw: 'Empate', yes: 'Sim', no: 'Não', other: 'Outro' },
  over: 'Mais de {line}',
  under: 'Menos de {line}',
  teamOrDraw: '{team} ou empate',
  drawOrTeam: 'empate ou {team}',
  homeOrAway: '{home} ou {away}',
  drawWithLine: 'empate ({line})',
};
