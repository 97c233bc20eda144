<?php
/**
 * Sending the queue to Baidu: batches, quota, retries, errors and the lock.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Syndication\Baidu;

use Mvc\Core\Data\Tables;
use Mvc\Core\Security\Lock;
use Mvc\Core\Syndication\Baidu\Answers;
use Mvc\Core\Syndication\Baidu\Client;
use Mvc\Core\Syndication\Baidu\Queue;
use Mvc\Core\Syndication\Baidu\Sender;
use Mvc\Core\Syndication\Baidu\Status;
use Mvc\Tests\TestCase;

/**
 * Only as many addresses as Baidu's `remain` are sent (one first when the day's quota is unknown) and
 * the rest wait for the next day in China; network errors and 5xx are tried again after 1 minute, 5
 * minutes, 30 minutes and 2 hours, then fail; a wrong token or site stops every push with its reason
 * in Chinese; not_same_site and not_valid addresses fail with theirs; another node's lock sends nothing.
 * HTTP calls are counted through `pre_http_request` (BaiduFake).
 */
final class SenderTest extends TestCase {

	private BaiduFake $baidu;

	protected function set_up(): void {
		parent::set_up();
		$this->baidu = new BaiduFake();
	}

	protected function tear_down(): void {
		$this->baidu->stop();
		parent::tear_down();
	}

