import type { NameCatalogue } from './name-catalogue';

export const ptBR: NameCatalogue = {
  sports: {
    soccer: 'Futebol',
    tennis: 'Tênis',
    basketball: 'Basquete',
    'ice-hockey': 'Hóquei no gelo',
    volleyball: 'Vôlei',
    cricket: 'Críquete',
    'premium-cricket': 'Críquete premium',
    'horse-racing': 'Corridas de cavalos',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1º tempo - 1X2',
    '1st half - total': '1º tempo - Total',
    Winner: 'Vencedor',
    'Double chance': 'Dupla chance',
    'Draw no bet': 'Empate anula aposta',
    'Both teams to score': 'Ambos os times marcam',
    'Correct score': 'Placar exato',
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
