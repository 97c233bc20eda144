<?php
/**
 * /api/admin/wechat-drafts/{id} and the bulk action 同步到公众号草稿箱.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Syndication\WeChat\Drafts;
use Mvc\Core\Syndication\WeChat\Queue;
use Mvc\Tests\Plugin\Syndication\WeChat\DraftFixtures;
use Mvc\Tests\TestCase;

/**
 * Only a user who may edit the article reads its state or syncs it (a visitor, a subscriber, a
 * member and a contributor are refused, and nothing is sent); a sync answers the new state, a bad
 * article 422 with its Chinese reason; no answer holds the AppSecret. The bulk action queues one
 * cron event per article the user may edit, never twice.
 */
final class WeChatDraftControllerTest extends TestCase {

	use DraftFixtures;

	private const ROUTE = '/api/admin/wechat-drafts/';

	protected function set_up(): void {
		parent::set_up();
		$this->start_fake();
	}

	protected function tear_down(): void {
		$this->stop_fake();
		wp_clear_scheduled_hook( Queue::HOOK );
		parent::tear_down();
	}

	/**
	 * Logs a user of a role in and gives their nonce.
	 *
	 * @param string $role Role.
	 */
	private function as( string $role ): string {
		wp_set_current_user( self::factory()->user( array( 'role' => $role ) ) );
		return wp_create_nonce( 'wp_rest' );
	}

	/**
	 * Refusals of the roles that may not edit the article.
	 *
	 * @return array<string, array{0: string, 1: int}>
	 */
	public function refused_roles(): array {
		return array(
			'visitor'     => array( '', 401 ),
			'subscriber'  => array( 'subscriber', 403 ),
			'member'      => array( 'mvc_member', 403 ),
			'contributor' => array( 'contributor', 403 ),
			'author'      => array( 'author', 403 ),
		);
	}

	/**
	 * A user who may not edit the article reads nothing and syncs nothing.
	 *
	 * @dataProvider refused_roles
	 * @param string $role   Role ('' for a visitor).
	 * @param int    $status The refusal's status.
	 */
	public function test_a_user_who_may_not_edit_the_article_is_refused( string $role, int $status ): void {
		$article     = $this->article();
		$nonce       = '' === $role ? null : $this->as( $role );
		$this->calls = array();

		$read = $this->rest( 'GET', self::ROUTE . $article['id'], array(), $nonce );
		$sync = $this->rest( 'POST', self::ROUTE . $article['id'], array(), $nonce );

		$this->assertSame( $status, $read->get_status() );
		$this->assertSame( $status, $sync->get_status() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $sync->get_data()['message'] );
		$this->assertSame( 0, $this->calls_to() );
		$this->assertSame( '', get_post_meta( $article['id'], Drafts::SYNCED_AT, true ) );
	}

	public function test_an_editor_syncs_an_article_and_reads_its_state(): void {
		$article = $this->article();
		$nonce   = $this->as( 'editor' );

		$before = $this->rest( 'GET', self::ROUTE . $article['id'], array(), $nonce );
		$sync   = $this->rest( 'POST', self::ROUTE . $article['id'], array( 'open_comments' => true ), $nonce );
		$after  = $this->rest( 'GET', self::ROUTE . $article['id'], array(), $nonce );

		$this->assertSame( 200, $before->get_status() );
		$this->assertFalse( $before->get_data()['data']['has_draft'] );
		$this->assertSame( 200, $sync->get_status(), (string) wp_json_encode( $sync->get_data() ) );
		$this->assertTrue( $sync->get_data()['data']['has_draft'] );
		$this->assertTrue( $after->get_data()['data']['open_comments'] );
		$this->assertTrue( $after->get_data()['data']['ok'] );
		$secret = (string) AccessToken::app()['secret'];
		foreach ( array( $before, $sync, $after ) as $answer ) {
			$this->assertStringNotContainsString( $secret, (string) wp_json_encode( $answer->get_data() ) );
		}
	}

