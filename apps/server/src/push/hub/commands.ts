import { PUSH_DISCONNECT, PUSH_ERROR, parsePushChannel } from '@slipstream/contract';
import { ttlSeconds, verifyPushToken, type PushTokenCheck } from '../push-tokens';
import { ChannelStream } from './channel-stream';
import type { CommandClient } from './command-client';
import { type Command, errorFrame, isRecord, optionalInt, optionalString, replyFrame } from './protocol';
import { Subscription } from './subscription';

const SERVER_VERSION = 'slipstream-hub/1';

/**
 * The protocol's methods for one connection, with Centrifugo's answers: an expired token is error 109
 * (the client fetches a new one), an invalid one is disconnect 3500 (terminal), a channel that does
 * not exist is 102, a private channel without the right token is 103.
 */
export class CommandHandler {
  constructor(private readonly conn: CommandClient) {}

  async handle(cmd: Command): Promise<void> {
    const conn = this.conn;
    if (cmd.method === 'connect') return this.connect(cmd);
    if (!conn.connected) return conn.disconnect(PUSH_DISCONNECT.badRequest);
    switch (cmd.method) {
      case 'subscribe':
        return this.subscribe(cmd);
      case 'unsubscribe':
        return this.unsubscribe(cmd);
      case 'history':
        return this.history(cmd);
      case 'refresh':
        return this.refresh(cmd);
      case 'sub_refresh':
        return this.subRefresh(cmd);
      case 'ping':
        return this.answer(cmd, 'ping', {});
      case 'send':
        return; // asynchronous message to the server: nothing here listens
      case 'publish':
        return this.fail(cmd, PUSH_ERROR.permissionDenied); // only the server publishes
      case 'presence':
      case 'presence_stats':
      case 'rpc':
        return this.fail(cmd, PUSH_ERROR.notAvailable);
      case null:
        return this.fail(cmd, PUSH_ERROR.methodNotFound);
    }
  }

  private answer(cmd: Command, method: Command['method'] & string, result: object): void {
    if (cmd.id > 0) this.conn.reply(replyFrame(cmd.id, method, result));
  }

  private fail(cmd: Command, error: { code: number; message: string; temporary?: boolean }): void {
    if (cmd.id > 0) this.conn.reply(errorFrame(cmd.id, error));
    else this.conn.disconnect(PUSH_DISCONNECT.badRequest);
  }

  /**
   * The command's connection token, verified; null when the answer is sent already: `missing` without a token,
   * token_expired for an expired one (the client asks for a new one), a disconnect for a forged one, nothing
   * once the connection closed meanwhile.
   */
  private async connectionToken(
    cmd: Command,
    missing: { code: number; message: string },
  ): Promise<Extract<PushTokenCheck, { ok: true }> | null> {
    const conn = this.conn;
    const token = optionalString(cmd.params.token);
    if (!token) {
      this.fail(cmd, missing);
      return null;
    }
    const check = await verifyPushToken(token, conn.hub.tokenSecret, conn.hub.now(), 'connection');
    if (conn.closed) return null;
    if (check.ok) return check;
    if (check.reason === 'expired') this.fail(cmd, PUSH_ERROR.tokenExpired);
    else conn.disconnect(PUSH_DISCONNECT.invalidToken);
    return null;
  }

  private async connect(cmd: Command): Promise<void> {
    const conn = this.conn;
    if (conn.connected || cmd.id === 0) return conn.disconnect(PUSH_DISCONNECT.badRequest);
    const check = await this.connectionToken(cmd, PUSH_ERROR.unauthorized);
    if (!check) return;
    const sid = await this.liveSid(check.claims.sub, check.claims.sid);
    if (conn.closed) return;
    // Answered as an expired token: the client asks for a new one, which a live session gets and an ended one
    // does not (its bearer is refused there too, and the page signs out).
    if (sid === false) return this.fail(cmd, PUSH_ERROR.tokenExpired);
    const s = conn.hub.settings;
    conn.user = check.claims.sub;
    conn.sid = sid;
    conn.expiresAt = check.claims.exp * 1000;
    conn.nextPingAt = performance.now() + s.pingIntervalMs;
    this.answer(cmd, 'connect', {
      client: conn.id,
      version: SERVER_VERSION,
      expires: true,
      ttl: ttlSeconds(check.claims.exp, conn.hub.now()),
      ping: s.pingIntervalMs / 1000,
      pong: true,
    });
  }

