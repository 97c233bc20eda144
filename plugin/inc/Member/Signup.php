<?php
/**
 * Registering a member, with or without a WeChat identity.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Failure;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Member\WeChat\Linking;
use Mvc\Core\Security\Lock;
use WP_Error;

/**
 * The registration's steps (members.md sections 1 and 5): step 1 checks the address, its e-mailed
 * code and the password and records the verified address in the pending registration
 * (Registrations); the last step checks everything again, uses the code up, creates the member
 * with the public name they chose (else the WeChat nickname, else a neutral 会员N), their profile
 * and tags, attaches the WeChat identity the registration started with, and logs them in. The
 * caller has applied the network's limits.
 */
final class Signup {

	/**
	 * The longest public name a member chooses at registration (characters).
	 */
	public const DISPLAY_NAME_MAX = 20;

	/**
	 * The pending registration's state.
	 *
	 * @var Registrations
	 */
	private Registrations $registrations;

	/**
	 * Uses the pending registration of this request.
	 *
	 * @param Registrations|null $registrations The registration state (this request's by default).
	 */
	public function __construct( ?Registrations $registrations = null ) {
		$this->registrations = $registrations ?? new Registrations();
	}

	/**
	 * The WeChat identity the pending registration started with.
	 *
	 * @return array{client: string, identity: array{openid: string, unionid: string, nickname: string}}|null|WP_Error Null without one;
	 *         WECHAT_EXPIRED once when it has expired (the registration ends with it).
	 */
	public function pending_wechat() {
		$registration = $this->registrations->current();
		$wechat       = $registration ? Identities::from_registration( $registration ) : null;
		if ( $registration && $wechat && $registration['wechat_expires'] <= time() ) {
			// Said once: the registration ends, so an e-mail registration can start afresh.
			$this->registrations->clear();
			return Failure::of( Failure::WECHAT_EXPIRED );
		}
		return $wechat;
	}

	/**
	 * Step 1 as the form sends it: the address verified for a new account (verify_email()), or, when
	 * the registration started from WeChat with the address of an existing member, that member's
	 * account linked to the identity (WeChat\Linking) once the member's code and password are right;
	 * a wrong password counts against the account (Login).
	 *
	 * @param string           $email    Address.
	 * @param string           $code     The e-mailed code.
	 * @param string           $password Password.
	 * @param string           $confirm  The password typed again.
	 * @param \WP_REST_Request $request  The call (a challenge solved with it passes Login's check).
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 * @return string|WP_Error 'verified' or 'linked', or the refusal.
	 */
	public function first_step( string $email, string $code, string $password, string $confirm, $request ) {
		$wechat = $this->pending_wechat();
		if ( is_wp_error( $wechat ) ) {
			return $wechat;
		}
		$existing = (int) email_exists( $email );
		if ( $wechat && $existing ) {
			if ( ! Role::is_member( $existing ) ) {
				return Failure::of( Failure::EMAIL_TAKEN, 'email' );
			}
			$limited = Login::refused( $email, $request );
			if ( $limited ) {
				return $limited;
			}
			$linked = ( new Linking() )->link( $existing, $wechat, $email, $code, $password, $confirm );
			if ( is_wp_error( $linked ) && 'mvc_' . Failure::WRONG_CREDENTIALS === $linked->get_error_code() ) {
				Login::failed( $email );
			}
			return is_wp_error( $linked ) ? $linked : 'linked';
		}
		$verified = $this->verify_email( $email, $code, $password, $confirm );
		return is_wp_error( $verified ) ? $verified : 'verified';
	}

	/**
	 * The last step as the form sends it: register() with the pending WeChat identity, if any.
	 *
	 * @param string                $email    Address.
	 * @param string                $code     The e-mailed code.
	 * @param string                $password Password.
	 * @param array<string, string> $profile  Profile fields, checked.
	 * @param int[]                 $tags     Tags, checked.
	 * @param string                $name     The public name chosen, or ''.
	 * @phpstan-param array{title: string, institution: string, research_area: string} $profile
	 * @phpstan-param list<int> $tags
	 * @return int|WP_Error The new member's id.
	 */
	public function complete( string $email, string $code, string $password, array $profile, array $tags, string $name ) {
		$wechat = $this->pending_wechat();
		if ( is_wp_error( $wechat ) ) {
			return $wechat;
		}
		return $this->register( $email, $code, $password, $profile, $tags, $wechat, $name );
	}

	/**
	 * Step 1: the address is free, its code right and the password typed twice alike; the verified
	 * address is recorded. The code stays valid for the last step.
	 *
	 * @param string $email    Address.
	 * @param string $code     The e-mailed code.
	 * @param string $password Password.
	 * @param string $confirm  The password typed again.
	 * @return true|WP_Error
	 */
	public function verify_email( string $email, string $code, string $password, string $confirm ) {
		$error = self::check_account( $email, $code, false );
		if ( $error ) {
			return $error;
		}
		if ( $password !== $confirm ) {
			return Failure::of( Failure::PASSWORD_MISMATCH, 'confirmPassword' );
		}
		$this->registrations->save(
			array(
				'email'          => $email,
				'email_verified' => 1,
			)
		);
		return true;
	}

