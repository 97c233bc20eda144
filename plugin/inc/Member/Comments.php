<?php
/**
 * Members commenting through core's /wp/v2/comments.
 *
 * @package Mvc
 */

namespace Mvc\Core\Member;

use Mvc\Core\Content\PostFields;
use Mvc\Core\Module;
use WP_Comment;
use WP_Error;
use WP_REST_Request;

/**
 * The rules of public-site.md for comments written through core's REST routes:
 * - members' comments always wait for moderation, and an edited one goes back to it;
 * - content is not empty and at most MAX_LENGTH characters;
 * - only the author edits or deletes their comment: members get `edit_comment` on their own
 *   comments (held or approved) through map_meta_cap, only while such a REST request runs, and may
 *   send only post, content and at_list, and edit only while the post is open for comments;
 * - mentions are stored as `@{display name（institution）_userId}`; one is kept only when its user id is
 *   in at_list and is a member (its label is rewritten from the member's profile), anything else that
 *   looks like one is escaped (its `@` stored as `&#64;`), so it renders as plain text;
 * - `at_list` is a REST field of comments: the ids of the members the comment really mentions.
 */
final class Comments implements Module {

	public const MAX_LENGTH = 500;

	public const META_AT_LIST = 'mvc_at_list';

	/**
	 * A stored mention: label and user id.
	 */
	public const MENTION_PATTERN = '/@\{([^{}\r\n]{0,200}?)_(\d{1,19})\}/u';

	/**
	 * At most this many ids in at_list.
	 */
	public const MAX_AT_LIST = 50;

	/**
	 * Core's comment routes: the collection and one comment.
	 */
	private const ROUTE = '#^/wp/v2/comments(?:/\d+)?/?$#';

	/**
	 * The request fields a member may send when writing a comment: the comment's own (post,
	 * content, at_list), the route's id, DELETE's force, and WordPress's global parameters. Any
	 * other field (author, status, parent, meta, a field some plugin registers later) is refused.
	 */
	private const ALLOWED_FOR_MEMBERS = array( 'post', 'content', 'at_list', 'id', 'force', 'context', '_fields', '_embed', '_envelope', '_method', '_wpnonce', '_locale', 'rest_route' );

	/**
	 * Id of the comment a member's REST write (PUT or DELETE) is about, while it runs.
	 *
	 * @var int
	 */
	private static int $writing = 0;

