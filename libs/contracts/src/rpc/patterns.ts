/** RPC subjects: rpc.<service>.<resource>.<verb>. Services listen with queue group = service name. */
export const SERVICES = ['identity', 'venue', 'matching', 'chat', 'safety', 'admin'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const healthPattern = (service: ServiceName) => `rpc.${service}.health.check` as const;
/** A no-I/O round trip: measures the gateway → NATS → service hop itself (bench, diagnostics). */
export const pingPattern = (service: ServiceName) => `rpc.${service}.health.ping` as const;

export const RPC = {
  identity: {
    register: 'rpc.identity.accounts.register',
    signIn: 'rpc.identity.accounts.signin',
    getUser: 'rpc.identity.users.get',
    /** The gate every main-view API passes: {ageVerified, hasProfile, roles}. */
    gate: 'rpc.identity.users.gate',
    verifyAge: 'rpc.identity.age.verify',
    createProfile: 'rpc.identity.profile.create',
    updateProfile: 'rpc.identity.profile.update',
    addPhoto: 'rpc.identity.photos.add',
    deletePhoto: 'rpc.identity.photos.delete',
    getPrivacy: 'rpc.identity.privacy.get',
    setIncognito: 'rpc.identity.privacy.incognito',
    deleteAccount: 'rpc.identity.accounts.delete',
    exportData: 'rpc.identity.accounts.export',
    /** Display names for a list of user ids (safety's block list, emergency and share texts). */
    displayNames: 'rpc.identity.users.names',
  },
  venue: {
    nearby: 'rpc.venue.venues.nearby',
    get: 'rpc.venue.venues.get',
    qr: 'rpc.venue.venues.qr',
    checkIn: 'rpc.venue.checkins.create',
    checkOut: 'rpc.venue.checkins.delete',
    currentCheckIn: 'rpc.venue.checkins.current',
    exportData: 'rpc.venue.privacy.export',
  },
  matching: {
    discovery: 'rpc.matching.discovery.list',
    like: 'rpc.matching.likes.create',
    pass: 'rpc.matching.passes.create',
    matches: 'rpc.matching.matches.list',
    setMeetPoint: 'rpc.matching.matches.meetpoint',
    getMatch: 'rpc.matching.matches.get',
    currentVenue: 'rpc.matching.discovery.venue',
    exportData: 'rpc.matching.privacy.export',
  },
  chat: {
    list: 'rpc.chat.conversations.list',
    get: 'rpc.chat.conversations.get',
    messages: 'rpc.chat.messages.list',
    send: 'rpc.chat.messages.send',
    read: 'rpc.chat.conversations.read',
    start: 'rpc.chat.conversations.start',
    participants: 'rpc.chat.conversations.participants',
    exportData: 'rpc.chat.privacy.export',
  },
  safety: {
    meetingCheck: 'rpc.safety.meetings.check',
    meetingGet: 'rpc.safety.meetings.get',
    meetingArrive: 'rpc.safety.meetings.arrive',
    meetingExtend: 'rpc.safety.meetings.extend',
    meetingEnd: 'rpc.safety.meetings.end',
    meetingPosition: 'rpc.safety.meetings.position',
    block: 'rpc.safety.blocks.create',
    unblock: 'rpc.safety.blocks.delete',
    blocks: 'rpc.safety.blocks.list',
    report: 'rpc.safety.reports.create',
    contacts: 'rpc.safety.contacts.list',
    addContact: 'rpc.safety.contacts.create',
    removeContact: 'rpc.safety.contacts.delete',
    activateEmergency: 'rpc.safety.emergencies.create',
    createShare: 'rpc.safety.shares.create',
    shares: 'rpc.safety.shares.list',
    stopShare: 'rpc.safety.shares.delete',
    /** The public page's data by token: no actor. */
    publicShare: 'rpc.safety.shares.public',
    sharePosition: 'rpc.safety.shares.position',
    exportData: 'rpc.safety.privacy.export',
  },
  admin: {
    check: 'rpc.admin.roles.check',
  },
} as const;
