import { matchChannel, publicChannel } from '@slipstream/contract';
import type { Publisher, PushPublication } from '../push/publisher';
import { nameLocale, type NameLocale } from '../sim/names/localise-names';

/** A publication, or one built per names language (catalogue names in the channel's locale). */
export type LocalisedPublication = PushPublication | ((lang: NameLocale) => PushPublication);

/**
 * Sends catalogue events through the one Publisher to every configured locale's channels, each with the
 * names in that locale's language (§9 fallback). A failing publisher is logged, never allowed to stop the feed.
 */
export class CataloguePublisher {
  /** Cluster mode: the leader's term (publications of a term that ended before they left are withdrawn). */
  valid: (() => boolean) | null = null;

  constructor(
    private readonly publisher: Publisher,
    private readonly locales: string[],
    private readonly onError: (err: unknown) => void,
  ) {}

  toPublic(publication: LocalisedPublication): void {
    const inLang = perLanguage(publication);
    for (const lang of this.locales) this.send(publicChannel(lang), inLang(lang));
  }

  toMatch(matchId: number, publication: LocalisedPublication): void {
    const inLang = perLanguage(publication);
    for (const lang of this.locales) this.send(matchChannel(lang, matchId), inLang(lang));
  }

  private send(channel: string, publication: PushPublication): void {
    try {
      if (this.valid && !this.valid()) return;
      const result = this.valid
        ? this.publisher.publish(channel, publication, { valid: this.valid })
        : this.publisher.publish(channel, publication);
      if (result) result.catch(this.onError);
    } catch (err) {
      this.onError(err);
    }
  }
}

/** The publication for a channel locale, built once per names language. */
function perLanguage(publication: LocalisedPublication): (locale: string) => PushPublication {
  if (typeof publication !== 'function') return () => publication;
  const built = new Map<NameLocale, PushPublication>();
  return (locale) => {
    const lang = nameLocale(locale);
    let p = built.get(lang);
    if (!p) built.set(lang, (p = publication(lang)));
    return p;
  };
}
