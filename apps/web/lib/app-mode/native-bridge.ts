import type { HostMessage } from '@slipstream/contract/host-messages';

export type NativeBridgeKind = 'react-native' | 'webkit' | 'android';

export interface NativeBridge {
  readonly kind: NativeBridgeKind;
  post(message: HostMessage): void;
}

interface Poster {
  postMessage(message: unknown): void;
}
interface BridgeWindow {
  ReactNativeWebView?: Poster;
  webkit?: { messageHandlers?: { slipstream?: Poster } };
  SlipstreamAndroid?: Poster;
}

const isPoster = (value: unknown): value is Poster =>
  typeof (value as Poster | undefined)?.postMessage === 'function';

/**
 * The app's bridge in a native web view (API.md "Mobile app", SPEC.md MA2), looked up when a message leaves (an
 * app may inject it late): React Native's `ReactNativeWebView` (a JSON string), else WKWebView's
 * `webkit.messageHandlers.slipstream` (the object), else the Android interface `SlipstreamAndroid` (a JSON
 * string). Null when the page runs without one (an ordinary browser that was given `?app=`).
 */
export function nativeBridgeOf(win: unknown): NativeBridge | null {
  const w = win as BridgeWindow;
  const rn = w.ReactNativeWebView;
  if (isPoster(rn)) return { kind: 'react-native', post: (m) => rn.postMessage(JSON.stringify(m)) };
  const webkit = w.webkit?.messageHandlers?.slipstream;
  if (isPoster(webkit)) return { kind: 'webkit', post: (m) => webkit.postMessage(m) };
  const android = w.SlipstreamAndroid;
  if (isPoster(android)) return { kind: 'android', post: (m) => android.postMessage(JSON.stringify(m)) };
  return null;
}

/**
 * The data of a host → product message in app mode, or undefined when the event is not the app's (SPEC.md MA3):
 * the app's injected script dispatches it on the page's own window (or, React Native on Android, its document),
 * so it has no source or the page itself, and no origin or the page's; a frame inside the page (a payment
 * provider, say) or another origin is refused. React Native sends strings: JSON is parsed.
 */
export function appMessageData(
  event: { readonly source: unknown; readonly origin: string; readonly data: unknown },
  win: { readonly location: { readonly origin: string } },
): unknown {
  if (event.source !== null && event.source !== win) return undefined;
  if (event.origin !== '' && event.origin !== win.location.origin) return undefined;
  if (typeof event.data !== 'string') return event.data;
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return undefined;
  }
}
