<?php
/**
 * The post lists of wp-admin at scale.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\KeptCounts;
use Mvc\Core\Admin\PostList;
use Mvc\Core\Admin\PostList\CoreCounts;
use Mvc\Core\Admin\PostList\Months;
use Mvc\Core\Admin\PostList\TypeCounts;
use Mvc\Tests\TestCase;
use WP_Query;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the tests compare with core's statements and EXPLAIN them.

/**
 * The list's page is asked for without SQL_CALC_FOUND_ROWS and read on mvc_type_date in date
 * order (no filesort), its total is what SQL_CALC_FOUND_ROWS gave (the views: all, one status,
 * Mine); the months dropdown lists core's months in core's order by short index steps.
 */
final class PostListTest extends TestCase {

	private PostList $list;

	protected function set_up(): void {
		parent::set_up();
		$this->list = new PostList();
		$this->list->register();
		set_current_screen( 'edit-post' );
		KeptCounts::forget();
	}

	protected function tear_down(): void {
		remove_filter( 'posts_clauses_request', array( $this->list, 'clauses' ), PHP_INT_MAX );
		remove_filter( 'posts_request', array( $this->list, 'request' ), PHP_INT_MAX );
		remove_filter( 'found_posts_query', array( $this->list, 'found_posts_query' ), PHP_INT_MAX );
		remove_filter( 'pre_months_dropdown_query', array( Months::class, 'months' ), 10 );
		set_current_screen( 'front' );
		parent::tear_down();
	}

	/**
	 * Posts of several authors, statuses and months.
	 *
	 * @return array{0: int, 1: int} The two authors.
	 */
	private function posts(): array {
		$one = self::factory()->user( array( 'role' => 'editor' ) );
		$two = self::factory()->user( array( 'role' => 'author' ) );
		foreach ( array( 'publish', 'draft', 'pending', 'private', 'trash', 'publish', 'future', 'publish' ) as $i => $status ) {
			$date = 'future' === $status ? '2030-01-05 10:00:00' : sprintf( '2024-%02d-1%d 10:00:00', 1 + $i % 5, $i );
			self::factory()->post(
				array(
					'post_status' => $status,
					'post_author' => 0 === $i % 3 ? $two : $one,
					'post_date'   => $date,
				)
			);
		}
		return array( $one, $two );
	}

	/**
	 * The list's main query as edit.php runs it, with or without this module.
	 *
	 * @param array<string, mixed> $vars Query variables.
	 * @param bool                 $ours Whether PostList's hooks run.
	 * @return array{0: list<int>, 1: int, 2: string}
	 */
	private function list_query( array $vars, bool $ours ): array {
		if ( ! $ours ) {
			$this->tear_down_hooks();
		}
		$query                   = new WP_Query();
		$GLOBALS['wp_the_query'] = $query;
		$posts                   = $query->query(
			array_merge(
				array(
					'post_type'      => 'post',
					'post_status'    => '',
					'perm'           => 'readable',
					'orderby'        => 'date',
					'order'          => 'DESC',
					'posts_per_page' => 3,
					'fields'         => 'ids',
				),
				$vars
			)
		);
		if ( ! $ours ) {
			$this->list->register();
		}
		return array( array_map( 'intval', $posts ), (int) $query->found_posts, (string) $query->request );
	}

	private function tear_down_hooks(): void {
		remove_filter( 'posts_clauses_request', array( $this->list, 'clauses' ), PHP_INT_MAX );
		remove_filter( 'posts_request', array( $this->list, 'request' ), PHP_INT_MAX );
		remove_filter( 'found_posts_query', array( $this->list, 'found_posts_query' ), PHP_INT_MAX );
	}

