import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, profiles and photos. Settings that exist before a profile (privacy, push) live on users. */
export class IdentityTables1760000000000 implements MigrationInterface {
  name = 'IdentityTables1760000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL DEFAULT 'user',
      is_business_admin boolean NOT NULL DEFAULT false,
      first_name text NULL,
      last_name text NULL,
      date_of_birth date NULL,
      age_verified_at timestamptz NULL,
      is_incognito boolean NOT NULL DEFAULT false,
      push_notifications_enabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_sign_in_at timestamptz NULL
    )`);
    await q.query('CREATE UNIQUE INDEX users_email_key ON users (email)');
    await q.query(`CREATE TABLE profiles (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      display_name text NOT NULL,
      date_of_birth date NOT NULL,
      bio text NOT NULL DEFAULT '',
      gender text NULL,
      looking_for text[] NOT NULL DEFAULT '{Everyone}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE photos (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      full_key text NOT NULL,
      thumb_key text NOT NULL,
      width int NOT NULL,
      height int NOT NULL,
      position int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX photos_user_position_idx ON photos (user_id, position, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE photos');
    await q.query('DROP TABLE profiles');
    await q.query('DROP TABLE users');
  }
}