  private async refresh(cmd: Command): Promise<void> {
    const conn = this.conn;
    const check = await this.connectionToken(cmd, PUSH_ERROR.badRequest);
    if (!check) return;
    // A token for another user cannot take over this connection.
    if (check.claims.sub !== conn.user) return conn.disconnect(PUSH_DISCONNECT.invalidToken);
    const sid = await this.liveSid(check.claims.sub, check.claims.sid);
    if (conn.closed) return;
    if (sid === false) return this.fail(cmd, PUSH_ERROR.tokenExpired);
    conn.sid = sid;
    conn.expiresAt = check.claims.exp * 1000;
    this.answer(cmd, 'refresh', {
      client: conn.id,
      version: SERVER_VERSION,
      expires: true,
      ttl: ttlSeconds(check.claims.exp, conn.hub.now()),
    });
  }

  /** Checks a private channel's subscription token; returns its exp (s), or null when the reply is sent. */
  private async authorizePrivate(cmd: Command, channel: string, userId: string): Promise<number | null> {
    const conn = this.conn;
    const token = optionalString(cmd.params.token);
    if (!token || conn.user === '' || conn.user !== userId) {
      this.fail(cmd, PUSH_ERROR.permissionDenied);
      return null;
    }
    const check = await verifyPushToken(token, conn.hub.tokenSecret, conn.hub.now(), 'subscription');
    if (conn.closed) return null;
    if (!check.ok) {
      if (check.reason === 'expired') this.fail(cmd, PUSH_ERROR.tokenExpired);
      else conn.disconnect(PUSH_DISCONNECT.invalidToken);
      return null;
    }
    if (check.claims.channel !== channel || check.claims.sub !== conn.user) {
      this.fail(cmd, PUSH_ERROR.permissionDenied);
      return null;
    }
    // The browser session the token was minted for must still be alive (signed out: refused).
    const sid = await this.liveSid(check.claims.sub, check.claims.sid);
    if (conn.closed) return null;
    if (sid === null || sid === false) {
      this.fail(cmd, sid === false ? PUSH_ERROR.tokenExpired : PUSH_ERROR.permissionDenied);
      return null;
    }
    return check.claims.exp;
  }

  /**
   * The session of a token's player: null for a visitor's token, the sid when its browser session is alive and the
   * player's, false when a player's token has no sid (minted before sessions were bound) or its session has ended
   * (docs/SECURITY.md DEP-PUSH-1).
   */
  private async liveSid(sub: string, sid: unknown): Promise<string | null | false> {
    if (sub === '') return null;
    if (typeof sid !== 'string') return false;
    return (await this.conn.hub.sessionLive(sid, sub)) ? sid : false;
  }

