import { useMutation } from '@tanstack/react-query';
import type { EmergencyDto } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { device } from '@/device';

/** A position if the device gives one quickly; an emergency never waits long for it. */
async function quickPosition(ms = 3000) {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return Promise.race([device.geolocation.getCurrentPosition().catch(() => null), timeout]);
}

/** POST /api/emergency/activate {location, timestamp, userAgent, latitude?, longitude?}. */
export async function activateEmergency(): Promise<EmergencyDto> {
  const position = await quickPosition();
  return apiJson<EmergencyDto>('POST', '/api/emergency/activate', {
    location: window.location.href,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
  });
}

export function useActivateEmergency() {
  return useMutation({ mutationFn: activateEmergency });
}
