import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { contactIdPayloadSchema, isUuid, RPC, trustedContactSchema, type SignedInPayload, type TrustedContactDto, type TrustedContactInput } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { PeopleRepository } from '../people/people.repository.js';
import { OutsideMail } from '../outside-mail/outside-mail.js';
import { contactDto, TrustedContactsRepository } from './trusted-contacts.repository.js';
import { assertRoomForContact, requireE164 } from './trusted-contacts.rules.js';

/** The people an emergency notifies: name and phone and/or email, at most five. Only their owner sees them. */
@Injectable()
export class TrustedContactsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: TrustedContactsRepository,
    private readonly people: PeopleRepository,
    private readonly outsideMail: OutsideMail,
  ) {}

  @RpcHandler(RPC.safety.contacts, { actor: 'required' })
  async list({ actor }: SignedInPayload): Promise<TrustedContactDto[]> {
    const rows = await this.contacts.list(this.dataSource.manager, actor.userId);
    const stopped = await this.outsideMail.optedOut(rows.flatMap((r) => (r.email ? [r.email] : [])));
    return rows.map((r) => contactDto(r, r.email !== null && stopped.has(r.email)));
  }

  @RpcHandler(RPC.safety.addContact, { actor: 'required', input: trustedContactSchema })
  async add({ actor, ...input }: SignedInPayload<TrustedContactInput>): Promise<TrustedContactDto> {
    const phone = requireE164(input.phone, 'phone') ?? null;
    const added = await this.dataSource.transaction(async (manager) => {
      assertRoomForContact(await this.contacts.lockAndCount(manager, actor.userId));
      if (await this.contacts.hasSame(manager, actor.userId, phone, input.email ?? null)) {
        throw errors.contactExists();
      }
      const row = await this.contacts.insert(manager, { id: randomUUID(), userId: actor.userId, name: input.name, phone, email: input.email ?? null });
      return contactDto(row, row.email !== null && (await this.outsideMail.optedOut([row.email], manager)).size > 0);
    });
    // Learn my own name now, while identity answers, so an emergency can name me even if it is down then.
    await this.people.names([actor.userId], { timeoutMs: 1000 });
    return added;
  }

  @RpcHandler(RPC.safety.removeContact, { actor: 'required', input: contactIdPayloadSchema })
  async remove({ actor, id, contactId }: SignedInPayload<{ id?: string; contactId?: string }>): Promise<{ id: string; removed: true }> {
    const target = id ?? contactId ?? '';
    if (!isUuid(target)) throw errors.contactNotFound();
    if (!(await this.contacts.remove(this.dataSource.manager, actor.userId, target))) throw errors.contactNotFound();
    return { id: target, removed: true };
  }
}
