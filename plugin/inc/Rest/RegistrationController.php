<?php
/**
 * Registration: /api/member/verify-email, register, clean-registration.
 *
 * @package Mvc
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Mail\NoticeMail;
use Mvc\Core\Member\Choices;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Registrations;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Security\Lock;
use Mvc\Core\Security\NetworkGate;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Step 1 checks the address, the code and the password and records the verified address in the
 * registration state; the final step checks everything again, uses the code up, creates the member
 * with only the listed fields, subscribes it to the chosen tags and logs it in.
 */
final class RegistrationController extends ApiController {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$account = array(
			'email'            => MemberArgs::email(),
			'verificationCode' => MemberArgs::code(),
			'password'         => MemberArgs::password(),
		);
		register_rest_route(
			$this->namespace,
			'/member/verify-email',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'verify_email' ),
				// Public by nature; the code is rate-limited by VerificationCodes.
				'permission_callback' => '__return_true',
				'args'                => $account + array(
					'confirmPassword' => MemberArgs::confirmation(),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/member/register',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'register_member' ),
				// Public by nature; needs a valid e-mailed code.
				'permission_callback' => '__return_true',
				'args'                => $account + array(
					'institution'   => array(
						'type'              => 'string',
						'default'           => '',
						'validate_callback' => array( self::class, 'validate_short_text' ),
						// Stored as typed (plain text), escaped once where it is shown.
						'sanitize_callback' => array( Profile::class, 'plain_text' ),
					),
					'title'         => array(
						'type'              => 'string',
						'required'          => true,
						'validate_callback' => array( self::class, 'validate_occupation' ),
					),
					'research_area' => array(
						'type'              => 'string',
						'default'           => '',
						'validate_callback' => array( self::class, 'validate_research_area' ),
					),
					'tags'          => array(
						'type'              => 'array',
						'default'           => array(),
						'validate_callback' => array( self::class, 'validate_tags' ),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/member/clean-registration',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'clean' ),
				// Only ever ends the caller's own registration.
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Step 1: the address is free, the code right, the passwords equal.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function verify_email( $request ) {
		$wechat = self::pending_wechat();
		if ( is_wp_error( $wechat ) ) {
			return $wechat;
		}
		$existing = (int) email_exists( (string) $request['email'] );
		if ( $wechat && $existing ) {
			return Role::is_member( $existing )
				? $this->link_wechat( $request, $existing, $wechat )
				: ErrorCatalogue::error( ErrorCatalogue::EMAIL_TAKEN, 'email' );
		}
		$error = $this->check_account( $request, false );
		if ( $error ) {
			return $error;
		}
		if ( (string) $request['password'] !== (string) $request['confirmPassword'] ) {
			return ErrorCatalogue::error( ErrorCatalogue::PASSWORD_MISMATCH, 'confirmPassword' );
		}
		( new Registrations() )->save(
			array(
				'email'          => (string) $request['email'],
				'email_verified' => 1,
			)
		);
		return Envelope::success( null );
	}

	/**
	 * The final step: creates the member and logs it in.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function register_member( $request ) {
		$wechat = self::pending_wechat();
		if ( is_wp_error( $wechat ) ) {
			return $wechat;
		}
		// One registration per address at a time: the check and the insert are not atomic.
		$user_id = Lock::run( 'register:' . (string) $request['email'], fn() => $this->create_member( $request, $wechat ) );
		if ( null === $user_id ) {
			return Envelope::error( 503, __( 'The server is busy. Please try again.', 'mvc-core' ), 503 );
		}
		if ( is_wp_error( $user_id ) ) {
			return $user_id;
		}
		update_user_meta( $user_id, Profile::META_TITLE, (string) $request['title'] );
		update_user_meta( $user_id, Profile::META_INSTITUTION, (string) $request['institution'] );
		update_user_meta( $user_id, Profile::META_RESEARCH_AREA, (string) $request['research_area'] );
		( new TagSubscriptions() )->add_many( $user_id, array_map( 'intval', (array) $request['tags'] ) );
		( new Registrations() )->clear();
		SessionCookie::login( $user_id, false );
		return Envelope::success( array( 'nonce' => wp_create_nonce( 'wp_rest' ) ) );
	}

	/**
	 * Checks the account step again, uses the code up and creates the member (with the WeChat
	 * identity the registration started from, if any).
	 *
	 * @param WP_REST_Request                                                                                $request Request.
	 * @param array{client: string, identity: array{openid: string, unionid: string, nickname: string}}|null $wechat Identity.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return int|WP_Error Member id.
	 */
	private function create_member( $request, ?array $wechat ) {
		$error = $this->check_account( $request, true );
		if ( $error ) {
			return $error;
		}
		if ( $wechat && Identities::find_member( $wechat['client'], $wechat['identity'] ) ) {
			// Someone finished a registration with this identity meanwhile.
			return self::wechat_taken();
		}
		$user_id = wp_insert_user(
			array(
				'user_login' => 'm_' . strtolower( wp_generate_password( 12, false ) ),
				'user_email' => (string) $request['email'],
				'user_pass'  => (string) $request['password'],
				'role'       => Role::NAME,
			)
		);
		if ( is_wp_error( $user_id ) ) {
			return 'existing_user_email' === $user_id->get_error_code()
				? ErrorCatalogue::error( ErrorCatalogue::EMAIL_TAKEN, 'email' )
				: Envelope::error( 500, __( 'The account could not be created. Please try again later.', 'mvc-core' ), 500 );
		}
		// A neutral public name (never the address): the member changes it in the profile.
		/* translators: %d: the member's number. */
		$name = sprintf( __( 'Member %d', 'mvc-core' ), $user_id );
		if ( $wechat ) {
			Identities::attach( $user_id, $wechat['client'], $wechat['identity'] );
			$name = '' !== $wechat['identity']['nickname'] ? $wechat['identity']['nickname'] : $name;
		}
		wp_update_user(
			array(
				'ID'           => $user_id,
				'display_name' => $name,
				'nickname'     => $name,
			)
		);
		return $user_id;
	}

	/**
	 * The WeChat identity the registration in progress started from: null when it did not start
	 * from WeChat, 5007 when the identity has expired.
	 *
	 * @return array{client: string, identity: array{openid: string, unionid: string, nickname: string}}|WP_Error|null
	 */
	public static function pending_wechat() {
		$registrations = new Registrations();
		$registration  = $registrations->current();
		$wechat        = $registration ? Identities::from_registration( $registration ) : null;
		if ( $registration && $wechat && $registration['wechat_expires'] <= time() ) {
			// Said once: the registration ends, so an e-mail registration can start afresh.
			$registrations->clear();
			return ErrorCatalogue::error( ErrorCatalogue::WECHAT_EXPIRED );
		}
		return $wechat;
	}

	/**
	 * The answer when the WeChat identity already belongs to another member.
	 */
	private static function wechat_taken(): WP_Error {
		( new Registrations() )->clear();
		return Envelope::error( 409, __( 'This WeChat account is already linked to another account. Scan the QR code to log in.', 'mvc-core' ), 409 );
	}

	/**
	 * Step 1 of a WeChat registration with the address of an existing member: with the right code
	 * (a link code, mailed as such) and that member's password, the WeChat identity joins the
	 * account, the member is logged in and told by e-mail. Password tries count against the same
	 * per-address limit as the login; an account keeps one WeChat identity, and an identity one
	 * account.
	 *
	 * @param WP_REST_Request                                                                           $request Request.
	 * @param int                                                                                       $user_id The address's member.
	 * @param array{client: string, identity: array{openid: string, unionid: string, nickname: string}} $wechat Identity.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	private function link_wechat( $request, int $user_id, array $wechat ) {
		$email   = (string) $request['email'];
		$limited = NetworkGate::pass( 'code-check', $request );
		$limited = $limited ? $limited : SessionController::address_limit( $email );
		if ( $limited ) {
			return $limited;
		}
		if ( (string) $request['password'] !== (string) $request['confirmPassword'] ) {
			return ErrorCatalogue::error( ErrorCatalogue::PASSWORD_MISMATCH, 'confirmPassword' );
		}
		$codes = new VerificationCodes();
		$valid = $codes->verify( $email, VerificationCodes::LINK_WECHAT, (string) $request['verificationCode'], false );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$user = get_userdata( $user_id );
		if ( ! $user || ! wp_check_password( (string) $request['password'], $user->user_pass, $user_id ) ) {
			return ErrorCatalogue::error( ErrorCatalogue::WRONG_CREDENTIALS, 'password' );
		}
		$owner = Identities::find_member( $wechat['client'], $wechat['identity'] );
		if ( $owner && $owner !== $user_id ) {
			return self::wechat_taken();
		}
		if ( Identities::has_other( $user_id, $wechat['client'], $wechat['identity'] ) ) {
			return Envelope::error( 409, __( 'This account is already linked to another WeChat account.', 'mvc-core' ), 409, array( 'field' => 'email' ) );
		}
		$codes->verify( $email, VerificationCodes::LINK_WECHAT, (string) $request['verificationCode'], true );
		Identities::attach( $user_id, $wechat['client'], $wechat['identity'] );
		( new Registrations() )->clear();
		NoticeMail::wechat_linked( $user, $wechat['identity']['nickname'] );
		SessionCookie::login( $user_id, false );
		return Envelope::success(
			array(
				'linked' => true,
				'nonce'  => wp_create_nonce( 'wp_rest' ),
			)
		);
	}

	/**
	 * Ends the caller's registration in progress.
	 *
	 * @return WP_REST_Response
	 */
	public function clean() {
		( new Registrations() )->clear();
		return Envelope::success( null );
	}

	/**
	 * The code must be right and the address free. The code is checked first: an address with an
	 * account is never sent a registration code, so whoever does not read its mailbox gets 5012
	 * (or 5001) for it as for any other address, and learns nothing about it here.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param bool            $consume Whether the code is used up.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private function check_account( $request, bool $consume ): ?WP_Error {
		$limited = NetworkGate::pass( 'code-check', $request );
		if ( $limited ) {
			return $limited;
		}
		$email = (string) $request['email'];
		$valid = ( new VerificationCodes() )->verify( $email, VerificationCodes::REGISTER, (string) $request['verificationCode'], $consume );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		return email_exists( $email ) ? ErrorCatalogue::error( ErrorCatalogue::EMAIL_TAKEN, 'email' ) : null;
	}

	/**
	 * The confirmation must be given.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_confirmation( $value ) {
		return is_string( $value ) && '' !== $value ? true : self::field_error( __( 'Please enter the password again.', 'mvc-core' ), 'confirmPassword' );
	}

	/**
	 * An optional text of at most the longest input.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_short_text( $value ) {
		if ( is_string( $value ) && mb_strlen( $value ) <= SessionController::MAX_INPUT ) {
			return true;
		}
		/* translators: %d: the longest input. */
		return self::field_error( sprintf( __( 'Please enter at most %d characters.', 'mvc-core' ), SessionController::MAX_INPUT ), 'institution' );
	}

	/**
	 * One of the 19 occupations.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_occupation( $value ) {
		return is_string( $value ) && isset( Choices::occupations()[ $value ] ) ? true : self::field_error( __( 'Please select your occupation.', 'mvc-core' ), 'title' );
	}

	/**
	 * Empty, or one of the 26 research areas.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_research_area( $value ) {
		return is_string( $value ) && ( '' === $value || isset( Choices::research_areas()[ $value ] ) ) ? true : self::field_error( __( 'Please select a research area from the list.', 'mvc-core' ), 'research_area' );
	}

	/**
	 * At most 10 ids of existing tags.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_tags( $value ) {
		if ( ! is_array( $value ) ) {
			return self::field_error( __( 'Please choose tags from the list.', 'mvc-core' ), 'tags' );
		}
		if ( count( $value ) > TagSubscriptions::LIMIT ) {
			/* translators: %d: the most tags a member follows. */
			return self::field_error( sprintf( __( 'Choose at most %d tags.', 'mvc-core' ), TagSubscriptions::LIMIT ), 'tags' );
		}
		foreach ( $value as $id ) {
			if ( ! ( is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ) || ! term_exists( (int) $id, 'post_tag' ) ) {
				return self::field_error( __( 'Please choose tags from the list.', 'mvc-core' ), 'tags' );
			}
		}
		return true;
	}

	/**
	 * An argument error with the field it belongs to.
	 *
	 * @param string $message Message.
	 * @param string $field   Field.
	 */
	private static function field_error( string $message, string $field ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}
}
