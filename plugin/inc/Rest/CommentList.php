<?php
/**
 * How core's /wp/v2/comments lists an article's comments.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Data\Reads;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Member\Role;
use Mvc\Core\Module;
use WP_Comment_Query;
use WP_REST_Request;

/**
 * `GET /wp/v2/comments` also accepts `orderby=like_count` (most liked first, then newest); the list of
 * one article's comments takes its total from the article's comment count and reads deep pages from
 * the other end; a read the database did not answer in full is 503, never an empty list.
 */
final class CommentList implements Module {

	public const ORDER_BY_LIKES = 'like_count';

	/**
	 * WP_Comment_Query variable that asks for the like-count order.
	 */
	private const QUERY_VAR = 'mvc_order_by_likes';

	/**
	 * WP_Comment_Query variable that marks the REST list of one article's comments (the island's):
	 * its total comes from the article's comment count, its deep pages are read from the other end.
	 */
	private const LIST_VAR = 'mvc_one_article';

	/**
	 * WP_Comment_Query variable that says the page was read in the opposite order (to be reversed).
	 */
	private const REVERSED_VAR = 'mvc_reversed';

	/**
	 * Totals read in this request, "post:user" => total.
	 *
	 * @var array<string, int>
	 */
	private static array $totals = array();

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks (put_back_in_order after CommentFields' the_comments hook: this module is
	 * registered after it).
	 */
	public function register(): void {
		add_filter( 'rest_comment_collection_params', array( $this, 'collection_params' ) );
		add_filter( 'rest_comment_query', array( $this, 'query' ), 10, 2 );
		add_filter( 'comments_clauses', array( $this, 'clauses' ), 10, 2 );
		add_filter( 'comments_pre_query', array( $this, 'one_article_list' ), 10, 2 );
		add_filter( 'the_comments', array( $this, 'put_back_in_order' ), 10, 2 );
	}

	/**
	 * Accepts orderby=like_count.
	 *
	 * @param array<string, array<string, mixed>> $params Collection parameters.
	 * @return array<string, array<string, mixed>>
	 */
	public function collection_params( $params ) {
		if ( isset( $params['orderby']['enum'] ) && is_array( $params['orderby']['enum'] ) ) {
			$params['orderby']['enum'][] = self::ORDER_BY_LIKES;
		}
		return $params;
	}

