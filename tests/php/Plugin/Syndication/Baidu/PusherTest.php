<?php
/**
 * Which addresses are queued for Baidu, and when they leave the queue.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Syndication\Baidu;

use Mvc\Core\Data\Tables;
use Mvc\Core\Syndication\Baidu\Answers;
use Mvc\Core\Syndication\Baidu\Config;
use Mvc\Core\Syndication\Baidu\Pusher;
use Mvc\Core\Syndication\Baidu\Queue;
use Mvc\Core\Syndication\Baidu\Sender;
use Mvc\Tests\TestCase;

/**
 * Publishing or updating a published article, journal or course queues its permalink once, with no
 * HTTP call while saving; drafts, pages, revisions and autosaves queue nothing; a takedown (draft,
 * private, trash, deleted) takes the waiting address out, and an address whose post is no longer
 * public is never sent. The queue's queries run on its keys.
 */
final class PusherTest extends TestCase {

	private BaiduFake $baidu;

	protected function set_up(): void {
		parent::set_up();
		$this->baidu = new BaiduFake();
	}

	protected function tear_down(): void {
		$this->baidu->stop();
		parent::tear_down();
	}

	/**
	 * The rows of a post.
	 *
	 * @param int $post_id Post.
	 * @return list<object>
	 */
	private static function rows( int $post_id ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Tables::baidu_queue() . ' WHERE post_id = %d ORDER BY id', $post_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the test reads the table.
	}

