import { normalisedPath } from './request-path.js';

describe('normalisedPath', () => {
  it('reads a plain path as itself, in lower case, without its query or trailing slash', () => {
    expect(normalisedPath('/api/live-status/nearby?proximity=100')).toBe('/api/live-status/nearby');
    expect(normalisedPath('/API/Logout/')).toBe('/api/logout');
    expect(normalisedPath('/')).toBe('/');
    expect(normalisedPath('/?x=1')).toBe('/');
  });

  it('decodes, resolves and collapses whatever a router could read differently', () => {
    expect(normalisedPath('/api/%6cogout')).toBe('/api/logout');
    expect(normalisedPath('/api/%256cogout')).toBe('/api/logout');
    expect(normalisedPath('/api//logout')).toBe('/api/logout');
    expect(normalisedPath('/api\\logout')).toBe('/api/logout');
    expect(normalisedPath('/api/x/../logout')).toBe('/api/logout');
    expect(normalisedPath('/api/./logout;jsessionid=1')).toBe('/api/logout');
    expect(normalisedPath('/api/logout#top')).toBe('/api/logout');
    expect(normalisedPath('/api/%ZZ')).toBe('/api/%zz');
  });
});
