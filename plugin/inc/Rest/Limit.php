<?php
/**
 * A rate limit a route declares.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Security\Client;
use Mvc\Core\Security\NetworkGate;
use WP_Error;
use WP_REST_Request;

/**
 * One limit of an endpoint, declared under its `mvc_limits` key and counted by Pipeline once the
 * arguments are valid and the permission is given, just before the callback: so a controller never
 * calls the limiter, and a refused call never reaches the service. A limit on_failure() is counted
 * after the callback instead, on its 404 (a wrong link token).
 *
 * Limits whose failure only a service can tell (a wrong password) belong to that service.
 */
final class Limit {

	/**
	 * What the bucket is keyed by: 'net', 'ip', 'user', 'param' or 'gate' (NetworkGate's tiers).
	 *
	 * @var string
	 */
	private $by;

	/**
	 * The bucket's action (or the gate's name, a key of NetworkGate::LIMITS).
	 *
	 * @var string
	 */
	private $action;

	/**
	 * Hits allowed per window.
	 *
	 * @var int
	 */
	private $max;

	/**
	 * Window length in seconds.
	 *
	 * @var int
	 */
	private $window;

	/**
	 * The refusal with %d for the minutes to wait ('' for the general one).
	 *
	 * @var string
	 */
	private $message;

	/**
	 * The request field the bucket is keyed by ('param'), or the field a gate's refusal names.
	 *
	 * @var string
	 */
	private $field;

	/**
	 * Whether only failed calls count (a wrong link token): then the limit is counted after the
	 * callback, on a 404 answer.
	 *
	 * @var bool
	 */
	private $failures_only = false;

	/**
	 * Use one of the named constructors.
	 *
	 * @param string $by      What the bucket is keyed by.
	 * @param string $action  The bucket's action.
	 * @param int    $max     Hits per window.
	 * @param int    $window  Window in seconds.
	 * @param string $message Refusal message.
	 * @param string $field   Request field.
	 */
	private function __construct( string $by, string $action, int $max = 0, int $window = 0, string $message = '', string $field = '' ) {
		$this->by      = $by;
		$this->action  = $action;
		$this->max     = $max;
		$this->window  = $window;
		$this->message = $message;
		$this->field   = $field;
	}

	/**
	 * Calls per network (Client::network(): an IPv4 address or an IPv6 /64).
	 *
	 * @param string $action  The bucket's action, such as 'views'.
	 * @param int    $max     Hits per window.
	 * @param int    $window  Window in seconds.
	 * @param string $message The refusal with %d for the minutes ('' for the general one).
	 */
	public static function per_network( string $action, int $max, int $window, string $message = '' ): self {
		return new self( 'net', $action, $max, $window, $message );
	}

	/**
	 * Calls per IP address.
	 *
	 * @param string $action  The bucket's action.
	 * @param int    $max     Hits per window.
	 * @param int    $window  Window in seconds.
	 * @param string $message The refusal ('' for the general one).
	 */
	public static function per_ip( string $action, int $max, int $window, string $message = '' ): self {
		return new self( 'ip', $action, $max, $window, $message );
	}

	/**
	 * Calls per logged-in member (a member route's own budget).
	 *
	 * @param string $action  The bucket's action.
	 * @param int    $max     Hits per window.
	 * @param int    $window  Window in seconds.
	 * @param string $message The refusal ('' for the general one).
	 */
	public static function per_member( string $action, int $max, int $window, string $message = '' ): self {
		return new self( 'user', $action, $max, $window, $message );
	}

	/**
	 * Calls per value of a (validated) argument, such as an e-mail address.
	 *
	 * @param string $action  The bucket's action.
	 * @param string $param   The argument.
	 * @param int    $max     Hits per window.
	 * @param int    $window  Window in seconds.
	 * @param string $message The refusal ('' for the general one).
	 */
	public static function per_param( string $action, string $param, int $max, int $window, string $message = '' ): self {
		return new self( 'param', $action, $max, $window, $message, $param );
	}

	/**
	 * NetworkGate's tiers for an action: quiet, then a proof-of-work challenge, then a refusal.
	 *
	 * @param string $action A key of NetworkGate::LIMITS.
	 * @param string $field  The field the refusal belongs under in the form ('' for none).
	 */
	public static function gate( string $action, string $field = '' ): self {
		return new self( 'gate', $action, 0, 0, '', $field );
	}

	/**
	 * The same limit counting only failed calls (a 404 answer: an unknown or used link token), so
	 * that guessing tokens is slow while a right token always works.
	 */
	public function on_failure(): self {
		$limit                = clone $this;
		$limit->failures_only = true;
		return $limit;
	}

	/**
	 * Whether it counts only failed calls.
	 */
	public function counts_failures(): bool {
		return $this->failures_only;
	}

	/**
	 * Counts the call.
	 *
	 * @param WP_REST_Request $request The call.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_Error|null The refusal (429, or the 428 challenge), or null when the call goes on.
	 */
	public function check( WP_REST_Request $request ): ?WP_Error {
		if ( 'gate' === $this->by ) {
			$refused = NetworkGate::pass( $this->action, $request );
			if ( $refused && '' !== $this->field ) {
				$refused->add_data( array_merge( (array) $refused->get_error_data(), array( 'field' => $this->field ) ) );
			}
			return $refused;
		}
		$kind = 'param' === $this->by ? $this->field : $this->by;
		return NetworkGate::within( $this->action . ':' . $kind . ':' . $this->subject( $request ), $this->max, $this->window, $this->message );
	}

	/**
	 * Whom the bucket counts.
	 *
	 * @param WP_REST_Request $request The call.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private function subject( WP_REST_Request $request ): string {
		switch ( $this->by ) {
			case 'ip':
				return Client::ip();
			case 'user':
				return (string) get_current_user_id();
			case 'param':
				$value = $request->get_param( $this->field );
				return is_scalar( $value ) ? (string) $value : '';
			default:
				return Client::network();
		}
	}
}
