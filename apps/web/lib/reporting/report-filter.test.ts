import { describe, expect, it } from 'vitest';
import { dropReason, shouldReport, type ReportEvent } from './report-filter';
import { httpErrorExtras, redactSecrets } from './http-extras';

const ours = (
  type: string,
  value: string,
  filename = 'http://site.test/_next/static/chunks/app.js',
): ReportEvent => ({
  exception: { values: [{ type, value, stacktrace: { frames: [{ filename }] } }] },
});
const plain = ours('TypeError', "Cannot read properties of undefined (reading 'odds')");

describe('error-reporting filter (§8)', () => {
  it('[EM7] sends an ordinary error of ours', () => {
    expect(dropReason(plain, { originalException: new TypeError('x') })).toBeNull();
    expect(shouldReport({ message: 'Something broke' })).toBe(true);
  });

  it('[EM7] skip flag: dropped when flagged, sent when the flag is false or absent', () => {
    const flagged = Object.assign(new Error('handled'), { skipReport: true });
    expect(dropReason(plain, { originalException: flagged })).toBe('skip-flag');
    expect(
      dropReason(plain, { originalException: Object.assign(new Error('x'), { skipReport: false }) }),
    ).toBeNull();
  });

  it('[EM7] cancelled requests: AbortError dropped; an error merely mentioning a request is sent', () => {
    expect(dropReason(ours('AbortError', 'The user aborted a request.'))).toBe('cancelled');
    const abort = new DOMException('signal is aborted without reason', 'AbortError');
    expect(dropReason({}, { originalException: abort })).toBe('cancelled');
    expect(dropReason(ours('Error', 'request for bets returned no data'))).toBeNull();
  });

  it('[EM7] network errors, connection aborts and timeouts dropped; a server error answer is sent', () => {
    expect(dropReason(ours('TypeError', 'Failed to fetch'))).toBe('network');
    expect(dropReason(ours('TypeError', 'NetworkError when attempting to fetch resource.'))).toBe('network');
    expect(dropReason(ours('TypeError', 'Load failed'))).toBe('network');
    expect(dropReason(ours('Error', 'connection aborted'))).toBe('network');
    expect(dropReason(ours('Error', 'Request timed out'))).toBe('network');
    expect(dropReason(ours('ApiError', 'HTTP 500'))).toBeNull();
  });

  it('[EM7] tracking, tag-manager and watch scripts in the stack dropped; our own scripts sent', () => {
    expect(
      dropReason(ours('TypeError', 'x is undefined', 'https://www.googletagmanager.com/gtm.js?id=GTM-1')),
    ).toBe('tracking-script');
    expect(dropReason(ours('TypeError', 'x is undefined', 'https://cdn.example/tracking/pixel.js'))).toBe(
      'tracking-script',
    );
    expect(dropReason(ours('TypeError', 'x is undefined', 'https://widget.watchers.io/app.js'))).toBe(
      'tracking-script',
    );
    expect(
      dropReason(ours('TypeError', 'x is undefined', 'https://site.test/_next/static/chunks/page.js')),
    ).toBeNull();
  });

  it('[EM7] chunk-load failures dropped; other load messages sent', () => {
    expect(dropReason(ours('ChunkLoadError', 'Loading chunk 123 failed.'))).toBe('chunk-load');
    expect(
      dropReason(ours('TypeError', 'Failed to fetch dynamically imported module: https://s/_next/x.js')),
    ).toBe('chunk-load');
    expect(dropReason(ours('Error', 'Loading CSS chunk app failed'))).toBe('chunk-load');
    expect(dropReason(ours('Error', 'Loading the bet list failed'))).toBeNull();
  });

  it('[EM7] events whose target is a script element dropped; other targets sent', () => {
    const scriptEvent = { type: 'error', target: { tagName: 'SCRIPT', src: 'https://x/y.js' } };
    expect(
      dropReason({ message: 'Event `Event` (type=error) captured' }, { originalException: scriptEvent }),
    ).toBe('script-element');
    const imageEvent = { type: 'error', target: { tagName: 'IMG' } };
    expect(
      dropReason({ message: 'Event `Event` (type=error) captured' }, { originalException: imageEvent }),
    ).toBeNull();
  });

  it('[EM7] the ResizeObserver loop message dropped; other ResizeObserver errors sent', () => {
    expect(dropReason({ message: 'ResizeObserver loop limit exceeded' })).toBe('resize-observer');
    expect(dropReason(ours('Error', 'ResizeObserver loop completed with undelivered notifications.'))).toBe(
      'resize-observer',
    );
    expect(dropReason(ours('TypeError', 'ResizeObserver is not a constructor'))).toBeNull();
  });

  it('[EM7] an HTTP-client error carries its request URL, request body and response body, secrets redacted', () => {
    const error = Object.assign(new Error('HTTP 500'), {
      http: {
        url: 'http://site.test/api/platform/users/sign_in',
        method: 'POST',
        status: 500,
        requestBody: { user: { email: 'a@b.test', password: 'hunter2' } },
        responseBody: { code: 'internal', message: 'Internal error' },
      },
    });
    expect(httpErrorExtras(error)).toEqual({
      request_url: 'http://site.test/api/platform/users/sign_in',
      request_method: 'POST',
      response_status: 500,
      request_body: { user: { email: 'a@b.test', password: '[redacted]' } },
      response_body: { code: 'internal', message: 'Internal error' },
    });
    expect(httpErrorExtras(new Error('plain'))).toBeNull();
    expect(redactSecrets([{ token: 't', n: 1 }])).toEqual([{ token: '[redacted]', n: 1 }]);
  });
});
