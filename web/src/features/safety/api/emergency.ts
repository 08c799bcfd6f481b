import { useMutation } from '@tanstack/react-query';
import type { EmergencyDto } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { quickPosition } from '@/lib/quick-position';

/** POST /api/emergency/activate {location, timestamp, userAgent, latitude?, longitude?}. */
export async function activateEmergency(): Promise<EmergencyDto> {
  const position = await quickPosition();
  return apiJson<EmergencyDto>('POST', '/api/emergency/activate', {
    location: window.location.href,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    ...position,
  });
}

export function useActivateEmergency() {
  return useMutation({ mutationFn: activateEmergency });
}
