/** Query keys of the chat feature. Keys are API paths, so the default reader can GET them. */
export const chatKeys = {
  all: ['/api/conversations'] as const,
  list: () => ['/api/conversations'] as const,
  detail: (id: string) => ['/api/conversations', id] as const,
  messages: (id: string) => ['/api/conversations', id, 'messages'] as const,
  iceBreakers: (id: string) => ['/api/conversations', id, 'ice-breakers'] as const,
};

/** Whether a query key is some conversation's starters (re-read when a meet point is chosen). */
export const isIceBreakersKey = (key: readonly unknown[]) => key[0] === chatKeys.all[0] && key[2] === 'ice-breakers';
