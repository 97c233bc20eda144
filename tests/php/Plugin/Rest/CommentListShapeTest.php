<?php
/**
 * One article's comments at a publisher's size: the query shapes that keep them fast.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Rest\CommentList;
use Mvc\Tests\TestCase;

/**
 * GET /wp/v2/comments?post=… by date and by like_count, first and last page, as a visitor and as a
 * member: the same comments in the same order as a plain ORDER BY over every comment, the same
 * total, and every statement on the comments or the comment likes read on an index (EXPLAIN: no
 * full scan, no filesort, no SQL_CALC_FOUND_ROWS, no COUNT over the article's comments), so that a
 * later change cannot bring back the 645 ms (likes) and 276 ms (date) of a 100,000-comment article.
 */
final class CommentListShapeTest extends TestCase {

	private const COMMENTS = 3000;

	private int $post;

	private int $reader;

	protected function set_up(): void {
		global $wpdb;
		parent::set_up();
		CommentLikes::forget();
		CommentList::forget_totals();
		$this->post   = self::factory()->post();
		$this->reader = self::factory()->member();
		$other        = self::factory()->post();
		// Thousands of comments in one statement (as a large site holds them), a few held and some
		// on another article; dates repeat so that the order's tie-breaks count.
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from WordPress and Tables.
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$wpdb->comments} (comment_post_ID, comment_author, comment_date, comment_date_gmt, comment_content, comment_approved, comment_type, user_id)
				SELECT IF(MOD(seq, 5) = 0, %d, %d), 'x', FROM_UNIXTIME(1700000000 + (seq DIV 3) * 60), FROM_UNIXTIME(1700000000 + (seq DIV 3) * 60), 'text', IF(MOD(seq, 97) = 0, '0', '1'), 'comment', IF(MOD(seq, 101) = 0, %d, 1000000 + seq)
				FROM seq_1_to_%d",
				$other,
				$this->post,
				$this->reader,
				self::COMMENTS
			)
		);
		$table = Tables::comment_likes();
		$wpdb->query( "INSERT IGNORE INTO {$table} (user_id, comment_id, created_at) SELECT 2000000 + s.seq, c.comment_ID, NOW() FROM {$wpdb->comments} c INNER JOIN seq_1_to_5 s ON s.seq <= c.comment_ID % 6 WHERE c.comment_content = 'text'" );
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		CommentLikes::recount_all();
		wp_update_comment_count_now( $this->post );
		clean_post_cache( $this->post );
	}

	/**
	 * The article's comments a reader sees, in an order, read plainly (every row, ORDER BY).
	 *
	 * @param string $order  `date` or `likes`.
	 * @param int    $reader The member whose held comments are listed (0 for a visitor).
	 * @return list<int>
	 */
	private function expected( string $order, int $reader ): array {
		global $wpdb;
		$by = 'likes' === $order ? 'comment_karma DESC, comment_date_gmt DESC, comment_ID DESC' : 'comment_date_gmt DESC, comment_ID DESC';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from WordPress, order a constant.
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} IGNORE INDEX (mvc_post_date, mvc_post_likes) WHERE comment_post_ID = %d AND comment_type IN ('', 'comment') AND (comment_approved = '1' OR (comment_approved = '0' AND user_id = %d AND %d > 0)) ORDER BY {$by}", $this->post, $reader, $reader ) ) );
	}

	/**
	 * A page of the list, with its total.
	 *
	 * @param string      $orderby `date` or `like_count`.
	 * @param int         $offset  Offset.
	 * @param string|null $nonce   A member's nonce.
	 * @return array{0: list<int>, 1: int, 2: int}
	 */
	private function page( string $orderby, int $offset, ?string $nonce = null ): array {
		CommentLikes::forget();
		$response = $this->rest(
			'GET',
			'/wp/v2/comments',
			array(
				'post'     => $this->post,
				'orderby'  => $orderby,
				'offset'   => $offset,
				'per_page' => 10,
				'_fields'  => 'id,mvc',
			),
			$nonce
		);
		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		return array( array_map( 'intval', wp_list_pluck( (array) $response->get_data(), 'id' ) ), (int) $headers['X-WP-Total'], (int) $headers['X-WP-TotalPages'] );
	}

	public function test_first_last_and_middle_pages_are_those_of_the_plain_order(): void {
		foreach ( array( 0, $this->reader ) as $reader ) {
			$nonce = null;
			if ( $reader ) {
				$nonce = $this->log_in_member( $reader );
			} else {
				$this->new_request_with_cookie( null );
			}
			foreach ( array(
				'date'       => 'date',
				'like_count' => 'likes',
			) as $orderby => $order ) {
				$all   = $this->expected( $order, $reader );
				$total = count( $all );
				$this->assertGreaterThan( 2000, $total );
				foreach ( array( 0, 10, (int) ( $total / 2 ) - 3, (int) ( $total / 2 ) + 1, $total - 10, $total - 3, $total - 1, $total, $total + 5 ) as $offset ) {
					list( $ids, $listed_total, $pages ) = $this->page( $orderby, $offset, $nonce );
					$this->assertSame( array_slice( $all, $offset, 10 ), $ids, "{$orderby} from {$offset}, reader {$reader}" );
					$this->assertSame( $total, $listed_total, "total, {$orderby}, reader {$reader}" );
					$this->assertSame( (int) ceil( $total / 10 ), $pages );
				}
			}
		}
	}

	public function test_like_counts_shown_are_the_likes_table_s(): void {
		global $wpdb;
		list( $ids ) = $this->page( 'like_count', 0 );
		$table       = Tables::comment_likes();
		foreach ( $ids as $id ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from WordPress and Tables.
			$this->assertSame( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE comment_id = %d", $id ) ), (int) get_comment( $id )->comment_karma );
		}
	}

	public function test_every_statement_on_comments_and_likes_reads_an_index(): void {
		global $wpdb;
		$total = count( $this->expected( 'date', $this->reader ) );
		$seen  = array();
		$spy   = static function ( $query ) use ( &$seen ) {
			$seen[] = $query;
			return $query;
		};
		foreach ( array( 0, $this->reader ) as $reader ) {
			$as = null;
			if ( $reader ) {
				$as = $this->log_in_member( $reader );
			} else {
				$this->new_request_with_cookie( null );
			}
			foreach ( array( 'date', 'like_count' ) as $orderby ) {
				foreach ( array( 0, $total - 10 ) as $offset ) {
					CommentList::forget_totals();
					wp_cache_set_comments_last_changed();
					add_filter( 'query', $spy );
					$this->page( $orderby, $offset, $as );
					remove_filter( 'query', $spy );
				}
			}
		}
		$likes   = Tables::comment_likes();
		$checked = 0;
		foreach ( $seen as $sql ) {
			if ( ! preg_match( '/^\s*SELECT/i', $sql ) || ( ! str_contains( $sql, $wpdb->comments ) && ! str_contains( $sql, $likes ) ) ) {
				continue;
			}
			$this->assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $sql );
			$this->assertDoesNotMatchRegularExpression( '/^\s*SELECT\s+COUNT\(\*\)\s+FROM\s+' . preg_quote( $wpdb->comments, '/' ) . '\s+WHERE\s+\(\s*comment_approved/i', $sql, 'no COUNT over the article\'s comments' );
			foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a statement the site ran.
				if ( null === $row['table'] || str_starts_with( (string) $row['table'], '<' ) ) {
					continue;
				}
				++$checked;
				$this->assertNotSame( 'ALL', $row['type'], "full scan of {$row['table']}: {$sql}" );
				$this->assertNotSame( 'index', $row['type'], "full index scan of {$row['table']}: {$sql}" );
				$this->assertStringNotContainsString( 'filesort', (string) $row['Extra'], $sql );
				$this->assertStringNotContainsString( 'temporary', (string) $row['Extra'], $sql );
				if ( str_contains( $sql, 'ORDER BY' ) && str_contains( $sql, 'comment_post_ID IN' ) ) {
					$this->assertContains( $row['key'], array( 'mvc_post_date', 'mvc_post_likes' ), $sql );
				}
			}
		}
		$this->assertGreaterThan( 8, $checked );
	}

	public function test_a_like_and_an_unlike_move_the_comment_in_the_like_order(): void {
		$fan   = self::factory()->member();
		$last  = $this->expected( 'likes', 0 );
		$least = end( $last );
		$likes = new CommentLikes();
		for ( $i = 0; $i < 6; $i++ ) {
			$this->assertTrue( $likes->add( self::factory()->member(), $least ) );
		}
		$this->assertTrue( $likes->add( $fan, $least ) );
		CommentList::forget_totals();
		list( $first ) = $this->page( 'like_count', 0 );
		$this->assertSame( $least, $first[0], 'seven likes: the most liked now' );
		$this->assertSame( $this->expected( 'likes', 0 )[0], $least );
		$this->assertTrue( $likes->remove( $fan, $least ) );
		$this->assertSame( 6, (int) get_comment( $least )->comment_karma );
	}
}
