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
    /** Platform admins: photos the nudity screening held. */
    heldPhotos: 'rpc.identity.photos.held-list',
    decidePhoto: 'rpc.identity.photos.held-decide',
    getPrivacy: 'rpc.identity.privacy.get',
    setIncognito: 'rpc.identity.privacy.incognito',
    deleteAccount: 'rpc.identity.accounts.delete',
    exportData: 'rpc.identity.accounts.export',
    /** Display names for a list of user ids (safety's block list, emergency and share texts). */
    displayNames: 'rpc.identity.users.names',
    /** Admin: business-admin self promotion and a super_admin's role grant. */
    promoteSelf: 'rpc.identity.roles.promote-self',
    setRole: 'rpc.identity.roles.set',
    /** Interest tags for a conversation's two people: the gateway asks only after chat confirmed the caller is one. */
    interestTags: 'rpc.identity.profile.interest-tags',
  },
  venue: {
    nearby: 'rpc.venue.venues.nearby',
    get: 'rpc.venue.venues.get',
    qr: 'rpc.venue.venues.qr',
    checkIn: 'rpc.venue.checkins.create',
    checkOut: 'rpc.venue.checkins.delete',
    currentCheckIn: 'rpc.venue.checkins.current',
    exportData: 'rpc.venue.privacy.export',
    /** Venue management for the admin service: scoped to a business unless the actor is a platform admin. */
    adminList: 'rpc.venue.admin-venues.list',
    adminGet: 'rpc.venue.admin-venues.get',
    adminCreate: 'rpc.venue.admin-venues.create',
    adminUpdate: 'rpc.venue.admin-venues.update',
    adminDeactivate: 'rpc.venue.admin-venues.deactivate',
    adminRotateQr: 'rpc.venue.admin-venues.rotate-qr',
    /** The venue's current display code (a QR that changes every 30 s), for its owner's screen. */
    displayCode: 'rpc.venue.admin-venues.display-code',
    // Live discovery (venue/src/live-status).
    liveUpdate: 'rpc.venue.live-status.update',
    liveDelete: 'rpc.venue.live-status.delete',
    liveGet: 'rpc.venue.live-status.get',
    liveNearby: 'rpc.venue.live-status.nearby',
    /** Who is live around the caller (ids and shown distances only), for professional industry lists. */
    liveAround: 'rpc.venue.live-status.around',
    /** The profile's Venues stat: distinct venues checked in at. */
    stats: 'rpc.venue.stats.get',
    /** Whether the caller and another person are both live within 500 m (service to service: matching's reach rule). */
    liveWithin: 'rpc.venue.live-status.within',
    /** A venue's opt-in safety contact (staff alerted of check-in escalations and emergencies there). */
    adminSafetyContact: 'rpc.venue.admin-venues.safety-contact.get',
    adminSetSafetyContact: 'rpc.venue.admin-venues.safety-contact.put',
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
    /** The profile's Matches stat. */
    stats: 'rpc.matching.stats.get',
    /** The person's discovery filters: age range and verified only. */
    discoveryFilters: 'rpc.matching.discovery.filters.get',
    saveDiscoveryFilters: 'rpc.matching.discovery.filters.put',
    /** Of the people watching a venue, who may see the caller (the subject of a push) in discovery. */
    discoveryAudience: 'rpc.matching.discovery.audience',
    /** May the caller send a message request to a person now (shared venue and mode, or both live within 500 m; incognito rule). */
    reach: 'rpc.matching.reach.check',
    /** The pair's latest match id (the caller and another person), for the block push to name it instead of the person. */
    pairMatch: 'rpc.matching.matches.pair',
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
    // Message requests (live discovery's Chat before a match).
    requests: 'rpc.chat.message-requests.list',
    acceptRequest: 'rpc.chat.message-requests.accept',
    declineRequest: 'rpc.chat.message-requests.decline',
    /** The pair's conversation id (the caller and another person), for the block push to name it instead of the person. */
    pairConversation: 'rpc.chat.conversations.pair',
    /** The recipient's "No, it's fine" under a flagged message (remembered: the prompt does not come back). */
    dismissBother: 'rpc.chat.messages.dismiss-bother',
    /** A conversation's messages after a place (the gateway's ordered push fills a gap with them). */
    messagesAfter: 'rpc.chat.messages.after',
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
    meetingAccept: 'rpc.safety.meetings.accept',
    /** RFC 8058 one-click unsubscribe of an outside address: no actor, the signed token only. */
    unsubscribe: 'rpc.safety.mail-opt-outs.create',
    // Share My Date (safety/src/date-plans).
    createDatePlan: 'rpc.safety.date-plans.create',
    datePlans: 'rpc.safety.date-plans.list',
    sendDatePlan: 'rpc.safety.date-plans.send',
    revokeDatePlan: 'rpc.safety.date-plans.delete',
    /** The public page's data by token: no actor. */
    publicDatePlan: 'rpc.safety.date-plans.public',
    // Hidden Words (safety/src/hidden-words).
    hiddenWords: 'rpc.safety.hidden-words.get',
    setHiddenWords: 'rpc.safety.hidden-words.put',
    // "Check on me" (safety/src/check-ins).
    checkInCreate: 'rpc.safety.check-ins.create',
    checkIns: 'rpc.safety.check-ins.list',
    checkInCancel: 'rpc.safety.check-ins.delete',
    checkInSafe: 'rpc.safety.check-ins.safe',
    setPin: 'rpc.safety.pin.put',
    pinStatus: 'rpc.safety.pin.get',
  },
  admin: {
    check: 'rpc.admin.roles.check',
    grantRole: 'rpc.admin.roles.grant',
    promoteSelf: 'rpc.admin.roles.promote-self',
    venues: 'rpc.admin.venues.list',
    venue: 'rpc.admin.venues.get',
    createVenue: 'rpc.admin.venues.create',
    updateVenue: 'rpc.admin.venues.update',
    venueSafetyContact: 'rpc.admin.venues.safety-contact.get',
    setVenueSafetyContact: 'rpc.admin.venues.safety-contact.put',
    deactivateVenue: 'rpc.admin.venues.deactivate',
    venueQr: 'rpc.admin.venues.qr',
    rotateVenueQr: 'rpc.admin.venues.rotate-qr',
    venueDisplayCode: 'rpc.admin.venues.display-code',
    analytics: 'rpc.admin.analytics.get',
    securityMetrics: 'rpc.admin.security.metrics',
    getSettings: 'rpc.admin.settings.get',
    updateSettings: 'rpc.admin.settings.update',
    actions: 'rpc.admin.actions.list',
    notifications: 'rpc.admin.notifications.list',
    readNotification: 'rpc.admin.notifications.read',
    reports: 'rpc.admin.reports.list',
    decideReport: 'rpc.admin.reports.decide',
    users: 'rpc.admin.users.search',
    user: 'rpc.admin.users.get',
  },
  verification: {
    status: 'rpc.identity.verification.status',
    start: 'rpc.identity.verification.start',
    sendEmailCode: 'rpc.identity.verification.email-send',
    confirmEmail: 'rpc.identity.verification.email-confirm',
    sendPhoneCode: 'rpc.identity.verification.phone-send',
    confirmPhone: 'rpc.identity.verification.phone-confirm',
    photoChallenge: 'rpc.identity.verification.photo-challenge',
    submitPhoto: 'rpc.identity.verification.photo-submit',
    submitDocument: 'rpc.identity.verification.document-submit',
    livenessChallenge: 'rpc.identity.verification.liveness-challenge',
    submitLiveness: 'rpc.identity.verification.liveness-submit',
    startSocial: 'rpc.identity.verification.social-start',
    submitSocial: 'rpc.identity.verification.social-submit',
    /** Platform admins: the review queue. */
    reviews: 'rpc.identity.verification.reviews-list',
    review: 'rpc.identity.verification.reviews-get',
    decide: 'rpc.identity.verification.reviews-decide',
  },
  // Professional networking, in the matching service.
  professional: {
    getProfile: 'rpc.matching.professional.profile-get',
    putProfile: 'rpc.matching.professional.profile-put',
    nearby: 'rpc.matching.professional.nearby',
    industry: 'rpc.matching.professional.industry',
    connect: 'rpc.matching.professional.connections-create',
    connections: 'rpc.matching.professional.connections-list',
    accept: 'rpc.matching.professional.connections-accept',
    decline: 'rpc.matching.professional.connections-decline',
  },
  // Web push, in the identity service.
  push: {
    key: 'rpc.identity.push.key',
    subscribe: 'rpc.identity.push.subscribe',
    unsubscribe: 'rpc.identity.push.unsubscribe',
    /** A session ended by signing out: its devices' subscriptions go. */
    forgetSession: 'rpc.identity.push.forget-session',
  },
} as const;
