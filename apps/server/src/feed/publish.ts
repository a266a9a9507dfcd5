import { matchChannel, publicChannel } from '@slipstream/contract';
import type { Publisher, PushPublication } from '../push/publisher';

/**
 * Sends catalogue events through the one Publisher to every configured locale's channels. A failing
 * publisher is logged, never allowed to stop the feed.
 */
export class CataloguePublisher {
  constructor(
    private readonly publisher: Publisher,
    private readonly locales: string[],
    private readonly onError: (err: unknown) => void,
  ) {}

  toPublic(publication: PushPublication): void {
    for (const lang of this.locales) this.send(publicChannel(lang), publication);
  }

  toMatch(matchId: number, publication: PushPublication): void {
    for (const lang of this.locales) this.send(matchChannel(lang, matchId), publication);
  }

  private send(channel: string, publication: PushPublication): void {
    try {
      const result = this.publisher.publish(channel, publication);
      if (result) result.catch(this.onError);
    } catch (err) {
      this.onError(err);
    }
  }
}
