<?php
/**
 * Submissions are deleted after the retention period.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Plugin;
use Mvc\Core\Settings;
use Mvc\Core\Submissions\InboxIndex;
use Mvc\Core\Submissions\Retention;
use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\TestCase;

/**
 * The daily event deletes, trash included and for good, only the submissions older than the
 * setting (default 365 days, at least 1), and the plugin's deactivation unschedules it.
 */
final class RetentionTest extends TestCase {

	/**
	 * A submission that arrived some days ago.
	 *
	 * @param int $days_ago Days.
	 */
	private function submission( int $days_ago ): int {
		$id = Submissions::submit(
			Submissions::CONTACT,
			array(
				'name'  => '张三',
				'email' => 'old-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com',
				'title' => $days_ago . ' 天前',
			),
			'192.0.2.' . wp_rand( 1, 250 )
		);
		$this->assertIsInt( $id );
		$time = time() - $days_ago * DAY_IN_SECONDS;
		global $wpdb;
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $time ) ),
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $time ),
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
		return $id;
	}

	public function test_only_submissions_older_than_the_setting_are_deleted_for_good(): void {
		update_option( Settings::OPTION, array( 'submission_retention_days' => 30 ) );
		$old     = $this->submission( 31 );
		$trashed = $this->submission( 40 );
		wp_trash_post( $trashed );
		$recent = $this->submission( 29 );
		$today  = $this->submission( 0 );

		$this->assertSame( 2, Retention::purge() );

		$this->assertNull( get_post( $old ) );
		$this->assertNull( get_post( $trashed ) );
		$this->assertSame( array(), get_post_meta( $old ) );
		$this->assertNotNull( Submissions::get( $recent ) );
		$this->assertNotNull( Submissions::get( $today ) );
	}

	public function test_the_default_keeps_a_year_and_other_posts_are_never_touched(): void {
		$year    = $this->submission( 364 );
		$older   = $this->submission( 366 );
		$article = self::factory()->post( array( 'post_date' => '2000-01-01 00:00:00' ) );

		$this->assertSame( 1, Retention::purge() );

		$this->assertNotNull( get_post( $year ) );
		$this->assertNull( get_post( $older ) );
		$this->assertNotNull( get_post( $article ) );
	}

	public function test_the_setting_is_at_least_one_day(): void {
		$this->assertSame( 365, Settings::defaults()['submission_retention_days'] );
		$this->assertSame( 1, Settings::sanitize( array( 'submission_retention_days' => '0' ) )['submission_retention_days'] );
		$this->assertSame( 1, Settings::sanitize( array( 'submission_retention_days' => -5 ) )['submission_retention_days'] );
		$this->assertSame( 90, Settings::sanitize( array( 'submission_retention_days' => ' 90' ) )['submission_retention_days'] );
		$this->assertSame( 365, Settings::sanitize( array( 'submission_retention_days' => 'abc' ) )['submission_retention_days'] );
		$this->assertSame( 'ops@example.com', Settings::sanitize( array( 'submission_notify_email' => ' ops@example.com ' ) )['submission_notify_email'] );
		$this->assertSame( '', Settings::sanitize( array( 'submission_notify_email' => 'not an address' ) )['submission_notify_email'] );
	}

	public function test_the_event_is_scheduled_daily_and_removed_on_deactivation(): void {
		wp_clear_scheduled_hook( Retention::HOOK );

		Retention::schedule();

		$this->assertNotFalse( wp_next_scheduled( Retention::HOOK ) );
		$this->assertSame( 'daily', wp_get_schedule( Retention::HOOK ) );
		$this->assertNotFalse( has_action( Retention::HOOK, array( Retention::class, 'purge' ) ) );
		Plugin::deactivate();
		$this->assertFalse( wp_next_scheduled( Retention::HOOK ) );
	}

	public function test_the_unread_count_forgets_deleted_submissions(): void {
		$this->submission( 400 );
		$this->submission( 1 );
		$this->assertSame( 2, Submissions::unread_count() );

		Retention::purge();

		$this->assertSame( 1, Submissions::unread_count() );
		global $wpdb;
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", SubmissionType::TYPE ) ) );
	}
	public function test_a_purge_costs_the_same_queries_for_five_or_twenty_submissions_and_keeps_the_inbox_counts_exact(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->posts} WHERE post_type = %s", SubmissionType::TYPE ) );
		InboxIndex::rebuild();
		$this->assertTrue( InboxIndex::ready() );
		$keep = $this->submission( 2 );
		$read = $this->submission( 2 );
		update_post_meta( $read, Submissions::META_READ, '1' );
		$counted = static function (): array {
			$out = array();
			foreach ( array( 'private', 'trash' ) as $status ) {
				foreach ( array( 'unread', 'read', 'replied' ) as $state ) {
					$out[ "{$status}/{$state}" ] = InboxIndex::count( $status, $state );
				}
			}
			return $out;
		};
		$five    = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$five[] = $this->submission( 400 + $i );
		}
		update_post_meta( $five[0], Submissions::META_READ, '1' );
		wp_trash_post( $five[1] );
		$before = $wpdb->num_queries;
		$this->assertSame( 5, Retention::purge() );
		$small = $wpdb->num_queries - $before;
		for ( $i = 0; $i < 20; $i++ ) {
			$id = $this->submission( 400 + $i );
			if ( 0 === $i % 3 ) {
				update_post_meta( $id, Submissions::META_READ, '1' );
			}
		}
		$before = $wpdb->num_queries;
		$this->assertSame( 20, Retention::purge() );
		$large = $wpdb->num_queries - $before;

		$this->assertSame( $small, $large, 'set statements, none a submission' );
		$this->assertLessThanOrEqual( 15, $large );
		$this->assertNotNull( get_post( $keep ) );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id IN (%d, %d)", $five[0], $five[4] ) ) );
		// The kept counts are what a rebuild from the posts and meta counts.
		$kept = $counted();
		InboxIndex::rebuild();
		$this->assertSame( $counted(), $kept );
		$this->assertSame( 1, $kept['private/unread'] );
		$this->assertSame( 1, $kept['private/read'] );
		$this->assertSame( 0, $kept['trash/unread'] );
	}

	public function test_a_submissions_files_go_with_it(): void {
		$old  = $this->submission( 400 );
		$file = wp_insert_attachment(
			array(
				'post_title'     => 'retention-test',
				'post_mime_type' => 'application/pdf',
				'post_status'    => 'private',
			),
			'retention-test.pdf',
			$old
		);
		$this->assertNotNull( get_post( $file ) );

		$this->assertSame( 1, Retention::purge() );

		$this->assertNull( get_post( $file ) );
		$this->assertNull( get_post( $old ) );
	}

	public function test_a_batch_is_a_range_of_the_type_status_date_index(): void {
		global $wpdb;
		$plan = $wpdb->get_row( $wpdb->prepare( "EXPLAIN SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_date < '2020-01-02 00:00:00' AND post_date_gmt < '2020-01-01 00:00:00' LIMIT 1000", SubmissionType::TYPE ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plan of Retention::older_than().
		$this->assertIsArray( $plan );
		$this->assertContains( $plan['key'], array( 'mvc_type_date', 'type_status_date' ) );
		$this->assertContains( $plan['type'], array( 'range', 'ref' ) );
		$this->assertStringNotContainsString( 'filesort', (string) $plan['Extra'] );
	}
}
