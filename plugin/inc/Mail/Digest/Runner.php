<?php
/**
 * The digest's runner: periods started, batches under a lease, one member's digest delivered.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail\Digest;

use Mvc\Core\Mail\Digest;
use Mvc\Core\Mail\DigestLog;
use Mvc\Core\Mail\DigestMail;
use Mvc\Core\Security\Lock;
use PHPMailer\PHPMailer\PHPMailer;
use WP_Post;
use WP_Term;

/**
 * Runs the digest (see Mail\Digest for the whole story): a start per period, batches of chunks
 * under the named lock with the next batch scheduled LEASE seconds ahead as the watchdog, and the
 * claim, send and mark of one member's digest. It moves RunState's state; the members come from
 * Recipients, the articles from Selection, the unsubscribe links from Links.
 */
final class Runner {

	/**
	 * The recurring event: starts the period of now and runs its first batch. A period that was
	 * started already is not started again (its run goes on, or has ended). The switch happens under
	 * the batches' lock, so a batch of the previous run still going cannot save its state over the
	 * new one; while one holds the lock, the event is tried again a few minutes later.
	 *
	 * @param int|null $now    Unix time (the current time when null).
	 * @param int|null $budget Seconds the first batch goes on (BUDGET when null; 0: one chunk).
	 * @return int Digests sent by the first batch.
	 */
	public function start( ?int $now = null, ?int $budget = null ): int {
		$now  = $now ?? time();
		$sent = Lock::run(
			Digest::LOCK,
			function () use ( $now, $budget ): int {
				$period = RunState::period( $now );
				$state  = RunState::state();
				if ( ! $state || $state['period'] !== $period ) {
					RunState::save(
						array(
							'period'   => $period,
							'cursor'   => 0,
							'started'  => $now,
							'finished' => 0,
							'total'    => Recipients::total(),
						)
					);
				}
				return $this->locked_batch( $now, $budget ?? Digest::BUDGET );
			},
			0,
			Digest::LOCK_TTL
		);
		if ( null === $sent ) {
			wp_schedule_single_event( $now + Digest::RETRY, Digest::HOOK );
			return 0;
		}
		return $sent;
	}

	/**
	 * Handles chunks of BATCH members of the current run for $budget seconds (the batch event: BUDGET;
	 * 0: one chunk). Does nothing while another batch runs or when the run has ended.
	 *
	 * @param int|null $now    Unix time (the current time when null).
	 * @param int|null $budget Seconds to go on (BUDGET when null).
	 * @return int Digests sent.
	 */
	public function batch( ?int $now = null, ?int $budget = null ): int {
		$sent = Lock::run( Digest::LOCK, fn(): int => $this->locked_batch( $now ?? time(), $budget ?? Digest::BUDGET ), 0, Digest::LOCK_TTL );
		return (int) $sent;
	}

	/**
	 * One batch, under the lock: chunks back to back until the budget is spent or every member was
	 * handled, on one kept-alive SMTP connection.
	 *
	 * @param int $now    Unix time.
	 * @param int $budget Seconds to go on starting chunks (0: one chunk).
	 * @return int Digests sent.
	 */
	private function locked_batch( int $now, int $budget ): int {
		$state = RunState::state();
		if ( ! $state || $state['finished'] ) {
			return 0;
		}
		// Resumes the run if this process dies before the end of the batch.
		self::schedule_batch( $now + Digest::LEASE );
		$deadline = microtime( true ) + max( 0, $budget );
		$sent     = 0;
		$keep     = static function ( PHPMailer $mailer ): void {
			$mailer->SMTPKeepAlive = true; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		};
		add_action( 'phpmailer_init', $keep, 99 );
		DigestMail::keep( true );
		try {
			do {
				$members  = Recipients::after( $state['cursor'], Digest::BATCH );
				$selected = array();
				if ( $members ) {
					// The chunk's users and their meta: two queries, not two a member.
					cache_users( $members );
					// Their tags, last digests and articles: a few set queries for the whole chunk.
					$selected = Selection::chunk_articles( $members, $now );
				}
				foreach ( $members as $user_id ) {
					if ( DigestLog::SENT === $this->deliver( $user_id, $state['period'], $now, $selected[ $user_id ] ?? array() ) ) {
						++$sent;
					}
					$state['cursor'] = $user_id;
				}
				DigestMail::forget();
				$done = count( $members ) < Digest::BATCH;
				if ( $done ) {
					$state['finished'] = $now;
				}
				RunState::save( $state );
			} while ( ! $done && microtime( true ) < $deadline );
		} finally {
			remove_action( 'phpmailer_init', $keep, 99 );
			DigestMail::keep( false );
			self::close_smtp();
		}//end try
		if ( $done ) {
			wp_clear_scheduled_hook( Digest::BATCH_HOOK );
		} else {
			self::schedule_batch( $now );
		}
		return $sent;
	}

	/**
	 * Closes the SMTP connection a batch kept alive (wp_mail()'s PHPMailer is one object a request).
	 */
	private static function close_smtp(): void {
		global $phpmailer;
		if ( $phpmailer instanceof PHPMailer ) {
			$phpmailer->SMTPKeepAlive = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
			$phpmailer->smtpClose();
		}
	}

	/**
	 * The digest of one member for a period: claimed, put together, sent, and marked.
	 *
	 * @param int                                                  $user_id Member id.
	 * @param string                                               $period  The period.
	 * @param int                                                  $now     Unix time (the end of the digest's window).
	 * @param list<array{tag: WP_Term, posts: list<WP_Post>}>|null $groups  The member's articles when read
	 *                                                                      already for the chunk (chunk_articles()); null: read here.
	 * @return string|null The row's new status (DigestLog::SENT, EMPTY or FAILED), or null when
	 *                     nothing was done (not a recipient, or handled already).
	 */
	public function deliver( int $user_id, string $period, int $now, ?array $groups = null ): ?string {
		$user = get_userdata( $user_id );
		if ( ! $user || ! Recipients::is_recipient( $user ) ) {
			return null;
		}
		if ( ! DigestLog::claim( $user_id, $period, $now ) ) {
			// Handled already; or claimed by a run that stopped: not sent twice.
			return DigestLog::fail_stale( $user_id, $period, $now - Digest::STALE ) ? DigestLog::FAILED : null;
		}
		$groups = $groups ?? Selection::articles( $user_id, Selection::since( $user_id, $now ), $now );
		$count  = Selection::count( $groups );
		if ( 0 === $count ) {
			DigestLog::mark( $user_id, $period, DigestLog::EMPTY );
			return DigestLog::EMPTY;
		}
		$status = DigestMail::send( $user, $groups, Links::unsubscribe_url( $user_id ) ) ? DigestLog::SENT : DigestLog::FAILED;
		DigestLog::mark( $user_id, $period, $status, $count );
		return $status;
	}

	/**
	 * Moves the batch event to a time.
	 *
	 * @param int $when Unix time.
	 */
	private static function schedule_batch( int $when ): void {
		wp_clear_scheduled_hook( Digest::BATCH_HOOK );
		wp_schedule_single_event( $when, Digest::BATCH_HOOK );
	}
}
