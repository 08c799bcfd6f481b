import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { displayNamesRequestSchema, RPC, type DisplayNamesResponse, type RpcPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';

/** Display names for a list of user ids (safety's block list, emergency and share texts). */
@Injectable()
export class DisplayNamesRpc {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.identity.displayNames, { actor: 'optional' })
  async names(payload: RpcPayload<unknown>): Promise<DisplayNamesResponse> {
    const parsed = displayNamesRequestSchema.safeParse(payload);
    if (!parsed.success) throw errors.badDisplayNamesRequest();
    const ids = [...new Set(parsed.data.userIds)];
    if (ids.length === 0) return { names: {} };
    const rows: Array<{ user_id: string; display_name: string }> = await this.dataSource.query(
      'SELECT user_id, display_name FROM profiles WHERE user_id = ANY($1::uuid[])',
      [ids],
    );
    return { names: Object.fromEntries(rows.map((r) => [r.user_id, r.display_name])) };
  }
}