  private async subscribe(cmd: Command): Promise<void> {
    const conn = this.conn;
    const s = conn.hub.settings;
    const channel = optionalString(cmd.params.channel);
    if (!channel) return this.fail(cmd, PUSH_ERROR.badRequest);
    const parsed = parsePushChannel(channel);
    if (!parsed) return this.fail(cmd, PUSH_ERROR.unknownChannel);
    if (conn.subs.has(channel)) return this.fail(cmd, PUSH_ERROR.alreadySubscribed);
    if (conn.subs.size >= s.maxSubscriptionsPerConnection) return this.fail(cmd, PUSH_ERROR.limitExceeded);
    let exp: number | null = null;
    if (parsed.kind === 'user') {
      exp = await this.authorizePrivate(cmd, channel, parsed.userId);
      if (exp === null) return;
      // The same channel may have been subscribed by a command that finished meanwhile.
      if (conn.subs.has(channel)) return this.fail(cmd, PUSH_ERROR.alreadySubscribed);
    }

    const preparing = conn.hub.prepareStream(channel);
    if (preparing) {
      try {
        await preparing;
      } catch {
        return this.fail(cmd, PUSH_ERROR.internal); // Redis unreachable: temporary, the client retries
      }
      if (conn.closed) return;
      if (conn.subs.has(channel)) return this.fail(cmd, PUSH_ERROR.alreadySubscribed);
    }
    const now = conn.hub.now();
    const stream = conn.hub.stream(channel);
    // Publications still pending go to the existing subscribers first: the newcomer's position
    // (the stream top below) already includes them.
    stream.flush();
    const delta = cmd.params.delta === 'fossil' && parsed.kind === 'match' && s.deltaForMatchChannels;
    const sub = new Subscription(stream, conn, delta, exp === null ? null : exp * 1000);
    const result: Record<string, unknown> = { recoverable: true, epoch: stream.epoch, offset: stream.top };
    let recoveredJson: string[] = [];
    if (cmd.params.recover === true) {
      const recovered = stream.recover(
        optionalInt(cmd.params.offset) ?? 0,
        optionalString(cmd.params.epoch) ?? '',
        now,
      );
      result.was_recovering = true;
      result.recovered = recovered !== null;
      if (recovered && recovered.length > 0) {
        recoveredJson = recovered.map((e) => ChannelStream.entryJson(e, delta));
        sub.deltaBase = recovered[recovered.length - 1]!.offset;
      }
    }
    if (delta) result.delta = true;
    if (exp !== null) {
      result.expires = true;
      result.ttl = ttlSeconds(exp, now);
    }
    conn.subs.set(channel, sub);
    stream.subscribers.add(sub);
    stream.lastActiveAt = now;
    if (cmd.id === 0) return;
    const body = JSON.stringify(result);
    // Recovered publications are spliced in already serialised.
    const withPubs =
      recoveredJson.length > 0 ? `${body.slice(0, -1)},"publications":[${recoveredJson.join(',')}]}` : body;
    conn.reply(`{"id":${cmd.id},"subscribe":${withPubs}}`);
  }

  private unsubscribe(cmd: Command): void {
    const channel = optionalString(cmd.params.channel);
    if (!channel) return this.fail(cmd, PUSH_ERROR.badRequest);
    this.conn.removeSubscription(channel);
    this.answer(cmd, 'unsubscribe', {});
  }

  private async subRefresh(cmd: Command): Promise<void> {
    const conn = this.conn;
    const channel = optionalString(cmd.params.channel);
    const sub = channel ? conn.subs.get(channel) : undefined;
    if (!channel || !sub) return this.fail(cmd, PUSH_ERROR.permissionDenied);
    const parsed = parsePushChannel(channel);
    const exp = await this.authorizePrivate(cmd, channel, parsed?.kind === 'user' ? parsed.userId : '');
    if (exp === null) return;
    sub.expiresAt = exp * 1000;
    this.answer(cmd, 'sub_refresh', { expires: true, ttl: ttlSeconds(exp, conn.hub.now()) });
  }

  private history(cmd: Command): void {
    const conn = this.conn;
    const channel = optionalString(cmd.params.channel);
    if (!channel) return this.fail(cmd, PUSH_ERROR.badRequest);
    // Only a subscriber reads a channel's history (a private channel's needed its token to subscribe).
    if (!conn.subs.has(channel)) return this.fail(cmd, PUSH_ERROR.permissionDenied);
    const stream = conn.hub.streamIfPresent(channel);
    if (!stream) return this.fail(cmd, PUSH_ERROR.permissionDenied);
    const sinceParam = cmd.params.since;
    const since = isRecord(sinceParam)
      ? { offset: optionalInt(sinceParam.offset) ?? 0, epoch: optionalString(sinceParam.epoch) ?? '' }
      : null;
    const limit = optionalInt(cmd.params.limit) ?? 0;
    const read = stream.read(
      since,
      limit === 0 ? 0 : limit < 0 ? -1 : limit,
      cmd.params.reverse === true,
      conn.hub.now(),
    );
    if ('unrecoverable' in read) return this.fail(cmd, PUSH_ERROR.unrecoverablePosition);
    const pubs = read.entries.map((e) => ChannelStream.entryJson(e, false)).join(',');
    if (cmd.id === 0) return;
    conn.reply(
      `{"id":${cmd.id},"history":{"publications":[${pubs}],"epoch":${JSON.stringify(stream.epoch)},"offset":${stream.top}}}`,
    );
  }
}
