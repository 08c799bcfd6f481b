import { EXPORT_SECTIONS, RPC, RpcError, type Actor, type ExportSection } from '@converge/contracts';
import type { RpcClient } from '@converge/platform/core';
import { errors } from '../../errors.js';

const PATTERNS: Record<ExportSection, string> = {
  identity: RPC.identity.exportData,
  venue: RPC.venue.exportData,
  matching: RPC.matching.exportData,
  chat: RPC.chat.exportData,
  safety: RPC.safety.exportData,
};

export type DataExport = { exportedAt: string; userId: string } & Record<ExportSection, unknown>;

/**
 * Everything every service holds about a person, asked of all of them at once. One that does not
 * answer fails the whole export (503 EXPORT_UNAVAILABLE): a partial file must never pass for a whole one.
 */
export async function gatherExport(rpc: RpcClient, actor: Actor): Promise<DataExport> {
  const results = await Promise.allSettled(EXPORT_SECTIONS.map((section) => rpc.request(PATTERNS[section], { actor })));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    // A signed-out or deleted account is answered as such; anything else means "not everything is here".
    if (failure.reason instanceof RpcError && failure.reason.status === 401) throw failure.reason;
    throw errors.exportUnavailable();
  }
  const sections = Object.fromEntries(EXPORT_SECTIONS.map((section, i) => [section, (results[i] as PromiseFulfilledResult<unknown>).value]));
  return { exportedAt: new Date().toISOString(), userId: actor.userId, ...(sections as Record<ExportSection, unknown>) };
}
