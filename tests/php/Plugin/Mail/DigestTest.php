<?php
/**
 * The bi-weekly digest.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Mail;

use Mvc\Core\Data\Tables;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Mail\DigestLog;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Plugin;
use Mvc\Core\Security\Lock;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;

/**
 * Members with the switch on get the public articles of their tags since their last digest (the
 * first: 14 days), grouped by tag, none when nothing is new; one digest per member and period
 * however often the run starts; a run that died resumes without sending anyone a second copy;
 * batches of Digest::BATCH; the mail's subject, parts and one-click unsubscribe headers.
 */
final class DigestTest extends TestCase {

	/**
	 * A fixed "now" for the runs.
	 *
	 * @var int
	 */
	private int $now;

	protected function set_up(): void {
		parent::set_up();
		$this->now = time();
		delete_option( Digest::STATE_OPTION );
		// Members of other tests' fixtures are not this test's concern.
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key = %s", Profile::META_DIGEST ) );
	}

	/**
	 * A member with the digest on, following tags.
	 *
	 * @param array<int, int> $tags Tag ids, in the member's order.
	 * @param bool            $on   Whether the switch is on.
	 */
	private function member( array $tags, bool $on = true ): int {
		$id = self::factory()->member();
		if ( $on ) {
			update_user_meta( $id, Profile::META_DIGEST, '1' );
		}
		( new TagSubscriptions() )->add_many( $id, $tags );
		return $id;
	}

	/**
	 * An article with tags, published some seconds before now.
	 *
	 * @param array<int, int>      $tags Tag ids.
	 * @param int                  $ago  Seconds before $this->now.
	 * @param array<string, mixed> $args More wp_insert_post() arguments.
	 */
	private function article( array $tags, int $ago, array $args = array() ): int {
		$time = $this->now - $ago;
		$id   = self::factory()->post(
			array_merge(
				array(
					'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $time ) ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $time ),
				),
				$args
			)
		);
		wp_set_post_terms( $id, $tags, 'post_tag' );
		return $id;
	}

	/**
	 * Post ids of Digest::articles() by tag id.
	 *
	 * @param int $user_id Member.
	 * @return array<int, list<int>>
	 */
	private function selection( int $user_id ): array {
		$found = array();
		foreach ( Digest::articles( $user_id, Digest::since( $user_id, $this->now ), $this->now ) as $group ) {
			$found[ $group['tag']->term_id ] = array_map( static fn( \WP_Post $post ): int => $post->ID, $group['posts'] );
		}
		return $found;
	}

	/**
	 * The member's address.
	 *
	 * @param int $user_id Member.
	 */
	private function email( int $user_id ): string {
		$user = get_userdata( $user_id );
		$this->assertNotFalse( $user );
		return $user->user_email;
	}

	public function test_articles_are_the_public_ones_of_subscribed_tags_of_the_last_14_days_grouped_by_tag(): void {
		$first  = self::factory()->term();
		$second = self::factory()->term();
		$other  = self::factory()->term();
		$member = $this->member( array( $first, $second ) );
		$new    = $this->article( array( $first ), HOUR_IN_SECONDS );
		$both   = $this->article( array( $second, $first ), 2 * HOUR_IN_SECONDS );
		$later  = $this->article( array( $second ), 3 * HOUR_IN_SECONDS );
		$this->article( array( $other ), HOUR_IN_SECONDS );
		$this->article( array( $first ), HOUR_IN_SECONDS, array( 'post_status' => 'draft' ) );
		$this->article( array( $first ), HOUR_IN_SECONDS, array( 'post_status' => 'private' ) );
		$this->article( array( $first ), HOUR_IN_SECONDS, array( 'post_password' => 'secret' ) );
		$this->article( array( $first ), 15 * DAY_IN_SECONDS );

		$this->assertSame(
			array(
				$first  => array( $new, $both ),
				$second => array( $later ),
			),
			$this->selection( $member )
		);
	}

	public function test_articles_are_at_most_the_limit_newest_first(): void {
		$tag    = self::factory()->term();
		$member = $this->member( array( $tag ) );
		$ids    = array();
		for ( $i = 1; $i <= Digest::LIMIT + 2; $i++ ) {
			$ids[] = $this->article( array( $tag ), $i * MINUTE_IN_SECONDS );
		}

		$this->assertSame( array( $tag => array_slice( $ids, 0, Digest::LIMIT ) ), $this->selection( $member ) );
	}

