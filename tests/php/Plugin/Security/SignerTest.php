<?php
/**
 * The site's HMAC signatures.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use InvalidArgumentException;
use Mvc\Core\Content\Courses\Learners;
use Mvc\Core\Data\Tables;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Member\PersonalFeed;
use Mvc\Core\Member\Registrations;
use Mvc\Core\Follows\SpecialIssueFollows;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Core\Member\WeChat\OAuth;
use Mvc\Core\Security\Challenge;
use Mvc\Core\Security\Signer;
use Mvc\Tests\ChallengeSolver;
use Mvc\Tests\TestCase;
use ReflectionMethod;

/**
 * Tokens issued before Signer (mails sent, cookies set) keep verifying: each is built here the way
 * its class built it by hand, and the class's own check takes it. Purposes never sign alike.
 */
final class SignerTest extends TestCase {

	public function test_a_challenge_signed_the_old_way_is_redeemed(): void {
		ChallengeSolver::small_counters();
		$challenge = Challenge::create();
		$secret    = hash_hmac( 'sha256', 'mvc-challenge', wp_salt( 'auth' ) );
		$old       = hash_hmac( 'sha256', (string) wp_json_encode( $challenge['parameters'], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), $secret );

		$this->assertSame( $old, $challenge['signature'] );
		$challenge['signature'] = $old;
		$this->assertTrue( Challenge::redeem( ChallengeSolver::payload( $challenge ) ) );
	}

	public function test_the_wechat_state_is_the_old_one(): void {
		$state = new ReflectionMethod( OAuth::class, 'state' );
		$state->setAccessible( true );
		$nonce    = bin2hex( random_bytes( 16 ) );
		$redirect = home_url( '/journals/' );
		foreach ( array( array( 'qr', true, 0 ), array( 'inapp', false, 42 ) ) as list( $client, $remember, $member ) ) {
			$mac = hash_hmac( 'sha256', implode( '|', array( $nonce, $client, $redirect, $remember ? '1' : '0', (string) $member ) ), wp_salt( 'auth' ) . '|mvc-wechat-state' );
			$old = $client . '.' . substr( $mac, 0, 40 );

			$this->assertSame( $old, $state->invoke( null, $nonce, $client, $redirect, $remember, $member ) );
		}
	}

	public function test_a_course_learners_hash_is_the_old_one(): void {
		$old = hash_hmac( 'sha256', 'reader-1|2026-11-29', wp_salt( 'auth' ) . 'mvc-course-learners' );

		$this->assertSame( $old, Learners::hash( 'reader-1', '2026-11-29' ) );
	}

	public function test_a_code_stored_the_old_way_is_accepted(): void {
		global $wpdb;
		$email = 'old-code@example.org';
		$codes = new VerificationCodes();
		$this->assertIsString( $codes->issue( $email, VerificationCodes::REGISTER, '127.0.0.1' ) );
		$old = hash_hmac( 'sha256', VerificationCodes::REGISTER . '|' . $email . '|1234', wp_salt( 'auth' ) );
		$wpdb->update( Tables::codes(), array( 'code_hash' => $old ), array( 'email' => $email ) );

		$this->assertTrue( $codes->verify( $email, VerificationCodes::REGISTER, '1234', false ) );
		$this->assertInstanceOf( \WP_Error::class, $codes->verify( $email, VerificationCodes::RESET, '1234', false ) );
	}

	public function test_a_registration_cookie_signed_the_old_way_is_read(): void {
		$registrations = new Registrations();
		$registrations->save( array( 'email' => 'old-cookie@example.org' ) );
		$token = explode( '.', $_COOKIE[ Registrations::COOKIE ] )[0];
		$old   = $token . '.' . hash_hmac( 'sha256', $token, wp_salt( 'secure_auth' ) );

		$this->assertSame( $old, $_COOKIE[ Registrations::COOKIE ] );
		$_COOKIE[ Registrations::COOKIE ] = $old;
		$this->assertSame( 'old-cookie@example.org', $registrations->current()['email'] ?? null );
		unset( $_COOKIE[ Registrations::COOKIE ] );
	}

	public function test_a_follow_unsubscribe_link_of_the_old_form_is_taken(): void {
		$follows = new SpecialIssueFollows();
		$follow  = $follows->request( self::factory()->post(), 'old-follow@example.org', '127.0.0.1' );
		$this->assertNotNull( $follow );
		$old = $follow['id'] . '.' . hash_hmac( 'sha256', 'cfp-follow-unsubscribe|' . $follow['id'] . '|old-follow@example.org', wp_salt( 'auth' ) );

		$this->assertSame( $old, SpecialIssueFollows::unsubscribe_token( $follow['id'], 'old-follow@example.org' ) );
		$this->assertSame( $follow['id'], $follows->by_unsubscribe_token( $old )['id'] ?? null );
	}

