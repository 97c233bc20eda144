<?php
/**
 * Purges the cached pages that show what an operator changed.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Cache;

use Mvc\Core\Cache\Purge\PageUrls;
use Mvc\Core\Cache\Purge\Pending;
use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\PostTypes\HomeBanner;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Content\PostTypes\Podcast;
use Mvc\Core\Module;
use Mvc\Core\Settings;
use WP_Comment;
use WP_Post;
use WP_Term;

/**
 * Notes what a request changed and, once, on `shutdown`, purges the cached pages that show it: nginx
 * (or a CDN) keeps visitors' pages for minutes, but an operator's change must show at once and a
 * takedown is a legal matter. It fires `mvc_purge_urls` or `mvc_purge_all`, for a CDN to hook and for
 * HttpPurge, which sends them to every nginx's purge door. Nothing of this runs on a page view: only
 * hooks that fire on a write. What purges which pages: docs/architecture.md, "Fresh pages from the
 * cache (purge)"; what waits is in Purge\Pending, which addresses show a post is Purge\PageUrls.
 */
final class PagePurge implements Module {

	/**
	 * Post types whose changes are purged.
	 */
	public const TYPES = array( 'post', Journal::TYPE, Course::TYPE, HomeBanner::TYPE, Podcast::TYPE );

	/**
	 * List pages purged of each list: the first ones (older pages move along within the cache's minutes).
	 */
	public const LIST_PAGES = 3;

	/**
	 * Options whose change shows on every page.
	 */
	public const SITE_OPTIONS = array( Settings::OPTION, 'blogname', 'blogdescription' );

	/**
	 * Meta keys that WordPress writes while someone edits and that no page shows.
	 */
	private const IGNORED_META = array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date', '_encloseme', '_pingme', '_wp_trash_meta_status', '_wp_trash_meta_time', '_wp_desired_post_slug' );

	/**
	 * Whether the shutdown hook is added.
	 *
	 * @var bool
	 */
	private static bool $scheduled = false;

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Watches the changes listed in the class's description.
	 */
	public function register(): void {
		add_action( 'pre_post_update', array( self::class, 'before_update' ) );
		add_action( 'transition_post_status', array( self::class, 'on_transition' ), 10, 3 );
		add_action( 'before_delete_post', array( self::class, 'on_delete' ), 10, 2 );
		add_action( 'set_object_terms', array( self::class, 'on_terms' ), 10, 6 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_meta' ), 10, 3 );
		}
		add_action( 'transition_comment_status', array( self::class, 'on_comment_status' ), 10, 3 );
		add_action( 'comment_post', array( self::class, 'on_new_comment' ), 10, 2 );
		add_action( 'edit_comment', array( self::class, 'on_edit_comment' ) );
		add_action( 'edit_attachment', array( self::class, 'on_attachment' ) );
		add_action( 'delete_attachment', array( self::class, 'on_attachment' ) );
		foreach ( array( 'wp_create_nav_menu', 'wp_update_nav_menu', 'wp_delete_nav_menu', 'wp_update_nav_menu_item', 'edited_term', 'delete_term', 'activated_plugin', 'deactivated_plugin', 'switch_theme', 'upgrader_process_complete' ) as $hook ) {
			add_action( $hook, array( self::class, 'everything' ) );
		}
		// The theme's mods hold the menus' locations.
		foreach ( array_merge( self::SITE_OPTIONS, array( 'theme_mods_' . get_option( 'stylesheet' ) ) ) as $option ) {
			foreach ( array( 'add_option_', 'update_option_', 'delete_option_' ) as $prefix ) {
				add_action( $prefix . $option, array( self::class, 'everything' ) );
			}
		}
	}

