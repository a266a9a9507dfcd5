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
  /** Each channel locale with its names language, worked out once (not per publication). */
  private readonly locales: readonly { locale: string; lang: NameLocale }[];

  constructor(
    private readonly publisher: Publisher,
    locales: string[],
    private readonly onError: (err: unknown) => void,
  ) {
    this.locales = locales.map((locale) => ({ locale, lang: nameLocale(locale) }));
  }

  toPublic(publication: LocalisedPublication): void {
    const inLang = perLanguage(publication);
    for (const { locale, lang } of this.locales) this.send(publicChannel(locale), inLang(lang));
  }

  toMatch(matchId: number, publication: LocalisedPublication): void {
    const inLang = perLanguage(publication);
    for (const { locale, lang } of this.locales) this.send(matchChannel(locale, matchId), inLang(lang));
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

/** The publication for a names language, built once per language. */
function perLanguage(publication: LocalisedPublication): (lang: NameLocale) => PushPublication {
  if (typeof publication !== 'function') return () => publication;
  const built = new Map<NameLocale, PushPublication>();
  return (lang) => {
    let p = built.get(lang);
    if (!p) built.set(lang, (p = publication(lang)));
    return p;
  };
}
