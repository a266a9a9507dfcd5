import { handOffToHost } from '../embedding/embed-state';
import { openAccountModal } from '../account/account-modal-store';
import { ApiError, requestJson } from './http';

/** account-and-surroundings §4: the auth states. */
export type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';

/** A break, self-exclusion or register listing in force (SPEC.md SX6): why, and until when (null: a register). */
export interface PlayerExclusion {
  readonly reason: string;
  readonly until: string | null;
}

/** The parts of the profile betting needs (§6 roles: who may bet). */
export interface Player {
  readonly id: number;
  readonly currency: string;
  readonly displayName: string;
  /**
   * Account status or suspension reason forbids betting (QB5). Not for an exclusion: the server's
   * `self_excluded` answer says that one, with its own words (SPEC.md SX8).
   */
  readonly bettingForbidden: boolean;
  readonly isPve: boolean;
  readonly exclusion: PlayerExclusion | null;
}

export interface AuthState {
  readonly status: AuthStatus;
  readonly player: Player | null;
  /** The Sportsbook API bearer token (POST /api/platform/sportsbook_sessions). */
  readonly token: string | null;
  /** The last sign-out was a 401 somewhere (shown as "session expired"). */
  readonly sessionExpired: boolean;
  /** Why the sign-in modal is open: null when closed. */
  readonly prompt: 'place' | 'manual' | null;
}

interface ProfileWire {
  id: number;
  currency: string;
  display_name: string;
  user_account_status: string;
  suspension_reason: string | null;
  excluded_until?: string | null;
  serasa: { pve: boolean };
  logged_in: boolean;
}

const TOKEN_KEY = 'slipstream.sportsbookToken';
const P = '/api/platform';

function toPlayer(p: ProfileWire): Player {
  const excluded = p.user_account_status === 'self_excluded';
  return {
    id: p.id,
    currency: p.currency,
    displayName: p.display_name,
    bettingForbidden: !excluded && (p.user_account_status !== 'active' || p.suspension_reason !== null),
    isPve: p.serasa.pve,
    exclusion: excluded
      ? { reason: p.suspension_reason ?? 'self_exclusion', until: p.excluded_until ?? null }
      : null,
  };
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Loads the session of the cookie (if any) on page start. */
  restore(): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account (it signs the player in: the server sets the session cookie). */
  signUp(email: string, password: string, currency: string): Promise<void>;
  signOut(options?: { sessionExpired?: boolean }): Promise<void>;
  /** Reads the profile again (after the player changed it, e.g. the betting currency). */
  refreshProfile(): Promise<void>;
  openPrompt(reason: 'place' | 'manual'): void;
  closePrompt(): void;
  /**
   * Called when any call answers 401: sign out with "session expired" (§8), unless the refused call carried
   * another session's token (or none) or a sign-out is already under way (AC14).
   */
  onUnauthorised(token?: string | null): void;
  /** Hook for the host: runs after sign-in and sign-out (refetch accounts, clear quick bet…). */
  onChange(listener: (state: AuthState) => void): () => void;
  /**
   * The player signed out in another tab of this browser (the cookie session is gone for every tab): sign out
   * here too at once, without a call, and without announcing it again.
   */
  signedOutElsewhere(): void;
}