	/**
	 * The like-count order counts every listed comment's likes: it is asked for one article's
	 * comments only, not for the whole site's.
	 *
	 * @param mixed                $response Result so far.
	 * @param array<string, mixed> $handler  Route handler.
	 * @param WP_REST_Request      $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function one_post_for_likes( $response, $handler, $request ) {
		unset( $handler );
		if ( is_wp_error( $response ) || '/wp/v2/comments' !== $request->get_route() || self::ORDER_BY_LIKES !== $request['orderby'] ) {
			return $response;
		}
		$posts = is_array( $request['post'] ) ? array_filter( array_map( 'intval', $request['post'] ) ) : array();
		if ( 1 !== count( $posts ) ) {
			return new \WP_Error( 'mvc_comments_order_needs_post', __( 'Sorting by likes needs one article: give its post id.', 'mvc-core' ), array( 'status' => 400 ) );
		}
		return $response;
	}

	/**
	 * `rest_dispatch_request`: runs a read of core's comment routes (GET /wp/v2/comments and
	 * /wp/v2/comments/{id}) with its statements watched (Data\Reads), so that a query the database did
	 * not answer is Retry::busy() rather than an empty list or like counts of 0. The comment queries
	 * WordPress cached meanwhile (possibly the failed one's empty result) are made stale.
	 *
	 * @param mixed                $result  A result another filter gave, or null.
	 * @param WP_REST_Request      $request Request.
	 * @param string               $route   Route matched.
	 * @param array<string, mixed> $handler Route handler.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function checked_read( $result, $request, $route, $handler ) {
		if ( null !== $result || ! in_array( $request->get_method(), array( 'GET', 'HEAD' ), true ) || ! str_starts_with( $route, '/wp/v2/comments' ) || ! is_callable( $handler['callback'] ?? null ) ) {
			return $result;
		}
		$read = Reads::checked( static fn() => call_user_func( $handler['callback'], $request ) );
		if ( is_wp_error( $read ) && 503 === ( $read->get_error_data()['status'] ?? 0 ) ) {
			wp_cache_set_comments_last_changed();
			CommentLikes::forget();
		}
		return $read;
	}

	/**
	 * The REST comment query: the like-count order, and a member's own held comments.
	 *
	 * @param array<string, mixed> $args    WP_Comment_Query arguments.
	 * @param WP_REST_Request      $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array<string, mixed>
	 */
	public function query( $args, $request ) {
		if ( self::ORDER_BY_LIKES === $request['orderby'] ) {
			// WP_Comment_Query ignores this orderby (comments_clauses() writes the order), but keeps it in
			// its cache key, which holds only its own variables.
			$args['orderby']         = 'comment_' . self::ORDER_BY_LIKES;
			$args[ self::QUERY_VAR ] = true;
		}
		if ( Role::is_member() && 'approve' === ( $args['status'] ?? 'approve' ) ) {
			$args['include_unapproved'] = array( get_current_user_id() );
		}
		if ( self::is_one_article_list( $args, $request ) ) {
			// No SQL_CALC_FOUND_ROWS over the article's comments: core's REST controller then asks for
			// the total with a count query, which one_article_list() answers from the counts.
			$args['no_found_rows']  = true;
			$args[ self::LIST_VAR ] = true;
			// REST's orderby=date is the local date; the list reads the GMT date's index
			// (mvc_post_date), the same order unless the site's time zone changed between comments.
			if ( 'comment_date' === ( $args['orderby'] ?? '' ) ) {
				$args['orderby'] = 'comment_date_gmt';
			}
		}
		return $args;
	}

	/**
	 * Whether a REST read is the list of one article's published comments (the comments island's):
	 * one post, approved comments (and the reader's held ones), no other filter.
	 *
	 * @param array<string, mixed> $args    WP_Comment_Query arguments.
	 * @param WP_REST_Request      $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function is_one_article_list( array $args, $request ): bool {
		$posts = is_array( $request['post'] ) ? array_filter( array_map( 'intval', $request['post'] ) ) : array();
		if ( 1 !== count( $posts ) || 'approve' !== ( $args['status'] ?? '' ) || 'comment' !== ( $args['type'] ?? '' ) ) {
			return false;
		}
		foreach ( array( 'author', 'author_exclude', 'author_email', 'before', 'after', 'exclude', 'include', 'parent', 'parent_exclude', 'search' ) as $filter ) {
			if ( ! empty( $request[ $filter ] ) ) {
				return false;
			}
		}
		$unapproved = (array) ( $args['include_unapproved'] ?? array() );
		return array() === $unapproved || ( 1 === count( $unapproved ) && is_int( reset( $unapproved ) ) && reset( $unapproved ) > 0 );
	}

	/**
	 * `comments_pre_query` for the list of one article's comments (query()): its count query is
	 * answered from the counts (total()), with no COUNT over the article's comments; a page past the
	 * middle of the list is read from the other end (the order reversed, the offset counted from the
	 * end) and put back in order by put_back_in_order(), so that the last page reads as few index
	 * entries as the first. Anything else runs as core runs it.
	 *
	 * @param mixed            $data  Result so far (null).
	 * @param WP_Comment_Query $query The query.
	 * @return mixed
	 */
	public function one_article_list( $data, $query ) {
		if ( null !== $data || empty( $query->query_vars[ self::LIST_VAR ] ) ) {
			return $data;
		}
		$vars       = &$query->query_vars;
		$posts      = (array) $vars['post__in'];
		$unapproved = (array) ( $vars['include_unapproved'] ? $vars['include_unapproved'] : array() );
		$total      = self::total( (int) reset( $posts ), $unapproved ? (int) reset( $unapproved ) : 0 );
		if ( ! empty( $vars['count'] ) ) {
			return $total;
		}
		$offset = (int) $vars['offset'];
		$number = (int) $vars['number'];
		// Orders whose last key is the comment id (so reversed exactly): the date (index mvc_post_date)
		// and the like count (mvc_post_likes).
		$ordered = ! empty( $vars[ self::QUERY_VAR ] ) || in_array( $vars['orderby'], array( 'comment_date', 'comment_date_gmt' ), true );
		if ( $ordered && $number > 0 && $offset > 0 && $offset < $total && 2 * $offset + $number > $total ) {
			$vars['order']              = 'ASC' === strtoupper( (string) $vars['order'] ) ? 'DESC' : 'ASC';
			$vars['number']             = min( $number, $total - $offset );
			$vars['offset']             = max( 0, $total - $offset - $number );
			$vars[ self::REVERSED_VAR ] = true;
		}
		return null;
	}

