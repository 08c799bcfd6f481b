import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per venue that changes, in the same transaction, with anything a venue's discovery feed
 * holds for everyone: a check-in at the venue (arriving, leaving, moving, changing mode or expiry),
 * the card or verification level of someone checked in there. A replica keeps a venue's feed in memory
 * and uses it only while the version it read with the viewer's lists is the one it loaded with
 * (discovery/venue-feeds.ts); whatever is the viewer's own (blocks, likes, passes, filters, own card)
 * is not versioned: it is read on every read.
 *
 * The versions come from one sequence, so a venue never gets a version it had before. Which venues a
 * card's change touches is read after a lock per person (one of 64 buckets, taken in order; the
 * check-in triggers take it too): without it, a card changed while its owner's check-in moves to
 * another venue could bump only the old venue, each transaction not seeing the other's row, and the
 * new venue would keep serving the old card.
 */
export class VenueFeedVersions1849800000000 implements MigrationInterface {
  name = 'VenueFeedVersions1849800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SEQUENCE venue_feed_version_seq');
    await q.query('CREATE TABLE venue_feed_versions (venue_id text PRIMARY KEY, version bigint NOT NULL)');
    await q.query(`CREATE FUNCTION bump_venue_feeds(people text[], venues text[]) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_advisory_xact_lock(1849800, b) FROM (SELECT DISTINCT abs(hashtext(u)) % 64 AS b FROM unnest(people) u ORDER BY 1) buckets;
        -- A statement of its own: it sees whatever committed while the locks were awaited.
        INSERT INTO venue_feed_versions (venue_id, version)
        SELECT v, nextval('venue_feed_version_seq') FROM (
          SELECT DISTINCT v FROM (SELECT unnest(venues) AS v UNION ALL SELECT venue_id FROM active_checkins WHERE user_id = ANY(people)) touched
          WHERE v IS NOT NULL ORDER BY v) ordered
        ON CONFLICT (venue_id) DO UPDATE SET version = EXCLUDED.version;
      END $fn$`);
    await q.query(`CREATE FUNCTION checkins_feed_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM bump_venue_feeds(ARRAY(SELECT user_id FROM new_rows), ARRAY(SELECT venue_id FROM new_rows));
        ELSIF TG_OP = 'UPDATE' THEN
          PERFORM bump_venue_feeds(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows),
                                   ARRAY(SELECT venue_id FROM new_rows UNION SELECT venue_id FROM old_rows));
        ELSE
          PERFORM bump_venue_feeds(ARRAY(SELECT user_id FROM old_rows), ARRAY(SELECT venue_id FROM old_rows));
        END IF;
        RETURN NULL;
      END $fn$`);
    await q.query(`CREATE FUNCTION person_feed_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM bump_venue_feeds(ARRAY(SELECT user_id FROM new_rows), '{}');
        ELSIF TG_OP = 'UPDATE' THEN
          PERFORM bump_venue_feeds(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows), '{}');
        ELSE
          PERFORM bump_venue_feeds(ARRAY(SELECT user_id FROM old_rows), '{}');
        END IF;
        RETURN NULL;
      END $fn$`);
    for (const [table, fn] of [
      ['active_checkins', 'checkins_feed_changed'],
      ['profile_cards', 'person_feed_changed'],
      ['verification_levels', 'person_feed_changed'],
    ]) {
      await q.query(`CREATE TRIGGER ${table}_feed_inserted AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
      await q.query(`CREATE TRIGGER ${table}_feed_updated AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
      await q.query(`CREATE TRIGGER ${table}_feed_deleted AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['active_checkins', 'profile_cards', 'verification_levels']) {
      for (const change of ['inserted', 'updated', 'deleted']) await q.query(`DROP TRIGGER ${table}_feed_${change} ON ${table}`);
    }
    await q.query('DROP FUNCTION person_feed_changed()');
    await q.query('DROP FUNCTION checkins_feed_changed()');
    await q.query('DROP FUNCTION bump_venue_feeds(text[], text[])');
    await q.query('DROP TABLE venue_feed_versions');
    await q.query('DROP SEQUENCE venue_feed_version_seq');
  }
}