	/**
	 * Digest::chunk_articles() of some members as post ids by tag id, member by member.
	 *
	 * @param list<int> $members Members.
	 * @param int       $most    The window's size.
	 * @return array<int, array<int, list<int>>>
	 */
	private function chunk_selection( array $members, int $most = Digest::WINDOW ): array {
		$found = array();
		foreach ( Digest::chunk_articles( $members, $this->now, $most ) as $user_id => $groups ) {
			$found[ $user_id ] = array();
			foreach ( $groups as $group ) {
				$found[ $user_id ][ $group['tag']->term_id ] = array_map( static fn( \WP_Post $post ): int => $post->ID, $group['posts'] );
			}
		}
		return $found;
	}

	public function test_a_chunks_articles_read_together_are_each_members_own_selection(): void {
		$tags = array( self::factory()->term(), self::factory()->term(), self::factory()->term() );
		$a    = $this->member( array( $tags[0], $tags[1] ) );
		$b    = $this->member( array( $tags[1], $tags[0] ) );
		$c    = $this->member( array( $tags[2] ) );
		$d    = $this->member( array() );
		for ( $i = 1; $i <= Digest::LIMIT + 3; $i++ ) {
			$this->article( array( $tags[ $i % 2 ] ), $i * HOUR_IN_SECONDS );
		}
		$this->article( array( $tags[2], $tags[1] ), 30 * MINUTE_IN_SECONDS );
		$this->article( array( $tags[2] ), 30 * MINUTE_IN_SECONDS, array( 'post_password' => 'secret' ) );
		$this->article( array( $tags[2] ), 20 * MINUTE_IN_SECONDS, array( 'post_status' => 'draft' ) );
		$this->article( array( $tags[2] ), 15 * DAY_IN_SECONDS );
		// $c's last digest ended two hours ago: only newer articles.
		$this->assertTrue( DigestLog::claim( $c, '2020-01-01', $this->now - 2 * HOUR_IN_SECONDS ) );
		DigestLog::mark( $c, '2020-01-01', DigestLog::SENT, 1 );
		$this->article( array( $tags[2] ), 3 * HOUR_IN_SECONDS );
		$members = array( $a, $b, $c, $d );
		$each    = array();
		foreach ( $members as $member ) {
			$each[ $member ] = $this->selection( $member );
		}

		$this->assertSame( $each, $this->chunk_selection( $members ) );
		// A window too small for everyone: the members it may not cover are read alone, same result.
		$this->assertSame( $each, $this->chunk_selection( $members, 5 ) );
		$this->assertCount( 2, $each[ $a ] );
		$this->assertSame( Digest::LIMIT, array_sum( array_map( 'count', $each[ $a ] ) ) );
		$this->assertCount( 1, $each[ $c ][ $tags[2] ] );
		$this->assertSame( array(), $each[ $d ] );
	}

	public function test_a_chunks_articles_cost_the_same_queries_for_ten_or_forty_members(): void {
		$tags = array( self::factory()->term(), self::factory()->term() );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->article( array( $tags[ $i % 2 ] ), ( $i + 1 ) * HOUR_IN_SECONDS );
		}
		$members = array();
		for ( $i = 0; $i < 40; $i++ ) {
			$members[] = $this->member( array( $tags[ $i % 2 ] ) );
		}
		global $wpdb;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		Digest::chunk_articles( array_slice( $members, 0, 10 ), $this->now );
		$ten = $wpdb->num_queries - $before;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$all    = Digest::chunk_articles( $members, $this->now );
		$forty  = $wpdb->num_queries - $before;