	/**
	 * `the_comments`: a page read from the other end (one_article_list()) back in the asked order.
	 *
	 * @param mixed            $comments Comments found.
	 * @param WP_Comment_Query $query    The query.
	 * @return mixed
	 */
	public function put_back_in_order( $comments, $query = null ) {
		if ( is_array( $comments ) && $query instanceof WP_Comment_Query && ! empty( $query->query_vars[ self::REVERSED_VAR ] ) ) {
			return array_reverse( $comments );
		}
		return $comments;
	}

	/**
	 * How many comments the list of an article holds: its approved comments (the article's
	 * comment_count, which WordPress recounts on every change of its comments, less approved
	 * comments of other types, which the site never takes: pingbacks are closed) and the reader's own
	 * held ones. One query on the primary key and the index mvc_post_status (Data\Schema).
	 *
	 * @param int $post_id Article.
	 * @param int $reader  The member whose held comments are listed too (0 for none).
	 */
	public static function total( int $post_id, int $reader ): int {
		$key = $post_id . ':' . $reader . ':' . wp_cache_get_last_changed( 'comment' );
		if ( ! isset( self::$totals[ $key ] ) ) {
			global $wpdb;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read exact, past the object cache, for the list's total.
			$total                = $wpdb->get_var(
				$wpdb->prepare(
					"SELECT p.comment_count
						- (SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_post_ID = p.ID AND comment_approved = '1' AND comment_type NOT IN ('', 'comment'))
						+ (SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_post_ID = p.ID AND comment_approved = '0' AND comment_type IN ('', 'comment') AND user_id = %d AND %d > 0)
					FROM {$wpdb->posts} p WHERE p.ID = %d",
					$reader,
					$reader,
					$post_id
				)
			);
			self::$totals[ $key ] = max( 0, (int) $total );
		}
		return self::$totals[ $key ];
	}

	/**
	 * Forgets the totals read in this request (after a change, and between tests).
	 */
	public static function forget_totals(): void {
		self::$totals = array();
	}

	/**
	 * Orders by the like count, then by date.
	 *
	 * @param array<string, string> $clauses Query clauses.
	 * @param WP_Comment_Query      $query   The query.
	 * @return array<string, string>
	 */
	public function clauses( $clauses, $query ) {
		if ( empty( $query->query_vars[ self::QUERY_VAR ] ) || ! empty( $query->query_vars['count'] ) ) {
			return $clauses;
		}
		global $wpdb;
		$order = 'ASC' === strtoupper( (string) ( $query->query_vars['order'] ?? 'DESC' ) ) ? 'ASC' : 'DESC';
		// The like count is kept in comment_karma (Comments\CommentLikes), ordered on the index
		// mvc_post_likes (Data\Schema).
		$clauses['orderby'] = "{$wpdb->comments}.comment_karma {$order}, {$wpdb->comments}.comment_date_gmt {$order}, {$wpdb->comments}.comment_ID {$order}";
		return $clauses;
	}
}