	public function test_an_article_without_a_cover_answers_422_with_the_reason(): void {
		$article     = $this->article( array(), false );
		$nonce       = $this->as( 'editor' );
		$this->calls = array();

		$sync = $this->rest( 'POST', self::ROUTE . $article['id'], array(), $nonce );

		$this->assertSame( 422, $sync->get_status() );
		$this->assertStringContainsString( '特色图片', $sync->get_data()['message'] );
		$this->assertSame( $sync->get_data()['message'], $sync->get_data()['data']['sync']['result'] );
		$this->assertSame( 0, $this->calls_to() );
	}

	public function test_a_page_or_a_missing_post_is_not_an_article(): void {
		$nonce = $this->as( 'editor' );
		$page  = self::factory()->post( array( 'post_type' => 'page' ) );

		$this->assertSame( 404, $this->rest( 'POST', self::ROUTE . $page, array(), $nonce )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', self::ROUTE . '999999999', array(), $nonce )->get_status() );
	}

	public function test_the_bulk_action_queues_each_article_the_user_may_edit_once(): void {
		$this->as( 'author' );
		$own    = self::factory()->post( array( 'post_author' => get_current_user_id() ) );
		$others = $this->article()['id'];
		$page   = self::factory()->post( array( 'post_type' => 'page' ) );

		$redirect = Queue::handle( admin_url( 'edit.php' ), Queue::ACTION, array( $own, $others, $page ) );

		$this->assertStringContainsString( Queue::QUEUED_ARG . '=1', $redirect );
		$this->assertNotFalse( wp_next_scheduled( Queue::HOOK, array( $own ) ) );
		$this->assertFalse( wp_next_scheduled( Queue::HOOK, array( $others ) ) );

		$this->as( 'editor' );
		$ids = array( $own, $others );
		for ( $i = 0; $i < Queue::PER_MINUTE; $i++ ) {
			$ids[] = self::factory()->post();
		}
		$this->assertSame( count( $ids ), Queue::enqueue( $ids ) );
		$this->assertSame( count( $ids ), Queue::enqueue( $ids ), 'Queued ones count, and are not queued again.' );
		$events = 0;
		$times  = array();
		foreach ( _get_cron_array() as $time => $hooks ) {
			foreach ( $hooks[ Queue::HOOK ] ?? array() as $event ) {
				++$events;
				$times[ $event['args'][0] ] = $time;
			}
		}
		$this->assertSame( count( $ids ), $events );
		$this->assertGreaterThanOrEqual( MINUTE_IN_SECONDS, max( $times ) - min( $times ), 'Five a minute.' );
		$this->assertSame( 0, $this->calls_to(), 'Queueing sends nothing.' );
	}

	public function test_the_queued_event_syncs_the_article(): void {
		$article = $this->article();

		do_action( Queue::HOOK, $article['id'] );

		$this->assertTrue( Drafts::status( $article['id'] )['ok'] );
		$this->assertSame( 1, $this->calls_to( '/cgi-bin/draft/add' ) );
	}

	public function test_the_bulk_action_is_offered_to_editors_with_an_official_account(): void {
		$this->as( 'editor' );
		$this->assertArrayHasKey( Queue::ACTION, Queue::bulk_actions( array() ) );

		update_option( 'mvc_wechat', array() );
		$this->assertArrayNotHasKey( Queue::ACTION, Queue::bulk_actions( array() ) );
	}

	public function test_the_sync_s_meta_is_left_out_of_the_site_s_export(): void {
		foreach ( array( Drafts::DRAFT, Drafts::RESULT, '_mvc_wechat_media_wxlocal00000inapp' ) as $key ) {
			$this->assertTrue( apply_filters( 'wxr_export_skip_postmeta', false, $key, (object) array() ), $key );
		}
		$this->assertFalse( apply_filters( 'wxr_export_skip_postmeta', false, 'reference_title', (object) array() ) );
	}
}
