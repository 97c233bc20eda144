<?php
/**
 * The schema entries of a route's error answers.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest\Schema;

use Mvc\Core\Failure;
use Mvc\Core\Security\NetworkGate;

/**
 * Each route lists, in its schema's `errors`, every answer it gives instead of success
 * (ApiController::answer_schema()); these build the entries the routes share.
 */
final class Errors {

	/**
	 * One answer a route gives instead of success, for its schema's `errors`.
	 *
	 * @param int                  $code    The envelope's code: a catalogue code (5001-5012) or the HTTP status.
	 * @param string               $meaning When and why, in English source text (translated).
	 * @param int                  $status  The HTTP status (0: the code).
	 * @param array<string, mixed> $data    Schemas of the properties of `data` it carries (none: null).
	 * @return array<string, mixed>
	 */
	public static function doc( int $code, string $meaning, int $status = 0, array $data = array() ): array {
		return array(
			'code'        => $code,
			'status'      => 0 === $status ? $code : $status,
			'description' => $meaning,
			'data'        => $data
				? array(
					'type'       => 'object',
					'properties' => $data,
				)
				: array( 'type' => 'null' ),
		);
	}
	/**
	 * A catalogue error (Mvc\Core\Failure): its message is its meaning; `data.field` names the field.
	 *
	 * @param int    $code   A catalogue code of Mvc\Core\Failure.
	 * @param string $field  The request field it belongs under ('' for none).
	 * @param int    $status HTTP status.
	 * @return array<string, mixed>
	 */
	public static function catalogue( int $code, string $field = '', int $status = 400 ): array {
		return self::doc( $code, Failure::message( $code ), $status, '' === $field ? array() : self::field( $field ) );
	}
	/**
	 * A limit's refusal (NetworkGate, RateLimiter): 429 with the seconds to wait.
	 *
	 * @param string $field   The request field the message belongs under ('' for none).
	 * @param string $meaning Which limit, when not the general one.
	 * @return array<string, mixed>
	 */
	public static function rate_limit( string $field = '', string $meaning = '' ): array {
		return self::doc(
			429,
			'' !== $meaning ? $meaning : __( 'Too many requests: the message says the minutes to wait.', 'mvc-core' ),
			429,
			array(
				'retryAfter' => array(
					'description' => __( 'Seconds until a request is taken again.', 'mvc-core' ),
					'type'        => 'integer',
				),
			) + ( '' === $field ? array() : self::field( $field ) )
		);
	}
	/**
	 * NetworkGate's challenge: many requests from the caller's network; the client solves
	 * `data.challenge` and sends the solution again in the X-Mvc-Challenge header.
	 *
	 * @return array<string, mixed>
	 */
	public static function challenge(): array {
		return self::doc(
			NetworkGate::CHALLENGE_CODE,
			__( 'Many requests come from the caller\'s network: solve data.challenge and send the solution in the X-Mvc-Challenge header.', 'mvc-core' ),
			NetworkGate::CHALLENGE_CODE,
			array(
				'challenge' => array(
					'description' => __( 'The challenge to solve.', 'mvc-core' ),
					'type'        => 'object',
				),
			)
		);
	}
	/**
	 * The schema of an error's `data.field`: the request field the message belongs under.
	 *
	 * @param string $field The field.
	 * @return array<string, array<string, mixed>>
	 */
	public static function field( string $field ): array {
		return array(
			'field' => array(
				'description' => __( 'The request field the message belongs under.', 'mvc-core' ),
				'type'        => 'string',
				'enum'        => array( $field ),
			),
		);
	}
}
