<?php
/**
 * The reminder mail before a special issue's submission deadline.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Follows;

use Mvc\Core\Content\Article;
use Mvc\Core\Content\CardData;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Mail\FollowMail;
use Mvc\Core\Module;
use WP_Post;

/**
 * A daily WP-Cron event mails every confirmed follower of a published call for papers whose
 * submission deadline (post meta `submission_deadline`, read by PostFields::deadline(), in the
 * site's time zone) is at most REMIND_DAYS days away and not yet today: a run missed by WP-Cron, a
 * deadline moved closer or a follow confirmed late still gets its one reminder. Each follow is
 * reminded once (`reminded_at`, claimed atomically before the mail goes, given back when the mail
 * fails). The event is scheduled on init when missing and removed when the plugin is deactivated (Plugin::deactivate()).
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
		$follows = new SpecialIssueFollows();
		$posts   = self::calls_due( $follows->posts_awaiting_reminders(), $now );
		if ( ! $posts ) {
			return 0;
		}
		$sent  = 0;
		$after = 0;
		do {
			$due  = $follows->due_reminders( array_keys( $posts ), $after, self::BATCH );
			$more = self::BATCH === count( $due );
			foreach ( $due as $row ) {
				$after = $row['id'];
				if ( ! $follows->claim_reminder( $row['id'] ) ) {
					continue;
				}
				$call = $posts[ $row['post_id'] ];
				$post = $call['post'];
				$link = CardData::http_link( get_post_meta( $post->ID, 'cfps_link', true ) );
				$ok   = FollowMail::reminder(
					$row['email'],
					$post,
					$call['deadline'],
					$call['days'],
					'' === $link ? (string) get_permalink( $post ) : $link,
					FollowRequests::unsubscribe_url( SpecialIssueFollows::unsubscribe_token( $row['id'], $row['email'] ) )
				);
				if ( $ok ) {
					++$sent;
				} else {
					$follows->release_reminder( $row['id'] );
				}
			}//end foreach
		} while ( $more );
		return $sent;
	}

	/**
	 * Of some posts, the published calls for papers whose deadline is 1 to REMIND_DAYS days away.
	 *
	 * @param array<int, int> $post_ids Posts with follows awaiting their reminder.
	 * @param int|null        $now      Unix time to count from.
	 * @return array<int, array{post: WP_Post, deadline: string, days: int}> By post id.
	 */
	private static function calls_due( array $post_ids, ?int $now ): array {
		if ( ! $post_ids ) {
			return array();
		}
		$posts = get_posts(
			array(
				'post_type'        => 'post',
				'post_status'      => 'publish',
				'post__in'         => $post_ids,
				'posts_per_page'   => count( $post_ids ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- bounded by post__in, once a day.
				'no_found_rows'    => true,
				'suppress_filters' => false,
				'has_password'     => false,
			)
		);
		$calls = array();
		foreach ( $posts as $post ) {
			$deadline = PostFields::deadline( $post->ID );
			$days     = '' === $deadline ? -1 : Article::days_left( $deadline, $now );
			if ( $days >= 1 && $days <= self::REMIND_DAYS && PostFields::is_call_for_papers( $post->ID ) ) {
				$calls[ $post->ID ] = array(
					'post'     => $post,
					'deadline' => $deadline,
					'days'     => $days,
				);
			}
		}
		return $calls;
	}
}
