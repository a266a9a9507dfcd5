import { describe, expect, it } from 'vitest';
import { feedFrom } from '../../config';

describe('FEED and the UOF_* settings (API.md "Real odds feed")', () => {
  it('[FD1] the simulator by default; FEED=uof with its defaults', () => {
    expect(feedFrom({})).toEqual({ kind: 'sim' });
    expect(feedFrom({ FEED: 'uof', UOF_API_URL: 'https://api.example.com' })).toEqual({
      kind: 'uof',
      uof: {
        amqpUrl: 'amqp://guest:guest@127.0.0.1:5672/',
        exchange: 'unifiedfeed',
        apiUrl: 'https://api.example.com',
        accessToken: '',
        nodeId: 1,
        inactivitySeconds: 20,
      },
    });
  });

  it('[FD1] a wrong setting stops the start naming it', () => {
    expect(() => feedFrom({ FEED: 'betradar' })).toThrow(/FEED must be sim or uof/);
    expect(() => feedFrom({ FEED: 'uof' })).toThrow(/UOF_API_URL/);
    expect(() => feedFrom({ FEED: 'uof', UOF_API_URL: 'not a url' })).toThrow();
    expect(() => feedFrom({ FEED: 'uof', UOF_API_URL: 'http://x', UOF_NODE_ID: '0' })).toThrow(/UOF_NODE_ID/);
  });
});
