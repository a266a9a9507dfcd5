/**
 * The error-reporting filter of account-and-surroundings §8 (SPEC.md EM7), as one pure function over the
 * reporter's event and hint: what it answers false for is never sent. Shapes are the Sentry SDK's, reduced to
 * the fields the rules read, so the rules are tested without the SDK.
 */
export interface ReportFrame {
  readonly filename?: string;
  readonly abs_path?: string;
}
export interface ReportEvent {
  readonly message?: string;
  readonly exception?: {
    readonly values?: readonly {
      readonly type?: string;
      readonly value?: string;
      readonly stacktrace?: { readonly frames?: readonly ReportFrame[] };
    }[];
  };
}
export interface ReportHint {
  readonly originalException?: unknown;
}

export type DropReason =
  | 'skip-flag'
  | 'cancelled'
  | 'network'
  | 'tracking-script'
  | 'chunk-load'
  | 'script-element'
  | 'resize-observer';

const CANCELLED = /^(AbortError|CanceledError|CancelledError)$/;
const CANCELLED_TEXT =
  /\b(aborted|cancell?ed) (by the user|request)\b|^The (operation|user) (was|aborted)|signal is aborted/i;
const NETWORK_TEXT =
  /Failed to fetch|NetworkError|Network request failed|Load failed|network error|ECONNABORTED|ECONNRESET|ETIMEDOUT|connection (was )?(aborted|reset|closed)|timed? ?out|Timeout/i;
/** Tag-manager, analytics and watch scripts: their errors are not ours. */
const TRACKING_SCRIPT =
  /googletagmanager|gtm\.js|gtag\/js|google-analytics|analytics\.js|\/gtag\b|hotjar|fbevents|connect\.facebook|mc\.yandex|metrika|clarity\.ms|tracking|watchers?\.io|\/watch[\w.-]*\.js/i;
const CHUNK_LOAD =
  /^ChunkLoadError$|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RESIZE_OBSERVER = /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i;

/** Why §8 drops this event, or null to send it. */
export function dropReason(event: ReportEvent, hint: ReportHint = {}): DropReason | null {
  const original = hint.originalException;
  if (isObject(original) && (original.skipReport === true || original.skip === true)) return 'skip-flag';
  const values = event.exception?.values ?? [];
  const types = values.map((v) => v.type ?? '');
  const texts = [event.message ?? '', ...values.map((v) => v.value ?? '')];
  if (isObject(original)) {
    if (typeof original.name === 'string') types.push(original.name);
    if (typeof original.message === 'string') texts.push(original.message);
  } else if (typeof original === 'string') texts.push(original);
  if (types.some((t) => CANCELLED.test(t)) || texts.some((t) => CANCELLED_TEXT.test(t))) return 'cancelled';
  if (types.some((t) => CHUNK_LOAD.test(t)) || texts.some((t) => CHUNK_LOAD.test(t))) return 'chunk-load';
  if (texts.some((t) => RESIZE_OBSERVER.test(t))) return 'resize-observer';
  if (texts.some((t) => NETWORK_TEXT.test(t))) return 'network';
  const frames = values.flatMap((v) => v.stacktrace?.frames ?? []);
  if (frames.some((f) => TRACKING_SCRIPT.test(f.filename ?? '') || TRACKING_SCRIPT.test(f.abs_path ?? '')))
    return 'tracking-script';
  if (isObject(original) && isScriptElement(original.target)) return 'script-element';
  return null;
}

export const shouldReport = (event: ReportEvent, hint?: ReportHint): boolean =>
  dropReason(event, hint) === null;

/** A DOM event's target that is a <script> (a failed third-party script load, not our error). */
function isScriptElement(target: unknown): boolean {
  if (!isObject(target)) return false;
  const name = target.tagName ?? target.nodeName;
  return typeof name === 'string' && name.toUpperCase() === 'SCRIPT';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
