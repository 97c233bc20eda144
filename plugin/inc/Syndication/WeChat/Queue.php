<?php
/**
 * 同步到公众号草稿箱 as a bulk action of 文章, run by WP-Cron.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Module;

/**
 * The posts list (edit.php) gets the bulk action; each chosen article the editor may edit becomes
 * a single WP-Cron event (HOOK, the article's id), PER_MINUTE of them a minute so one run of
 * wp-cron.php (bin/cron-runner.sh calls it every minute) stays short; an article already queued is
 * not queued twice. A notice says how many were queued, and the column 公众号 shows each article's
 * last sync. The article's meta is registered here too, and left out of the site's export.
 */
final class Queue implements Module {

	public const HOOK = 'mvc_wechat_draft_sync';

	public const ACTION = 'mvc_wechat_sync';

	/** The redirect's argument that carries the count to the notice. */
	public const QUEUED_ARG = 'mvc_wechat_queued';

	public const COLUMN = 'mvc_wechat';

	/** Articles synced a minute. */
	public const PER_MINUTE = 5;

	/** Articles one press queues at most. */
	public const MAX = 200;

	/**
	 * Always (the cron event runs outside wp-admin).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( Drafts::class, 'register_meta' ) );
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_filter( 'wxr_export_skip_postmeta', array( self::class, 'skip_in_export' ), 10, 2 );
		if ( ! is_admin() ) {
			return;
		}
		add_filter( 'bulk_actions-edit-post', array( self::class, 'bulk_actions' ) );
		add_filter( 'handle_bulk_actions-edit-post', array( self::class, 'handle' ), 10, 3 );
		add_action( 'admin_notices', array( self::class, 'notice' ) );
		add_filter( 'removable_query_args', array( self::class, 'removable' ) );
		add_filter( 'manage_post_posts_columns', array( self::class, 'columns' ) );
		add_action( 'manage_post_posts_custom_column', array( self::class, 'column' ), 10, 2 );
	}

	/**
	 * The cron event: one article's sync (its result is recorded on the article).
	 *
	 * @param mixed $post_id The article.
	 */
	public static function run( $post_id ): void {
		Drafts::sync( (int) $post_id );
	}

	/**
	 * `wxr_export_skip_postmeta`: the draft's media_id, the sync's result and what WeChat gave for
	 * an image belong to this site and its official account, not to a copy of the content.
	 *
	 * @param mixed $skip     Whether to leave the meta out.
	 * @param mixed $meta_key The meta key.
	 */
	public static function skip_in_export( $skip, $meta_key ): bool {
		return (bool) $skip || str_starts_with( (string) $meta_key, '_mvc_wechat_' );
	}

	/**
	 * Queues articles.
	 *
	 * @param int[] $ids The chosen articles.
	 * @return int How many are queued (those already waiting count; those the user may not edit do not).
	 */
	public static function enqueue( array $ids ): int {
		$queued = 0;
		$start  = time();
		foreach ( array_slice( array_unique( array_map( 'intval', $ids ) ), 0, self::MAX ) as $id ) {
			if ( 'post' !== get_post_type( $id ) || ! current_user_can( 'edit_post', $id ) ) {
				continue;
			}
			if ( false === wp_next_scheduled( self::HOOK, array( $id ) ) ) {
				wp_schedule_single_event( $start + intdiv( $queued, self::PER_MINUTE ) * MINUTE_IN_SECONDS, self::HOOK, array( $id ) );
			}
			++$queued;
		}
		return $queued;
	}

	/**
	 * `bulk_actions-edit-post`: the action, for those who may edit others' articles or their own.
	 *
	 * @param mixed $actions The list's bulk actions.
	 * @return mixed
	 */
	public static function bulk_actions( $actions ) {
		if ( is_array( $actions ) && current_user_can( 'edit_posts' ) && null !== AccessToken::app() ) {
			$actions[ self::ACTION ] = __( 'Sync to the WeChat draft box', 'mvc-core' );
		}
		return $actions;
	}

	/**
	 * `handle_bulk_actions-edit-post` (core has checked the list's nonce): queues the chosen
	 * articles and carries the count to the notice.
	 *
	 * @param string $redirect Where the list goes back to.
	 * @param string $action   The chosen action.
	 * @param mixed  $ids      The chosen posts.
	 */
	public static function handle( $redirect, $action, $ids ): string {
		if ( self::ACTION !== $action || ! is_array( $ids ) ) {
			return (string) $redirect;
		}
		return add_query_arg( self::QUEUED_ARG, self::enqueue( $ids ), (string) $redirect );
	}

	/**
	 * `admin_notices`: how many articles were queued.
	 */
	public static function notice(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a count shown back, nothing changes.
		if ( ! isset( $_GET[ self::QUEUED_ARG ] ) ) {
			return;
		}
		$count = absint( $_GET[ self::QUEUED_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
		$text  = $count
			/* translators: %d: number of articles. */
			? sprintf( _n( '%d article is queued for the WeChat draft box; it is synced within a few minutes.', '%d articles are queued for the WeChat draft box; they are synced within a few minutes.', $count, 'mvc-core' ), $count )
			: __( 'No article was queued for the WeChat draft box (you may only sync articles you can edit).', 'mvc-core' );
		printf( '<div class="notice notice-%s is-dismissible"><p>%s</p></div>', $count ? 'success' : 'warning', esc_html( $text ) );
	}

	/**
	 * `removable_query_args`: the count leaves the address once shown.
	 *
	 * @param mixed $args Arguments.
	 * @return string[]
	 */
	public static function removable( $args ): array {
		$args   = is_array( $args ) ? $args : array();
		$args[] = self::QUEUED_ARG;
		return $args;
	}

	/**
	 * `manage_post_posts_columns`: the column 公众号 before the date.
	 *
	 * @param mixed $columns Columns.
	 * @return array<string, string>
	 */
	public static function columns( $columns ): array {
		$columns = is_array( $columns ) ? $columns : array();
		$date    = isset( $columns['date'] ) ? array( 'date' => $columns['date'] ) : array();
		unset( $columns['date'] );
		return $columns + array( self::COLUMN => __( 'WeChat official account', 'mvc-core' ) ) + $date;
	}

	/**
	 * `manage_post_posts_custom_column`: the article's last sync.
	 *
	 * @param string $column  The column.
	 * @param int    $post_id The article.
	 */
	public static function column( $column, $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$status = Drafts::status( (int) $post_id );
		if ( $status['queued'] ) {
			echo esc_html__( 'Queued', 'mvc-core' );
			return;
		}
		if ( '' === $status['synced_at'] ) {
			echo '—';
			return;
		}
		$when = wp_date( 'Y-m-d H:i', (int) strtotime( $status['synced_at'] ) );
		if ( $status['ok'] ) {
			/* translators: %s: date and time. */
			echo esc_html( sprintf( __( 'Synced %s', 'mvc-core' ), (string) $when ) );
			return;
		}
		/* translators: %s: date and time. */
		printf( '<span title="%s">%s</span>', esc_attr( $status['result'] ), esc_html( sprintf( __( 'Failed %s', 'mvc-core' ), (string) $when ) ) );
	}
}
