/** Query keys of verification (the default query function GETs the joined key). */
export const verificationKeys = {
  all: ['/api/verification'] as const,
  status: () => ['/api/verification', 'status'] as const,
  reviews: () => ['/api/admin/verifications'] as const,
  review: (id: string) => ['/api/admin/verifications', id] as const,
};
