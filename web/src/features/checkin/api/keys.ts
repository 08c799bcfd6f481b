/** Query keys of the check-in feature (keys are API paths; the nearby key carries the point). */
export const checkinKeys = {
  current: () => ['/api/checkin/current'] as const,
  nearby: (latitude: number, longitude: number) => ['/api/venues/nearby', { latitude, longitude }] as const,
};
