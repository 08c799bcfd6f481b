/** Query keys of live discovery (key = API path). */
export const liveKeys = {
  all: ['/api/live-status'] as const,
  mine: () => ['/api/live-status'] as const,
  nearby: (proximity: number, activities: readonly string[]) => ['/api/live-status', 'nearby', { proximity, activities: [...activities].sort().join(',') }] as const,
  nearbyAll: () => ['/api/live-status', 'nearby'] as const,
};
