<?php
/**
 * Following a special issue.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Follows\FollowRequests;
use Mvc\Core\Follows\SpecialIssueFollows;
use Mvc\Tests\Factory;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use WP_REST_Response;

/**
 * POST /api/call-for-papers/follow: the spec's validation texts, calls for papers only, idempotent
 * per address and post, double opt-in with a single-use confirmation link, one-click unsubscribe
 * (headers, POST and GET), the resend wait and the rate limits.
 */
final class FollowControllerTest extends TestCase {

	private static int $cfp;

	private static int $not_cfp;

	private static int $draft;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		$fields        = array(
			'cfps_link'           => 'https://example.com/cfp',
			'submission_deadline' => '2030-01-31',
			'si_title_cn'         => '二维材料特刊',
			'si_title_en'         => '2D Materials',
		);
		self::$cfp     = $factory->post(
			array(
				'post_title' => '征稿：二维材料',
				'meta_input' => $fields,
			)
		);
		self::$not_cfp = $factory->post( array( 'meta_input' => array_merge( $fields, array( 'si_title_en' => '' ) ) ) );
		self::$draft   = $factory->post(
			array(
				'post_status' => 'draft',
				'meta_input'  => $fields,
			)
		);
	}

	public function test_an_address_gets_at_most_five_confirmations_a_day_whichever_networks_ask(): void {
		$email = $this->address();
		$posts = array();
		for ( $i = 0; $i <= FollowRequests::DAILY_MAILS; $i++ ) {
			$posts[] = self::factory()->post(
				array(
					'post_title' => '征稿：特刊 ' . $i,
					'meta_input' => array(
						'cfps_link'           => 'https://example.com/cfp',
						'submission_deadline' => '2030-01-31',
						'si_title_cn'         => '特刊 ' . $i,
						'si_title_en'         => 'Issue ' . $i,
					),
				)
			);
		}
		$statuses = array();
		foreach ( $posts as $i => $post_id ) {
			$_SERVER['REMOTE_ADDR'] = '198.51.100.' . ( 30 + $i );
			$statuses[]             = $this->follow( $email, $post_id )->get_status();
		}
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

		$this->assertSame( array_merge( array_fill( 0, FollowRequests::DAILY_MAILS, 200 ), array( 429 ) ), $statuses );
		$this->assertCount( FollowRequests::DAILY_MAILS, MailSink::to( $email ) );
	}

	private function address(): string {
		return 'follow-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
	}

	/**
	 * Calls the follow route.
	 *
	 * @param mixed $email   E-mail.
	 * @param mixed $post_id Post id.
	 */
	private function follow( $email, $post_id ): WP_REST_Response {
		return $this->rest(
			'POST',
			'/api/call-for-papers/follow',
			array(
				'email'   => $email,
				'post_id' => $post_id,
			)
		);
	}

	/**
	 * The follow row of an address and post.
	 *
	 * @param string $email   Address.
	 * @param int    $post_id Post id.
	 * @return array<string, mixed>|null
	 */
	private function row( string $email, int $post_id ): ?array {
		global $wpdb;
		$table = Tables::cfp_follows();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE post_id = %d AND email = %s", $post_id, $email ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The confirmation token of the last mail to an address.
	 *
	 * @param string $email Address.
	 */
	private function confirm_token( string $email ): string {
		$mails = MailSink::to( $email );
		$this->assertNotEmpty( $mails );
		$this->assertSame( 1, preg_match( '/confirm\?token=([0-9a-f]{64})/', (string) end( $mails )['text'], $match ) );
		return $match[1];
	}

	/**
	 * The unsubscribe token of the List-Unsubscribe header of the last mail to an address.
	 *
	 * @param string $email Address.
	 */
	private function unsubscribe_token( string $email ): string {
		$mails = MailSink::to( $email );
		$this->assertNotEmpty( $mails );
		$header = MailSink::sent_headers( end( $mails ) )['list-unsubscribe'] ?? '';
		$this->assertSame( 1, preg_match( '/^<https?:\/\/[^>]+\/unsubscribe\?token=([0-9]+\.[0-9a-f]{64})>$/', $header, $match ), $header );
		return $match[1];
	}

	public function test_follow_stores_a_pending_follow_and_mails_the_confirmation(): void {
		$email = $this->address();

		$response = $this->follow( strtoupper( $email ), self::$cfp );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'post_id' => self::$cfp,
				'status'  => 'pending',
			),
			$response->get_data()['data']
		);
		$this->assertSame( SpecialIssueFollows::PENDING, $this->row( $email, self::$cfp )['status'] ?? null );
		$mails = MailSink::to( $email );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '二维材料特刊', $mails[0]['subject'] );
		$this->assertStringContainsString( '确认', $mails[0]['subject'] );
		$this->assertStringContainsString( '<!DOCTYPE html>', $mails[0]['html'] );
		$this->assertStringContainsString( '确认关注', $mails[0]['html'] );
		$this->assertMatchesRegularExpression( '/confirm\?token=[0-9a-f]{64}/', $mails[0]['text'] );
		$this->assertStringNotContainsString( '<img', $mails[0]['html'] );
		$this->assertSame( 'List-Unsubscribe=One-Click', MailSink::sent_headers( $mails[0] )['list-unsubscribe-post'] ?? null );
		$this->assertNotSame( '', $this->unsubscribe_token( $email ) );
		// Only the hash of the confirmation token is stored.
		$token = $this->confirm_token( $email );
		$this->assertSame( hash( 'sha256', $token ), $this->row( $email, self::$cfp )['token_hash'] ?? null );
	}

	public function test_empty_email_is_refused_with_the_spec_text(): void {
		foreach ( array( '', '   ' ) as $empty ) {
			$response = $this->follow( $empty, self::$cfp );

			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( '请输入邮箱', $response->get_data()['message'] );
			$this->assertSame( 'email', $response->get_data()['data']['field'] );
		}
	}

	public function test_malformed_email_is_refused_with_the_spec_text(): void {
		foreach ( array( 'nope', 'a@b', str_repeat( 'a', 95 ) . '@example.com', array( 'x@example.com' ) ) as $bad ) {
			$response = $this->follow( $bad, self::$cfp );

			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( '请输入正确的邮箱格式', $response->get_data()['message'] );
		}
		$this->assertSame( 0, ( new SpecialIssueFollows() )->confirmed_count( self::$cfp ) );
	}

	public function test_missing_or_bad_post_id_is_400(): void {
		$email = $this->address();
		foreach ( array( 'abc', 0, -3, '1.5' ) as $bad ) {
			$response = $this->follow( $email, $bad );

			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 400, $response->get_data()['code'] );
			$this->assertSame( 'post_id', $response->get_data()['data']['field'] );
		}
		$missing = $this->rest( 'POST', '/api/call-for-papers/follow', array( 'email' => $email ) );

		$this->assertSame( 400, $missing->get_status() );
		$this->assertSame( array(), MailSink::to( $email ) );
	}

	public function test_post_that_is_not_a_call_for_papers_is_refused(): void {
		$email = $this->address();

		$response = $this->follow( $email, self::$not_cfp );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( '这篇文章不是征稿，不能关注。', $response->get_data()['message'] );
		$this->assertNull( $this->row( $email, self::$not_cfp ) );
		$this->assertSame( array(), MailSink::to( $email ) );
	}

	public function test_unknown_or_unpublished_post_is_404(): void {
		$email = $this->address();
		foreach ( array( self::$draft, 999999999 ) as $post_id ) {
			$response = $this->follow( $email, $post_id );

			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( '文章不存在。', $response->get_data()['message'] );
		}
		$this->assertNull( $this->row( $email, self::$draft ) );
	}

	public function test_repeat_follow_of_a_pending_address_mails_again_only_after_ten_minutes(): void {
		global $wpdb;
		$email = $this->address();
		$first = $this->follow( $email, self::$cfp );
		$old   = $this->confirm_token( $email );

		$again = $this->follow( $email, self::$cfp );

		$this->assertSame( $first->get_data(), $again->get_data() );
		$this->assertCount( 1, MailSink::to( $email ) );

		$wpdb->update( Tables::cfp_follows(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 601 ) ), array( 'email' => $email ) );
		$later = $this->follow( $email, self::$cfp );

		$this->assertSame( $first->get_data(), $later->get_data() );
		$this->assertCount( 2, MailSink::to( $email ) );
		$new = $this->confirm_token( $email );
		$this->assertNotSame( $old, $new );
		// The earlier link is replaced by the new one.
		$this->assertSame( 404, $this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $old ) )->get_status() );
		$this->assertSame( 303, $this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $new ) )->get_status() );
	}

	public function test_confirmed_follow_answers_the_same_without_a_mail(): void {
		$email = $this->address();
		$first = $this->follow( $email, self::$cfp );
		$this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $this->confirm_token( $email ) ) );
		global $wpdb;
		$wpdb->update( Tables::cfp_follows(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) ), array( 'email' => $email ) );

		$again = $this->follow( $email, self::$cfp );

		$this->assertSame( $first->get_data(), $again->get_data() );
		$this->assertCount( 1, MailSink::to( $email ) );
		$this->assertSame( SpecialIssueFollows::CONFIRMED, $this->row( $email, self::$cfp )['status'] ?? null );
	}

	public function test_two_requests_for_the_same_address_and_post_count_once(): void {
		global $wpdb;
		$email   = $this->address();
		$follows = new SpecialIssueFollows();

		$first  = $follows->request( self::$cfp, $email, '127.0.0.1' );
		$second = $follows->request( self::$cfp, $email, '127.0.0.2' );
		$wpdb->suppress_errors( true );
		$raw = $wpdb->insert(
			Tables::cfp_follows(),
			array(
				'post_id'    => self::$cfp,
				'email'      => $email,
				'status'     => SpecialIssueFollows::CONFIRMED,
				'token_hash' => str_repeat( 'a', 64 ),
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$wpdb->suppress_errors( false );

		$this->assertIsArray( $first );
		$this->assertNull( $second );
		$this->assertFalse( $raw );
		$count = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::cfp_follows() . ' WHERE post_id = %d AND email = %s', self::$cfp, $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( 1, $count );
	}

	public function test_follow_counts_only_once_confirmed_and_the_link_redirects_to_the_article(): void {
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$this->assertSame( 0, ( new SpecialIssueFollows() )->confirmed_count( self::$cfp ) );

		$token    = $this->confirm_token( $email );
		$page     = $this->rest( 'GET', '/api/call-for-papers/follow/confirm', array( 'token' => $token ) );
		$unmoved  = $this->row( $email, self::$cfp );
		$response = $this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $token ) );

		// Opening the link (as a mail scanner would) shows the button and changes nothing.
		$this->assertSame( 200, $page->get_status() );
		$this->assertStringContainsString( '<form method="post" action="' . esc_url( rest_url( 'api/call-for-papers/follow/confirm' ) ) . '"', (string) $page->get_data() );
		$this->assertStringContainsString( '<input type="hidden" name="token" value="' . $token . '">', (string) $page->get_data() );
		$this->assertStringContainsString( '确认关注特刊“二维材料特刊”', (string) $page->get_data() );
		$this->assertSame( SpecialIssueFollows::PENDING, $unmoved['status'] ?? null );
		$this->assertSame( 303, $response->get_status() );
		$this->assertSame( add_query_arg( 'followed', '1', (string) get_permalink( self::$cfp ) ), $response->get_headers()['Location'] );
		$row = $this->row( $email, self::$cfp );
		$this->assertSame( SpecialIssueFollows::CONFIRMED, $row['status'] ?? null );
		$this->assertNotEmpty( $row['confirmed_at'] ?? null );
		$this->assertSame( 1, ( new SpecialIssueFollows() )->confirmed_count( self::$cfp ) );
	}

	public function test_a_member_logged_in_on_the_site_can_press_the_confirm_button_without_a_nonce(): void {
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$token = $this->confirm_token( $email );
		$this->log_in_member( self::factory()->member() );
		$GLOBALS['wp']->query_vars['rest_route'] = '/api/call-for-papers/follow/confirm';

		$response = $this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $token ) );
		unset( $GLOBALS['wp']->query_vars['rest_route'] );

		$this->assertSame( 303, $response->get_status() );
		$this->assertSame( SpecialIssueFollows::CONFIRMED, $this->row( $email, self::$cfp )['status'] ?? null );
	}

	public function test_confirmation_link_works_once_and_a_wrong_token_is_refused(): void {
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$token = $this->confirm_token( $email );

		$wrong = $this->rest( 'GET', '/api/call-for-papers/follow/confirm', array( 'token' => str_repeat( '0', 64 ) ) );
		$junk  = $this->rest( 'GET', '/api/call-for-papers/follow/confirm', array( 'token' => '<script>' ) );

		$this->assertSame( 404, $wrong->get_status() );
		$this->assertSame( 404, $junk->get_status() );
		$this->assertStringStartsWith( 'text/html', $wrong->get_headers()['Content-Type'] );
		$this->assertStringContainsString( '链接无效', (string) $wrong->get_data() );
		$this->assertStringNotContainsString( '<script>', (string) $junk->get_data() );
		$this->assertSame( SpecialIssueFollows::PENDING, $this->row( $email, self::$cfp )['status'] ?? null );

		$this->assertSame( 303, $this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $token ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $token ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/api/call-for-papers/follow/confirm', array( 'token' => $token ) )->get_status() );
		$this->assertSame( SpecialIssueFollows::CONFIRMED, $this->row( $email, self::$cfp )['status'] ?? null );
	}

	public function test_confirm_token_of_one_follow_does_not_confirm_another(): void {
		$first  = $this->address();
		$second = $this->address();
		$this->follow( $first, self::$cfp );
		$this->follow( $second, self::$cfp );

		$this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $this->confirm_token( $first ) ) );

		$this->assertSame( SpecialIssueFollows::CONFIRMED, $this->row( $first, self::$cfp )['status'] ?? null );
		$this->assertSame( SpecialIssueFollows::PENDING, $this->row( $second, self::$cfp )['status'] ?? null );
	}

	public function test_one_click_unsubscribe_by_post(): void {
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $this->confirm_token( $email ) ) );

		$response = $this->rest(
			'POST',
			'/api/call-for-papers/follow/unsubscribe',
			array(
				'token'            => $this->unsubscribe_token( $email ),
				'List-Unsubscribe' => 'One-Click',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'post_id' => self::$cfp,
				'status'  => 'unsubscribed',
			),
			$response->get_data()['data']
		);
		$this->assertSame( SpecialIssueFollows::UNSUBSCRIBED, $this->row( $email, self::$cfp )['status'] ?? null );
		$this->assertSame( 0, ( new SpecialIssueFollows() )->confirmed_count( self::$cfp ) );
	}

	public function test_the_unsubscribe_link_shows_a_chinese_page_whose_button_unsubscribes(): void {
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$token = $this->unsubscribe_token( $email );

		$page     = $this->rest( 'GET', '/api/call-for-papers/follow/unsubscribe', array( 'token' => $token ) );
		$unmoved  = $this->row( $email, self::$cfp );
		$response = $this->rest(
			'POST',
			'/api/call-for-papers/follow/unsubscribe',
			array(
				'token' => $token,
				'from'  => 'page',
			)
		);
		$again    = $this->rest( 'GET', '/api/call-for-papers/follow/unsubscribe', array( 'token' => $token ) );

		$this->assertSame( 200, $page->get_status() );
		$this->assertStringContainsString( '<input type="hidden" name="from" value="page">', (string) $page->get_data() );
		$this->assertStringContainsString( '>取消订阅</button>', (string) $page->get_data() );
		$this->assertSame( SpecialIssueFollows::PENDING, $unmoved['status'] ?? null );
		$this->assertStringContainsString( '不会再收到特刊“二维材料特刊”的邮件', (string) $again->get_data() );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringStartsWith( 'text/html', $response->get_headers()['Content-Type'] );
		$this->assertStringContainsString( '<html lang="zh-CN">', (string) $response->get_data() );
		$this->assertStringContainsString( '不会再收到特刊“二维材料特刊”的邮件', (string) $response->get_data() );
		$this->assertSame( SpecialIssueFollows::UNSUBSCRIBED, $this->row( $email, self::$cfp )['status'] ?? null );
		// A pending follow that was unsubscribed cannot be confirmed any more.
		$this->assertSame( 404, $this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $this->confirm_token( $email ) ) )->get_status() );
	}

	public function test_a_call_past_its_deadline_cannot_be_followed(): void {
		$closed = self::factory()->post();
		$open   = self::factory()->post();
		foreach ( array( $closed, $open ) as $post ) {
			update_post_meta( $post, 'cfps_link', 'https://journal.example/si' );
			update_post_meta( $post, 'si_title_cn', '特刊' );
			update_post_meta( $post, 'si_title_en', 'Special issue' );
		}
		update_post_meta( $closed, 'submission_deadline', wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ) );
		update_post_meta( $open, 'submission_deadline', wp_date( 'Ymd' ) );

		$refused = $this->follow( $this->address(), $closed );

		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( '该特刊已截稿，无法再关注。', $refused->get_data()['message'] );
		$this->assertSame( 200, $this->follow( $this->address(), $open )->get_status() );
	}

	public function test_wrong_unsubscribe_token_is_refused(): void {
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$token  = $this->unsubscribe_token( $email );
		$forged = substr( $token, 0, -1 ) . ( str_ends_with( $token, '0' ) ? '1' : '0' );

		$post = $this->rest( 'POST', '/api/call-for-papers/follow/unsubscribe', array( 'token' => $forged ) );
		$get  = $this->rest( 'GET', '/api/call-for-papers/follow/unsubscribe', array( 'token' => 'nope' ) );

		$this->assertSame( 404, $post->get_status() );
		$this->assertSame( 404, $post->get_data()['code'] );
		$this->assertSame( '退订链接无效。', $post->get_data()['message'] );
		$this->assertSame( 404, $get->get_status() );
		$this->assertStringContainsString( '退订链接无效。', (string) $get->get_data() );
		$this->assertSame( SpecialIssueFollows::PENDING, $this->row( $email, self::$cfp )['status'] ?? null );
	}

	public function test_unsubscribed_address_may_follow_again_with_a_new_confirmation(): void {
		global $wpdb;
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$this->rest( 'POST', '/api/call-for-papers/follow/unsubscribe', array( 'token' => $this->unsubscribe_token( $email ) ) );
		$wpdb->update( Tables::cfp_follows(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 601 ) ), array( 'email' => $email ) );

		$this->follow( $email, self::$cfp );

		$this->assertSame( SpecialIssueFollows::PENDING, $this->row( $email, self::$cfp )['status'] ?? null );
		$this->assertCount( 2, MailSink::to( $email ) );
	}

	public function test_follows_are_limited_per_address(): void {
		// The network's own limit is NetworkGate's (tested there): lifted here.
		$limit = static function ( int $limit, string $bucket ): int {
			return str_starts_with( $bucket, 'cfp-follow:net:' ) ? 1000 : $limit;
		};
		add_filter( 'mvc_rate_limit', $limit, 10, 2 );
		$email = $this->address();
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assertSame( 200, $this->follow( $email, self::$cfp )->get_status() );
		}

		$response = $this->follow( $email, self::$cfp );
		remove_filter( 'mvc_rate_limit', $limit );

		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 429, $response->get_data()['code'] );
		$this->assertMatchesRegularExpression( '/^该邮箱的关注请求过多，请 \d+ 分钟后再试。$/u', $response->get_data()['message'] );
		$this->assertCount( 1, MailSink::to( $email ) );
	}

	public function test_follows_past_the_network_threshold_ask_for_a_challenge(): void {
		$limit = static function ( int $limit, string $bucket ): int {
			return str_starts_with( $bucket, 'cfp-follow:net:' ) && str_ends_with( $bucket, ':quiet' ) ? 2 : $limit;
		};
		add_filter( 'mvc_rate_limit', $limit, 10, 2 );
		$first  = $this->follow( $this->address(), self::$cfp );
		$second = $this->follow( $this->address(), self::$cfp );
		$email  = $this->address();
		$third  = $this->follow( $email, self::$cfp );
		remove_filter( 'mvc_rate_limit', $limit );

		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( 428, $third->get_status() );
		$this->assertArrayHasKey( 'challenge', $third->get_data()['data'] );
		$this->assertNull( $this->row( $email, self::$cfp ) );
		$this->assertSame( array(), MailSink::to( $email ) );
	}

	public function test_wrong_tokens_are_limited_per_network_and_a_right_token_still_works(): void {
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$token = $this->confirm_token( $email );
		for ( $i = 0; $i < 30; $i++ ) {
			$this->assertSame( 404, $this->rest( 'GET', '/api/call-for-papers/follow/confirm', array( 'token' => str_repeat( 'f', 64 ) ) )->get_status() );
		}

		$response = $this->rest( 'POST', '/api/call-for-papers/follow/unsubscribe', array( 'token' => '1.' . str_repeat( 'f', 64 ) ) );
		$right    = $this->rest( 'POST', '/api/call-for-papers/follow/confirm', array( 'token' => $token ) );

		$this->assertSame( 429, $response->get_status() );
		$this->assertMatchesRegularExpression( '/^打开的无效链接过多，请 \d+ 分钟后再试。$/u', $response->get_data()['message'] );
		$this->assertSame( 303, $right->get_status() );
		$this->assertSame( SpecialIssueFollows::CONFIRMED, $this->row( $email, self::$cfp )['status'] ?? null );
	}

	public function test_a_mail_client_may_unsubscribe_from_another_site_but_not_follow(): void {
		$email = $this->address();
		$this->follow( $email, self::$cfp );
		$_SERVER['HTTP_ORIGIN']         = 'https://mail.example.com';
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';

		$follow      = $this->follow( $this->address(), self::$cfp );
		$unsubscribe = $this->rest( 'POST', '/api/call-for-papers/follow/unsubscribe', array( 'token' => $this->unsubscribe_token( $email ) ) );
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );

		$this->assertSame( 403, $follow->get_status() );
		$this->assertSame( 200, $unsubscribe->get_status() );
		$this->assertSame( SpecialIssueFollows::UNSUBSCRIBED, $this->row( $email, self::$cfp )['status'] ?? null );
	}

	public function test_the_articles_form_without_javascript_is_answered_with_pages(): void {
		$email = $this->address();
		$form  = static function ( array $fields ): array {
			return array_merge( array( 'from' => 'page' ), $fields );
		};

		$done = $this->rest(
			'POST',
			'/api/call-for-papers/follow',
			$form(
				array(
					'email'   => $email,
					'post_id' => self::$cfp,
					'consent' => '1',
				)
			)
		);
		$bad  = $this->rest(
			'POST',
			'/api/call-for-papers/follow',
			$form(
				array(
					'email'   => 'nope',
					'post_id' => self::$cfp,
				)
			)
		);

		$this->assertSame( 200, $done->get_status() );
		$this->assertStringStartsWith( 'text/html', $done->get_headers()['Content-Type'] );
		$this->assertStringContainsString( '请查收邮件', (string) $done->get_data() );
		$this->assertStringContainsString( esc_html( $email ), (string) $done->get_data() );
		$this->assertSame( SpecialIssueFollows::PENDING, $this->row( $email, self::$cfp )['status'] ?? null );
		$this->assertCount( 1, MailSink::to( $email ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertStringStartsWith( 'text/html', $bad->get_headers()['Content-Type'] );
		$this->assertStringContainsString( '请输入正确的邮箱格式', (string) $bad->get_data() );
	}
}
