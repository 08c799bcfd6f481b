/** Query keys of the check-in feature (paths, per spec §7; the nearby key carries the point). */
export const checkinKeys = {
  current: () => ['/api/checkin/current'] as const,
  nearby: (latitude: number, longitude: number) => ['/api/venues/nearby', { latitude, longitude }] as const,
};