	public function test_the_pages_and_totals_are_core_s_without_found_rows(): void {
		list( $one ) = $this->posts();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		foreach (
			array(
				array(),
				array( 'paged' => 2 ),
				array( 'post_status' => 'draft' ),
				array( 'post_status' => 'trash' ),
				array( 'author' => $one ),
				array( 'order' => 'ASC' ),
				array( 'm' => '202402' ),
			) as $vars
		) {
			$core = $this->list_query( $vars, false );
			$ours = $this->list_query( $vars, true );
			$this->assertSame( $core[0], $ours[0], wp_json_encode( $vars ) );
			$this->assertSame( $core[1], $ours[1], wp_json_encode( $vars ) );
			$this->assertStringContainsString( 'SQL_CALC_FOUND_ROWS', $core[2] );
			$this->assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $ours[2] );
		}
	}

	public function test_a_page_reads_the_date_index_without_a_filesort(): void {
		global $wpdb;
		$this->posts();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		foreach ( array( array(), array( 'author' => get_current_user_id() ) ) as $vars ) {
			$request = $this->list_query( $vars, true )[2];
			$plan    = $wpdb->get_results( 'EXPLAIN ' . $request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- core's statement.
			$this->assertCount( 1, $plan );
			$this->assertSame( 'mvc_type_date', $plan[0]['key'], $request );
			$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'] );
		}
	}

	public function test_the_months_are_core_s(): void {
		global $wpdb;
		$this->posts();
		self::factory()->post(
			array(
				'post_status' => 'auto-draft',
				'post_date'   => '2019-03-01 00:00:00',
			)
		);
		foreach ( array( false, true ) as $trash ) {
			$extra = $trash ? "AND post_status = 'trash'" : "AND post_status != 'auto-draft' AND post_status != 'trash'";
			$core  = $wpdb->get_results( "SELECT DISTINCT YEAR( post_date ) AS year, MONTH( post_date ) AS month FROM {$wpdb->posts} WHERE post_type = 'post' {$extra} ORDER BY post_date DESC" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core's statement.
			if ( $trash ) {
				$_GET['post_status'] = 'trash';
			}
			$ours = Months::months( false, 'post' );
			unset( $_GET['post_status'] );
			$this->assertEquals( $core, $ours );
			$this->assertNotEmpty( $ours );
		}
		$this->assertSame( array( 1 ), Months::months( array( 1 ), 'post' ) );
		$this->assertFalse( Months::months( false, 'attachment' ) );

		foreach ( array( null, '2024-03-01 00:00:00' ) as $before ) {
			$plan = $wpdb->get_results( 'EXPLAIN ' . Months::month_sql( 'post', false, $before ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in month_sql().
			$this->assertSame( 'mvc_type_date', $plan[0]['key'] );
			$this->assertStringNotContainsString( 'filesort', (string) $plan[0]['Extra'] );
			$this->assertStringContainsString( 'Using index', (string) $plan[0]['Extra'] );
		}
	}

	/**
	 * Core's counts of the type's posts per status, an author's, and the months (as core reads them).
	 *
	 * @param int $author An author.
	 * @return array<int, mixed>
	 */
	private function core_counts( int $author ): array {
		global $wpdb;
		$status = array_map( 'intval', array_column( $wpdb->get_results( "SELECT post_status, COUNT( * ) AS num_posts FROM {$wpdb->posts} WHERE post_type = 'post' GROUP BY post_status", ARRAY_A ), 'num_posts', 'post_status' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- wp_count_posts()' statement.
		$mine   = array_map( 'intval', array_column( $wpdb->get_results( $wpdb->prepare( "SELECT post_status, COUNT( * ) AS n FROM {$wpdb->posts} WHERE post_type = 'post' AND post_author = %d GROUP BY post_status", $author ), ARRAY_A ), 'n', 'post_status' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core's table.
		$months = array_map(
			static fn( $row ) => array( (int) $row->year, (int) $row->month ),
			$wpdb->get_results( "SELECT DISTINCT YEAR( post_date ) AS year, MONTH( post_date ) AS month FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status != 'auto-draft' AND post_status != 'trash' ORDER BY post_date DESC" ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core's statement.
		);
		ksort( $status );
		ksort( $mine );
		return array( $status, $mine, $months );
	}

	/**
	 * The kept counts as a wp-admin request reads them (a new request: nothing remembered).
	 *
	 * @param int $author An author.
	 * @return array<int, mixed>
	 */
	private function kept_counts( int $author ): array {
		KeptCounts::forget();
		$status = TypeCounts::status_counts( 'post' );
		$mine   = array_filter( TypeCounts::author_counts( 'post', $author ) );
		$months = array_map( static fn( $month ) => array( (int) $month->year, (int) $month->month ), Months::months( false, 'post' ) );
		ksort( $status );
		ksort( $mine );
		return array( $status, $mine, $months );
	}

	public function test_the_kept_counts_are_core_s_through_every_write(): void {
		list( $one, $two ) = $this->posts();
		$this->assertSame( $this->core_counts( $one ), $this->kept_counts( $one ), 'counted' );
		$post  = self::factory()->post( array( 'post_author' => $one ) );
		$steps = array(
			'inserted'          => static fn() => null,
			'drafted'           => static fn() => wp_update_post(
				array(
					'ID'          => $post,
					'post_status' => 'draft',
				)
			),
			'published'         => static fn() => wp_publish_post( $post ),
			'moved to 2019'     => static fn() => wp_update_post(
				array(
					'ID'            => $post,
					'post_date'     => '2019-07-01 10:00:00',
					'post_date_gmt' => '2019-07-01 02:00:00',
				)
			),
			'given to another'  => static fn() => wp_update_post(
				array(
					'ID'          => $post,
					'post_author' => $two,
				)
			),
			'given back'        => static fn() => wp_update_post(
				array(
					'ID'          => $post,
					'post_author' => $one,
				)
			),
			'trashed'           => static fn() => wp_trash_post( $post ),
			'restored'          => static fn() => wp_untrash_post( $post ),
			'made a page'       => static fn() => wp_update_post(
				array(
					'ID'        => $post,
					'post_type' => 'page',
				)
			),
			'made a post again' => static fn() => wp_update_post(
				array(
					'ID'        => $post,
					'post_type' => 'post',
				)
			),
			'deleted'           => static fn() => wp_delete_post( $post, true ),
			'auto-draft'        => static function () use ( $one ) {
				$draft = self::factory()->post(
					array(
						'post_status' => 'auto-draft',
						'post_author' => $one,
						'post_date'   => '2011-01-01 10:00:00',
					)
				);
				wp_update_post(
					array(
						'ID'          => $draft,
						'post_status' => 'draft',
					)
				);
			},
		);
		foreach ( $steps as $step => $write ) {
			$write();
			$this->assertSame( $this->core_counts( $one ), $this->kept_counts( $one ), $step );
		}
	}

	public function test_a_kept_read_is_two_queries_and_the_views_count_nothing(): void {
		global $wpdb;
		list( $one ) = $this->posts();
		wp_set_current_user( $one );
		$this->kept_counts( $one );
		KeptCounts::forget();
		$seen = array();
		$spy  = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $spy );
		$this->kept_counts( $one );
		remove_filter( 'query', $spy );
		// The counts' record and the months' record.
		$this->assertCount( 2, $seen, implode( "\n", $seen ) );
		$this->assertStringContainsString( 'mvc_kept_', $seen[0] );
		$this->assertStringContainsString( 'mvc_kept_', $seen[1] );

		// The views 全部 and one status take their total from the kept counts: no COUNT over the type.
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		foreach ( array( array(), array( 'post_status' => 'draft' ), array( 'paged' => 2 ) ) as $vars ) {
			$core = $this->list_query( $vars, false );
			$seen = array();
			add_filter( 'query', $spy );
			$ours = $this->list_query( $vars, true );
			remove_filter( 'query', $spy );
			$this->assertSame( $core[1], $ours[1], wp_json_encode( $vars ) );
			$this->assertSame( array(), preg_grep( '/COUNT\(/', $seen ), wp_json_encode( $vars ) );
		}
	}

	public function test_the_mine_count_and_wp_count_posts_are_core_s(): void {
		global $wpdb;
		list( $one ) = $this->posts();
		wp_set_current_user( $one );
		foreach ( array( 'post', 'page' ) as $type ) {
			// WP_Posts_List_Table::__construct()'s statement.
			$exclude = get_post_stati( array( 'show_in_admin_all_list' => false ) );
			$states  = "'" . implode( "','", $exclude ) . "'";
			$sql     = $wpdb->prepare( "SELECT COUNT( 1 )\n\t\t\t\tFROM $wpdb->posts\n\t\t\t\tWHERE post_type = %s\n\t\t\t\tAND post_status NOT IN ( {$states} )\n\t\t\t\tAND post_author = %d", $type, $one ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- core's statement.
			$ours    = CoreCounts::mine_query( $sql );
			$this->assertMatchesRegularExpression( '/^SELECT \d+$/', $ours );
			$this->assertSame( $wpdb->get_var( $sql ), $wpdb->get_var( $ours ), $type ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the statements above.
		}
		$this->assertSame( 'SELECT COUNT( 1 ) FROM x', CoreCounts::mine_query( 'SELECT COUNT( 1 ) FROM x' ) );

		$core = (array) wp_count_posts( 'post', 'readable' );
		wp_cache_delete( 'posts-post', 'counts' );
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$seen = array();
		$spy  = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		TypeCounts::prime_counts( convert_to_screen( 'edit-post' ) );
		add_filter( 'query', $spy );
		$primed = (array) wp_count_posts( 'post', 'readable' );
		remove_filter( 'query', $spy );
		$this->assertSame( array(), $seen );
		$this->assertEquals( $core, $primed );
	}

	public function test_the_users_screen_posts_column_is_core_s_from_the_kept_counts(): void {
		global $wpdb;
		list( $one, $two ) = $this->posts();
		$member            = self::factory()->member();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$users = array( $one, $two, $member, get_current_user_id() );
		$core  = count_many_users_posts( $users, 'post' );
		$seen  = array();
		$spy   = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		CoreCounts::watch_posts_column();
		try {
			$this->assertSame( $core, count_many_users_posts( $users, 'post' ), 'counted' );
			KeptCounts::forget();
			add_filter( 'query', $spy, PHP_INT_MAX );
			$this->assertSame( $core, count_many_users_posts( $users, 'post' ), 'kept' );
			remove_filter( 'query', $spy, PHP_INT_MAX );
			// The kept record, the statement made of its numbers, and the member's (no posts) empty count.
			$this->assertCount( 3, $seen, implode( "\n", $seen ) );
			$this->assertStringStartsWith( 'SELECT ' . $one . ' AS post_author, ', $seen[2] );
			$this->assertStringContainsString( 'post_author IN (' . $member . ',', $seen[1] . ',' );
			// Another shape (public only) keeps core's statement.
			$seen = array();
			add_filter( 'query', $spy, PHP_INT_MAX );
			count_many_users_posts( $users, 'post', true );
			remove_filter( 'query', $spy, PHP_INT_MAX );
			$this->assertStringContainsString( "post_status = 'publish'", implode( "\n", $seen ) );
		} finally {
			remove_filter( 'query', array( CoreCounts::class, 'posts_column_query' ) );
		}
		$plan = $wpdb->get_results( $wpdb->prepare( "EXPLAIN SELECT post_author, post_status, COUNT(*) AS n FROM {$wpdb->posts} FORCE INDEX (mvc_author_type_status) WHERE post_author IN (%d, %d) AND post_type = 'post' GROUP BY post_author, post_status", $one, $two ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- authors_counts()' statement.
		$this->assertSame( 'mvc_author_type_status', $plan[0]['key'] );
		$this->assertStringContainsString( 'Using index', (string) $plan[0]['Extra'] );
	}

	public function test_an_auto_draft_leaves_the_months_kept(): void {
		list( $one ) = $this->posts();
		$this->kept_counts( $one );
		self::factory()->post(
			array(
				'post_status' => 'auto-draft',
				'post_author' => $one,
			)
		);
		KeptCounts::forget();
		$seen = array();
		$spy  = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $spy );
		Months::months( false, 'post' );
		remove_filter( 'query', $spy );
		$this->assertCount( 1, $seen, implode( "\n", $seen ) );
		$this->assertSame( $this->core_counts( $one ), $this->kept_counts( $one ) );
	}
}
