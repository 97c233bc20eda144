<?php
/**
 * The inbox's states and counts kept on write.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\Inbox\ListQuery;
use Mvc\Core\Submissions\Inbox\ReadMarks;
use Mvc\Core\Submissions\Inbox\Views;
use Mvc\Core\Submissions\InboxIndex;
use Mvc\Core\Submissions\Replies;
use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use WP_Query;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the tests compare with the meta and EXPLAIN the statements.

/**
 * Every write path (stored, read, unread, replied, bulk, trash, restore, delete) keeps the counts
 * equal to what the meta says; the menu badge and the views read the counts without joining meta;
 * the list reads one page from an index in its order (no scan, no filesort, no found rows); a site
 * filled with bulk SQL is counted again by rebuild().
 */
final class InboxIndexTest extends TestCase {

	private static int $journal;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$journal = $factory->post(
			array(
				'post_type'  => 'journal',
				'post_title' => '催化学报',
			)
		);
	}

	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		// The tests' own submissions only: what earlier classes left is deleted, then counted again.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->posts} WHERE post_type = %s", SubmissionType::TYPE ) );
		InboxIndex::rebuild();
	}

	/**
	 * A stored submission of a kind.
	 *
	 * @param string $kind Kind.
	 */
	private function submission( string $kind = Submissions::CONTACT ): int {
		$id = Submissions::submit(
			$kind,
			array(
				'name'        => '张三',
				'email'       => 'index-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com',
				'title'       => '合作咨询',
				'message'     => '留言内容',
				'description' => '问题描述',
				'postId'      => self::$journal,
			),
			'198.51.100.' . wp_rand( 1, 250 )
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * The counts as the meta says them (the old join), per status and state.
	 *
	 * @return array<string, int>
	 */
	private function truth(): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.post_status, CASE WHEN r.meta_id IS NULL THEN 'unread' WHEN d.meta_id IS NULL THEN 'read' ELSE 'replied' END AS state, COUNT(*) AS n FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} r ON r.post_id = p.ID AND r.meta_key = %s AND r.meta_value = '1' LEFT JOIN {$wpdb->postmeta} d ON d.post_id = p.ID AND d.meta_key = %s AND d.meta_value = '1' WHERE p.post_type = %s GROUP BY p.post_status, state",
				Submissions::META_READ,
				Replies::META_REPLIED,
				SubmissionType::TYPE
			),
			ARRAY_A
		);
		$out  = array();
		foreach ( array( 'private', 'trash' ) as $status ) {
			foreach ( Inbox::STATES as $state ) {
				$out[ "{$status}/{$state}" ] = 0;
			}
		}
		foreach ( $rows as $row ) {
			$out[ $row['post_status'] . '/' . $row['state'] ] = (int) $row['n'];
		}
		return $out;
	}

	/**
	 * The kept counts in truth()'s shape.
	 *
	 * @return array<string, int>
	 */
	private function kept(): array {
		$out = array();
		foreach ( array( 'private', 'trash' ) as $status ) {
			foreach ( Inbox::STATES as $state ) {
				$out[ "{$status}/{$state}" ] = InboxIndex::count( $status, $state );
			}
		}
		return $out;
	}

	private function assert_exact( string $step ): void {
		$this->assertSame( $this->truth(), $this->kept(), $step );
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
		$this->assertSame( $this->truth()['private/unread'], Submissions::unread_count(), $step );
	}

	public function test_every_write_path_keeps_the_counts_exact(): void {
		$this->assertTrue( InboxIndex::ready() );
		$a = $this->submission();
		$b = $this->submission( Submissions::FAQ_QUESTION );
		$c = $this->submission( Submissions::MINISITE_CONTACT );
		$d = $this->submission();
		$this->assert_exact( 'stored' );
		$this->assertSame( 4, InboxIndex::count( 'private', 'unread' ) );
		$this->assertSame( 1, InboxIndex::count( 'private', null, Submissions::FAQ_QUESTION ) );

		Submissions::mark_read( $a );
		Submissions::mark_read( $a );
		$this->assert_exact( 'read twice' );
		update_post_meta( $b, Replies::META_REPLIED, '1' );
		Submissions::mark_read( $b );
		$this->assert_exact( 'replied' );
		$this->assertSame( 1, InboxIndex::count( 'private', 'replied' ) );
		Submissions::mark_read( $b, false );
		$this->assert_exact( 'unread again' );

		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		( new ReadMarks() )->handle_bulk( 'edit.php', Inbox::BULK_READ, array( $a, $b, $c ) );
		$this->assert_exact( 'bulk read' );
		( new ReadMarks() )->handle_bulk( 'edit.php', Inbox::BULK_UNREAD, array( $c ) );
		$this->assert_exact( 'bulk unread' );

		wp_trash_post( $a );
		wp_trash_post( $d );
		$this->assert_exact( 'trashed' );
		$this->assertSame( 2, InboxIndex::count( 'trash' ) );
		wp_untrash_post( $d );
		$this->assert_exact( 'restored' );
		wp_delete_post( $a, true );
		wp_delete_post( $c, true );
		$this->assert_exact( 'deleted' );
		$this->assertSame( 2, InboxIndex::count( 'private' ) );

		// A sync of a row already right changes nothing (no count moves twice).
		InboxIndex::sync( $b );
		InboxIndex::sync( $d );
		$this->assert_exact( 'synced again' );
	}

	public function test_the_sync_reads_the_truth_not_what_the_caller_believed(): void {
		global $wpdb;
		$id = $this->submission();
		// Another node wrote the mark and its hook has not run here: the next sync finds it.
		$wpdb->insert(
			$wpdb->postmeta,
			array(
				'post_id'    => $id,
				'meta_key'   => Submissions::META_READ, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		);
		$this->assertSame( 1, InboxIndex::count( 'private', 'unread' ) );
		InboxIndex::sync( $id );
		$this->assert_exact( 'synced' );
		$this->assertSame( 0, InboxIndex::count( 'private', 'unread' ) );
	}

	public function test_rebuild_counts_rows_written_with_bulk_sql(): void {
		global $wpdb;
		$kept = $this->submission();
		for ( $i = 0; $i < 30; $i++ ) {
			$wpdb->insert(
				$wpdb->posts,
				array(
					'post_type'     => SubmissionType::TYPE,
					'post_status'   => 0 === $i % 10 ? 'trash' : 'private',
					'post_title'    => "批量 {$i}",
					'post_date'     => gmdate( 'Y-m-d H:i:s', 1700000000 + $i ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', 1700000000 + $i ),
				)
			);
			$id = (int) $wpdb->insert_id;
			$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $id, 'meta_key' => Submissions::META_KIND, 'meta_value' => Submissions::FAQ_QUESTION ) ); // phpcs:ignore WordPress.DB.SlowDBQuery, WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			if ( 0 === $i % 3 ) {
				$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $id, 'meta_key' => Submissions::META_READ, 'meta_value' => '1' ) ); // phpcs:ignore WordPress.DB.SlowDBQuery, WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			}
		}
		$this->assertNotSame( $this->truth(), $this->kept() );
		InboxIndex::rebuild();
		$this->assert_exact( 'rebuilt' );
		$this->assertSame( 27, InboxIndex::count( 'private', null, Submissions::FAQ_QUESTION ) );
		$this->assertSame( 1, InboxIndex::count( 'private', null, Submissions::CONTACT ) );
		wp_delete_post( $kept, true );
		$this->assert_exact( 'deleted after the rebuild' );
	}

	public function test_the_badge_and_the_views_never_join_meta(): void {
		$this->submission();
		$seen = array();
		$spy  = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
		add_filter( 'query', $spy );
		$count  = Submissions::unread_count();
		$counts = Inbox::state_counts();
		remove_filter( 'query', $spy );
		$this->assertSame( 1, $count );
		$this->assertSame(
			array(
				'unread'  => 1,
				'read'    => 0,
				'replied' => 0,
			),
			$counts
		);
		global $wpdb;
		$this->assertCount( 4, $seen );
		foreach ( $seen as $sql ) {
			$this->assertStringNotContainsString( $wpdb->postmeta, $sql );
			$this->assertStringNotContainsString( $wpdb->posts . ' ', $sql );
			$this->assertStringContainsString( InboxIndex::counts_table(), $sql );
		}
	}

	/**
	 * EXPLAIN of a statement, rows as arrays.
	 *
	 * @param string $sql Statement.
	 * @return list<array<string, mixed>>
	 */
	private function explain( string $sql ): array {
		global $wpdb;
		return $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a statement built by the code under test.
	}

	public function test_a_page_of_the_list_reads_an_index_in_its_order(): void {
		foreach (
			array(
				array( null, '', 'status_date' ),
				array( 'unread', '', 'status_state_date' ),
				array( null, Submissions::FAQ_QUESTION, 'kind_status_date' ),
				array( 'replied', Submissions::FAQ_QUESTION, 'kind_status_state_date' ),
			) as list( $state, $kind, $index )
		) {
			foreach ( array( true, false ) as $newest ) {
				$plan = $this->explain( InboxIndex::page_sql( 'private', $state, $kind, 20, 2000, $newest ) );
				$this->assertCount( 1, $plan );
				$this->assertSame( $index, $plan[0]['key'], (string) $state . '/' . $kind );
				$this->assertNotSame( 'ALL', $plan[0]['type'] );
				$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'] );
				$this->assertStringContainsString( 'Using index', (string) $plan[0]['Extra'] );
			}
		}
		// The counts: one row per kind, status and state, however many submissions there are.
		global $wpdb;
		$counts = InboxIndex::counts_table();
		$this->assertLessThanOrEqual( count( Submissions::KINDS ) * 2 * 3, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$counts}" ) );
	}

	public function test_the_list_screen_query_is_answered_from_the_index_with_the_same_rows(): void {
		$ids = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$ids[] = $this->submission( 0 === $i % 2 ? Submissions::CONTACT : Submissions::FAQ_QUESTION );
			wp_update_post(
				array(
					'ID'            => end( $ids ),
					'post_date'     => gmdate( 'Y-m-d H:i:s', 1700000000 + 60 * $i ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', 1700000000 + 60 * $i ),
				)
			);
		}
		Submissions::mark_read( $ids[1] );
		wp_trash_post( $ids[4] );
		// The list screen in wp-admin, with the hook Inbox adds there.
		set_current_screen( 'edit-' . SubmissionType::TYPE );
		add_filter( 'posts_pre_query', array( ListQuery::class, 'list_query' ), 10, 2 );

		$cases = array(
			array( array(), array( $ids[3], $ids[2], $ids[1], $ids[0] ), 4 ),
			array( array( Inbox::STATE_VAR => 'unread' ), array( $ids[3], $ids[2], $ids[0] ), 3 ),
			array( array( Inbox::KIND_VAR => Submissions::FAQ_QUESTION ), array( $ids[3], $ids[1] ), 2 ),
			array( array( 'order' => 'ASC' ), array( $ids[0], $ids[1], $ids[2], $ids[3] ), 4 ),
			array( array( 'paged' => 2 ), array( $ids[1], $ids[0] ), 4 ),
			array( array( 'post_status' => 'trash' ), array( $ids[4] ), 1 ),
		);
		foreach ( $cases as list( $vars, $expected, $total ) ) {
			$seen = array();
			$spy  = static function ( $sql ) use ( &$seen ) {
				$seen[] = $sql;
				return $sql;
			};
			// The list screen's main query, as wp-admin builds it.
			$query                   = new WP_Query();
			$GLOBALS['wp_the_query'] = $query;
			add_filter( 'query', $spy );
			$posts = $query->query(
				array_merge(
					array(
						'post_type'      => SubmissionType::TYPE,
						'post_status'    => '',
						'orderby'        => 'date',
						'order'          => 'DESC',
						'posts_per_page' => isset( $vars['paged'] ) ? 2 : 20,
					),
					$vars
				)
			);
			remove_filter( 'query', $spy );
			$this->assertSame( $expected, wp_list_pluck( $posts, 'ID' ), wp_json_encode( $vars ) );
			$this->assertSame( $total, $query->found_posts, wp_json_encode( $vars ) );
			foreach ( $seen as $sql ) {
				$this->assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $sql );
				$this->assertStringNotContainsString( 'FOUND_ROWS()', $sql );
			}
		}
		remove_filter( 'posts_pre_query', array( ListQuery::class, 'list_query' ), 10 );
		set_current_screen( 'front' );
	}

	public function test_core_status_counts_of_the_inbox_come_from_the_kept_counts(): void {
		$a = $this->submission();
		$this->submission();
		wp_trash_post( $a );
		$_GET['post_type'] = SubmissionType::TYPE;
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		Views::prime_status_counts();
		$seen = 0;
		$spy  = static function ( $sql ) use ( &$seen ) {
			++$seen;
			return $sql;
		};
		add_filter( 'query', $spy );
		$counts = wp_count_posts( SubmissionType::TYPE, 'readable' );
		remove_filter( 'query', $spy );
		unset( $_GET['post_type'] );
		$this->assertSame( 0, $seen );
		$this->assertSame( 1, (int) $counts->private );
		$this->assertSame( 1, (int) $counts->trash );
		$this->assertSame( 0, (int) $counts->publish );
	}

	public function test_until_the_build_is_done_the_old_queries_answer(): void {
		$this->submission();
		update_option( InboxIndex::BUILT_OPTION, 'building ' . time() );
		$this->assertFalse( InboxIndex::ready() );
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
		$this->assertSame( 1, Submissions::unread_count() );
		$this->assertSame( 1, Inbox::state_counts()['unread'] );
		// A build that died ten minutes ago is taken over, and ends ready with the same numbers.
		update_option( InboxIndex::BUILT_OPTION, 'building ' . ( time() - 601 ) );
		InboxIndex::maybe_build();
		$this->assertTrue( InboxIndex::ready() );
		$this->assert_exact( 'built after a dead build' );
	}
}