	/**
	 * The last step: creates the member and logs them in.
	 *
	 * @param string                $email    Address.
	 * @param string                $code     The e-mailed code, used up here.
	 * @param string                $password Password.
	 * @param array<string, string> $profile  Profile fields, checked: title, institution, research_area.
	 * @param int[]                 $tags     Tags to subscribe to, checked.
	 * @param array|null            $wechat   The pending WeChat identity (pending_wechat()).
	 * @param string                $name     The public name chosen, checked (is_display_name()); '' for the WeChat
	 *                                        nickname or 会员N.
	 * @phpstan-param array{title: string, institution: string, research_area: string} $profile
	 * @phpstan-param list<int> $tags
	 * @phpstan-param array{client: string, identity: array{openid: string, unionid: string, nickname: string}}|null $wechat
	 * @return int|WP_Error The new member's id.
	 */
	public function register( string $email, string $code, string $password, array $profile, array $tags, ?array $wechat, string $name = '' ) {
		// One registration per address at a time: the check and the insert are not atomic.
		$user_id = Lock::run( 'register:' . $email, fn() => $this->create_member( $email, $code, $password, $wechat, $name ) );
		if ( null === $user_id ) {
			return Failure::make( 503, __( 'The server is busy. Please try again.', 'mvc-core' ), 503 );
		}
		if ( is_wp_error( $user_id ) ) {
			return $user_id;
		}
		update_user_meta( $user_id, Profile::META_TITLE, $profile['title'] );
		update_user_meta( $user_id, Profile::META_INSTITUTION, $profile['institution'] );
		update_user_meta( $user_id, Profile::META_RESEARCH_AREA, $profile['research_area'] );
		( new TagSubscriptions() )->add_many( $user_id, $tags );
		$this->registrations->clear();
		// The account exists either way; a session not stored answers Retry::busy() (log in again).
		$started = SessionCookie::login( $user_id, false );
		return is_wp_error( $started ) ? $started : $user_id;
	}

	/**
	 * Whether a public name may be chosen: 1 to DISPLAY_NAME_MAX characters of plain text (no
	 * markup, no control characters, none of the braces and @ a stored mention is made of), as
	 * Profile::plain_text() leaves it.
	 *
	 * @param string $name The name, as plain_text() made it.
	 */
	public static function is_display_name( string $name ): bool {
		$length = mb_strlen( $name );
		return $length >= 1 && $length <= self::DISPLAY_NAME_MAX && ! preg_match( '/[<>{}@]/u', $name );
	}

	/**
	 * Ends the pending registration.
	 */
	public function clean(): void {
		$this->registrations->clear();
	}

	/**
	 * The refusal of a WeChat identity another account holds; the registration ends.
	 */
	public function wechat_taken(): WP_Error {
		$this->registrations->clear();
		return Failure::make( 409, __( 'This WeChat account is already linked to another account. Scan the QR code to log in.', 'mvc-core' ), 409 );
	}

	/**
	 * Creates the member account, inside the address's lock.
	 *
	 * @param string     $email    Address.
	 * @param string     $code     The e-mailed code.
	 * @param string     $password Password.
	 * @param array|null $wechat   The pending WeChat identity.
	 * @param string     $chosen   The public name chosen, or ''.
	 * @phpstan-param array{client: string, identity: array{openid: string, unionid: string, nickname: string}}|null $wechat
	 * @return int|WP_Error
	 */
	private function create_member( string $email, string $code, string $password, ?array $wechat, string $chosen ) {
		$error = self::check_account( $email, $code, true );
		if ( $error ) {
			return $error;
		}
		$owner = $wechat ? Identities::find_member( $wechat['client'], $wechat['identity'] ) : 0;
		if ( is_wp_error( $owner ) ) {
			return $owner;
		}
		if ( $owner ) {
			// Someone finished a registration with this identity meanwhile.
			return $this->wechat_taken();
		}
		$user_id = wp_insert_user(
			array(
				'user_login' => 'm_' . strtolower( wp_generate_password( 12, false ) ),
				'user_email' => $email,
				'user_pass'  => $password,
				'role'       => Role::NAME,
			)
		);
		if ( is_wp_error( $user_id ) ) {
			return 'existing_user_email' === $user_id->get_error_code()
				? Failure::of( Failure::EMAIL_TAKEN, 'email' )
				: Failure::make( 500, __( 'The account could not be created. Please try again later.', 'mvc-core' ), 500 );
		}
		// The name chosen, else the WeChat nickname, else a neutral one (never the address).
		/* translators: %d: the member's number. */
		$name = sprintf( __( 'Member %d', 'mvc-core' ), $user_id );
		if ( $wechat ) {
			Identities::attach( $user_id, $wechat['client'], $wechat['identity'] );
			$nickname = $wechat['identity']['nickname'];
			// A WeChat nickname that passes for the site, its staff or another member is not taken.
			$name = '' !== $nickname && ! ReservedNames::taken( Profile::plain_text( $nickname ), $user_id ) ? $nickname : $name;
		}
		$name = '' !== $chosen ? $chosen : $name;
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
	 * The registration code of the address is right (and used up when $consume) and the address
	 * has no account.
	 *
	 * @param string $email   Address.
	 * @param string $code    The e-mailed code.
	 * @param bool   $consume Whether the code is used up.
	 */
	private static function check_account( string $email, string $code, bool $consume ): ?WP_Error {
		$valid = ( new VerificationCodes() )->verify( $email, VerificationCodes::REGISTER, $code, $consume );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		return email_exists( $email ) ? Failure::of( Failure::EMAIL_TAKEN, 'email' ) : null;
	}
}
