<?php
/**
 * What Baidu last said of the day's quota, and whether pushing is stopped.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

use DateTimeImmutable;
use DateTimeZone;

/**
 * One option (mvc_baidu_push_status, not autoloaded, written under the sender's lock): the day's
 * remaining quota as Baidu's last `remain` said it, for the day in China (Baidu's quota starts again
 * at midnight Asia/Shanghai), with its time; and the answer that stopped pushing (a wrong token, site
 * or host) until an operator saves the settings or presses 立即推送.
 */
final class Status {

	public const OPTION = 'mvc_baidu_push_status';

	public const TIMEZONE = 'Asia/Shanghai';

	/**
	 * The stored status.
	 *
	 * @return array{day: string, remain: int|null, remain_at: int, stop: string, stop_at: int}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'day'       => isset( $stored['day'] ) && is_string( $stored['day'] ) ? $stored['day'] : '',
			'remain'    => isset( $stored['remain'] ) && is_int( $stored['remain'] ) ? $stored['remain'] : null,
			'remain_at' => isset( $stored['remain_at'] ) ? (int) $stored['remain_at'] : 0,
			'stop'      => isset( $stored['stop'] ) && is_string( $stored['stop'] ) ? $stored['stop'] : '',
			'stop_at'   => isset( $stored['stop_at'] ) ? (int) $stored['stop_at'] : 0,
		);
	}

	/**
	 * The day in China at a time (Y-m-d).
	 *
	 * @param int $now Unix time.
	 */
	public static function china_day( int $now ): string {
		return ( new DateTimeImmutable( '@' . $now ) )->setTimezone( new DateTimeZone( self::TIMEZONE ) )->format( 'Y-m-d' );
	}

	/**
	 * The next midnight in China after a time (Unix time).
	 *
	 * @param int $now Unix time.
	 */
	public static function next_china_midnight( int $now ): int {
		$day = ( new DateTimeImmutable( '@' . $now ) )->setTimezone( new DateTimeZone( self::TIMEZONE ) );
		return $day->setTime( 0, 0 )->modify( '+1 day' )->getTimestamp();
	}

	/**
	 * Today's remaining quota as Baidu last said it, or null when it has not said it today.
	 *
	 * @param int $now Unix time.
	 */
	public static function remain_today( int $now ): ?int {
		$status = self::get();
		return self::china_day( $now ) === $status['day'] ? $status['remain'] : null;
	}

	/**
	 * Records Baidu's `remain` (null: unknown, ask with one address first).
	 *
	 * @param int|null $remain Remaining quota.
	 * @param int      $now    Unix time.
	 */
	public static function set_remain( ?int $remain, int $now ): void {
		self::write(
			array(
				'day'       => self::china_day( $now ),
				'remain'    => $remain,
				'remain_at' => $now,
			)
		);
	}

	/**
	 * Stops pushing with an answer code ('' starts again).
	 *
	 * @param string $code Answer code.
	 * @param int    $now  Unix time.
	 */
	public static function stop( string $code, int $now ): void {
		self::write(
			array(
				'stop'    => $code,
				'stop_at' => $now,
			)
		);
	}

	/**
	 * Writes some fields over the stored ones.
	 *
	 * @param array<string, mixed> $fields Fields.
	 */
	private static function write( array $fields ): void {
		$status = array_merge( self::get(), $fields );
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, $status, '', false );
			return;
		}
		update_option( self::OPTION, $status, false );
	}
}
