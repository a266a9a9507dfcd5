/**
 * The analytics layer: events go to window.dataLayer (the tag-manager convention), nowhere else. Slip
 * effects of type `track` arrive here (betting-core §4: add, delete, place and success events).
 */
export interface AnalyticsEvent {
  readonly event: string;
  readonly [field: string]: unknown;
}

type DataLayerWindow = Window & { dataLayer?: AnalyticsEvent[] };

export function pushAnalytics(
  event: AnalyticsEvent,
  target: DataLayerWindow | undefined = globalWindow(),
): void {
  if (!target) return;
  (target.dataLayer ??= []).push(event);
}

function globalWindow(): DataLayerWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as DataLayerWindow);
}
