<?php
/**
 * The reminder before a special issue's submission deadline.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use DateTimeImmutable;
use Mvc\Core\Data\Tables;
use Mvc\Core\Follows\FollowReminders;
use Mvc\Core\Follows\SpecialIssueFollows;
use Mvc\Core\Plugin;
use Mvc\Tests\Factory;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;

/**
 * The daily event mails each confirmed follower once when the deadline is 1 to 7 days away (so a
 * missed run or a late follow still gets it), with the one-click unsubscribe headers; never pending
 * or unsubscribed follows, deadlines further away, today or past, or posts that are not calls for
 * papers. Deadlines typed as 20261231 or 2026/12/31 count. The event is scheduled daily and removed
 * on a theme switch.
 */
final class FollowRemindersTest extends TestCase {

	/**
	 * Posts by their deadline's distance in days.
	 *
	 * @var array<string, int>
	 */
	private static array $posts = array();

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		foreach ( array( 7, 1, 8, 0, -1 ) as $days ) {
			$name                 = "in{$days}";
			self::$posts[ $name ] = $factory->post(
				array(
					'post_title' => "征稿 {$name}",
					'meta_input' => self::fields( $days, "特刊{$name}" ),
				)
			);
		}
		self::$posts['in3_ymd'] = $factory->post(
			array(
				'post_title' => '征稿 in3_ymd',
				'meta_input' => array_merge(
					self::fields( 3, '特刊in3_ymd' ),
					array( 'submission_deadline' => ( new DateTimeImmutable( 'now', wp_timezone() ) )->modify( '+3 days' )->format( 'Ymd' ) )
				),
			)
		);
		self::$posts['not_cfp'] = $factory->post( array( 'meta_input' => array_merge( self::fields( 7, '缺字段' ), array( 'cfps_link' => '' ) ) ) );
		self::$posts['draft']   = $factory->post(
			array(
				'post_status' => 'draft',
				'meta_input'  => self::fields( 7, '草稿特刊' ),
			)
		);
	}

	/**
	 * The four call-for-papers fields with a deadline some days from today.
	 *
	 * @param int    $days  Days from today (site time zone).
	 * @param string $title Chinese title.
	 * @return array<string, string>
	 */
	private static function fields( int $days, string $title ): array {
		return array(
			'cfps_link'           => 'https://example.com/cfp/' . rawurlencode( $title ),
			'submission_deadline' => ( new DateTimeImmutable( 'now', wp_timezone() ) )->modify( "+{$days} days" )->format( 'Y-m-d' ),
			'si_title_cn'         => $title,
			'si_title_en'         => 'Special issue',
		);
	}

	/**
	 * A follow row.
	 *
	 * @param string $post   Key of self::$posts.
	 * @param string $status Status.
	 * @return string Its address.
	 */
	private function follow( string $post, string $status ): string {
		global $wpdb;
		$email = 'remind-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
		$wpdb->insert(
			Tables::cfp_follows(),
			array(
				'post_id'      => self::$posts[ $post ],
				'email'        => $email,
				'status'       => $status,
				'token_hash'   => hash( 'sha256', $email ),
				'created_at'   => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ),
				'confirmed_at' => SpecialIssueFollows::CONFIRMED === $status ? gmdate( 'Y-m-d H:i:s' ) : null,
			)
		);
		return $email;
	}

	/**
	 * When the follow of an address was reminded.
	 *
	 * @param string $email Address.
	 */
	private function reminded_at( string $email ): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( 'SELECT reminded_at FROM ' . Tables::cfp_follows() . ' WHERE email = %s', $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		return is_string( $value ) ? $value : null;
	}

	public function test_reminder_goes_once_to_a_confirmed_follow_seven_days_before_the_deadline(): void {
		$email = $this->follow( 'in7', SpecialIssueFollows::CONFIRMED );

		$sent  = ( new FollowReminders() )->run();
		$again = ( new FollowReminders() )->run();

		$this->assertSame( 1, $sent );
		$this->assertSame( 0, $again );
		$mails = MailSink::to( $email );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '特刊in7', $mails[0]['subject'] );
		$this->assertStringContainsString( '7 天', $mails[0]['subject'] );
		$this->assertStringContainsString( 'https://example.com/cfp/', $mails[0]['text'] );
		$this->assertStringContainsString( '<!DOCTYPE html>', $mails[0]['html'] );
		$this->assertMatchesRegularExpression( '/^<https?:\/\/[^>]+\/call-for-papers\/follow\/unsubscribe\?token=[0-9]+\.[0-9a-f]{64}>$/', MailSink::sent_headers( $mails[0] )['list-unsubscribe'] ?? '' );
		$this->assertSame( 'List-Unsubscribe=One-Click', MailSink::sent_headers( $mails[0] )['list-unsubscribe-post'] ?? null );
		$this->assertNotNull( $this->reminded_at( $email ) );
	}

	public function test_reminder_unsubscribe_link_ends_the_follow(): void {
		$email = $this->follow( 'in7', SpecialIssueFollows::CONFIRMED );
		( new FollowReminders() )->run();
		$header = MailSink::sent_headers( MailSink::to( $email )[0] )['list-unsubscribe'] ?? '';
		$this->assertSame( 1, preg_match( '/token=([0-9]+\.[0-9a-f]{64})>/', $header, $match ) );

		$response = $this->rest( 'POST', '/api/call-for-papers/follow/unsubscribe', array( 'token' => $match[1] ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( SpecialIssueFollows::UNSUBSCRIBED, ( new SpecialIssueFollows() )->status( self::$posts['in7'], $email ) );
	}

	public function test_no_reminder_for_pending_or_unsubscribed_follows(): void {
		$pending      = $this->follow( 'in7', SpecialIssueFollows::PENDING );
		$unsubscribed = $this->follow( 'in7', SpecialIssueFollows::UNSUBSCRIBED );

		$sent = ( new FollowReminders() )->run();

		$this->assertSame( 0, $sent );
		$this->assertSame( array(), MailSink::to( $pending ) );
		$this->assertSame( array(), MailSink::to( $unsubscribed ) );
		$this->assertNull( $this->reminded_at( $pending ) );
	}

	public function test_deadlines_closer_than_seven_days_are_reminded_with_the_days_left(): void {
		$tomorrow = $this->follow( 'in1', SpecialIssueFollows::CONFIRMED );
		$typed    = $this->follow( 'in3_ymd', SpecialIssueFollows::CONFIRMED );

		$sent = ( new FollowReminders() )->run();

		$this->assertSame( 2, $sent );
		$this->assertStringContainsString( '距投稿截止还有 1 天', MailSink::to( $tomorrow )[0]['subject'] ?? '' );
		$this->assertStringContainsString( '距投稿截止还有 3 天', MailSink::to( $typed )[0]['subject'] ?? '' );
	}

	public function test_no_reminder_for_other_deadlines_or_posts_that_are_not_open_calls(): void {
		$emails = array(
			$this->follow( 'in8', SpecialIssueFollows::CONFIRMED ),
			$this->follow( 'in0', SpecialIssueFollows::CONFIRMED ),
			$this->follow( 'in-1', SpecialIssueFollows::CONFIRMED ),
			$this->follow( 'not_cfp', SpecialIssueFollows::CONFIRMED ),
			$this->follow( 'draft', SpecialIssueFollows::CONFIRMED ),
		);

		$sent = ( new FollowReminders() )->run();

		$this->assertSame( 0, $sent );
		foreach ( $emails as $email ) {
			$this->assertSame( array(), MailSink::to( $email ) );
			$this->assertNull( $this->reminded_at( $email ) );
		}
	}

	public function test_the_day_after_the_follow_with_eight_days_left_is_reminded(): void {
		$email = $this->follow( 'in8', SpecialIssueFollows::CONFIRMED );

		$sent = ( new FollowReminders() )->run( time() + DAY_IN_SECONDS );

		$this->assertSame( 1, $sent );
		$this->assertCount( 1, MailSink::to( $email ) );
	}

	public function test_a_reminder_already_sent_is_not_sent_again(): void {
		global $wpdb;
		$email = $this->follow( 'in7', SpecialIssueFollows::CONFIRMED );
		$wpdb->update( Tables::cfp_follows(), array( 'reminded_at' => gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ), array( 'email' => $email ) );

		$this->assertSame( 0, ( new FollowReminders() )->run() );
		$this->assertSame( array(), MailSink::to( $email ) );
	}

	public function test_event_is_scheduled_daily_and_removed_when_the_plugin_is_deactivated(): void {
		FollowReminders::unschedule();
		$this->assertFalse( wp_next_scheduled( FollowReminders::HOOK ) );

		FollowReminders::schedule();
		$first = wp_next_scheduled( FollowReminders::HOOK );
		FollowReminders::schedule();

		$this->assertIsInt( $first );
		$this->assertSame( $first, wp_next_scheduled( FollowReminders::HOOK ) );
		$this->assertSame( 'daily', wp_get_schedule( FollowReminders::HOOK ) );
		$this->assertNotFalse( has_action( 'init', array( FollowReminders::class, 'schedule' ) ) );

		Plugin::deactivate();

		$this->assertFalse( wp_next_scheduled( FollowReminders::HOOK ) );
	}
}
