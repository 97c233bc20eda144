<?php
/**
 * The reminder mail before a special issue's submission deadline.
 *
 * @package Mvc
 */

namespace Mvc\Member;

use DateTimeImmutable;
use Mvc\Content\CardData;
use Mvc\Content\PostFields;
use Mvc\Mail\FollowMail;
use Mvc\Module;
use Mvc\Rest\FollowController;
use WP_Post;

/**
 * A daily WP-Cron event mails every confirmed follower of a published call for papers whose
 * submission deadline (post meta `submission_deadline`, Y-m-d, in the site's time zone) is
 * REMIND_DAYS days away. Each follow is reminded once (`reminded_at`, claimed atomically before the
 * mail goes, given back when the mail fails). The event is scheduled on init when missing and
 * removed when the theme is switched off.
 */
final class FollowReminders implements Module {

	public const HOOK = 'mvc_cfp_follow_reminders';

	/**
	 * Days between the reminder and the deadline.
	 */
	public const REMIND_DAYS = 7;

	/**
	 * Follows handled per query.
	 */
	public const BATCH = 200;

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
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'switch_theme', array( self::class, 'unschedule' ) );
	}

	/**
	 * Schedules the daily event when it is missing.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + MINUTE_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Removes the event.
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Sends the reminders due today.
	 *
	 * @param int|null $now Unix time to count from (the current time when null).
	 * @return int Mails sent.
	 */
	public function run( ?int $now = null ): int {
		$today    = ( new DateTimeImmutable( '@' . ( $now ?? time() ) ) )->setTimezone( wp_timezone() );
		$deadline = $today->modify( '+' . self::REMIND_DAYS . ' days' )->format( 'Y-m-d' );
		$posts    = self::calls_ending_on( $deadline );
		if ( ! $posts ) {
			return 0;
		}
		$follows = new SpecialIssueFollows();
		$sent    = 0;
		$after   = 0;
		do {
			$due  = $follows->due_reminders( array_keys( $posts ), $after, self::BATCH );
			$more = self::BATCH === count( $due );
			foreach ( $due as $row ) {
				$after = $row['id'];
				if ( ! $follows->claim_reminder( $row['id'] ) ) {
					continue;
				}
				$post = $posts[ $row['post_id'] ];
				$link = CardData::http_link( get_post_meta( $post->ID, 'cfps_link', true ) );
				$ok   = FollowMail::reminder(
					$row['email'],
					$post,
					$deadline,
					'' === $link ? (string) get_permalink( $post ) : $link,
					FollowController::unsubscribe_url( SpecialIssueFollows::unsubscribe_token( $row['id'], $row['email'] ) )
				);
				if ( $ok ) {
					++$sent;
				} else {
					$follows->release_reminder( $row['id'] );
				}
			}
		} while ( $more );
		return $sent;
	}

	/**
	 * The published calls for papers whose submission deadline is a date.
	 *
	 * @param string $date Y-m-d.
	 * @return array<int, WP_Post> By post id.
	 */
	private static function calls_ending_on( string $date ): array {
		$posts = get_posts(
			array(
				'post_type'        => 'post',
				'post_status'      => 'publish',
				'posts_per_page'   => -1,
				'no_found_rows'    => true,
				'suppress_filters' => false,
				'has_password'     => false,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- once a day, on one meta key.
				'meta_query'       => array(
					array(
						'key'   => 'submission_deadline',
						'value' => $date,
					),
				),
			)
		);
		$calls = array();
		foreach ( $posts as $post ) {
			if ( PostFields::is_call_for_papers( $post->ID ) ) {
				$calls[ $post->ID ] = $post;
			}
		}
		return $calls;
	}
}
