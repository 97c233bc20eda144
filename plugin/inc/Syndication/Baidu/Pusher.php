<?php
/**
 * Queues published addresses for Baidu and sends them after the response and from WP-Cron.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Module;
use WP_Post;

/**
 * Publishing or updating a published article, journal or course queues its address (once while it
 * waits: url()); a takedown (draft, pending, private, trash, deleted) takes its waiting address out.
 * Nothing is sent while a post is saved: a request that queued something sends after its response
 * (a PHP shutdown function, after fastcgi_finish_request), unless it imports; the minute's cron
 * event HOOK sends what is left and the retries. Sender does the sending.
 */
final class Pusher implements Module {

	public const HOOK = 'mvc_baidu_push';

	public const SCHEDULE = 'mvc_every_minute';

	/** The transient that says the log was purged within the hour. */
	public const PURGED = 'mvc_baidu_purged';

	public const TYPES = array( 'post', Journal::TYPE, Course::TYPE );

	/**
	 * Whether this request queued an address (and sends after its response).
	 *
	 * @var bool
	 */
	private static bool $queued = false;

	/**
	 * Whether an import runs in this request (between the importer's `import_start` and `import_end`).
	 *
	 * @var bool
	 */
	private static bool $importing = false;

	/**
	 * Always applies: publishing happens in wp-admin, REST, cron and imports.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_after_insert_post', array( self::class, 'saved' ), 20, 4 );
		add_action( 'transition_post_status', array( self::class, 'transition' ), 10, 3 );
		add_action( 'before_delete_post', array( self::class, 'deleted' ) );
		add_action( 'import_start', array( self::class, 'import_started' ) );
		add_action( 'import_end', array( self::class, 'import_ended' ) );
		add_filter( 'cron_schedules', array( self::class, 'add_schedule' ) ); // phpcs:ignore WordPress.WP.CronInterval.ChangeDetected, WordPress.WP.CronInterval.CronSchedulesInterval -- every minute: retries after one minute; a run with nothing due is one indexed query.
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::HOOK, array( self::class, 'cron' ) );
	}

	/**
	 * Whether a post is published and public: the only posts ever pushed.
	 *
	 * @param WP_Post|null $post Post.
	 */
	public static function is_public( ?WP_Post $post ): bool {
		return $post instanceof WP_Post && in_array( $post->post_type, self::TYPES, true ) && 'publish' === $post->post_status
			&& '' === $post->post_password && ( Course::TYPE === $post->post_type || is_post_type_viewable( $post->post_type ) );
	}

	/**
	 * The address pushed for a post: its permalink; a course has no address of its own (its card
	 * opens a popup on /courses), so the list that shows it.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function url( WP_Post $post ): string {
		return Course::TYPE === $post->post_type ? CoursesSitemap::url() : (string) get_permalink( $post );
	}

	/**
	 * `wp_after_insert_post`: a published post of TYPES (its terms and meta saved) queues its permalink.
	 *
	 * @param int          $post_id     Post id.
	 * @param mixed        $post        Post.
	 * @param bool         $update      Whether it existed.
	 * @param WP_Post|null $post_before The post before the save.
	 */
	public static function saved( $post_id, $post, $update, $post_before ): void {
		unset( $update, $post_before );
		if ( ! $post instanceof WP_Post || ! self::is_public( $post ) || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || self::importing() ) {
			return;
		}
		if ( ! Config::all()['enabled'] ) {
			return;
		}
		$url = self::url( $post );
		if ( '' !== $url && Queue::add( (int) $post_id, $url ) && ! self::$queued ) {
			self::$queued = true;
			// After WordPress's own `shutdown` hook (registered first), whatever its callbacks do to it.
			register_shutdown_function( array( self::class, 'after_response' ) );
		}
	}

	/**
	 * `import_start`: what an import publishes is not queued. A moved site keeps its addresses, which
	 * Baidu knows already, and 100,000 imported ones would wait months at a daily quota, ahead of
	 * every new article.
	 */
	public static function import_started(): void {
		self::$importing = true;
	}

	/**
	 * `import_end`: publishing queues again.
	 */
	public static function import_ended(): void {
		self::$importing = false;
	}

	/**
	 * Whether an import runs (the importer's hooks, or its constant WP_IMPORTING).
	 */
	private static function importing(): bool {
		return self::$importing || ( defined( 'WP_IMPORTING' ) && WP_IMPORTING );
	}

	/**
	 * `transition_post_status`: a published post leaving publish takes its waiting address out (not
	 * a course: its address is the list of every course).
	 *
	 * @param string $new_status New status.
	 * @param string $old_status Old status.
	 * @param mixed  $post       Post.
	 */
	public static function transition( $new_status, $old_status, $post ): void {
		// Courses share the list's address: the sender pushes it while any course is published.
		if ( 'publish' === $old_status && 'publish' !== $new_status && $post instanceof WP_Post && in_array( $post->post_type, self::TYPES, true ) && Course::TYPE !== $post->post_type ) {
			Queue::remove_post( $post->ID );
		}
	}

	/**
	 * `before_delete_post`: a deleted post takes its waiting address out.
	 *
	 * @param int $post_id Post id.
	 */
	public static function deleted( $post_id ): void {
		if ( Course::TYPE !== get_post_type( (int) $post_id ) ) {
			Queue::remove_post( (int) $post_id );
		}
	}

	/**
	 * At shutdown: a request that queued an address sends once its response is out.
	 */
	public static function after_response(): void {
		if ( ! self::$queued ) {
			return;
		}
		self::$queued = false;
		if ( ! Config::ready() ) {
			return;
		}
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		Sender::run();
	}

	/**
	 * The cron event: sends what is due, and once an hour purges log rows older than 90 days.
	 */
	public static function cron(): void {
		Sender::run();
		// Once an hour, whenever the runs come (a late WP-Cron skips minutes).
		if ( false === get_transient( self::PURGED ) ) {
			set_transient( self::PURGED, time(), HOUR_IN_SECONDS );
			Queue::purge( time() - 90 * DAY_IN_SECONDS );
		}
	}

	/**
	 * `cron_schedules`: every minute.
	 *
	 * @param mixed $schedules Schedules.
	 * @return mixed
	 */
	public static function add_schedule( $schedules ) {
		if ( is_array( $schedules ) ) {
			$schedules[ self::SCHEDULE ] = array(
				'interval' => MINUTE_IN_SECONDS,
				'display'  => __( 'Every minute', 'mvc-core' ),
			);
		}
		return $schedules;
	}

	/**
	 * `init`: schedules the minute's event once.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + MINUTE_IN_SECONDS, self::SCHEDULE, self::HOOK );
		}
	}
}
