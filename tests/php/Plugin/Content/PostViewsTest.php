<?php
/**
 * Article views and the most read articles.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\ContentVersion;
use Mvc\Core\Content\PostViews;
use Mvc\Core\Data\Tables;
use Mvc\Core\Rest\PostViewsController;
use Mvc\Tests\TestCase;

/**
 * POST /api/daily-blog/view counts a view of a published article per day, without a cookie; the
 * most read of the last seven days come first; old days are purged; drafts are not counted. The
 * list is kept in an autoloaded option (no query on a page) and forgotten when content changes.
 */
final class PostViewsTest extends TestCase {

	/**
	 * The failures these tests cause on purpose log to a file of the test's own.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->capture_error_log();
	}

	/**
	 * Sets a number of views of an article on a day.
	 *
	 * @param int    $post_id Article.
	 * @param string $day     Y-m-d.
	 * @param int    $views   Views.
	 */
	private static function views_on( int $post_id, string $day, int $views ): void {
		global $wpdb;
		$wpdb->replace(
			Tables::post_views(),
			array(
				'post_id' => $post_id,
				'day'     => $day,
				'views'   => $views,
			)
		);
		delete_option( PostViews::OPTION );
	}

	public function test_a_view_of_a_published_article_is_counted_once_per_call_without_a_cookie(): void {
		$article = self::factory()->post();

		$first  = $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => $article ) );
		$second = $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => (string) $article ) );

		$this->assertSame( 200, $first->get_status() );
		$this->assertTrue( $first->get_data()['data']['counted'] );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( 2, PostViews::views( $article ) );
		$this->assertArrayNotHasKey( 'Set-Cookie', $first->get_headers() );
	}

	public function test_a_view_the_database_did_not_write_answers_busy_not_counted(): void {
		$article = self::factory()->post();
		$table   = Tables::post_views();
		$fail    = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), "INSERT INTO {$table}" ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			$response = $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => $article ) );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 503, $response->get_data()['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $response->get_data()['message'] );
		$this->assertSame( 0, PostViews::views( $article ) );
	}

	public function test_an_article_the_database_did_not_give_answers_busy_not_404(): void {
		global $wpdb;
		$article = self::factory()->post();
		clean_post_cache( $article );
		$fail = static function ( $query ) use ( $wpdb ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), "SELECT * FROM {$wpdb->posts} WHERE ID = " ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			$response = $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => $article ) );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 0, PostViews::views( $article ) );
	}

	public function test_drafts_unknown_ids_and_bad_input_are_refused_and_count_nothing(): void {
		global $wpdb;
		$draft = self::factory()->post( array( 'post_status' => 'draft' ) );
		$page  = self::factory()->post( array( 'post_type' => 'page' ) );

		$this->assertSame( 404, $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => $draft ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => $page ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => 999999 ) )->get_status() );
		foreach ( array( 'abc', '-1', '0', array( 1 ) ) as $bad ) {
			$this->assertSame( 400, $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => $bad ) )->get_status() );
		}
		$table = Tables::post_views();
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	public function test_most_read_sums_the_last_seven_days_and_skips_unpublished_and_older_days(): void {
		$today   = wp_date( 'Y-m-d' );
		$six_ago = wp_date( 'Y-m-d', time() - 6 * DAY_IN_SECONDS );
		$old     = wp_date( 'Y-m-d', time() - 7 * DAY_IN_SECONDS );
		$a       = self::factory()->post();
		$b       = self::factory()->post();
		$c       = self::factory()->post();
		$hidden  = self::factory()->post();
		self::views_on( $a, $today, 5 );
		self::views_on( $a, $six_ago, 5 );
		self::views_on( $b, $today, 8 );
		self::views_on( $c, $old, 100 );
		self::views_on( $hidden, $today, 50 );
		wp_update_post(
			array(
				'ID'          => $hidden,
				'post_status' => 'draft',
			)
		);

		$this->assertSame( array( $a, $b ), PostViews::most_read() );
		$this->assertSame( 10, PostViews::views( $a ) );
	}

	public function test_the_kept_list_costs_no_query_and_drops_an_unpublished_article_at_once(): void {
		global $wpdb;
		if ( ! ContentVersion::watching() ) {
			( new ContentVersion() )->register();
		}
		$a = self::factory()->post();
		$b = self::factory()->post();
		self::views_on( $a, wp_date( 'Y-m-d' ), 9 );
		self::views_on( $b, wp_date( 'Y-m-d' ), 3 );
		$this->assertSame( array( $a, $b ), PostViews::most_read() );
		wp_cache_flush();
		wp_load_alloptions();
		$before = $wpdb->num_queries;

		$kept = PostViews::most_read();
		$read = $wpdb->num_queries - $before;
		wp_update_post(
			array(
				'ID'          => $a,
				'post_status' => 'draft',
			)
		);

		$this->assertSame( array( $a, $b ), $kept );
		$this->assertSame( 0, $read );
		$this->assertSame( array( $b ), PostViews::most_read() );
	}

	public function test_the_purge_deletes_days_older_than_thirty(): void {
		$a = self::factory()->post();
		self::views_on( $a, wp_date( 'Y-m-d', time() - 31 * DAY_IN_SECONDS ), 3 );
		self::views_on( $a, wp_date( 'Y-m-d', time() - 29 * DAY_IN_SECONDS ), 4 );

		PostViews::most_read();
		$this->assertTrue( PostViews::purge() );

		$this->assertFalse( get_option( PostViews::OPTION ) );
		$this->assertSame( 4, PostViews::views( $a, 30 ) );
		$this->assertNotFalse( wp_next_scheduled( PostViews::PURGE_HOOK ) );
	}

	public function test_a_purge_the_database_did_not_do_is_logged_and_changes_nothing(): void {
		$a = self::factory()->post();
		self::views_on( $a, wp_date( 'Y-m-d', time() - 31 * DAY_IN_SECONDS ), 3 );
		PostViews::most_read();
		$table = Tables::post_views();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), "DELETE FROM {$table} " ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			$purged = PostViews::purge();
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertFalse( $purged );
		$this->assertNotFalse( get_option( PostViews::OPTION ) );
		$this->assertSame( 3, PostViews::views( $a, 32 ) );
		$this->assertStringContainsString( 'MVC Core: a statement was not written', $this->capture_error_log() );
	}

	public function test_the_network_limit_holds_a_script_back(): void {
		$article = self::factory()->post();
		add_filter( 'mvc_rate_limit', static fn( $limit, $bucket ) => str_starts_with( (string) $bucket, 'views:' ) ? 2 : $limit, 10, 2 );

		$statuses = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$statuses[] = $this->rest( 'POST', '/api/daily-blog/view', array( 'post_id' => $article ) )->get_status();
		}

		$this->assertSame( array( 200, 200, 429 ), $statuses );
		$this->assertSame( 2, PostViews::views( $article ) );
		$this->assertSame( 600, PostViewsController::LIMIT );
	}

	public function test_the_sidebar_lists_the_most_read_titles_in_order(): void {
		$a = self::factory()->post( array( 'post_title' => '阅读最多的文章' ) );
		$b = self::factory()->post( array( 'post_title' => '第二多的文章' ) );
		self::views_on( $a, wp_date( 'Y-m-d' ), 9 );
		self::views_on( $b, wp_date( 'Y-m-d' ), 3 );

		ob_start();
		get_template_part( 'template-parts/most-read' );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'mvc-most-read', $html );
		$this->assertLessThan( strpos( $html, '第二多的文章' ), strpos( $html, '阅读最多的文章' ) );
		$this->assertStringContainsString( (string) get_permalink( $a ), $html );
	}
}
