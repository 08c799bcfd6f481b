import { Injectable } from '@nestjs/common';
import { RPC, type Actor, type UserView } from '@converge/contracts';
import { RpcClient } from '@converge/platform';

/** An alert never waits long for a photo: without an answer in this time it goes without one. */
const PHOTO_WAIT_MS = 800;

/**
 * A person's own main photo for venue staff looking for them (an emergency, a check-in without a
 * match), asked of identity as the person. Only a photo that passed screening: staff never see one
 * nobody has checked. Identity slow or down → null, and the alert goes out without it.
 */
@Injectable()
export class OwnPhotos {
  constructor(private readonly rpc: RpcClient) {}

  async mainPhotoOf(actor: Actor): Promise<string | null> {
    try {
      const user = await this.rpc.request<UserView | null>(RPC.identity.getUser, { actor }, { timeoutMs: PHOTO_WAIT_MS });
      return user?.profile?.photos.find((p) => p.screening === 'passed')?.url ?? null;
    } catch {
      return null;
    }
  }
}
