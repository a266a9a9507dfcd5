'use client';
import { useEffect, useState } from 'react';
import { inAuditMode, inIframe, shouldAskConsent } from '../../lib/analytics/consent';
import ConsentBanner from './consent-banner';

/**
 * The cookie banner (CC1) in the server's HTML: the layout asks when the request carries no answer and is not a
 * frame's (`Sec-Fetch-Dest: iframe`), so a first visit paints it with the page instead of after the
 * surroundings load (on a phone it is the largest thing on screen: the page's LCP). After hydration the page's
 * own view decides: inside a frame, in an audit or with an answer already stored, it goes.
 */
export function ConsentGate({ ask }: { ask: boolean }) {
  const [shown, setShown] = useState(ask);
  useEffect(() => {
    if (!shouldAskConsent(document.cookie, inIframe(window), inAuditMode(navigator.userAgent)))
      setShown(false);
  }, []);
  return shown ? <ConsentBanner onAnswered={() => setShown(false)} /> : null;
}
