import { firstReadsOf } from './first-reads.js';

describe("an app screen's first reads", () => {
  it("are what each screen's first content waits for", () => {
    expect(firstReadsOf('/app')).toEqual(['/api/checkin/current']);
    expect(firstReadsOf('/app/checkin')).toEqual(['/api/checkin/current']);
    expect(firstReadsOf('/conversations')).toEqual(['/api/conversations', '/api/message-requests', '/api/message-requests?folder=hidden']);
    expect(firstReadsOf('/live-discovery')).toEqual(['/api/live-status']);
    expect(firstReadsOf('/admin')).toEqual(['/api/admin/check', '/api/admin/analytics', '/api/admin/notifications', '/api/admin/actions?pageSize=50']);
  });

  it('of a chat are its conversation and the newest page of its messages, as the screen asks for them', () => {
    const id = '7d9ececf-f275-4b1d-9bf1-5af0158cb0ec';
    expect(firstReadsOf(`/chat/${id}`)).toEqual([`/api/conversations/${id}`, `/api/conversations/${id}/messages?limit=30`]);
  });

  it('name nothing from the address bar that is not a well-formed id', () => {
    expect(firstReadsOf('/chat/"><script>alert(1)</script>')).toEqual([]);
    expect(firstReadsOf('/chat/../api/admin/users')).toEqual([]);
    expect(firstReadsOf('/chat')).toEqual([]);
  });

  it('are none for a screen whose first content needs no read, or an unknown path', () => {
    expect(firstReadsOf('/app/matches')).toEqual([]);
    expect(firstReadsOf('/')).toEqual([]);
    expect(firstReadsOf('/nowhere')).toEqual([]);
  });
});
