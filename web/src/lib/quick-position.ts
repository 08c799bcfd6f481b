import { device } from '@/device';

/**
 * Where the person is, if the device says so quickly; null otherwise. Used where a position helps
 * someone find the person (an emergency, a check-in answer) but must never hold up the answer itself.
 */
export async function quickPosition(ms = 3000): Promise<{ latitude: number; longitude: number } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  const position = await Promise.race([device.geolocation.getCurrentPosition().catch(() => null), timeout]);
  clearTimeout(timer);
  return position ? { latitude: position.latitude, longitude: position.longitude } : null;
}
