/** Query keys of professional networking (key = API path). */
export const professionalKeys = {
  all: ['/api/professional'] as const,
  profile: () => ['/api/professional', 'profile'] as const,
  nearby: () => ['/api/professional', 'nearby'] as const,
  industry: (industry: string) => ['/api/professional', 'industry', industry] as const,
  connections: () => ['/api/professional', 'connections'] as const,
};
