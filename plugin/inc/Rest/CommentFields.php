<?php
/**
 * The `mvc` field of core's /wp/v2/comments, its like-count order and held comments.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Data\Reads;
use Mvc\Core\Member\Avatars;
use Mvc\Core\Member\CommentLikes;
use Mvc\Core\Member\Comments;
use Mvc\Core\Member\Mentions;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Module;
use WP_Comment;
use WP_Comment_Query;
use WP_REST_Request;

/**
 * Core's comment objects gain `mvc: { avatar, institution, liked, like_count, self, raw }` (public-site.md
 * section 3; `raw` is the stored text, for its author only), read for a whole page of comments at once: one query for the like counts and the
 * reader's likes, one for the authors and their profile. `GET /wp/v2/comments` also accepts
 * `orderby=like_count` (most liked first, then newest), and lists a member's own comments held for
 * review (status `hold`) to that member only. A read of comments the database did not answer in full
 * (the list, the like counts, the authors) is 503 服务器繁忙，请重试。, never like counts of 0 or no comments.
 */
final class CommentFields implements Module {

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
	 * Authors of queried comments whose profile is not loaded yet.
	 *
	 * @var array<int, true>
	 */
	private static array $authors = array();

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_fields' ) );
		add_filter( 'rest_comment_collection_params', array( $this, 'collection_params' ) );
		add_filter( 'rest_comment_query', array( $this, 'query' ), 10, 2 );
		add_filter( 'comments_clauses', array( $this, 'clauses' ), 10, 2 );
		add_filter( 'comments_pre_query', array( $this, 'one_article_list' ), 10, 2 );
		add_filter( 'the_comments', array( $this, 'queue' ) );
		add_filter( 'the_comments', array( $this, 'put_back_in_order' ), 10, 2 );
		add_filter( 'rest_prepare_comment', array( $this, 'plain_author_name' ) );
	}

	/**
	 * Registers the fields `mvc` (read only) and `at_list` (the mentioned members, written with the
	 * comment).
	 */
	public function register_fields(): void {
		register_rest_field(
			'comment',
			'at_list',
			array(
				'get_callback'    => array( $this, 'get_at_list' ),
				'update_callback' => array( $this, 'update_at_list' ),
				'schema'          => array(
					'description' => __( 'Ids of the members the comment mentions.', 'mvc-core' ),
					'type'        => 'array',
					'items'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'maxItems'    => Mentions::MAX_AT_LIST,
					'context'     => array( 'view', 'edit', 'embed' ),
				),
			)
		);
		register_rest_field(
			'comment',
			'mvc',
			array(
				'get_callback' => array( $this, 'field' ),
				'schema'       => array(
					'description' => __( 'Site data of the comment.', 'mvc-core' ),
					'type'        => 'object',
					'context'     => array( 'view', 'edit', 'embed' ),
					'readonly'    => true,
					'properties'  => array(
						'avatar'      => array(
							'description' => __( 'The author\'s avatar URL, or an empty string.', 'mvc-core' ),
							'type'        => 'string',
						),
						'institution' => array(
							'description' => __( 'The author\'s institution.', 'mvc-core' ),
							'type'        => 'string',
						),
						'liked'       => array(
							'description' => __( '1 when the current member likes the comment, otherwise 0.', 'mvc-core' ),
							'type'        => 'integer',
							'enum'        => array( 0, 1 ),
						),
						'like_count'  => array(
							'description' => __( 'How many members like the comment.', 'mvc-core' ),
							'type'        => 'integer',
						),
						'self'        => array(
							'description' => __( '1 when the current user wrote the comment, otherwise 0.', 'mvc-core' ),
							'type'        => 'integer',
							'enum'        => array( 0, 1 ),
						),
						'raw'         => array(
							'description' => __( 'The text as its author wrote it, for their edit; an empty string for anyone else.', 'mvc-core' ),
							'type'        => 'string',
						),
						'staff'       => array(
							'description' => __( '1 when the author speaks for the site (an operator who may edit posts), otherwise 0.', 'mvc-core' ),
							'type'        => 'integer',
							'enum'        => array( 0, 1 ),
						),
					),
				),
			)
		);
	}

	/**
	 * The stored at_list of a comment.
	 *
	 * @param array<string, mixed> $comment The comment as the REST API prepared it.
	 * @return array<int, int>
	 */
	public function get_at_list( array $comment ): array {
		return Mentions::at_list( (int) ( $comment['id'] ?? 0 ) );
	}

	/**
	 * Stores at_list: the ids that are both sent and really mentioned by the saved content.
	 *
	 * @param mixed $value   The ids sent.
	 * @param mixed $comment The saved comment.
	 */
	public function update_at_list( $value, $comment ): bool {
		if ( $comment instanceof WP_Comment ) {
			Mentions::store_at_list( $comment, is_array( $value ) ? array_map( 'intval', $value ) : array() );
		}
		return true;
	}

	/**
	 * `rest_prepare_comment`: `author_name` is JSON, read as text (React escapes it): WordPress
	 * stores a comment's author name HTML-encoded (`&` as `&amp;`), so it is decoded once here.
	 *
	 * @param mixed $response Response.
	 * @return mixed
	 */
	public function plain_author_name( $response ) {
		if ( ! $response instanceof \WP_REST_Response ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && isset( $data['author_name'] ) && is_string( $data['author_name'] ) ) {
			$data['author_name'] = Profile::text( $data['author_name'] );
			$response->set_data( $data );
		}
		return $response;
	}

	/**
	 * The field of one comment.
	 *
	 * @param array<string, mixed> $comment The comment as the REST API prepared it.
	 * @return array{avatar: string, institution: string, liked: int, like_count: int, self: int, raw: string, staff: int}
	 */
	public function field( array $comment ): array {
		$id     = (int) ( $comment['id'] ?? 0 );
		$object = get_comment( $id );
		$author = $object instanceof WP_Comment ? (int) $object->user_id : 0;

		self::$authors[ $author ] = true;
		self::load_authors();
		list( $count, $liked ) = CommentLikes::stats( $id );
		$user_id               = get_current_user_id();
		$own                   = $user_id > 0 && $author === $user_id;
		return array(
			'avatar'      => $author ? Profile::avatar_url( $author ) : '',
			'institution' => $author ? Profile::text( (string) get_user_meta( $author, Profile::META_INSTITUTION, true ) ) : '',
			'liked'       => $liked ? 1 : 0,
			'like_count'  => $count,
			'self'        => $own ? 1 : 0,
			// Core's content.raw needs the edit context, which members do not have.
			'raw'         => $own ? Comments::text( (string) $object->comment_content ) : '',
			// Readers tell the staff's words from a member's (ReservedNames keeps members from their names).
			'staff'       => $author && Role::is_staff( $author ) ? 1 : 0,
		);
	}

	/**
	 * Loads the queued authors, their profile meta and their avatar attachments, in a few queries.
	 */
	private static function load_authors(): void {
		$ids           = array_values( array_filter( array_keys( self::$authors ) ) );
		self::$authors = array();
		if ( ! $ids ) {
			return;
		}
		cache_users( $ids );
		Avatars::prime( $ids );
	}

	/**
	 * Queues the comments of a query for the field: their like stats and their authors.
	 *
	 * @param array<int, WP_Comment|int> $comments Comments found.
	 * @return array<int, WP_Comment|int>
	 */
	public function queue( $comments ) {
		$ids = array();
		foreach ( (array) $comments as $comment ) {
			if ( $comment instanceof WP_Comment ) {
				$ids[] = (int) $comment->comment_ID;
				if ( (int) $comment->user_id > 0 ) {
					self::$authors[ (int) $comment->user_id ] = true;
				}
			} elseif ( is_numeric( $comment ) ) {
				$ids[] = (int) $comment;
			}
		}
		CommentLikes::queue( $ids );
		return $comments;
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
		// The like count is kept in comment_karma (Member\CommentLikes), ordered on the index
		// mvc_post_likes (Data\Schema).
		$clauses['orderby'] = "{$wpdb->comments}.comment_karma {$order}, {$wpdb->comments}.comment_date_gmt {$order}, {$wpdb->comments}.comment_ID {$order}";
		return $clauses;
	}
}
