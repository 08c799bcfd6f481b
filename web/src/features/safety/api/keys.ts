/** Query keys of the safety feature. Keys are API paths, so the default reader can GET them. */
export const safetyKeys = {
  blocks: ['/api/safety/blocks'] as const,
  contacts: ['/api/safety/contacts'] as const,
  shares: ['/api/location-shares'] as const,
  publicShare: (token: string) => ['/api/shares', token] as const,
  sessions: ['/api/auth/sessions'] as const,
  datePlans: ['/api/date-plans'] as const,
  hiddenWords: ['/api/safety/hidden-words'] as const,
  publicDatePlan: (token: string) => ['/api/date-plans/public', token] as const,
  checkIns: ['/api/safety/check-ins'] as const,
  pin: ['/api/safety/pin'] as const,
};