		$this->assertSame( $ten, $forty, 'set queries for the chunk, none a member' );
		$this->assertLessThanOrEqual( 8, $forty );
		$this->assertCount( 6, $all[ $members[39] ][0]['posts'] );
	}

	public function test_a_chunks_window_is_a_range_of_the_type_status_date_index(): void {
		global $wpdb;
		$plan = $wpdb->get_row( "EXPLAIN SELECT ID, post_date_gmt FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' AND post_date > '2020-01-01 00:00:00' AND post_date <= '2020-01-16 00:00:00' AND post_date_gmt > '2020-01-01 08:00:00' AND post_date_gmt <= '2020-01-15 08:00:00' AND post_password = '' ORDER BY post_date DESC, ID DESC LIMIT 2000", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plan of Digest::chunk_articles()' window.
		$this->assertIsArray( $plan );
		$this->assertSame( 'type_status_date', $plan['key'] );
		$this->assertStringNotContainsString( 'filesort', (string) $plan['Extra'] );
	}

	public function test_run_mails_the_member_once_with_both_parts_and_the_unsubscribe_headers(): void {
		$tag    = self::factory()->term( 'post_tag', array( 'name' => '钙钛矿电池' ) );
		$member = $this->member( array( $tag ) );
		$post   = $this->article( array( $tag ), HOUR_IN_SECONDS, array( 'post_title' => '新型钙钛矿材料的稳定性' ) );

		$sent  = ( new Digest() )->start( $this->now );
		$again = ( new Digest() )->start( $this->now + HOUR_IN_SECONDS );

		$this->assertSame( 1, $sent );
		$this->assertSame( 0, $again );
		$mails = MailSink::to( $this->email( $member ) );
		$this->assertCount( 1, $mails );
		$mail = $mails[0];
		$this->assertStringContainsString( '您订阅的标签有 1 篇新文章', (string) $mail['subject'] );
		$this->assertStringContainsString( '<!DOCTYPE html>', (string) $mail['html'] );
		foreach ( array( (string) $mail['html'], (string) $mail['text'] ) as $part ) {
			$this->assertStringContainsString( '新型钙钛矿材料的稳定性', $part );
			$this->assertStringContainsString( '钙钛矿电池', $part );
			$this->assertStringContainsString( (string) wp_date( 'Y年n月j日', $this->now - HOUR_IN_SECONDS ), $part );
			$this->assertStringContainsString( (string) get_permalink( $post ), $part );
			$this->assertStringContainsString( '/member/digest/unsubscribe?token=' . $member . '.', $part );
		}
		$headers = MailSink::sent_headers( $mail );
		$this->assertMatchesRegularExpression( '#^<https?://[^>]+/wp-json/api/member/digest/unsubscribe\?token=' . $member . '\.[0-9a-f]{64}>$#', $headers['list-unsubscribe'] ?? '' );
		$this->assertSame( 'List-Unsubscribe=One-Click', $headers['list-unsubscribe-post'] ?? null );
		$this->assertSame( DigestLog::SENT, DigestLog::status( $member, Digest::period( $this->now ) ) );
	}

	public function test_nothing_new_sends_no_mail_and_logs_the_period_empty(): void {
		$tag     = self::factory()->term();
		$member  = $this->member( array( $tag ) );
		$no_tags = $this->member( array() );
		$this->article( array( $tag ), 20 * DAY_IN_SECONDS );

		$sent = ( new Digest() )->start( $this->now );

		$this->assertSame( 0, $sent );
		$this->assertSame( array(), MailSink::to( $this->email( $member ) ) );
		$this->assertSame( DigestLog::EMPTY, DigestLog::status( $member, Digest::period( $this->now ) ) );
		$this->assertSame( DigestLog::EMPTY, DigestLog::status( $no_tags, Digest::period( $this->now ) ) );
	}

	public function test_members_with_the_switch_off_or_without_a_real_address_and_other_users_get_nothing(): void {
		$tag     = self::factory()->term();
		$off     = $this->member( array( $tag ), false );
		$invalid = $this->member( array( $tag ) );
		wp_update_user(
			array(
				'ID'         => $invalid,
				'user_email' => 'wechat-' . $invalid . '@members.invalid',
			)
		);
		$editor = self::factory()->user( array( 'role' => 'editor' ) );
		update_user_meta( $editor, Profile::META_DIGEST, '1' );
		( new TagSubscriptions() )->add_many( $editor, array( $tag ) );
		$this->article( array( $tag ), HOUR_IN_SECONDS );

		$sent = ( new Digest() )->start( $this->now );

		$this->assertSame( 0, $sent );
		foreach ( array( $off, $invalid, $editor ) as $user_id ) {
			$this->assertNull( DigestLog::status( $user_id, Digest::period( $this->now ) ) );
			$this->assertSame( array(), MailSink::to( $this->email( $user_id ) ) );
		}
	}

	public function test_next_digest_holds_only_articles_published_since_the_last_one(): void {
		$tag    = self::factory()->term();
		$member = $this->member( array( $tag ) );
		$this->article( array( $tag ), 6 * DAY_IN_SECONDS );
		$this->assertSame( DigestLog::SENT, ( new Digest() )->deliver( $member, '2020-01-01', $this->now - 5 * DAY_IN_SECONDS ) );
		$newer = $this->article( array( $tag ), 3 * DAY_IN_SECONDS );

		$this->assertSame( array( $tag => array( $newer ) ), $this->selection( $member ) );
		$this->assertSame( DigestLog::SENT, ( new Digest() )->deliver( $member, '2020-01-15', $this->now ) );
		$this->assertCount( 2, MailSink::to( $this->email( $member ) ) );
	}

	public function test_period_is_the_first_day_of_the_fortnight(): void {
		$period = Digest::period( $this->now );
		$start  = ( new \DateTimeImmutable( $period, wp_timezone() ) )->getTimestamp();

		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', $period );
		$this->assertSame( 0, (int) ( new \DateTimeImmutable( Digest::EPOCH, wp_timezone() ) )->diff( new \DateTimeImmutable( $period, wp_timezone() ) )->format( '%a' ) % Digest::DAYS );
		$this->assertSame( $period, Digest::period( $start ) );
		$this->assertSame( $period, Digest::period( $start + 13 * DAY_IN_SECONDS + 23 * HOUR_IN_SECONDS ) );
		$this->assertNotSame( $period, Digest::period( $start + Digest::DAYS * DAY_IN_SECONDS + HOUR_IN_SECONDS ) );
		$this->assertNotSame( $period, Digest::period( $start - HOUR_IN_SECONDS ) );
	}

	public function test_resumed_run_marks_the_abandoned_claim_failed_sends_it_no_mail_and_goes_on(): void {
		global $wpdb;
		$tag     = self::factory()->term();
		$done    = $this->member( array( $tag ) );
		$crashed = $this->member( array( $tag ) );
		$next    = $this->member( array( $tag ) );
		$this->article( array( $tag ), HOUR_IN_SECONDS );
		$period = Digest::period( $this->now );
		// The run died after mailing $done and claiming $crashed, with the cursor on $done.
		$wpdb->insert(
			Tables::digest_log(),
			array(
				'user_id'    => $done,
				'period'     => $period,
				'status'     => DigestLog::SENT,
				'claimed_at' => gmdate( 'Y-m-d H:i:s', $this->now - Digest::LEASE ),
				'sent_at'    => gmdate( 'Y-m-d H:i:s', $this->now - Digest::LEASE ),
			)
		);
		$wpdb->insert(
			Tables::digest_log(),
			array(
				'user_id'    => $crashed,
				'period'     => $period,
				'status'     => DigestLog::CLAIMED,
				'claimed_at' => gmdate( 'Y-m-d H:i:s', $this->now - Digest::LEASE ),
			)
		);
		update_option(
			Digest::STATE_OPTION,
			array(
				'period'   => $period,
				'cursor'   => $done - 1,
				'started'  => $this->now - Digest::LEASE,
				'finished' => 0,
			)
		);

		$sent = ( new Digest() )->batch( $this->now );

		$this->assertSame( 1, $sent );
		$this->assertSame( array(), MailSink::to( $this->email( $done ) ) );
		$this->assertSame( array(), MailSink::to( $this->email( $crashed ) ) );
		$this->assertSame( DigestLog::FAILED, DigestLog::status( $crashed, $period ) );
		$this->assertCount( 1, MailSink::to( $this->email( $next ) ) );
		$this->assertSame( $this->now, Digest::state()['finished'] ?? null );
		$this->assertSame( 1, DigestLog::counts( $period )[ DigestLog::FAILED ] );
	}

	public function test_a_fresh_claim_is_left_alone(): void {
		$tag    = self::factory()->term();
		$member = $this->member( array( $tag ) );
		$this->article( array( $tag ), HOUR_IN_SECONDS );
		$period = Digest::period( $this->now );
		DigestLog::claim( $member, $period, $this->now - MINUTE_IN_SECONDS );

		$status = ( new Digest() )->deliver( $member, $period, $this->now );

		$this->assertNull( $status );
		$this->assertSame( DigestLog::CLAIMED, DigestLog::status( $member, $period ) );
		$this->assertSame( array(), MailSink::to( $this->email( $member ) ) );
	}

	public function test_members_are_handled_in_batches_and_the_next_batch_is_scheduled_until_the_end(): void {
		$members = array();
		for ( $i = 0; $i <= Digest::BATCH; $i++ ) {
			$members[] = $this->member( array() );
		}
		$period = Digest::period( $this->now );

		// A budget of 0: one chunk.
		( new Digest() )->start( $this->now, 0 );

		$this->assertSame( Digest::BATCH, DigestLog::counts( $period )[ DigestLog::EMPTY ] );
		$this->assertSame( $members[ Digest::BATCH - 1 ], Digest::state()['cursor'] ?? null );
		$this->assertSame( 0, Digest::state()['finished'] ?? null );
		$this->assertSame( $this->now, wp_next_scheduled( Digest::BATCH_HOOK ) );

		( new Digest() )->batch( $this->now, 0 );

		$this->assertSame( Digest::BATCH + 1, DigestLog::counts( $period )[ DigestLog::EMPTY ] );
		$this->assertSame( $this->now, Digest::state()['finished'] ?? null );
		$this->assertFalse( wp_next_scheduled( Digest::BATCH_HOOK ) );
	}

	public function test_a_batch_runs_chunks_back_to_back_on_one_smtp_connection_within_its_budget(): void {
		$tag     = self::factory()->term();
		$members = array();
		for ( $i = 0; $i < 2 * Digest::BATCH + 3; $i++ ) {
			$members[] = $this->member( array( $tag ) );
		}
		$this->article( array( $tag ), HOUR_IN_SECONDS );
		$period   = Digest::period( $this->now );
		$connects = 0;
		$count    = static function ( \PHPMailer\PHPMailer\PHPMailer $mailer ) use ( &$connects ): void {
			if ( ! $mailer->getSMTPInstance()->connected() ) {
				++$connects;
			}
		};
		add_action( 'phpmailer_init', $count, 100 );

		$sent = ( new Digest() )->start( $this->now );
		remove_action( 'phpmailer_init', $count, 100 );

		$this->assertSame( count( $members ), $sent );
		$this->assertSame( count( $members ), DigestLog::counts( $period )[ DigestLog::SENT ] );
		$this->assertSame( 1, $connects, 'one SMTP connection for the whole batch' );
		$this->assertSame( $this->now, Digest::state()['finished'] ?? null );
		$this->assertFalse( wp_next_scheduled( Digest::BATCH_HOOK ) );
		$this->assertFalse( $GLOBALS['phpmailer']->getSMTPInstance()->connected(), 'closed when the batch ends' );
		$this->assertCount( 1, MailSink::to( $this->email( $members[ Digest::BATCH + 1 ] ) ) );
		$progress = Digest::progress( $this->now + 60 );
		$this->assertNotNull( $progress );
		$this->assertSame( count( $members ), $progress['handled'] );
		$this->assertSame( count( $members ), $progress['total'] );
		$this->assertSame( count( $members ), $progress['sent'] );
	}

	public function test_a_chunk_reads_its_members_from_a_range_of_the_digest_index(): void {
		global $wpdb;
		$this->member( array() );
		$table = Tables::member_index();
		$sql   = $wpdb->prepare( "SELECT user_id FROM {$table} WHERE digest = 1 AND user_id > %d ORDER BY user_id LIMIT %d", 0, Digest::BATCH ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		$seen  = array();
		$spy   = static function ( $query ) use ( &$seen ) {
			$seen[] = $query;
			return $query;
		};
		add_filter( 'query', $spy );
		Digest::members_after( 0, Digest::BATCH );
		remove_filter( 'query', $spy );
		$this->assertSame( array( $sql ), $seen, 'the query the EXPLAIN below reads' );

		$plan = $wpdb->get_row( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.

		$this->assertNotSame( 'ALL', $plan['type'] );
		$this->assertContains( $plan['key'], array( 'digest', 'PRIMARY' ) );
		$this->assertStringNotContainsString( 'filesort', (string) $plan['Extra'] );
	}

	public function test_a_chunks_members_cost_a_bounded_number_of_queries(): void {
		$tag = self::factory()->term();
		for ( $i = 0; $i < 10; $i++ ) {
			$this->member( array( $tag ) );
		}
		$this->article( array( $tag ), HOUR_IN_SECONDS );
		global $wpdb;
		$before = $wpdb->num_queries;
		( new Digest() )->start( $this->now, 0 );
		$ten = $wpdb->num_queries - $before;
		for ( $i = 0; $i < 10; $i++ ) {
			$this->member( array( $tag ) );
		}
		delete_option( Digest::STATE_OPTION );
		$before = $wpdb->num_queries;
		( new Digest() )->start( $this->now + 20 * DAY_IN_SECONDS, 0 );
		$twenty = $wpdb->num_queries - $before;

		// Per member: the claim and the mark (tags, last digests and articles are read for the chunk).
		$this->assertLessThanOrEqual( 3 * 10, $twenty - $ten, "queries for ten more members: {$ten} then {$twenty}" );
	}

	public function test_a_dying_batch_leaves_the_next_batch_scheduled(): void {
		$this->member( array() );
		update_option(
			Digest::STATE_OPTION,
			array(
				'period'   => Digest::period( $this->now ),
				'cursor'   => 0,
				'started'  => $this->now,
				'finished' => 0,
			)
		);
		$seen = null;
		$spy  = static function ( $value ) use ( &$seen ) {
			$seen = wp_next_scheduled( Digest::BATCH_HOOK );
			return $value;
		};
		add_filter( 'get_user_metadata', $spy );

		( new Digest() )->batch( $this->now );
		remove_filter( 'get_user_metadata', $spy );

		$this->assertSame( $this->now + Digest::LEASE, $seen );
	}

	public function test_a_start_while_a_batch_runs_changes_nothing_and_tries_again_later(): void {
		$old = array(
			'period'   => '2020-01-01',
			'cursor'   => 7,
			'started'  => $this->now - DAY_IN_SECONDS,
			'finished' => 0,
		);
		update_option( Digest::STATE_OPTION, $old );
		wp_clear_scheduled_hook( Digest::HOOK );
		// Another PHP process runs a batch: it holds the lock (a row of the lock table, committed).
		global $wpdb;
		$mine  = $wpdb;
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$other->set_prefix( $mine->prefix );
		$wpdb  = $other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the other process's connection, put back below.
		$owner = Lock::acquire( Digest::LOCK, 0, Digest::LOCK_TTL );
		$wpdb  = $mine; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertIsString( $owner );

		try {
			$sent = ( new Digest() )->start( $this->now );
		} finally {
			$wpdb = $other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			Lock::release( Digest::LOCK, $owner );
			$wpdb = $mine; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			$other->close();
		}

		$this->assertSame( 0, $sent );
		$this->assertSame( $old, Digest::state() );
		$this->assertSame( $this->now + Digest::RETRY, wp_next_scheduled( Digest::HOOK ) );
	}

	public function test_event_is_scheduled_every_14_days_and_removed_when_the_plugin_is_deactivated(): void {
		wp_clear_scheduled_hook( Digest::HOOK );

		Digest::schedule();
		$first = wp_next_scheduled( Digest::HOOK );
		Digest::schedule();

		$this->assertIsInt( $first );
		$this->assertSame( $first, wp_next_scheduled( Digest::HOOK ) );
		$this->assertSame( Digest::SCHEDULE, wp_get_schedule( Digest::HOOK ) );
		$this->assertSame( 14 * DAY_IN_SECONDS, wp_get_schedules()[ Digest::SCHEDULE ]['interval'] ?? null );
		$this->assertContains( Digest::HOOK, Plugin::cron_hooks() );
		$this->assertContains( Digest::BATCH_HOOK, Plugin::cron_hooks() );

		wp_schedule_single_event( $this->now, Digest::BATCH_HOOK );
		Plugin::deactivate();

		$this->assertFalse( wp_next_scheduled( Digest::HOOK ) );
		$this->assertFalse( wp_next_scheduled( Digest::BATCH_HOOK ) );
	}
}
