import { embedStore, handOffToHost, unlockAllowed } from '../embedding/embed-state';

/**
 * Which account modal is open (account-and-surroundings §2): one at a time, opened from the URL (`?modal=` or
 * the hash), from a link or button, or by the app (a token link, a 403 session limit). A tiny external store so
 * the header (first-load) can open a modal whose code loads later.
 */
/** The account modal kinds (§2 auth modal kinds built here, the out-of-session-limit and activity-limit modals). */
export type AccountModalKind =
  | 'sign_in'
  | 'sign_up'
  | 'forgot_password'
  | 'confirm_password'
  | 'resend_confirmation_instructions'
  | 'resend_unlock_instructions'
  | 'edit_password'
  | 'unlock_user'
  | 'deposit'
  | 'quick_deposit'
  | 'missed_auth_fields'
  | 'phone_verification'
  | 'session_limit'
  | 'activity_limit';

export interface AccountModal {
  readonly kind: AccountModalKind;
  /** The one-time token of a link (reset_password_token, confirmation_token, unlock_token). */
  readonly token?: string;
  /** The deposit provider's answer on the way back (`deposit_result`: success, error or pending). */
  readonly depositResult?: 'success' | 'error' | 'pending';
  /** The deposit that result belongs to (`deposit_id`), so a pending one can be polled. */
  readonly depositId?: string;
  /** Sign-up went straight on to the deposit (AC19): the e-mail the confirmation link went to. */
  readonly welcomeEmail?: string;
}

const HOST_ACTIONS: Partial<Record<AccountModalKind, 'sign-in' | 'sign-up' | 'deposit'>> = {
  sign_in: 'sign-in',
  sign_up: 'sign-up',
  deposit: 'deposit',
};

const UNLOCK_KINDS: ReadonlySet<AccountModalKind> = new Set(['unlock_user', 'resend_unlock_instructions']);

let current: AccountModal | null = null;
/**
 * A modal that another opened over it waits here and comes back when that one closes: the deposit after sign-up
 * (AC19) waits while the required profile fields lead to the phone verification (AC15, AC17).
 */
let resume: AccountModal | null = null;
/** The kinds that open over a waiting modal instead of replacing it. */
const OVER_OTHERS: ReadonlySet<AccountModalKind> = new Set(['phone_verification']);
/** The kind an account page shows in place (the page, not a modal, renders it). */
let inlineKind: AccountModalKind | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of [...listeners]) l();
};

export const accountModalStore = {
  get: (): AccountModal | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getInline: (): AccountModalKind | null => inlineKind,
  open(modal: AccountModal): void {
    // EM6: embedded, sign-in, sign-up and deposit go to the host when it listens (sign-in/up nowhere otherwise).
    const action = HOST_ACTIONS[modal.kind];
    if (action && !modal.token && !modal.depositResult && handOffToHost(action)) return;
    // OP8 iframe_unlock: in a frame the unlock modals are the host's unless the operator lets ours open.
    if (UNLOCK_KINDS.has(modal.kind) && !unlockAllowed(embedStore.get(), embedStore.flags())) return;
    if (OVER_OTHERS.has(modal.kind) && current && !OVER_OTHERS.has(current.kind)) resume = current;
    current = modal;
    emit();
  },
  close(): void {
    current = resume;
    resume = null;
    emit();
  },
  setInline(kind: AccountModalKind | null): void {
    inlineKind = kind;
    emit();
  },
};

export const openAccountModal = (kind: AccountModalKind, token?: string): void =>
  accountModalStore.open(token ? { kind, token } : { kind });
