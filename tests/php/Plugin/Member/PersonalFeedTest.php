<?php
/**
 * A member's own RSS feed of the tags they follow.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Member\PersonalFeed;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\TestCase;

/**
 * The feed lists the public articles of the member's tags at a secret address that can be reset; the
 * REST calls give the member their own address only.
 */
final class PersonalFeedTest extends TestCase {

	/**
	 * The token of an address.
	 *
	 * @param string $url Feed address.
	 */
	private function token( string $url ): string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$this->assertSame( PersonalFeed::FEED, $query['feed'] ?? null );
		$this->assertIsString( $query['token'] ?? null );
		return $query['token'];
	}

	public function test_the_address_is_stable_until_reset_which_revokes_it(): void {
		$member = self::factory()->member();

		$first = PersonalFeed::url( $member );
		$this->assertSame( $first, PersonalFeed::url( $member ) );
		$this->assertSame( $member, PersonalFeed::member_of_token( $this->token( $first ) )?->ID );

		$second = PersonalFeed::reset( $member );

		$this->assertNotSame( $first, $second );
		$this->assertNull( PersonalFeed::member_of_token( $this->token( $first ) ) );
		$this->assertSame( $member, PersonalFeed::member_of_token( $this->token( $second ) )?->ID );
	}

	public function test_a_forged_or_swapped_token_names_nobody(): void {
		$member = self::factory()->member();
		$other  = self::factory()->member();
		$token  = $this->token( PersonalFeed::url( $member ) );
		PersonalFeed::url( $other );

		$this->assertNull( PersonalFeed::member_of_token( $other . substr( $token, strlen( (string) $member ) ) ) );
		$this->assertNull( PersonalFeed::member_of_token( substr( $token, 0, -1 ) . ( str_ends_with( $token, '0' ) ? '1' : '0' ) ) );
		$this->assertNull( PersonalFeed::member_of_token( 'nope' ) );
		$this->assertNull( PersonalFeed::member_of_token( '1.' . str_repeat( 'a', 64 ) ) );
	}

	public function test_the_feed_lists_the_public_articles_of_the_members_tags_newest_first(): void {
		$member   = self::factory()->member();
		$followed = self::factory()->term( 'post_tag', array( 'name' => '钙钛矿' ) );
		$other    = self::factory()->term();
		( new TagSubscriptions() )->add_many( $member, array( $followed ) );
		$older      = self::factory()->post(
			array(
				'post_title' => '较早的文章 & 数据',
				'post_date'  => '2026-01-01 10:00:00',
				'tags_input' => array( $followed ),
			)
		);
		$newer      = self::factory()->post(
			array(
				'post_title' => '较新的文章',
				'post_date'  => '2026-02-01 10:00:00',
				'tags_input' => array( $followed ),
			)
		);
		$locked     = self::factory()->post(
			array(
				'post_password' => 'secret',
				'tags_input'    => array( $followed ),
			)
		);
		$draft      = self::factory()->post(
			array(
				'post_status' => 'draft',
				'tags_input'  => array( $followed ),
			)
		);
		$unfollowed = self::factory()->post( array( 'tags_input' => array( $other ) ) );

		$ids = wp_list_pluck( PersonalFeed::posts( $member ), 'ID' );
		$this->assertSame( array( $newer, $older ), $ids );
		foreach ( array( $locked, $draft, $unfollowed ) as $hidden ) {
			$this->assertNotContains( $hidden, $ids );
		}

		$xml = simplexml_load_string( PersonalFeed::xml( get_userdata( $member ), PersonalFeed::posts( $member ) ) );
		$this->assertNotFalse( $xml );
		$this->assertSame( '较新的文章', (string) $xml->channel->item[0]->title );
		$this->assertSame( '较早的文章 & 数据', (string) $xml->channel->item[1]->title );
		$this->assertSame( '钙钛矿', (string) $xml->channel->item[0]->category );
		$this->assertSame( get_permalink( $newer ), (string) $xml->channel->item[0]->link );
		// The feed names its own address (atom:link rel="self").
		$self = $xml->channel->children( 'http://www.w3.org/2005/Atom' )->link->attributes();
		$this->assertSame( 'self', (string) $self['rel'] );
		$this->assertSame( PersonalFeed::url( $member ), (string) $self['href'] );
		$this->assertSame( 'application/rss+xml', (string) $self['type'] );
	}

	public function test_a_member_without_tags_gets_an_empty_feed(): void {
		$this->assertSame( array(), PersonalFeed::posts( self::factory()->member() ) );
	}

	public function test_the_rest_calls_give_a_member_their_own_address_and_reset_it(): void {
		$member = self::factory()->member();
		$nonce  = $this->log_in_member( $member );

		$got   = $this->rest( 'GET', '/api/member/feed', array(), $nonce );
		$reset = $this->rest( 'POST', '/api/member/feed/reset', array(), $nonce );

		$this->assertSame( 200, $got->get_status() );
		$url = $got->get_data()['data']['url'];
		$this->assertSame( $member, PersonalFeed::member_of_token( $this->token( $reset->get_data()['data']['url'] ) )?->ID );
		$this->assertNull( PersonalFeed::member_of_token( $this->token( $url ) ) );
	}

	public function test_a_visitor_gets_no_address(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/api/member/feed' )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/api/member/feed/reset' )->get_status() );
	}
}
