<?php
/**
 * E-mailed verification codes.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use Mvc\Core\Failure;
use Mvc\Core\Mail\CodeMail;
use Mvc\Core\Security\RateLimiter;
use Mvc\Core\Security\Signer;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the codes table: single-use codes and their tries, never cached.

/**
 * Codes come from a CSPRNG, are stored as a keyed hash, are single-use, expire after 10 minutes and
 * die after 5 wrong tries. Sending is limited per e-mail address: one code a minute, and hourly and
 * daily caps (the per-network limit is NetworkGate's, in the controller: a campus behind one
 * address is many people). Registration and e-mail-change codes have 4 digits as the spec
 * says; password-reset codes 6 (a deliberate deviation: reset is the account-takeover path).
 */
final class VerificationCodes {

	public const REGISTER     = 'register';
	public const RESET        = 'reset';
	public const EMAIL_CHANGE = 'email_change';
	public const LINK_WECHAT  = 'link_wechat';

	public const TTL         = 10 * MINUTE_IN_SECONDS;
	public const MAX_TRIES   = 5;
	public const RESEND_WAIT = 60;

	/**
	 * Codes sent to one e-mail address per hour and per day.
	 */
	public const HOURLY_CAP = 5;
	public const DAILY_CAP  = 10;

	/**
	 * Digits of a purpose's code.
	 *
	 * @param string $purpose A purpose constant.
	 */
	public static function length( string $purpose ): int {
		return self::RESET === $purpose ? 6 : 4;
	}

	/**
	 * Creates a code for an address (issue()) and e-mails it.
	 *
	 * @param string $email   Address (lower-case).
	 * @param string $purpose A purpose constant.
	 * @param string $ip      Client address.
	 * @return true|WP_Error The limit that was reached, or 503 when the mail could not be sent.
	 */
	public function send( string $email, string $purpose, string $ip ) {
		$code = $this->issue( $email, $purpose, $ip );
		if ( $code instanceof WP_Error ) {
			return $code;
		}
		if ( ! CodeMail::send( $email, $purpose, $code ) ) {
			return Failure::make( 503, __( 'The e-mail could not be sent. Please try again later.', 'mvc-core' ), 503, array( 'field' => 'email' ) );
		}
		return true;
	}

