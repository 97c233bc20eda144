<?php
/**
 * The refusal of a sensitive change after an old login.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use WP_Error;

/**
 * A change of e-mail address needs a login of the last minutes (Member\Login::is_fresh()); the
 * page then asks the member to log in again. Both routes of the change answer it the same way.
 */
final class FreshLogin {

	/**
	 * The answer.
	 */
	public static function required(): WP_Error {
		return Envelope::error( 403, __( 'Changing your e-mail address requires logging in again.', 'mvc-core' ), 403, array( 'reason' => 'login_required' ) );
	}

	/**
	 * The answer's entry in a route's schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function error_doc(): array {
		return Errors::doc(
			403,
			__( 'The member logged in too long ago: changing the e-mail address requires logging in again.', 'mvc-core' ),
			403,
			array(
				'reason' => array(
					'description' => __( 'Why the change is refused.', 'mvc-core' ),
					'type'        => 'string',
					'enum'        => array( 'login_required' ),
				),
			)
		);
	}
}
