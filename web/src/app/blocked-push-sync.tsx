import { useBlockedPush } from '@/features/safety/realtime';
import { useAfterBlock } from './safety-actions';

/** A block made anywhere (this tab, another device, or by the other person) refreshes my lists at once. */
export default function BlockedPushSync() {
  const afterBlock = useAfterBlock();
  useBlockedPush(afterBlock);
  return null;
}

