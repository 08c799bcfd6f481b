import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each profile card keeps the JSON of what discovery shows of it (display name, age, bio, photos,
 * interest tags: the members of the card's "profile" object, without the braces), written by a trigger
 * on every insert and update, whoever writes the card. A discovery read pastes 50 of them together
 * instead of building each card's JSON on every read (that was a third of the read's Postgres CPU).
 * The trigger's expression is fixed here: a change to it needs a new migration (and a backfill).
 */
export class ProfileCardJson1849710000001 implements MigrationInterface {
  name = 'ProfileCardJson1849710000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE profile_cards ADD COLUMN card_json text');
    await q.query(`CREATE FUNCTION profile_card_json() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        NEW.card_json := '"displayName":' || to_json(NEW.display_name)::text || ',"age":' || NEW.age::text
          || ',"bio":' || to_json(NEW.bio)::text || ',"photos":' || NEW.photos::text
          || ',"interestTags":' || to_json(NEW.interest_tags)::text;
        RETURN NEW;
      END $fn$`);
    await q.query('CREATE TRIGGER profile_cards_card_json BEFORE INSERT OR UPDATE ON profile_cards FOR EACH ROW EXECUTE FUNCTION profile_card_json()');
    // Fires the trigger on every existing card.
    await q.query('UPDATE profile_cards SET card_json = NULL');
    await q.query('ALTER TABLE profile_cards ALTER COLUMN card_json SET NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER profile_cards_card_json ON profile_cards');
    await q.query('DROP FUNCTION profile_card_json()');
    await q.query('ALTER TABLE profile_cards DROP COLUMN card_json');
  }
}
