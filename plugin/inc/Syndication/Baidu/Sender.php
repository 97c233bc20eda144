<?php
/**
 * Sends the waiting addresses to Baidu, in batches, under a lock.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

use Mvc\Core\Security\Lock;

/**
 * One run: under the lock LOCK (one node sends at a time, so no batch goes twice), batches of the
 * addresses due, each at most 2,000 and at most the day's remaining quota (one address first when
 * Baidu has not said the day's quota yet, so no batch is refused whole), each address checked again
 * (a post no longer published and public is not pushed). Network errors and 5xx are tried again after
 * BACKOFF, then failed; over quota waits for the next day in China; a wrong token, site or host
 * stops pushing until an operator acts (Status).
 */
final class Sender {

	public const LOCK = 'mvc_baidu_push';

	/**
	 * Seconds before the 2nd, 3rd, 4th and 5th try; after the 5th the address has failed.
	 */
	public const BACKOFF = array( 60, 300, 1800, 7200 );

	/**
	 * Batches in one run at most.
	 */
	public const MAX_BATCHES = 5;

	/**
	 * Sends what is due.
	 *
	 * @param bool $restart Whether an operator pressed 立即推送: a stop is cleared, and a quota Baidu said
	 *                      was used up is asked again with one address (Baidu may have raised it).
	 * @return string off, busy, stopped, quota, retry, sent or idle.
	 */
	public static function run( bool $restart = false ): string {
		if ( ! Config::ready() ) {
			return 'off';
		}
		// Nothing due: one indexed query, no lock taken (the cron's run every minute).
		$next = Queue::next_due();
		if ( ! $restart && ( null === $next || $next > time() ) ) {
			return 'idle';
		}
		$outcome = Lock::run(
			self::LOCK,
			static function () use ( $restart ): string {
				if ( $restart ) {
					Status::stop( '', time() );
					if ( 0 === Status::remain_today( time() ) ) {
						Status::set_remain( null, time() );
					}
				}
				return self::batches( Config::all() );
			},
			0,
			300
		);
		return $outcome ?? 'busy';
	}

	/**
	 * Sends batches until nothing is due, the quota is used, an error or MAX_BATCHES.
	 *
	 * @param array{enabled: bool, host: string, site: string, token: string} $config Settings.
	 */
	private static function batches( array $config ): string {
		$outcome = 'idle';
		for ( $i = 0; $i < self::MAX_BATCHES; $i++ ) {
			$now = time();
			if ( '' !== Status::get()['stop'] ) {
				return 'stopped';
			}
			$remain = Status::remain_today( $now );
			if ( 0 === $remain ) {
				return 'quota';
			}
			$rows = self::public_rows( Queue::due( min( Client::MAX_URLS, $remain ?? 1 ), $now ) );
			if ( null === $rows ) {
				return $outcome;
			}
			if ( ! $rows ) {
				continue;
			}
			$urls = array();
			foreach ( $rows as $row ) {
				$urls[] = (string) $row->url;
			}
			$answer = Client::submit( $urls, $config );
			$step   = self::apply( $rows, $answer, null === $remain, $now );
			if ( 'sent' !== $step ) {
				return $step;
			}
			$outcome = 'sent';
		}//end for
		return $outcome;
	}

	/**
	 * The rows whose post is still published and public at that address; the others are removed.
	 *
	 * @param object[] $rows Due rows (id, post_id, url, tries).
	 * @return object[]|null Null when none was due.
	 */
	private static function public_rows( array $rows ): ?array {
		if ( ! $rows ) {
			return null;
		}
		_prime_post_caches( array_map( static fn( $row ) => (int) $row->post_id, $rows ), false, false );
		$kept = array();
		foreach ( $rows as $row ) {
			$post = get_post( (int) $row->post_id );
			if ( CoursesSitemap::url() === $row->url ) {
				// The courses' list, queued by one course: pushed while any course is published.
				$post = CoursesSitemap::newest();
			}
			if ( ! Pusher::is_public( $post ) ) {
				Queue::finish( array( (int) $row->id ), Queue::REMOVED, Answers::TAKEN_DOWN );
			} elseif ( Pusher::url( $post ) !== $row->url ) {
				Queue::finish( array( (int) $row->id ), Queue::REMOVED, Answers::MOVED );
			} else {
				$kept[] = $row;
			}
		}
		return $kept;
	}

	/**
	 * Records Baidu's answer on the batch's rows and the status.
	 *
	 * @param object[]             $rows    The batch (id, post_id, url, tries).
	 * @param array<string, mixed> $answer  Client::submit().
	 * @param bool                 $probing Whether the day's quota was unknown.
	 * @param int                  $now     Unix time.
	 * @phpstan-param array{kind: string, code: string, remain: int|null, success: int, not_same_site: list<string>, not_valid: list<string>} $answer
	 * @return string sent, quota, stopped or retry.
	 */
	private static function apply( array $rows, array $answer, bool $probing, int $now ): string {
		if ( 'ok' === $answer['kind'] ) {
			Status::set_remain( $answer['remain'], $now );
			$sent = array();
			foreach ( $rows as $row ) {
				if ( in_array( $row->url, $answer['not_same_site'], true ) ) {
					Queue::finish( array( (int) $row->id ), Queue::FAILED, Answers::NOT_SAME_SITE );
				} elseif ( in_array( $row->url, $answer['not_valid'], true ) ) {
					Queue::finish( array( (int) $row->id ), Queue::FAILED, Answers::NOT_VALID );
				} else {
					$sent[] = (int) $row->id;
				}
			}
			Queue::finish( $sent, Queue::SENT, Answers::SUCCESS );
			return 'sent';
		}
		if ( 'quota' === $answer['kind'] ) {
			// A batch larger than one refused whole: the day's quota is less than the batch; ask again with one.
			if ( count( $rows ) > 1 && ! $probing ) {
				Status::set_remain( null, $now );
				return 'sent';
			}
			Status::set_remain( 0, $now );
			foreach ( $rows as $row ) {
				Queue::delay( (int) $row->id, (int) $row->tries, Status::next_china_midnight( $now ), Answers::OVER_QUOTA );
			}
			return 'quota';
		}
		if ( 'stop' === $answer['kind'] ) {
			Status::stop( $answer['code'], $now );
			foreach ( $rows as $row ) {
				Queue::delay( (int) $row->id, (int) $row->tries, $now, $answer['code'] );
			}
			return 'stopped';
		}
		foreach ( $rows as $row ) {
			$tries = (int) $row->tries + 1;
			if ( $tries > count( self::BACKOFF ) ) {
				Queue::finish( array( (int) $row->id ), Queue::FAILED, Answers::GAVE_UP );
			} else {
				Queue::delay( (int) $row->id, $tries, $now + self::BACKOFF[ $tries - 1 ], $answer['code'] );
			}
		}
		return 'retry';
	}
}