export function createAuthStore(
  locale: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
  /** Whether the browser may hold a session (its CSRF cookie is there); without one restore asks nobody. */
  maySignedIn: () => boolean = () => true,
): AuthStore {
  let state: AuthState = {
    status: 'UNKNOWN',
    player: null,
    token: null,
    sessionExpired: false,
    prompt: null,
  };
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(s: AuthState) => void>();
  const set = (patch: Partial<AuthState>, authChanged = false) => {
    state = { ...state, ...patch };
    for (const l of [...listeners]) l();
    if (authChanged) for (const l of [...changeListeners]) l(state);
  };

  async function sportsbookToken(): Promise<string> {
    const stored = safe(() => storage?.getItem(TOKEN_KEY) ?? null);
    if (stored) return stored;
    const { token } = await requestJson<{ token: string }>(`${P}/sportsbook_sessions`, {
      method: 'POST',
      body: {},
      locale,
    });
    safe(() => storage?.setItem(TOKEN_KEY, token));
    return token;
  }

  async function loggedIn(profile: ProfileWire): Promise<void> {
    let token: string;
    try {
      token = await sportsbookToken();
    } catch (err) {
      // §4: a 403 on the session call means the session limit is reached: no play until it ends.
      if (err instanceof ApiError && err.status === 403 && err.code === 'session_limit_reached') {
        await signOut();
        set({ prompt: null });
        const until = (err.data?.details as { until?: unknown } | undefined)?.until;
        openAccountModal('session_limit', typeof until === 'string' ? until : undefined);
        return;
      }
      throw err;
    }
    set({ status: 'LOGGED_IN', player: toPlayer(profile), token, sessionExpired: false, prompt: null }, true);
  }

  const clearLocal = (sessionExpired: boolean) => {
    safe(() => storage?.removeItem(TOKEN_KEY));
    set({ status: 'NOT_LOGGED_IN', player: null, token: null, sessionExpired }, true);
  };

  let signingOut = false;
  async function signOut(options: { sessionExpired?: boolean } = {}) {
    signingOut = true;
    try {
      await requestJson<void>(`${P}/users/sign_out`, { method: 'DELETE', locale });
    } catch {
      // Signing out locally is what matters; the server session expires on its own.
    } finally {
      signingOut = false;
    }
    clearLocal(options.sessionExpired ?? false);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async restore() {
      // An anonymous visitor has no session cookie: asking the profile would only answer 401.
      if (!maySignedIn()) return clearLocal(false);
      set({ status: 'PENDING' });
      try {
        const profile = await requestJson<ProfileWire>(`${P}/player`, { locale });
        await loggedIn(profile);
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) clearLocal(false);
        else set({ status: 'NOT_LOGGED_IN' }, true);
      }
    },
    async signIn(email, password) {
      const profile = await requestJson<ProfileWire>(`${P}/users/sign_in`, {
        method: 'POST',
        body: { user: { email, password } },
        locale,
      });
      safe(() => storage?.removeItem(TOKEN_KEY));
      await loggedIn(profile);
    },
    async signUp(email, password, currency) {
      const profile = await requestJson<ProfileWire>(`${P}/users/sign_up`, {
        method: 'POST',
        body: { user: { email, password, currency } },
        locale,
      });
      safe(() => storage?.removeItem(TOKEN_KEY));
      await loggedIn(profile);
    },
    signOut,
    async refreshProfile() {
      if (state.status !== 'LOGGED_IN') return;
      try {
        const profile = await requestJson<ProfileWire>(`${P}/player`, { locale });
        if (state.status === 'LOGGED_IN') set({ player: toPlayer(profile) });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) clearLocal(true);
      }
    },
    // EM6: embedded, the host signs the player in when it listens; without a listener there is no sign-in.
    openPrompt: (reason) => {
      if (!handOffToHost('sign-in', { reason })) set({ prompt: reason });
    },
    closePrompt: () => set({ prompt: null }),
    signedOutElsewhere: () => {
      if (state.status === 'LOGGED_IN' || state.status === 'PENDING') clearLocal(false);
    },
    onUnauthorised: (token) => {
      // §8: signed out locally, and the sign-in prompt says why. A 401 answered to a call that carried no
      // token or an older session's (sent before a sign-in, or revoked by the sign-out now running) says
      // nothing about the current session (AC14).
      if (state.status !== 'LOGGED_IN' || signingOut) return;
      if (token !== undefined && token !== state.token) return;
      void signOut({ sessionExpired: true }).then(() => set({ prompt: 'manual' }));
    },
  };
}

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