	/**
	 * Published articles, oldest first.
	 *
	 * @param int $count How many.
	 * @return list<int>
	 */
	private static function articles( int $count ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = self::factory()->post();
		}
		return $ids;
	}

	/**
	 * A post's newest row.
	 *
	 * @param int $post_id Post.
	 */
	private static function row( int $post_id ): object {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Tables::baidu_queue() . ' WHERE post_id = %d ORDER BY id DESC LIMIT 1', $post_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the test reads the table.
	}

	public function test_only_the_remaining_quota_is_sent_and_the_rest_waits_for_the_next_day_in_china(): void {
		$this->baidu->remain = 3;
		$ids                 = self::articles( 5 );

		$this->assertSame( 'quota', Sender::run() );
		// One address asks the day's quota, then a batch of what remains: two calls, three addresses.
		$this->assertCount( 2, $this->baidu->requests );
		$this->assertSame( array( 1, 2 ), array_map( static fn( $r ) => count( $r['urls'] ), $this->baidu->requests ) );
		$this->assertSame( array_map( 'get_permalink', array_slice( $ids, 0, 3 ) ), $this->baidu->urls() );
		$this->assertSame( 0, Status::remain_today( time() ) );
		$this->assertSame( 2, Queue::count( Queue::WAITING ) );

		// Later the same day: no call at all.
		$this->assertSame( 'quota', Sender::run() );
		$this->assertCount( 2, $this->baidu->requests );

		// The next day in China, Baidu's quota starts again.
		$this->baidu->remain = 10;
		Status::set_remain( 0, time() - DAY_IN_SECONDS );
		$this->assertSame( 'sent', Sender::run() );
		$this->assertSame( array_map( 'get_permalink', $ids ), $this->baidu->urls() );
		$this->assertSame( 0, Queue::count( Queue::WAITING ) );
		$this->assertSame( 8, Status::remain_today( time() ) );
	}

	public function test_a_batch_refused_over_quota_asks_again_with_one_address(): void {
		$ids = self::articles( 4 );
		// Baidu said 100 remain this morning, but the quota was used elsewhere (manual submissions).
		Status::set_remain( 100, time() );
		$this->baidu->remain = 1;

		$this->assertSame( 'quota', Sender::run() );
		// The batch of four is refused whole; one address asks again: accepted, and Baidu says 0 remain.
		$this->assertSame( array( 4, 1 ), array_map( static fn( $r ) => count( $r['urls'] ), $this->baidu->requests ) );
		$this->assertSame( array( get_permalink( $ids[0] ) ), $this->baidu->requests[1]['urls'] );
		$this->assertSame( Queue::SENT, self::row( $ids[0] )->state );
		$this->assertSame( Queue::WAITING, self::row( $ids[1] )->state );
		$this->assertSame( 3, Queue::count( Queue::WAITING ) );
		$this->assertSame( 0, Status::remain_today( time() ) );
	}

	public function test_batches_hold_at_most_2000_addresses(): void {
		for ( $i = 0; $i < 2003; $i++ ) {
			Queue::add( 0, 'https://www.example.com/p/' . $i . '/' );
		}
		$this->baidu->remain = 5000;
		Status::set_remain( 5000, time() );
		// Addresses of no post are not public: checked at send time, so give them a post.
		global $wpdb;
		$id = self::factory()->post();
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::baidu_queue() . ' SET url = %s WHERE post_id = 0', get_permalink( $id ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the test's own rows.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::baidu_queue() . ' SET post_id = %d WHERE post_id = 0', $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the test's own rows.

		Sender::run();
		$sizes = array_map( static fn( $r ) => count( $r['urls'] ), $this->baidu->requests );
		$this->assertSame( Client::MAX_URLS, $sizes[0] );
		$this->assertSame( 2004, array_sum( $sizes ) );
	}

	public function test_network_errors_and_5xx_are_tried_again_with_back_off_then_fail(): void {
		$id                  = self::factory()->post();
		$start               = time();
		$this->baidu->script = array( 'network', array( 500, '{"error":500,"message":"internal error"}' ), array( 502, '<html>bad gateway</html>' ), 'network', 'network' );
		Status::set_remain( 10, $start );
		global $wpdb;

		$waits = array();
		foreach ( Sender::BACKOFF as $n => $backoff ) {
			$this->assertSame( 'retry', Sender::run() );
			$row = self::row( $id );
			$this->assertSame( Queue::WAITING, $row->state );
			$this->assertSame( $n + 1, (int) $row->tries );
			$waits[] = (int) strtotime( $row->next_try . ' UTC' ) - $start;
			// Nothing is sent before the next try is due.
			$calls = count( $this->baidu->requests );
			Sender::run();
			$this->assertCount( $calls, $this->baidu->requests );
			$wpdb->update( Tables::baidu_queue(), array( 'next_try' => gmdate( 'Y-m-d H:i:s', $start ) ), array( 'id' => $row->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test moves time on.
		}
		foreach ( Sender::BACKOFF as $n => $backoff ) {
			$this->assertEqualsWithDelta( $backoff, $waits[ $n ], 5 );
		}
		$this->assertSame( array( 60, 300, 1800, 7200 ), Sender::BACKOFF );
		$this->assertSame( Answers::NETWORK, self::row( $id )->answer, 'the last answer is kept while it waits' );

		$this->assertSame( 'retry', Sender::run() );
		$this->assertSame( Queue::FAILED, self::row( $id )->state );
		$this->assertSame( Answers::GAVE_UP, self::row( $id )->answer );
		$this->assertCount( 5, $this->baidu->requests );
	}

	public function test_a_wrong_token_stops_every_push_until_an_operator_acts(): void {
		$id                  = self::factory()->post();
		$this->baidu->script = array( array( 401, '{"error":401,"message":"token is not valid"}' ) );

		$this->assertSame( 'stopped', Sender::run() );
		$this->assertSame( Answers::TOKEN, Status::get()['stop'] );
		$this->assertSame( Queue::WAITING, self::row( $id )->state );
		$this->assertSame( '百度拒绝了推送密钥（token）：请在“设置 › 站点设置”中核对。', self::reason_zh( Answers::TOKEN ) );

		// The cron's runs send nothing while stopped.
		$this->assertSame( 'stopped', Sender::run() );
		$this->assertCount( 1, $this->baidu->requests );

		// 立即推送 after fixing the token starts again.
		$this->assertSame( 'sent', Sender::run( true ) );
		$this->assertSame( Queue::SENT, self::row( $id )->state );
	}

	public function test_addresses_baidu_does_not_take_fail_with_its_reason(): void {
		$ids                        = self::articles( 2 );
		$this->baidu->not_same_site = array( get_permalink( $ids[1] ) );
		Status::set_remain( 10, time() );

		$this->assertSame( 'sent', Sender::run() );
		$this->assertSame( Queue::SENT, self::row( $ids[0] )->state );
		$this->assertSame( Queue::FAILED, self::row( $ids[1] )->state );
		$this->assertSame( Answers::NOT_SAME_SITE, self::row( $ids[1] )->answer );
	}

	/**
	 * Baidu's error answers and what they become.
	 *
	 * @return array<string, array{0: int, 1: string, 2: string, 3: string}>
	 */
	public function errors(): array {
		return array(
			'over quota'    => array( 400, '{"error":400,"message":"over quota"}', 'quota', '今日百度配额已用完，等待明天（北京时间）推送。' ),
			'site error'    => array( 400, '{"error":400,"message":"site error"}', 'stop', '百度不认可此站点：请核对在百度搜索资源平台验证的站点。' ),
			'empty content' => array( 400, '{"error":400,"message":"empty content"}', 'stop', '百度没有收到任何地址。' ),
			'2000'          => array( 400, '{"error":400,"message":"only 2000 urls are allowed once"}', 'stop', '百度一次最多接收 2000 个地址。' ),
			'token'         => array( 401, '{"error":401,"message":"token is not valid"}', 'stop', '百度拒绝了推送密钥（token）：请在“设置 › 站点设置”中核对。' ),
			'not found'     => array( 404, '{"error":404,"message":"not found"}', 'stop', '百度接口地址不存在：请核对接口域名。' ),
			'internal'      => array( 500, '{"error":500,"message":"internal error"}', 'retry', '百度服务器内部错误，稍后自动重试。' ),
			'gateway'       => array( 502, 'Bad Gateway', 'retry', '百度返回 HTTP 502：-' ),
		);
	}

	/**
	 * Each error answer is read into its kind and a Chinese reason.
	 *
	 * @dataProvider errors
	 * @param int    $status HTTP status.
	 * @param string $body   Body.
	 * @param string $kind   Expected kind.
	 * @param string $reason Expected reason in Chinese.
	 */
	public function test_each_error_has_its_kind_and_chinese_reason( int $status, string $body, string $kind, string $reason ): void {
		$answer = Client::read( $status, $body );
		$this->assertSame( $kind, $answer['kind'] );
		$this->assertSame( $reason, self::reason_zh( $answer['code'] ) );
	}

	public function test_another_node_holding_the_lock_means_no_call(): void {
		self::factory()->post();
		$owner = Lock::acquire( Sender::LOCK, 0, 60 );
		$this->assertNotNull( $owner );
		try {
			$this->assertSame( 'busy', Sender::run() );
			$this->assertSame( array(), $this->baidu->requests );
		} finally {
			Lock::release( Sender::LOCK, (string) $owner );
		}
		$this->assertSame( 'sent', Sender::run() );
		$this->assertCount( 1, $this->baidu->requests );
	}

	/**
	 * A reason as a Chinese operator reads it.
	 *
	 * @param string $code Answer code.
	 */
	private static function reason_zh( string $code ): string {
		switch_to_locale( 'zh_CN' );
		try {
			return Answers::reason( $code );
		} finally {
			restore_previous_locale();
		}
	}
}
