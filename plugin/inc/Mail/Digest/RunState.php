<?php
/**
 * The digest run's state: its period, cursor and progress.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail\Digest;

use DateTimeImmutable;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Mail\DigestLog;

/**
 * The state of the current run (the option Digest::STATE_OPTION): the fortnight it belongs to,
 * the last member handled, when it started and finished, its total; and its progress for the
 * operators' screen.
 */
final class RunState {

	/**
	 * The period a time belongs to: the first day (Y-m-d) of its fortnight, in the site's time zone.
	 *
	 * @param int $now Unix time.
	 */
	public static function period( int $now ): string {
		$zone  = wp_timezone();
		$epoch = new DateTimeImmutable( Digest::EPOCH, $zone );
		$day   = ( new DateTimeImmutable( '@' . $now ) )->setTimezone( $zone )->setTime( 0, 0 );
		$days  = (int) $epoch->diff( $day )->format( '%r%a' );
		$start = $days - ( ( ( $days % Digest::DAYS ) + Digest::DAYS ) % Digest::DAYS );
		return $epoch->modify( ( $start >= 0 ? '+' : '' ) . $start . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * The run's state, or null before the first run.
	 *
	 * @return array{period: string, cursor: int, started: int, finished: int}|null
	 */
	public static function state(): ?array {
		$state = get_option( Digest::STATE_OPTION );
		if ( ! is_array( $state ) || ! isset( $state['period'] ) ) {
			return null;
		}
		return array(
			'period'   => (string) $state['period'],
			'cursor'   => (int) ( $state['cursor'] ?? 0 ),
			'started'  => (int) ( $state['started'] ?? 0 ),
			'finished' => (int) ( $state['finished'] ?? 0 ),
		);
	}

	/**
	 * The run's progress for the operators' screen: how many of its members were handled, the log's
	 * outcomes, and its pace (handled members a minute since the start) with the minutes left at
	 * that pace; null before the first run.
	 *
	 * @param int|null $now Unix time (the current time when null).
	 * @return array{period: string, started: int, finished: int, total: int, handled: int, sent: int, empty: int, failed: int, claimed: int, per_minute: float, minutes_left: int|null}|null
	 */
	public static function progress( ?int $now = null ): ?array {
		$state = self::state();
		if ( ! $state ) {
			return null;
		}
		$raw     = get_option( Digest::STATE_OPTION );
		$total   = is_array( $raw ) ? (int) ( $raw['total'] ?? 0 ) : 0;
		$counts  = DigestLog::counts( $state['period'] );
		$handled = $state['finished'] ? max( $total, Recipients::until( $state['cursor'] ) ) : Recipients::until( $state['cursor'] );
		$total   = max( $total, $handled );
		$end     = $state['finished'] ? $state['finished'] : ( $now ?? time() );
		$seconds = max( 1, $end - $state['started'] );
		$pace    = $handled * 60 / $seconds;
		return array(
			'period'       => $state['period'],
			'started'      => $state['started'],
			'finished'     => $state['finished'],
			'total'        => $total,
			'handled'      => $handled,
			'sent'         => $counts[ DigestLog::SENT ],
			'empty'        => $counts[ DigestLog::EMPTY ],
			'failed'       => $counts[ DigestLog::FAILED ],
			'claimed'      => $counts[ DigestLog::CLAIMED ],
			'per_minute'   => round( $pace, 1 ),
			'minutes_left' => $state['finished'] || $pace <= 0 ? null : (int) ceil( ( $total - $handled ) / $pace ),
		);
	}

	/**
	 * Saves the run's state (not autoloaded), keeping the run's total.
	 *
	 * @param array{period: string, cursor: int, started: int, finished: int, total?: int} $state State.
	 */
	public static function save( array $state ): void {
		if ( ! isset( $state['total'] ) ) {
			$raw = get_option( Digest::STATE_OPTION );
			if ( is_array( $raw ) && isset( $raw['total'], $raw['period'] ) && $raw['period'] === $state['period'] ) {
				$state['total'] = (int) $raw['total'];
			}
		}
		update_option( Digest::STATE_OPTION, $state, false );
	}
}
