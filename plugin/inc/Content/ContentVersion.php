<?php
/**
 * A stamp that changes whenever what public pages show changes.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Module;
use Mvc\Core\Settings;
use WP_Post;

/**
 * A stamp that changes whenever a public page's content may have changed; whoever keeps a rendered copy
 * (the theme's fragment cache) keys it by current() and never serves it after such a change. It lives
 * in an option, not in core's "last changed" stamps, which the object cache forgets at the end of each
 * request without a persistent cache; autoload() makes reading it cost no query either way. Comments,
 * likes, views, drafts and core's own caches do not change it. What does: docs/architecture.md, "Fresh
 * pages from the cache (purge)". Other options a copy depends on (address, language, time zone,
 * permalinks) are the keeper's to add to its key.
 */
final class ContentVersion implements Module {

	public const OPTION = 'mvc_content_version';

	/**
	 * Meta keys that WordPress writes while someone edits and that no page shows.
	 */
	private const IGNORED_META = array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date', '_encloseme', '_pingme' );

	/**
	 * Prefix of the meta keys of oEmbed's cache, which an article's view may write.
	 */
	private const OEMBED_META = '_oembed_';

	/**
	 * Post types that are caches or drafts of WordPress itself, not content.
	 */
	private const IGNORED_TYPES = array( 'revision', 'oembed_cache', 'customize_changeset', 'user_request' );

	/**
	 * Whether this request watches for changes (register() ran).
	 *
	 * @var bool
	 */
	private static bool $watching = false;

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Changes the stamp on every change listed in the class's description.
	 */
	public function register(): void {
		self::$watching = true;
		TermPosts::register();
		TranslationFiles::register();
		\Mvc\Core\Member\TagSubscriptions::register();
		add_action( 'transition_post_status', array( self::class, 'on_transition' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'on_deleted_post' ), 10, 2 );
		add_action( 'edit_attachment', array( self::class, 'bump' ) );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_meta' ), 10, 3 );
		}
		add_action( 'set_object_terms', array( self::class, 'on_object_terms' ) );
		foreach ( array( 'created_term', 'edited_term', 'delete_term', 'wp_update_nav_menu', 'wp_delete_nav_menu', 'activated_plugin', 'deactivated_plugin', 'switch_theme', 'upgrader_process_complete' ) as $hook ) {
			add_action( $hook, array( self::class, 'bump' ) );
		}
		foreach ( array( 'add_option_', 'update_option_', 'delete_option_' ) as $prefix ) {
			add_action( $prefix . Settings::OPTION, array( self::class, 'bump' ) );
		}
	}

	/**
	 * Whether changes are watched in this request: a copy keyed by current() is safe to keep only
	 * when they are (the plugin lists this module).
	 */
	public static function watching(): bool {
		return self::$watching;
	}

	/**
	 * The current stamp. The first call on a site stores it (autoloaded), so that reading it never
	 * costs a query.
	 */
	public static function current(): string {
		$stamp = get_option( self::OPTION );
		if ( ! is_string( $stamp ) || '' === $stamp ) {
			return self::bump();
		}
		self::settle_autoload( self::OPTION );
		return $stamp;
	}

	/**
	 * Gives the stamp a new value, unique so that two changes at once still leave a new value.
	 *
	 * @return string The new stamp.
	 */
	public static function bump(): string {
		$stamp = uniqid( '', true );
		update_option( self::OPTION, $stamp, self::autoload() );
		return $stamp;
	}

	/**
	 * Whether an option read on every page and written by any node is autoloaded. Without a
	 * persistent object cache, yes: it comes with the other options, no query of its own. With one
	 * shared by several PHP nodes (Redis), no: an autoloaded option lives in the one cached copy of
	 * all autoloaded options, which another node's update of any other autoloaded option (WP-Cron's
	 * `cron`, say) writes back as it read it a moment earlier, losing this stamp until the next
	 * change; under its own key, it is written alone, and read from the cache without a query.
	 */
	public static function autoload(): bool {
		return ! wp_using_ext_object_cache();
	}

	/**
	 * Gives a stored option of autoload() the autoload flag this request's cache wants, when it was
	 * stored under the other (before or since a persistent object cache was set up, or by a process
	 * with the other cache): once, without changing its value.
	 *
	 * @param string $option Option name.
	 */
	public static function settle_autoload( string $option ): void {
		if ( isset( wp_load_alloptions()[ $option ] ) !== self::autoload() ) {
			wp_set_option_autoload( $option, self::autoload() );
		}
	}

	/**
	 * A post entered or left the published ones, or was saved while published.
	 *
	 * @param string $new_status New status.
	 * @param string $old_status Old status.
	 * @param mixed  $post       Post.
	 */
	public static function on_transition( $new_status, $old_status, $post ): void {
		if ( ( 'publish' === $new_status || 'publish' === $old_status ) && ! ( $post instanceof WP_Post && in_array( $post->post_type, self::IGNORED_TYPES, true ) ) ) {
			self::bump();
		}
	}

	/**
	 * A published post or an attachment was deleted.
	 *
	 * @param int   $post_id Post id.
	 * @param mixed $post    The post as it was.
	 */
	public static function on_deleted_post( $post_id, $post = null ): void {
		unset( $post_id );
		if ( $post instanceof WP_Post && self::shown( $post ) ) {
			self::bump();
		}
	}

	/**
	 * A meta value of a published post or of an attachment changed.
	 *
	 * @param mixed $meta_id   Meta id (or ids, when deleted).
	 * @param mixed $object_id Post id.
	 * @param mixed $meta_key  Meta key.
	 */
	public static function on_meta( $meta_id, $object_id, $meta_key ): void {
		unset( $meta_id );
		if ( in_array( $meta_key, self::IGNORED_META, true ) || str_starts_with( (string) $meta_key, self::OEMBED_META ) ) {
			return;
		}
		$post = get_post( (int) $object_id );
		if ( $post instanceof WP_Post && self::shown( $post ) ) {
			self::bump();
		}
	}

	/**
	 * A published post's terms were set (a draft's do not matter yet).
	 *
	 * @param mixed $object_id Object whose terms were set.
	 */
	public static function on_object_terms( $object_id ): void {
		$post = get_post( (int) $object_id );
		if ( $post instanceof WP_Post && self::shown( $post ) ) {
			self::bump();
		}
	}

	/**
	 * Whether a page may show the post: published, or an attachment an editor's content may use (a
	 * member's own upload, the avatar, is shown by no kept copy: its changes do not count).
	 *
	 * @param WP_Post $post Post.
	 */
	private static function shown( WP_Post $post ): bool {
		if ( 'attachment' === $post->post_type ) {
			$author = (int) $post->post_author;
			return 0 === $author || user_can( $author, 'edit_posts' );
		}
		return 'publish' === $post->post_status && ! in_array( $post->post_type, self::IGNORED_TYPES, true );
	}
}
