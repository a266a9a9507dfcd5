import type { NameCatalogue } from './name-catalogue';

export const fr: NameCatalogue = {
  sports: {
    soccer: 'Football',
    tennis: 'Tennis',
    basketball: 'Basket-ball',
    'ice-hockey': 'Hockey sur glace',
    volleyball: 'Volley-ball',
    cricket: 'Cricket',
    'premium-cricket': 'Cricket premium',
    'horse-racing': 'Courses hippiques',
  },
  markets: {
    '1x2': '1X2',
    '1st half - 1x2': '1re mi-temps - 1X2',
    '1st half - total': '1re mi-temps - Total',
    Winner: 'Vainqueur',
    'Double chance': 'Double chance',
    'Draw no bet': 'Remboursé si match nul',
    'Both teams to score': 'Les deux équipes marquent',
    'Correct score': 'Score exact',
    Handicap: 'Handicap',
    Total: 'Total',
    'Total sets': 'Total de sets',
  },
  outcomes: { draw: 'Match nul', yes: 'Oui', no: 'Non', other: 'Autre' },
  over: 'Plus de {line}',
  under: 'Moins de {line}',
  teamOrDraw: '{team} ou nul',
  drawOrTeam: 'nul ou {team}',
  homeOrAway: '{home} ou {away}',
  drawWithLine: 'nul ({line})',
};