	public function test_publishing_queues_the_permalink_once_and_sends_nothing_while_saving(): void {
		$id = self::factory()->post();
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => '更新后的正文',
			)
		);
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => '再次更新',
			)
		);

		$rows = self::rows( $id );
		$this->assertCount( 1, $rows );
		$this->assertSame( get_permalink( $id ), $rows[0]->url );
		$this->assertSame( Queue::WAITING, $rows[0]->state );
		$this->assertSame( array(), $this->baidu->requests, 'no HTTP call while a post is saved' );

		$this->assertSame( 'sent', Sender::run() );
		$this->assertSame( array( get_permalink( $id ) ), $this->baidu->urls() );
		$this->assertSame( 'text/plain', $this->baidu->requests[0]['content_type'] );
		$this->assertSame( 'https://www.example.com', $this->baidu->requests[0]['site'] );
		$this->assertSame( Queue::SENT, self::rows( $id )[0]->state );
		$this->assertSame( Answers::SUCCESS, self::rows( $id )[0]->answer );

		// An update after the push queues the address again, once.
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => '第三版',
			)
		);
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => '第四版',
			)
		);
		$this->assertSame( array( Queue::SENT, Queue::WAITING ), wp_list_pluck( self::rows( $id ), 'state' ) );
	}

	public function test_journals_and_courses_are_queued_and_drafts_pages_and_revisions_are_not(): void {
		$journal = self::factory()->post( array( 'post_type' => 'journal' ) );
		$course  = self::factory()->post( array( 'post_type' => 'course' ) );
		$draft   = self::factory()->post( array( 'post_status' => 'draft' ) );
		$page    = self::factory()->post( array( 'post_type' => 'page' ) );
		$secret  = self::factory()->post( array( 'post_password' => 'secret' ) );
		$private = self::factory()->post( array( 'post_status' => 'private' ) );
		$this->assertSame( array( get_permalink( $journal ) ), wp_list_pluck( self::rows( $journal ), 'url' ) );
		// A course has no address of its own: the list that shows it is pushed.
		$this->assertSame( array( home_url( '/courses/' ) ), wp_list_pluck( self::rows( $course ), 'url' ) );
		foreach ( array( $draft, $page, $secret, $private ) as $id ) {
			$this->assertSame( array(), self::rows( $id ) );
		}
		$revision = wp_save_post_revision( $journal );
		$autosave = _wp_put_post_revision( get_post( $journal ), true );
		$this->assertCount( 1, self::rows( $journal ) );
		foreach ( array( (int) $revision, (int) $autosave ) as $id ) {
			$this->assertSame( array(), $id > 0 ? self::rows( $id ) : array() );
		}
	}

	public function test_nothing_is_queued_while_the_push_is_off(): void {
		update_option( Config::OPTION, array_merge( Config::all(), array( 'enabled' => false ) ), false );
		$id = self::factory()->post();
		$this->assertSame( array(), self::rows( $id ) );
		$this->assertSame( 'off', Sender::run() );
		$this->assertSame( array(), $this->baidu->requests );
	}

	public function test_the_courses_list_is_pushed_while_any_course_is_published(): void {
		$first  = self::factory()->post( array( 'post_type' => 'course' ) );
		$second = self::factory()->post( array( 'post_type' => 'course' ) );
		// One waiting row for the list, whichever course queued it.
		$this->assertCount( 1, self::rows( $first ) );
		$this->assertSame( array(), self::rows( $second ) );

		wp_update_post(
			array(
				'ID'          => $first,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( Queue::WAITING, self::rows( $first )[0]->state, 'another course still shows on the list' );
		$this->assertSame( 'sent', Sender::run() );
		$this->assertSame( array( home_url( '/courses/' ) ), $this->baidu->urls() );

		wp_update_post(
			array(
				'ID'           => $second,
				'post_content' => '更新',
			)
		);
		wp_trash_post( $second );
		$this->assertSame( 'idle', Sender::run() );
		$this->assertSame( array( Queue::SENT, Queue::REMOVED ), array_merge( wp_list_pluck( self::rows( $first ), 'state' ), wp_list_pluck( self::rows( $second ), 'state' ) ) );
	}

	public function test_the_log_is_purged_once_an_hour_whenever_the_cron_runs(): void {
		$old = function (): int {
			global $wpdb;
			$id = self::factory()->post();
			Queue::finish( array_map( 'intval', wp_list_pluck( self::rows( $id ), 'id' ) ), Queue::SENT, Answers::SUCCESS );
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::baidu_queue() . ' SET updated_at = %s WHERE post_id = %d', gmdate( 'Y-m-d H:i:s', time() - 91 * DAY_IN_SECONDS ), $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the test ages a row.
			return $id;
		};
		delete_transient( Pusher::PURGED );
		$first = $old();
		Pusher::cron();
		$this->assertSame( array(), self::rows( $first ) );

		$second = $old();
		Pusher::cron();
		$this->assertCount( 1, self::rows( $second ), 'purged within the hour already' );
	}

	public function test_what_an_import_publishes_is_not_queued(): void {
		do_action( 'import_start' );
		$imported = self::factory()->post( array( 'post_title' => '搬来的文章' ) );
		do_action( 'import_end' );
		$published = self::factory()->post( array( 'post_title' => '导入后发布的文章' ) );

		$this->assertSame( array(), self::rows( $imported ), 'a moved site keeps its addresses: Baidu knows them' );
		$this->assertCount( 1, self::rows( $published ) );
	}

	/**
	 * Each way a published post is taken down.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function takedowns(): array {
		return array(
			'draft'   => array( 'draft' ),
			'pending' => array( 'pending' ),
			'private' => array( 'private' ),
			'trash'   => array( 'trash' ),
			'deleted' => array( 'deleted' ),
		);
	}

	/**
	 * A takedown removes the waiting address; nothing is sent.
	 *
	 * @dataProvider takedowns
	 * @param string $how The takedown.
	 */
	public function test_a_takedown_removes_the_waiting_address_and_is_never_sent( string $how ): void {
		$down = self::factory()->post();
		$kept = self::factory()->post();
		$url  = get_permalink( $down );
		if ( 'trash' === $how ) {
			wp_trash_post( $down );
		} elseif ( 'deleted' === $how ) {
			wp_delete_post( $down, true );
		} else {
			wp_update_post(
				array(
					'ID'          => $down,
					'post_status' => $how,
				)
			);
		}
		$rows = self::rows( $down );
		$this->assertCount( 1, $rows );
		$this->assertSame( Queue::REMOVED, $rows[0]->state );
		$this->assertNull( $rows[0]->waiting_hash );

		Sender::run();
		$this->assertNotContains( $url, $this->baidu->urls() );
		$this->assertSame( array( get_permalink( $kept ) ), $this->baidu->urls() );
	}

	public function test_an_address_whose_post_left_publish_unseen_is_checked_at_send_time(): void {
		global $wpdb;
		$id  = self::factory()->post();
		$url = get_permalink( $id );
		// Taken down behind WordPress's back (no hook ran): the row still waits.
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test bypasses the hooks on purpose.
		clean_post_cache( $id );

		$this->assertSame( 'idle', Sender::run() );
		$this->assertSame( array(), $this->baidu->requests );
		$this->assertSame( Queue::REMOVED, self::rows( $id )[0]->state );
		$this->assertNotContains( $url, $this->baidu->urls() );
	}

	public function test_an_address_already_waiting_is_not_queued_twice(): void {
		$this->assertTrue( Queue::add( 7, 'https://www.example.com/a/' ) );
		$this->assertFalse( Queue::add( 7, 'https://www.example.com/a/' ) );
		$this->assertTrue( Queue::add( 7, 'https://www.example.com/b/' ) );
	}

	public function test_the_queue_s_queries_use_its_keys(): void {
		global $wpdb;
		Queue::add( 1, 'https://www.example.com/x/' );
		$table   = Tables::baidu_queue();
		$now     = gmdate( 'Y-m-d H:i:s' );
		$queries = array(
			'state_next'   => $wpdb->prepare( "SELECT id, post_id, url, tries FROM {$table} WHERE state = %s AND next_try <= %s ORDER BY next_try, id LIMIT 2000", Queue::WAITING, $now ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
			'state_next '  => $wpdb->prepare( "SELECT MIN(next_try) FROM {$table} WHERE state = %s", Queue::WAITING ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
			'post_state'   => $wpdb->prepare( "SELECT id FROM {$table} WHERE post_id = %d AND state = %s", 1, Queue::WAITING ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
			'waiting_hash' => $wpdb->prepare( "SELECT id FROM {$table} WHERE waiting_hash = %s", md5( 'https://www.example.com/x/' ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
			'PRIMARY'      => "SELECT id, post_id, url, state FROM {$table} ORDER BY id DESC LIMIT 50 OFFSET 0",
		);
		foreach ( $queries as $key => $sql ) {
			$plan = $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- prepared above.
			$json = (string) wp_json_encode( $plan );
			if ( str_contains( (string) $plan[0]['Extra'], 'Select tables optimized away' ) ) {
				continue; // MIN() read from the index's first entry.
			}
			$this->assertSame( trim( $key ), $plan[0]['key'], $json );
			$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'], $json );
		}
	}
}
