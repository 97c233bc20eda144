<?php
/**
 * The site's HMAC signatures.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

use InvalidArgumentException;

/**
 * HMAC-SHA-256 (lowercase hex) of the site's tokens and keyed hashes, under keys from WordPress's
 * salts. Every signature names its purpose, so a token of one kind never verifies as another. Each
 * purpose keeps the exact shape its tokens were first issued in (salt, key, whether the purpose leads
 * the message, digits kept), since links in mails already sent and cookies already set must keep
 * verifying; purposes are kept apart by the key or by the purpose leading the message. A new purpose
 * takes the default shape (auth salt, purpose leading, 64 digits); SignerTest checks that no two
 * purposes sign alike.
 */
final class Signer {

	public const CHALLENGE          = 'challenge';
	public const WECHAT_STATE       = 'wechat-state';
	public const COURSE_LEARNER     = 'course-learner';
	public const VERIFICATION_CODE  = 'verification-code';
	public const REGISTRATION       = 'registration';
	public const FOLLOW_UNSUBSCRIBE = 'cfp-follow-unsubscribe';
	public const PERSONAL_FEED      = 'personal-feed';
	public const SUBMISSION_IP      = 'submission-ip';
	public const DIGEST_TEST        = 'digest-test';
	public const DIGEST_UNSUBSCRIBE = 'digest-unsubscribe';

	/**
	 * The shape of each purpose: `salt` (wp_salt() scheme), `key` (`salt`: the salt itself;
	 * `append`: the salt and `label`; `derive`: HMAC of `label` under the salt), `prefix` (the
	 * purpose and `|` lead the message), `length` (hex digits kept).
	 *
	 * @var array<string, array{salt: string, key: string, label?: string, prefix: bool, length: int}>
	 */
	private const SHAPES = array(
		self::CHALLENGE          => array(
			'salt'   => 'auth',
			'key'    => 'derive',
			'label'  => 'mvc-challenge',
			'prefix' => false,
			'length' => 64,
		),
		self::WECHAT_STATE       => array(
			'salt'   => 'auth',
			'key'    => 'append',
			'label'  => '|mvc-wechat-state',
			'prefix' => false,
			'length' => 40,
		),
		self::COURSE_LEARNER     => array(
			'salt'   => 'auth',
			'key'    => 'append',
			'label'  => 'mvc-course-learners',
			'prefix' => false,
			'length' => 64,
		),
		self::VERIFICATION_CODE  => array(
			'salt'   => 'auth',
			'key'    => 'salt',
			'prefix' => false,
			'length' => 64,
		),
		self::REGISTRATION       => array(
			'salt'   => 'secure_auth',
			'key'    => 'salt',
			'prefix' => false,
			'length' => 64,
		),
		self::SUBMISSION_IP      => array(
			'salt'   => 'auth',
			'key'    => 'salt',
			'prefix' => false,
			'length' => 64,
		),
		self::FOLLOW_UNSUBSCRIBE => self::DEFAULT_SHAPE,
		self::PERSONAL_FEED      => self::DEFAULT_SHAPE,
		self::DIGEST_TEST        => self::DEFAULT_SHAPE,
		self::DIGEST_UNSUBSCRIBE => self::DEFAULT_SHAPE,
	);

	private const DEFAULT_SHAPE = array(
		'salt'   => 'auth',
		'key'    => 'salt',
		'prefix' => true,
		'length' => 64,
	);

	/**
	 * The signature of some parts (joined with `|`) for a purpose.
	 *
	 * @param string $purpose One of the constants.
	 * @param string ...$parts What is signed.
	 * @throws InvalidArgumentException For a purpose that is not one of the constants.
	 */
	public static function sign( string $purpose, string ...$parts ): string {
		$shape = self::SHAPES[ $purpose ] ?? null;
		if ( null === $shape ) {
			throw new InvalidArgumentException( 'Unknown signing purpose.' );
		}
		$message = ( $shape['prefix'] ? $purpose . '|' : '' ) . implode( '|', $parts );
		return substr( hash_hmac( 'sha256', $message, self::key( $shape ) ), 0, $shape['length'] );
	}

	/**
	 * Whether a signature is the purpose's of the parts (compared in constant time).
	 *
	 * @param string $purpose   One of the constants.
	 * @param string $signature The signature given.
	 * @param string ...$parts  What it should sign.
	 */
	public static function verify( string $purpose, string $signature, string ...$parts ): bool {
		return hash_equals( self::sign( $purpose, ...$parts ), $signature );
	}

	/**
	 * The key of a shape.
	 *
	 * @param array{salt: string, key: string, label?: string, prefix: bool, length: int} $shape Shape.
	 */
	private static function key( array $shape ): string {
		$salt = wp_salt( $shape['salt'] );
		switch ( $shape['key'] ) {
			case 'append':
				return $salt . ( $shape['label'] ?? '' );
			case 'derive':
				return hash_hmac( 'sha256', $shape['label'] ?? '', $salt );
			default:
				return $salt;
		}
	}
}
