<?php
/**
 * Members commenting through core's /wp/v2/comments.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Comments;

use Mvc\Core\Member\Role;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Module;
use WP_Comment;
use WP_Error;
use WP_REST_Request;

/**
 * The write policy of public-site.md for comments written through core's REST routes:
 * - content is not empty and at most MAX_LENGTH characters, plain text;
 * - only the author edits or deletes their comment: members get `edit_comment` on their own
 *   comments (held or approved) through map_meta_cap, only while such a REST request runs, and may
 *   send only post, content and at_list, and edit only while the post is open for comments; an
 *   edited comment goes back to moderation (CommentModeration holds every new one);
 * - the mentions a write may keep are the members of its at_list (Mentions);
 * - core's errors of these routes are said in the site's language (CommentErrors).
 */
final class Comments implements Module {

	public const MAX_LENGTH = 500;

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
		add_filter( 'map_meta_cap', array( $this, 'map_meta_cap' ), 10, 4 );
		// Only logged-in people comment (members through the panel, operators in wp-admin).
		add_filter( 'pre_option_comment_registration', '__return_true' );
		add_filter( 'rest_preprocess_comment', array( $this, 'preprocess' ), 10, 2 );
		add_filter( 'pre_comment_content', array( $this, 'filter_mentions' ), 99 );
		add_action( 'rest_after_insert_comment', array( $this, 'after_insert' ), 10, 3 );
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
			return CommentErrors::in_chinese( $response );
		}
		return $response;
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
			$prepared['comment_content'] = self::without_controls( (string) ( $prepared['comment_content'] ?? '' ) );
			$error                       = self::check_content( $prepared['comment_content'] );
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
			$sent = $updating && ! isset( $prepared['comment_content'] ) ? Mentions::at_list( (int) $request['id'] ) : array();
		}
		self::$mentionable = Mentions::members_only( $sent );
		if ( $updating && Role::is_member() ) {
			$prepared['comment_approved'] = 0;
		}
		return $prepared;
	}

	/**
	 * A comment's text without the invisible characters that can disguise it, as names lose them
	 * (Profile::plain_text()): bidirectional overrides and isolates, zero-width spaces and joiners
	 * between letters, the byte-order mark, soft hyphens, and control characters other than line
	 * breaks and tabs. The zero-width joiner inside an emoji sequence (👩‍🔬) stays.
	 *
	 * @param string $content Content as sent.
	 */
	public static function without_controls( string $content ): string {
		$content = (string) preg_replace( '/(?!\x{200D})\p{Cf}|[^\P{Cc}\n\r\t]/u', '', $content );
		// A joiner is kept only between two emoji-like symbols (\p{So}, with their modifiers).
		return (string) preg_replace( '/(?<![\p{So}\x{FE0F}\x{1F3FB}-\x{1F3FF}])\x{200D}|\x{200D}(?!\p{So})/u', '', $content );
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
		return (string) wp_slash( Mentions::sanitize_mentions( wp_unslash( (string) $content ), $allowed ) );
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
			Mentions::store_at_list( $comment, array() );
		}
	}
}