	public function test_a_personal_feed_token_of_the_old_form_names_its_member(): void {
		$member = self::factory()->member();
		PersonalFeed::url( $member );
		$key = (string) get_user_meta( $member, PersonalFeed::META_KEY, true );
		$old = $member . '.' . hash_hmac( 'sha256', 'personal-feed|' . $member . '|' . $key, wp_salt( 'auth' ) );

		$this->assertSame( $member, PersonalFeed::member_of_token( $old )?->ID );
	}

	public function test_a_submission_ip_hash_is_the_old_one(): void {
		$old = substr( hash_hmac( 'sha256', '203.0.113.7', wp_salt( 'auth' ) ), 0, 16 );

		$this->assertSame( $old, substr( Signer::sign( Signer::SUBMISSION_IP, '203.0.113.7' ), 0, 16 ) );
	}

	public function test_digest_links_of_the_old_form_are_taken(): void {
		$member = self::factory()->member();
		Digest::token( $member );
		$key      = (string) get_user_meta( $member, Digest::META_KEY, true );
		$old      = $member . '.' . hash_hmac( 'sha256', 'digest-unsubscribe|' . $member . '|' . $key, wp_salt( 'auth' ) );
		$old_test = 'test-7.' . hash_hmac( 'sha256', 'digest-test|7', wp_salt( 'auth' ) );

		$this->assertSame( $old, Digest::token( $member ) );
		$this->assertSame( $member, Digest::member_of_token( $old )?->ID );
		$this->assertTrue( Digest::is_test_token( $old_test ) );
		$this->assertNull( Digest::member_of_token( $old_test ) );
	}

	public function test_no_two_purposes_sign_alike(): void {
		// Each purpose with parts of the shape it signs (the two bare messages under the plain auth
		// salt differ by theirs: a code's three parts led by its purpose, an address with no `|`).
		$parts  = array(
			Signer::CHALLENGE          => array( '{"cost":1000}' ),
			Signer::WECHAT_STATE       => array( 'nonce', 'qr', 'https://example.org/', '1', '12' ),
			Signer::COURSE_LEARNER     => array( 'reader', '2026-11-29' ),
			Signer::VERIFICATION_CODE  => array( VerificationCodes::REGISTER, 'a@example.org', '1234' ),
			Signer::REGISTRATION       => array( str_repeat( 'a', 64 ) ),
			Signer::FOLLOW_UNSUBSCRIBE => array( '12', 'a@example.org' ),
			Signer::PERSONAL_FEED      => array( '12', 'abc' ),
			Signer::SUBMISSION_IP      => array( '203.0.113.7' ),
			Signer::DIGEST_TEST        => array( '12' ),
			Signer::DIGEST_UNSUBSCRIBE => array( '12', 'abc' ),
		);
		$signed = array();
		foreach ( $parts as $purpose => $own ) {
			$signed[ $purpose ] = Signer::sign( $purpose, ...$own );
		}

		$this->assertCount( count( $parts ), array_unique( $signed ) );
		foreach ( $parts as $purpose => $own ) {
			foreach ( $signed as $other => $signature ) {
				$this->assertSame( $other === $purpose, Signer::verify( $purpose, $signature, ...$own ), $other . ' as ' . $purpose );
			}
		}
		// Those kept apart by their key or by the purpose leading the message, with the same parts.
		$apart = array( Signer::CHALLENGE, Signer::WECHAT_STATE, Signer::COURSE_LEARNER, Signer::REGISTRATION, Signer::FOLLOW_UNSUBSCRIBE, Signer::PERSONAL_FEED, Signer::DIGEST_TEST, Signer::DIGEST_UNSUBSCRIBE, Signer::SUBMISSION_IP );
		$same  = array_map( static fn( string $purpose ): string => Signer::sign( $purpose, '12', 'abc' ), $apart );
		$this->assertCount( count( $apart ), array_unique( $same ) );
	}

	public function test_a_wrong_or_cut_signature_fails(): void {
		$signature = Signer::sign( Signer::PERSONAL_FEED, '1', 'key' );

		$this->assertTrue( Signer::verify( Signer::PERSONAL_FEED, $signature, '1', 'key' ) );
		$this->assertFalse( Signer::verify( Signer::PERSONAL_FEED, substr( $signature, 0, 40 ), '1', 'key' ) );
		$this->assertFalse( Signer::verify( Signer::PERSONAL_FEED, $signature, '1', 'other' ) );
		$this->assertFalse( Signer::verify( Signer::PERSONAL_FEED, '', '1', 'key' ) );
	}

	public function test_an_unknown_purpose_is_refused(): void {
		$this->expectException( InvalidArgumentException::class );
		Signer::sign( 'something-else', '1' );
	}
}
