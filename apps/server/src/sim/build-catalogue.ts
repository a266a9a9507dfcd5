import type { CategoryDef, SportDef, TournamentDef } from '../catalogue/model';
import { mainMarkets, slugify, SPORTS, type SportProfile } from './sports';

/** Sports, categories (countries) and tournaments of the simulated catalogue: fixed, the same under any seed. */
export interface StaticCatalogue {
  sports: SportDef[];
  categories: CategoryDef[];
  tournaments: TournamentDef[];
  /** Tournament id → its sport profile and category index, for the generator. */
  tournamentProfiles: Map<number, { profile: SportProfile; categoryIndex: number; tournamentIndex: number }>;
}

export function buildStaticCatalogue(): StaticCatalogue {
  const sports: SportDef[] = [];
  const categories: CategoryDef[] = [];
  const tournaments: TournamentDef[] = [];
  const tournamentProfiles: StaticCatalogue['tournamentProfiles'] = new Map();
  for (const p of SPORTS) {
    sports.push({
      id: p.id,
      urnId: `${p.urnPrefix}:sport:${p.id}`,
      key: p.key,
      name: p.name,
      priority: p.priority,
      type: p.type,
      provider: p.provider,
    });
    const markets = mainMarkets(p);
    p.categories.forEach((c, ci) => {
      const categoryId = p.id * 100 + ci + 1;
      categories.push({
        id: categoryId,
        sportId: p.id,
        slug: slugify(c.name),
        name: c.name,
        priority: 100 - ci * 10,
        countryCode: c.code,
      });
      c.tournaments.forEach((name, ti) => {
        const id = categoryId * 10 + ti + 1;
        tournaments.push({
          id,
          urnId: `${p.urnPrefix}:tournament:${id}`,
          categoryId,
          slug: slugify(name),
          name,
          priority: 100 - ci * 10 - ti * 5,
          mainMarketId: markets.main,
          mainMarketOutcomes: markets.mainOutcomes,
          secondaryMarketId: markets.secondary,
          secondaryMarketOutcomes: markets.secondaryOutcomes,
        });
        tournamentProfiles.set(id, { profile: p, categoryIndex: ci, tournamentIndex: ti });
      });
    });
  }
  return { sports, categories, tournaments, tournamentProfiles };
}
