<?php
/**
 * Tag subscriptions.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Security\Lock;
use Mvc\Tests\TestCase;

/**
 * PUT /api/member/subscribe: idempotent, at most 10 tags (403 with the limit notice), exact follower
 * counts, clear errors for a missing tag or a bad flag.
 */
final class TagSubscriptionControllerTest extends TestCase {

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		$this->member = self::factory()->member();
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Calls the route.
	 *
	 * @param mixed $id   Tag id.
	 * @param mixed $flag Subscribe or not.
	 * @return array<string, mixed> The envelope.
	 */
	private function subscribe( $id, $flag ): array {
		return (array) $this->rest(
			'PUT',
			'/api/member/subscribe',
			array(
				'id'   => $id,
				'flag' => $flag,
			),
			$this->nonce
		)->get_data();
	}

	public function test_subscribing_while_another_request_holds_the_members_lock_answers_busy(): void {
		$tag   = self::factory()->term();
		$owner = Lock::acquire( 'tag-subscriptions:' . $this->member, 0 );
		$this->assertNotNull( $owner );
		try {
			$answer = $this->subscribe( $tag, true );
		} finally {
			Lock::release( 'tag-subscriptions:' . $this->member, $owner );
		}

		$this->assertSame( 503, $answer['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $answer['message'] );
		$this->assertSame( array(), ( new TagSubscriptions() )->tags( $this->member ) );
	}

	/**
	 * Runs a call with every statement on the subscriptions table that matches $pattern failing, as
	 * a database without quorum answers.
	 *
	 * @param string   $pattern The statement's start, a regular expression ({table}: the table,
	 *                          with or without backquotes).
	 * @param callable $call    The call.
	 * @return array<string, mixed> Its envelope.
	 */
	private function failing( string $pattern, callable $call ): array {
		$regex  = '/^\s*' . str_replace( '{table}', '`?' . preg_quote( Tables::tag_subscriptions(), '/' ) . '`?', $pattern ) . '/';
		$filter = static fn( $query ) => is_string( $query ) && 1 === preg_match( $regex, $query ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		add_filter( 'query', $filter );
		try {
			return $call();
		} finally {
			remove_filter( 'query', $filter );
		}
	}

	public function test_a_check_count_or_write_the_database_did_not_do_answers_busy_and_passes_no_limit(): void {
		$this->capture_error_log();
		$subscriptions = new TagSubscriptions();
		$followed      = array();
		for ( $i = 0; $i < TagSubscriptions::LIMIT; $i++ ) {
			$followed[] = self::factory()->term();
			$subscriptions->add( $this->member, end( $followed ) );
		}
		$eleventh = self::factory()->term();

		$uncounted   = $this->failing( 'SELECT COUNT\(\*\) FROM {table} WHERE user_id', fn() => $this->subscribe( $eleventh, true ) );
		$unremoved   = $this->failing( 'DELETE FROM {table} ', fn() => $this->subscribe( $followed[0], false ) );
		$no_follower = $this->failing( 'SELECT followers FROM `?' . preg_quote( TagSubscriptions::counts_table(), '/' ) . '`? WHERE term_id', fn() => $this->subscribe( $followed[1], false ) );
		$unwritten   = $this->failing( 'INSERT IGNORE INTO {table} ', fn() => $this->subscribe( $followed[1], true ) );

		foreach ( array( $uncounted, $unremoved, $no_follower, $unwritten ) as $answer ) {
			$this->assertSame( 503, $answer['code'], (string) wp_json_encode( $answer ) );
			$this->assertSame( '服务器繁忙，请重试。', $answer['message'] );
		}
		// Only the unfollow whose count was not read was written (trying it again answers delta 0).
		$this->assertSame( array_values( array_diff( $followed, array( $followed[1] ) ) ), $subscriptions->for_user( $this->member ) );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
		$this->assertMatchesRegularExpression( '/MVC Core: a (statement|transaction) was not written/', $this->capture_error_log() );
	}

	public function test_subscribing_is_idempotent_and_the_count_exact(): void {
		$tag   = self::factory()->term();
		$other = self::factory()->member();
		( new TagSubscriptions() )->add( $other, $tag );

		$first  = $this->subscribe( $tag, true );
		$second = $this->subscribe( $tag, true );

		$this->assertSame( 200, $first['code'] );
		$this->assertSame( 1, $first['data']['delta'] );
		$this->assertSame( 2, $first['data']['subscribe_number'] );
		$this->assertTrue( $first['data']['subscribed'] );
		$this->assertSame( 0, $second['data']['delta'] );
		$this->assertSame( 2, $second['data']['subscribe_number'] );
		$this->assertSame( array( $tag ), ( new TagSubscriptions() )->for_user( $this->member ) );

		$off   = $this->subscribe( $tag, false );
		$again = $this->subscribe( $tag, 'false' );

		$this->assertSame( -1, $off['data']['delta'] );
		$this->assertSame( 1, $off['data']['subscribe_number'] );
		$this->assertFalse( $off['data']['subscribed'] );
		$this->assertSame( 0, $again['data']['delta'] );
	}

	public function test_the_eleventh_tag_answers_403_with_the_limit_notice(): void {
		for ( $i = 0; $i < TagSubscriptions::LIMIT; $i++ ) {
			$this->assertSame( 200, $this->subscribe( self::factory()->term(), true )['code'] );
		}

		$over = $this->subscribe( self::factory()->term(), true );

		$this->assertSame( 403, $over['code'] );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $over['message'] );
		$this->assertStringContainsString( '/profile/', $over['data']['link'] );
		$this->assertSame( TagSubscriptions::LIMIT, ( new TagSubscriptions() )->count_for_user( $this->member ) );
	}

	public function test_a_missing_tag_a_bad_id_or_flag_are_refused_and_change_nothing(): void {
		$tag      = self::factory()->term();
		$category = self::factory()->term( 'category' );

		foreach ( array( array( 999999, true ), array( $category, true ), array( 'abc', true ), array( array( 1 ), true ), array( $tag, 'maybe' ), array( $tag, null ) ) as $case ) {
			$response = $this->subscribe( $case[0], $case[1] );
			$this->assertSame( 400, $response['code'], (string) wp_json_encode( $case ) );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $response['message'] );
		}
		$this->assertSame( array(), ( new TagSubscriptions() )->for_user( $this->member ) );
	}

	public function test_a_visitor_and_a_call_without_the_nonce_are_refused(): void {
		$tag = self::factory()->term();

		$without = $this->rest(
			'PUT',
			'/api/member/subscribe',
			array(
				'id'   => $tag,
				'flag' => true,
			)
		);
		$this->new_request_with_cookie( null );
		$visitor = $this->rest(
			'PUT',
			'/api/member/subscribe',
			array(
				'id'   => $tag,
				'flag' => true,
			)
		);

		$this->assertSame( 403, $without->get_status() );
		$this->assertSame( 401, $visitor->get_status() );
		$this->assertSame( 0, ( new TagSubscriptions() )->followers( $tag ) );
	}

	public function test_core_tags_carry_the_follower_count_in_one_query(): void {
		global $wpdb;
		$followed = self::factory()->term( 'post_tag', array( 'name' => 'followed-' . wp_generate_password( 6, false ) ) );
		$quiet    = self::factory()->term( 'post_tag', array( 'name' => 'quiet-' . wp_generate_password( 6, false ) ) );
		$this->subscribe( $followed, true );
		( new TagSubscriptions() )->add( self::factory()->member(), $followed );
		$this->new_request_with_cookie( null );
		TagSubscriptions::forget_followers();

		$before   = $wpdb->num_queries;
		$response = $this->rest(
			'GET',
			'/wp/v2/tags',
			array(
				'include' => array( $followed, $quiet ),
				'_fields' => 'id,name,slug,mvc',
			)
		);
		$queries  = $wpdb->num_queries - $before;

		$counts = array_column( array_map( static fn( array $tag ): array => array( $tag['id'], $tag['mvc']['subscribe_number'] ), $response->get_data() ), 1, 0 );
		$this->assertSame(
			array(
				$followed => 2,
				$quiet    => 0,
			),
			$counts + array()
		);
		$this->assertLessThan( 10, $queries );
	}

	public function test_index_describes_the_tag_limit_with_its_link(): void {
		$index  = $this->rest( 'OPTIONS', '/api/member/subscribe', array(), $this->nonce )->get_data();
		$schema = $index['schema'];
		$limit  = array_values( array_filter( $schema['errors'], static fn( array $error ): bool => isset( $error['data']['properties']['link'] ) ) );

		$this->assertCount( 1, $limit );
		$this->assertSame( 403, $limit[0]['code'] );
		$this->assertSame( array( 'id', 'subscribed', 'delta', 'subscribe_number' ), $schema['properties']['data']['required'] );
		$this->assertSame( 'integer', $index['endpoints'][0]['args']['id']['type'] );
	}
}
