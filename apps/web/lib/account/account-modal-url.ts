import type { AccountModal, AccountModalKind } from './account-modal-store';

/** Every kind a URL may name (kept out of the first-load store: only the lazy modals read URLs). */
const KINDS: readonly AccountModalKind[] = [
  'sign_in',
  'sign_up',
  'forgot_password',
  'confirm_password',
  'resend_confirmation_instructions',
  'resend_unlock_instructions',
  'edit_password',
  'unlock_user',
  'deposit',
  'quick_deposit',
  'phone_verification',
  'session_limit',
];

const isKind = (value: string | null): value is AccountModalKind =>
  value !== null && (KINDS as readonly string[]).includes(value);
/** The link parameters that open a modal with their token (the e-mails' links). */
const TOKEN_PARAMS: readonly (readonly [string, AccountModalKind])[] = [
  ['reset_password_token', 'edit_password'],
  ['confirmation_token', 'confirm_password'],
  ['unlock_token', 'unlock_user'],
];

/**
 * The modal a URL asks for and the URL without what asked for it: tokens must not stay in the address bar,
 * the history or a shared link. `?modal=edit_password&reset_password_token=…`, `#sign_up` and a bare token
 * parameter all work. Returns null when the URL asks for nothing.
 */
export function modalFromUrl(href: string): { modal: AccountModal; cleanHref: string } | null {
  const url = new URL(href);
  let modal: AccountModal | null = null;
  const fromQuery = url.searchParams.get('modal');
  const fromHash = url.hash.replace(/^#/, '');
  for (const [param, kind] of TOKEN_PARAMS) {
    const token = url.searchParams.get(param);
    if (token) {
      modal = { kind: isKind(fromQuery) ? fromQuery : kind, token };
      url.searchParams.delete(param);
    }
  }
  const depositResult = url.searchParams.get('deposit_result');
  if (!modal && (depositResult === 'success' || depositResult === 'error' || depositResult === 'pending')) {
    const depositId = url.searchParams.get('deposit_id');
    modal = depositId ? { kind: 'deposit', depositResult, depositId } : { kind: 'deposit', depositResult };
    url.searchParams.delete('deposit_result');
    url.searchParams.delete('deposit_id');
  }
  if (!modal && isKind(fromQuery)) modal = { kind: fromQuery };
  if (!modal && isKind(fromHash)) modal = { kind: fromHash };
  if (!modal) return null;
  url.searchParams.delete('modal');
  if (isKind(fromHash)) url.hash = '';
  const cleanHref = `${url.pathname}${url.search}${url.hash}`;
  return { modal, cleanHref };
}