	/**
	 * Member ids a REST write may mention, while it runs (null: no REST write).
	 *
	 * @var array<int, int>|null
	 */
	private static ?array $mentionable = null;

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
		add_filter( 'rest_request_before_callbacks', array( $this, 'before_write' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'after_write' ), 10, 3 );
		add_filter( 'map_meta_cap', array( $this, 'map_meta_cap' ), 10, 4 );
		// Only logged-in people comment (members through the panel, operators in wp-admin).
		add_filter( 'pre_option_comment_registration', '__return_true' );
		add_filter( 'rest_preprocess_comment', array( $this, 'preprocess' ), 10, 2 );
		add_filter( 'pre_comment_content', array( $this, 'filter_mentions' ), 99 );
		add_filter( 'pre_comment_approved', array( $this, 'moderate' ), 99, 2 );
		add_action( 'rest_after_insert_comment', array( $this, 'after_insert' ), 10, 3 );
		add_action( 'deleted_comment', array( $this, 'forget_likes' ) );
		add_filter( 'rest_prepare_comment', array( $this, 'plain_author_name' ) );
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
	 * Registers `at_list` on core's comments.
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
					'maxItems'    => self::MAX_AT_LIST,
					'context'     => array( 'view', 'edit', 'embed' ),
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
		return self::at_list( (int) ( $comment['id'] ?? 0 ) );
	}

	/**
	 * Stores at_list: the ids that are both sent and really mentioned by the saved content.
	 *
	 * @param mixed $value   The ids sent.
	 * @param mixed $comment The saved comment.
	 */
	public function update_at_list( $value, $comment ): bool {
		if ( $comment instanceof WP_Comment ) {
			self::store_at_list( $comment, is_array( $value ) ? array_map( 'intval', $value ) : array() );
		}
		return true;
	}

	/**
	 * Ids of the members a comment mentions.
	 *
	 * @param int $comment_id Comment id.
	 * @return array<int, int>
	 */
	public static function at_list( int $comment_id ): array {
		$ids = get_comment_meta( $comment_id, self::META_AT_LIST, true );
		return is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : array();
	}

	/**
	 * Stores the ids of $sent that the comment's content mentions.
	 *
	 * @param WP_Comment      $comment Comment.
	 * @param array<int, int> $sent    Ids sent in at_list.
	 */
	private static function store_at_list( WP_Comment $comment, array $sent ): void {
		$mentioned = self::mentioned_ids( $comment->comment_content );
		$ids       = array_values( array_unique( array_intersect( self::members_only( $sent ), $mentioned ) ) );
		update_comment_meta( (int) $comment->comment_ID, self::META_AT_LIST, $ids );
	}

	/**
	 * User ids of the mentions in a text.
	 *
	 * @param string $text Comment content.
	 * @return array<int, int>
	 */
	public static function mentioned_ids( string $text ): array {
		preg_match_all( self::MENTION_PATTERN, $text, $matches );
		return array_values( array_unique( array_map( 'intval', $matches[2] ) ) );
	}

	/**
	 * The users, other than one, with published comments on a post, the latest commenter first.
	 *
	 * @param int $post_id Post.
	 * @param int $exclude User left out (the reader).
	 * @param int $limit   Most users.
	 * @return array<int, int>
	 */
	public static function commenters( int $post_id, int $exclude, int $limit ): array {
		global $wpdb;
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT user_id FROM {$wpdb->comments} WHERE comment_post_ID = %d AND comment_approved = '1' AND user_id > 0 AND user_id <> %d GROUP BY user_id ORDER BY MAX(comment_date_gmt) DESC LIMIT %d",
				$post_id,
				$exclude,
				$limit
			)
		);
		return array_map( 'intval', $ids );
	}

	/**
	 * The ids that belong to members.
	 *
	 * @param array<int, int> $ids User ids.
	 * @return array<int, int>
	 */
	public static function members_only( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( $ids ) {
			cache_users( $ids );
		}
		return array_values(
			array_filter(
				$ids,
				static function ( int $id ): bool {
					return Role::is_member( $id );
				}
			)
		);
	}

	/**
	 * Keeps the mentions of the given members (with their label rewritten from the profile) and
	 * escapes everything else that looks like a mention.
	 *
	 * @param string          $text    Content (unslashed).
	 * @param array<int, int> $allowed Member ids the comment may mention.
	 */
	public static function sanitize_mentions( string $text, array $allowed ): string {
		// Only text between tags can hold a mention: one inside a tag (an attribute kses allows) is
		// escaped, never rewritten, so a label can never land inside markup.
		$parts = wp_html_split( $text );
		foreach ( $parts as $i => $part ) {
			if ( str_starts_with( $part, '<' ) ) {
				$parts[ $i ] = str_replace( '@{', '&#64;{', $part );
				continue;
			}
			$kept        = array();
			$part        = (string) preg_replace_callback(
				self::MENTION_PATTERN,
				static function ( array $match ) use ( $allowed, &$kept ): string {
					$id = (int) $match[2];
					if ( ! in_array( $id, $allowed, true ) ) {
						return $match[0];
					}
					$kept[] = self::mention( $id );
					return "\x01" . ( count( $kept ) - 1 ) . "\x02";
				},
				$part
			);
			$part        = str_replace( '@{', '&#64;{', $part );
			$parts[ $i ] = (string) preg_replace_callback(
				'/\x01(\d+)\x02/',
				static function ( array $match ) use ( $kept ): string {
					return $kept[ (int) $match[1] ] ?? '';
				},
				$part
			);
		}//end foreach
		return implode( '', $parts );
	}

	/**
	 * The stored form of a mention of a member.
	 *
	 * @param int $user_id Member id.
	 */
	public static function mention( int $user_id ): string {
		$user        = get_userdata( $user_id );
		$name        = Profile::text( $user ? $user->display_name : '' );
		$institution = Profile::text( (string) get_user_meta( $user_id, Profile::META_INSTITUTION, true ) );
		// The label is the plain text of the profile (stored values decoded), without what would end
		// the mention (braces, @, line breaks) or look like markup, and escaped once (`&`) as the
		// comment's text around it is (preprocess()).
		$clean = static function ( string $part ): string {
			return htmlspecialchars( (string) preg_replace( '/[{}@<>"\'\p{Cc}]/u', '', $part ), ENT_NOQUOTES, 'UTF-8' );
		};
		return '@{' . $clean( $name ) . '（' . $clean( $institution ) . '）_' . $user_id . '}';
	}

	/**
	 * Before a REST call writing a comment: refuses fields members may not set, and notes which
	 * comment a member's PUT or DELETE is about (for map_meta_cap()).
	 *
	 * @param mixed                $response Result so far.
	 * @param array<string, mixed> $handler  Route handler.
	 * @param WP_REST_Request      $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function before_write( $response, $handler, $request ) {
		unset( $handler );
		self::$writing     = 0;
		self::$mentionable = null;
		if ( is_wp_error( $response ) || ! self::is_comment_write( $request ) || ! Role::is_member() ) {
			return $response;
		}
		$sent      = array_merge( (array) $request->get_query_params(), (array) $request->get_body_params(), (array) $request->get_json_params() );
		$forbidden = array_values( array_diff( array_map( 'strval', array_keys( $sent ) ), self::ALLOWED_FOR_MEMBERS ) );
		if ( $forbidden ) {
			return new WP_Error(
				'mvc_comment_forbidden_field',
				/* translators: %s: the names of the fields. */
				sprintf( __( 'These comment fields cannot be set: %s.', 'mvc-core' ), implode( ', ', $forbidden ) ),
				array( 'status' => 403 )
			);
		}
		self::$writing = (int) ( $request->get_url_params()['id'] ?? 0 );
		// Members comment on articles only (not on attachments or pages that take comments).
		if ( 0 === self::$writing && ! PostFields::is_public_article( (int) ( $sent['post'] ?? 0 ) ) ) {
			return new WP_Error( 'rest_comment_invalid_post_id', __( 'The article does not exist.', 'mvc-core' ), array( 'status' => 404 ) );
		}
		$comment = self::$writing ? get_comment( self::$writing ) : null;
		if ( $comment instanceof WP_Comment && 'DELETE' !== $request->get_method() && ! comments_open( (int) $comment->comment_post_ID ) ) {
			self::$writing = 0;
			return new WP_Error( 'rest_comment_closed', __( 'Comments are closed on this article.', 'mvc-core' ), array( 'status' => 403 ) );
		}
		// An edit stays on its article: a comment cannot be moved to another post.
		if ( $comment instanceof WP_Comment && isset( $sent['post'] ) && (int) $sent['post'] !== (int) $comment->comment_post_ID ) {
			self::$writing = 0;
			return new WP_Error( 'mvc_comment_moved', __( 'A comment cannot be moved to another article.', 'mvc-core' ), array( 'status' => 400 ) );
		}
		return $response;
	}

	/**
	 * After the call: the grant ends, and core's comment errors get the site's Chinese messages.
	 *
	 * @param mixed                $response Response.
	 * @param array<string, mixed> $handler  Route handler.
	 * @param WP_REST_Request|null $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>>|null $request
	 * @return mixed
	 */
	public function after_write( $response, $handler = array(), $request = null ) {
		unset( $handler );
		self::$writing     = 0;
		self::$mentionable = null;
		if ( is_wp_error( $response ) && $request instanceof WP_REST_Request && 1 === preg_match( self::ROUTE, $request->get_route() ) ) {
			return self::in_chinese( $response );
		}
		return $response;
	}

	/**
	 * Core's comment errors with the site's messages (core's Chinese translation has none of its
	 * REST messages, and the comments panel shows the server's text); other errors as they are.
	 *
	 * @param WP_Error $error Error.
	 */
	private static function in_chinese( WP_Error $error ): WP_Error {
		$code     = (string) $error->get_error_code();
		$article  = __( 'The article does not exist.', 'mvc-core' );
		$failed   = __( 'The comment could not be saved. Please try again later.', 'mvc-core' );
		$messages = array(
			'rest_cannot_edit'             => __( 'You can only edit your own comments.', 'mvc-core' ),
			'rest_cannot_delete'           => __( 'You can only delete your own comments.', 'mvc-core' ),
			'rest_cannot_read'             => __( 'This comment cannot be read.', 'mvc-core' ),
			'rest_comment_invalid_id'      => __( 'The comment does not exist.', 'mvc-core' ),
			'rest_comment_invalid_post_id' => $article,
			'rest_comment_draft_post'      => $article,
			'rest_comment_trash_post'      => $article,
			'rest_comment_login_required'  => __( 'Please log in first.', 'mvc-core' ),
			'rest_comment_content_invalid' => __( 'Please write your comment.', 'mvc-core' ),
			'rest_comment_closed'          => __( 'Comments are closed on this article.', 'mvc-core' ),
			'comment_flood'                => __( 'You are commenting too quickly. Please wait a moment.', 'mvc-core' ),
			'comment_duplicate'            => __( 'You have already posted this comment.', 'mvc-core' ),
			'rest_comment_failed_create'   => $failed,
			'rest_comment_failed_edit'     => $failed,
		);
		return isset( $messages[ $code ] ) ? new WP_Error( $code, $messages[ $code ], $error->get_error_data() ) : $error;
	}

	/**
	 * Whether a request writes a comment through core's routes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function is_comment_write( $request ): bool {
		return 1 === preg_match( self::ROUTE, $request->get_route() )
			&& ! in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true );
	}

	/**
	 * During a member's REST write of one of their own comments (held or approved), they may edit it.
	 *
	 * @param array<int, string> $caps    Primitive capabilities required.
	 * @param string             $cap     Capability asked for.
	 * @param int                $user_id User.
	 * @param array<int, mixed>  $args    Arguments (the comment id).
	 * @return array<int, string>
	 */
	public function map_meta_cap( $caps, $cap, $user_id, $args ) {
		if ( 'edit_comment' !== $cap || 0 === self::$writing || (int) ( $args[0] ?? 0 ) !== self::$writing ) {
			return $caps;
		}
		$comment = get_comment( self::$writing );
		if ( ! $comment instanceof WP_Comment || (int) $comment->user_id !== (int) $user_id || ! in_array( (string) $comment->comment_approved, array( '0', '1' ), true ) || ! Role::is_member( (int) $user_id ) ) {
			return $caps;
		}
		return array( 'read' );
	}

	/**
	 * Checks the content of a REST write, notes whom it may mention, and sends a member's edited
	 * comment back to moderation.
	 *
	 * @param array<string, mixed>|WP_Error $prepared Comment data for the database.
	 * @param WP_REST_Request               $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array<string, mixed>|WP_Error
	 */
	public function preprocess( $prepared, $request ) {
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$updating = ! empty( $request['id'] );
		if ( ! $updating || isset( $prepared['comment_content'] ) ) {
			$error = self::check_content( (string) ( $prepared['comment_content'] ?? '' ) );
			if ( $error ) {
				return $error;
			}
			if ( Role::is_member() ) {
				// The comment box is plain text: what looks like markup is text, kept as written.
				$prepared['comment_content'] = htmlspecialchars( (string) $prepared['comment_content'], ENT_NOQUOTES, 'UTF-8' );
			}
		}
		if ( isset( $request['at_list'] ) ) {
			$sent = is_array( $request['at_list'] ) ? array_map( 'intval', $request['at_list'] ) : array();
		} else {
			// An edit of other fields keeps the mentions it has; new content without at_list
			// mentions nobody.
			$sent = $updating && ! isset( $prepared['comment_content'] ) ? self::at_list( (int) $request['id'] ) : array();
		}
		self::$mentionable = self::members_only( $sent );
		if ( $updating && Role::is_member() ) {
			$prepared['comment_approved'] = 0;
		}
		return $prepared;
	}

	/**
	 * The text a member wrote, from the stored content (entities decoded, a refused mention's
	 * `&#64;` back to @).
	 *
	 * @param string $content Stored content.
	 */
	public static function text( string $content ): string {
		return html_entity_decode( $content, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * The content rules: not empty, at most MAX_LENGTH characters.
	 *
	 * @param string $content Content.
	 */
	public static function check_content( string $content ): ?WP_Error {
		$content = trim( $content );
		if ( '' === $content ) {
			return new WP_Error( 'mvc_comment_empty', __( 'Please write your comment.', 'mvc-core' ), array( 'status' => 400 ) );
		}
		if ( mb_strlen( $content ) > self::MAX_LENGTH ) {
			return new WP_Error(
				'mvc_comment_too_long',
				/* translators: %d: the most characters a comment may have. */
				sprintf( __( 'A comment can have at most %d characters.', 'mvc-core' ), self::MAX_LENGTH ),
				array( 'status' => 400 )
			);
		}
		return null;
	}

	/**
	 * Filters the mentions of content being saved (after kses, so no markup can rebuild one): in a
	 * REST write, against the members it may mention; when a member writes another way, all are
	 * escaped. Operators' edits in wp-admin are left alone.
	 *
	 * @param string $content Content (slashed).
	 */
	public function filter_mentions( $content ): string {
		if ( null !== self::$mentionable ) {
			$allowed = self::$mentionable;
		} elseif ( Role::is_member() ) {
			$allowed = array();
		} else {
			return (string) $content;
		}
		return (string) wp_slash( self::sanitize_mentions( wp_unslash( (string) $content ), $allowed ) );
	}

	/**
	 * Members' comments wait for moderation; a member's comment that breaks the content rules is
	 * refused, whichever way it comes.
	 *
	 * @param int|string|WP_Error  $approved    Status WordPress decided.
	 * @param array<string, mixed> $commentdata Comment data.
	 * @return int|string|WP_Error
	 */
	public function moderate( $approved, $commentdata ) {
		if ( is_wp_error( $approved ) || ! Role::is_member( (int) ( $commentdata['user_id'] ?? 0 ) ) ) {
			return $approved;
		}
		$error = self::check_content( self::text( wp_unslash( (string) ( $commentdata['comment_content'] ?? '' ) ) ) );
		if ( $error ) {
			return $error;
		}
		return in_array( $approved, array( 'spam', 'trash' ), true ) ? $approved : 0;
	}

	/**
	 * A REST write that sent content but no at_list mentions nobody.
	 *
	 * @param WP_Comment      $comment  Saved comment.
	 * @param WP_REST_Request $request  Request.
	 * @param bool            $creating Whether it was created.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function after_insert( $comment, $request, $creating ): void {
		unset( $creating );
		if ( ! isset( $request['at_list'] ) && isset( $request['content'] ) ) {
			self::store_at_list( $comment, array() );
		}
	}

	/**
	 * A deleted comment's likes go with it.
	 *
	 * @param int|string $comment_id Comment id.
	 */
	public function forget_likes( $comment_id ): void {
		( new CommentLikes() )->remove_all( (int) $comment_id );
	}
}