	/**
	 * `pre_post_update`: the addresses of a published post as they are before the edit (its slug
	 * or its categories may change).
	 *
	 * @param mixed $post_id Post id.
	 */
	public static function before_update( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post instanceof WP_Post && PageUrls::watched( $post ) && 'publish' === $post->post_status ) {
			self::add_urls( PageUrls::urls_of( $post ) );
		}
	}

	/**
	 * `transition_post_status`: published or saved while published, its addresses; out of the
	 * published ones, every page (a takedown must leave no copy anywhere).
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       Post.
	 */
	public static function on_transition( $new_status, $old_status, $post ): void {
		if ( ! $post instanceof WP_Post || ! PageUrls::watched( $post ) ) {
			return;
		}
		if ( 'publish' === $old_status && 'publish' !== $new_status ) {
			self::everything();
		} elseif ( 'publish' === $new_status ) {
			self::add_post( $post->ID );
		}
	}

	/**
	 * `before_delete_post`: a published post deleted outright, every page.
	 *
	 * @param mixed $post_id Post id.
	 * @param mixed $post    Post.
	 */
	public static function on_delete( $post_id, $post = null ): void {
		unset( $post_id );
		if ( $post instanceof WP_Post && PageUrls::watched( $post ) && 'publish' === $post->post_status ) {
			self::everything();
		}
	}

	/**
	 * `set_object_terms`: a published post's terms were set; the lists it left are purged too.
	 *
	 * @param mixed $object_id  Post id.
	 * @param mixed $terms      Terms given.
	 * @param mixed $tt_ids     Term taxonomy ids now.
	 * @param mixed $taxonomy   Taxonomy.
	 * @param mixed $append     Whether they were added.
	 * @param mixed $old_tt_ids Term taxonomy ids before.
	 */
	public static function on_terms( $object_id, $terms = null, $tt_ids = null, $taxonomy = '', $append = false, $old_tt_ids = array() ): void {
		unset( $terms, $tt_ids, $append );
		$post = get_post( (int) $object_id );
		if ( ! $post instanceof WP_Post || ! PageUrls::watched( $post ) || 'publish' !== $post->post_status ) {
			return;
		}
		self::add_post( $post->ID );
		foreach ( is_array( $old_tt_ids ) ? $old_tt_ids : array() as $tt_id ) {
			$term = get_term_by( 'term_taxonomy_id', (int) $tt_id, (string) $taxonomy );
			if ( $term instanceof WP_Term ) {
				self::add_urls( PageUrls::term_urls( $term ) );
			}
		}
	}

	/**
	 * Meta of a published post changed (editing marks do not count).
	 *
	 * @param mixed $meta_id   Meta id (or ids).
	 * @param mixed $object_id Post id.
	 * @param mixed $meta_key  Meta key.
	 */
	public static function on_meta( $meta_id, $object_id, $meta_key ): void {
		unset( $meta_id );
		if ( in_array( $meta_key, self::IGNORED_META, true ) || str_starts_with( (string) $meta_key, '_oembed_' ) ) {
			return;
		}
		$post = get_post( (int) $object_id );
		if ( $post instanceof WP_Post && PageUrls::watched( $post ) && 'publish' === $post->post_status ) {
			self::add_post( $post->ID );
		}
	}

	/**
	 * `transition_comment_status`: a comment entered or left the approved ones (trashed and
	 * deleted included).
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $comment    Comment.
	 */
	public static function on_comment_status( $new_status, $old_status, $comment ): void {
		if ( $comment instanceof WP_Comment && ( 'approved' === $new_status || 'approved' === $old_status ) ) {
			self::add_comment_post( (int) $comment->comment_post_ID );
		}
	}

	/**
	 * `comment_post`: a comment approved as it was posted.
	 *
	 * @param mixed $comment_id Comment id.
	 * @param mixed $approved   1 when approved.
	 */
	public static function on_new_comment( $comment_id, $approved ): void {
		$comment = get_comment( (int) $comment_id );
		if ( 1 === (int) $approved && $comment instanceof WP_Comment ) {
			self::add_comment_post( (int) $comment->comment_post_ID );
		}
	}

	/**
	 * `edit_comment`: an approved comment edited.
	 *
	 * @param mixed $comment_id Comment id.
	 */
	public static function on_edit_comment( $comment_id ): void {
		$comment = get_comment( (int) $comment_id );
		if ( $comment instanceof WP_Comment && '1' === (string) $comment->comment_approved ) {
			self::add_comment_post( (int) $comment->comment_post_ID );
		}
	}

	/**
	 * `edit_attachment`, `delete_attachment`: an image an editor's content may show (any page may
	 * show it: every page goes); a member's own upload, the avatar, is shown by no cached page.
	 *
	 * @param mixed $post_id Attachment id.
	 */
	public static function on_attachment( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post instanceof WP_Post && 'attachment' === $post->post_type && ( 0 === (int) $post->post_author || user_can( (int) $post->post_author, 'edit_posts' ) ) ) {
			self::everything();
		}
	}

	/**
	 * Every cached page goes at the end of the request.
	 */
	public static function everything(): void {
		Pending::add_all();
		self::schedule();
	}

	/**
	 * The addresses that show a post (PageUrls::urls_of()).
	 *
	 * @param WP_Post $post Post.
	 * @return list<string> Absolute URLs.
	 */
	public static function urls_of( WP_Post $post ): array {
		return PageUrls::urls_of( $post );
	}

	/**
	 * The lists of a term (PageUrls::term_urls()).
	 *
	 * @param WP_Term $term Term.
	 * @return list<string> Absolute URLs.
	 */
	public static function term_urls( WP_Term $term ): array {
		return PageUrls::term_urls( $term );
	}

	/**
	 * What is pending for the end of the request (Pending::get()).
	 *
	 * @return array{urls: list<string>, all: bool}
	 */
	public static function pending(): array {
		return Pending::get();
	}

	/**
	 * `shutdown`: purges what the request changed, once, and forgets it: fires `mvc_purge_all` (every
	 * page) or `mvc_purge_urls` (the list of absolute URLs) for HttpPurge and a CDN's integration.
	 */
	public static function purge(): void {
		$pending = Pending::get();
		Pending::clear();
		self::$scheduled = false;
		remove_action( 'shutdown', array( self::class, 'purge' ) );

		if ( $pending['all'] ) {
			/**
			 * Every cached page must go (a takedown, a menu, the site's settings).
			 */
			do_action( 'mvc_purge_all' );
		} elseif ( $pending['urls'] ) {
			/**
			 * The cached pages of these absolute URLs must go.
			 *
			 * @param list<string> $urls Absolute URLs.
			 */
			do_action( 'mvc_purge_urls', $pending['urls'] );
		}
	}

	/**
	 * A comment's post's address, when it is a published post of a purged type.
	 *
	 * @param int $post_id Post id.
	 */
	private static function add_comment_post( int $post_id ): void {
		$post = get_post( $post_id );
		if ( $post instanceof WP_Post && PageUrls::watched( $post ) && 'publish' === $post->post_status ) {
			self::add_urls( array( (string) get_permalink( $post ) ) );
		}
	}

	/**
	 * Notes a changed published post.
	 *
	 * @param int $post_id Post id.
	 */
	private static function add_post( int $post_id ): void {
		Pending::add_post( $post_id );
		self::schedule();
	}

	/**
	 * Notes URLs.
	 *
	 * @param string[] $urls Absolute URLs.
	 */
	private static function add_urls( array $urls ): void {
		Pending::add_urls( $urls );
		self::schedule();
	}

	/**
	 * Adds the shutdown hook once.
	 */
	private static function schedule(): void {
		if ( ! self::$scheduled ) {
			self::$scheduled = true;
			add_action( 'shutdown', array( self::class, 'purge' ) );
		}
	}
}
