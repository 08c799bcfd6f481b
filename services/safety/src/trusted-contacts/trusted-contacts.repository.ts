import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TrustedContactDto } from '@converge/contracts';
import { isoOrNull, returnedRows } from '@converge/platform';
import { lockPerson } from '../person-lock.js';

export interface ContactRow {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  created_at: Date;
}

/** `emailsStopped`: the contact's address opted out of Converge mail, so the owner can be told. */
export const contactDto = (r: ContactRow, emailsStopped = false): TrustedContactDto => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  createdAt: isoOrNull(r.created_at)!,
  emailsStopped,
});

@Injectable()
export class TrustedContactsRepository {
  list(manager: EntityManager, userId: string): Promise<ContactRow[]> {
    return manager.query('SELECT id, name, phone, email, created_at FROM trusted_contacts WHERE user_id = $1 ORDER BY created_at, id', [userId]);
  }

  async lockAndCount(manager: EntityManager, userId: string): Promise<number> {
    await manager.query(...lockPerson(userId, 'contacts'));
    const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM trusted_contacts WHERE user_id = $1', [userId]);
    return count;
  }

  /** Whether the person already has a contact with this phone or email. */
  async hasSame(manager: EntityManager, userId: string, phone: string | null, email: string | null): Promise<boolean> {
    const rows = await manager.query('SELECT 1 FROM trusted_contacts WHERE user_id = $1 AND (phone = $2 OR email = $3) LIMIT 1', [userId, phone, email]);
    return rows.length > 0;
  }

  async insert(manager: EntityManager, row: { id: string; userId: string; name: string; phone: string | null; email: string | null }): Promise<ContactRow> {
    const [inserted] = await manager.query('INSERT INTO trusted_contacts (id, user_id, name, phone, email) VALUES ($1, $2, $3, $4, $5) RETURNING id, name, phone, email, created_at', [
      row.id,
      row.userId,
      row.name,
      row.phone,
      row.email,
    ]);
    return inserted;
  }

  async remove(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    return returnedRows(await manager.query('DELETE FROM trusted_contacts WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])).length > 0;
  }
}