	/**
	 * Creates a code for an address, within the limits; earlier codes of the same purpose die.
	 *
	 * @param string $email   Address (lower-case).
	 * @param string $purpose A purpose constant.
	 * @param string $ip      Client address.
	 * @return string|WP_Error The code to e-mail, or the limit that was reached.
	 */
	public function issue( string $email, string $purpose, string $ip ) {
		$limited = $this->limit( $email, $purpose );
		if ( $limited ) {
			return $limited;
		}
		global $wpdb;
		$table  = Tables::codes();
		$now    = gmdate( 'Y-m-d H:i:s' );
		$length = self::length( $purpose );
		$code   = str_pad( (string) random_int( 0, 10 ** $length - 1 ), $length, '0', STR_PAD_LEFT );
		// The earlier codes die and the new one is stored together, or neither (a code is never
		// mailed that was not stored).
		$stored = Retry::transaction(
			static function () use ( $wpdb, $table, $now, $email, $purpose, $code, $ip ): bool {
				$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET used_at = %s WHERE email = %s AND purpose = %s AND used_at IS NULL", $now, $email, $purpose ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				return 1 === $wpdb->insert(
					$table,
					array(
						'email'      => $email,
						'purpose'    => $purpose,
						'code_hash'  => self::hash( $email, $purpose, $code ),
						'created_at' => $now,
						'expires_at' => gmdate( 'Y-m-d H:i:s', time() + self::TTL ),
						'ip'         => substr( $ip, 0, 45 ),
					),
					array( '%s', '%s', '%s', '%s', '%s', '%s' )
				);
			}
		);
		if ( true !== $stored ) {
			return Failure::make( 503, __( 'The server is busy. Please try again.', 'mvc-core' ), 503, array( 'field' => 'email' ) );
		}
		return $code;
	}

	/**
	 * Checks a code: 5001 when wrong (one try used), 5012 when expired, dead or never sent.
	 *
	 * @param string $email   Address (lower-case).
	 * @param string $purpose A purpose constant.
	 * @param string $code    Code the member typed.
	 * @param bool   $consume Whether a right code is used up (the final step of a flow).
	 * @return true|WP_Error
	 */
	public function verify( string $email, string $purpose, string $code, bool $consume ) {
		global $wpdb;
		$table = Tables::codes();
		$row   = $wpdb->get_row(
			$wpdb->prepare(
				"SELECT id, code_hash, attempts, expires_at FROM {$table} WHERE email = %s AND purpose = %s AND used_at IS NULL ORDER BY id DESC LIMIT 1", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$email,
				$purpose
			),
			ARRAY_A
		);
		$now   = gmdate( 'Y-m-d H:i:s' );
		if ( ! is_array( $row ) ) {
			return Failure::of( Failure::CODE_EXPIRED, 'verificationCode' );
		}
		// Every check claims a try first, atomically: parallel guesses cannot get past the limit.
		$claimed = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET attempts = attempts + 1 WHERE id = %d AND attempts < %d AND used_at IS NULL AND expires_at > %s", (int) $row['id'], self::MAX_TRIES, $now ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		if ( 1 !== $claimed ) {
			return Failure::of( Failure::CODE_EXPIRED, 'verificationCode' );
		}
		if ( ! Signer::verify( Signer::VERIFICATION_CODE, (string) $row['code_hash'], $purpose, $email, $code ) ) {
			return Failure::of( Failure::CODE_WRONG, 'verificationCode' );
		}
		// A right code gives its try back (step 1 may check it again), or is used up exactly once.
		$settled = $consume
			? $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET used_at = %s WHERE id = %d AND used_at IS NULL", $now, (int) $row['id'] ) ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
			: $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET attempts = attempts - 1 WHERE id = %d AND attempts > 0", (int) $row['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		if ( $consume && 1 !== $settled ) {
			return Failure::of( Failure::CODE_EXPIRED, 'verificationCode' );
		}
		return true;
	}

	/**
	 * Removes codes older than the daily cap's window (the caps count them until then).
	 */
	public function purge_expired(): void {
		global $wpdb;
		$table = Tables::codes();
		// No index on created_at: the oldest ids are the oldest codes, so each step reads the primary
		// key from its start and stops at its LIMIT.
		\Mvc\Core\Data\BatchDelete::run( $table, $wpdb->prepare( 'created_at <= %s', gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) ), 'id' );
	}

	/**
	 * The limit a new code would break, if any.
	 *
	 * @param string $email   Address.
	 * @param string $purpose A purpose constant.
	 */
	private function limit( string $email, string $purpose ): ?WP_Error {
		global $wpdb;
		$table  = Tables::codes();
		$minute = gmdate( 'Y-m-d H:i:s', time() - self::RESEND_WAIT );
		$hour   = gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS );
		$day    = gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS );
		$recent = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE email = %s AND purpose = %s AND created_at > %s", $email, $purpose, $minute ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		if ( $recent > 0 ) {
			/* translators: %d: seconds between two codes. */
			return Failure::make( 429, sprintf( __( 'A code was sent less than %d seconds ago. Please wait before sending another.', 'mvc-core' ), self::RESEND_WAIT ), 429, array( 'field' => 'email' ) );
		}
		$by_email = $wpdb->get_row( $wpdb->prepare( "SELECT SUM(created_at > %s) AS hour, COUNT(*) AS day, MIN(created_at) AS first_of_day, MIN(IF(created_at > %s, created_at, NULL)) AS first_of_hour FROM {$table} WHERE email = %s AND created_at > %s", $hour, $hour, $email, $day ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		if ( (int) ( $by_email['hour'] ?? 0 ) >= self::HOURLY_CAP ) {
			return self::capped( (string) $by_email['first_of_hour'], HOUR_IN_SECONDS );
		}
		if ( (int) ( $by_email['day'] ?? 0 ) >= self::DAILY_CAP ) {
			return self::capped( (string) $by_email['first_of_day'], DAY_IN_SECONDS );
		}
		// The counts above read the codes sent; parallel requests are held by atomic counters too.
		$limiter = new RateLimiter();
		if ( ! $limiter->hit( 'code:email:' . $purpose . ':' . $email, 1, self::RESEND_WAIT, false ) ) {
			/* translators: %d: seconds between two codes. */
			return Failure::make( 429, sprintf( __( 'A code was sent less than %d seconds ago. Please wait before sending another.', 'mvc-core' ), self::RESEND_WAIT ), 429, array( 'field' => 'email' ) );
		}
		if ( ! $limiter->hit( 'code:email-hour:' . $email, self::HOURLY_CAP, HOUR_IN_SECONDS ) ) {
			return self::capped( gmdate( 'Y-m-d H:i:s' ), HOUR_IN_SECONDS );
		}
		return null;
	}

	/**
	 * The refusal when an address has had its codes, with the minutes until the oldest one counted
	 * leaves the cap's window.
	 *
	 * @param string $oldest When the oldest counted code was sent (UTC, Y-m-d H:i:s).
	 * @param int    $window The cap's window in seconds.
	 */
	private static function capped( string $oldest, int $window ): WP_Error {
		$wait = max( 1, strtotime( $oldest . ' UTC' ) + $window - time() );
		return Failure::make(
			429,
			/* translators: %d: minutes to wait. */
			sprintf( __( 'Too many codes were sent to this address. Please try again in %d minutes.', 'mvc-core' ), RateLimiter::minutes( $wait ) ),
			429,
			array(
				'field'      => 'email',
				'retryAfter' => $wait,
			)
		);
	}

	/**
	 * The stored form of a code: keyed with the site's secret, so a leaked table reveals nothing
	 * (four digits would otherwise be found by trying all 10,000).
	 *
	 * @param string $email   Address.
	 * @param string $purpose Purpose.
	 * @param string $code    Code.
	 */
	private static function hash( string $email, string $purpose, string $code ): string {
		return Signer::sign( Signer::VERIFICATION_CODE, $purpose, $email, $code );
	}
}
