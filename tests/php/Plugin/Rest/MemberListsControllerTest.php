<?php
/**
 * The member's liked and collected articles.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\PostRelation;
use Mvc\Tests\TestCase;

/**
 * POST /api/member/userlikes and /usercollection: the member's own public articles, newest first,
 * as cards with totals; pages past the end are empty; bad paging refused in Chinese; members only;
 * the same few queries for any page.
 */
final class MemberListsControllerTest extends TestCase {

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		$this->member = self::factory()->member();
		$this->nonce  = $this->log_in_member( $this->member );
	}

	/**
	 * Calls a list route as the member.
	 *
	 * @param string               $route  userlikes or usercollection.
	 * @param array<string, mixed> $params Body.
	 * @return array<string, mixed> The envelope.
	 */
	private function list( string $route, array $params = array() ): array {
		return (array) $this->rest( 'POST', '/api/member/' . $route, $params, $this->nonce )->get_data();
	}

	/**
	 * Records a relation at a given time.
	 *
	 * @param PostRelation $relation Likes or collections.
	 * @param int          $user_id  Member.
	 * @param int          $post_id  Post.
	 * @param string       $when     created_at (UTC).
	 */
	private function hold( PostRelation $relation, int $user_id, int $post_id, string $when ): void {
		global $wpdb;
		$this->assertTrue( $relation->add( $user_id, $post_id ) );
		$table = $relation instanceof Likes ? Tables::likes() : Tables::collections();
		$wpdb->update(
			$table,
			array( 'created_at' => $when ),
			array(
				'user_id' => $user_id,
				'post_id' => $post_id,
			)
		);
	}

	/**
	 * An image attachment set as the post's featured image.
	 *
	 * @param int $post_id Post.
	 */
	private function give_cover( int $post_id ): void {
		$image = wp_insert_attachment(
			array(
				'post_title'     => 'cover',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'cover-' . $post_id . '.jpg',
			$post_id
		);
		update_post_meta( $image, '_wp_attached_file', 'cover-' . $post_id . '.jpg' );
		set_post_thumbnail( $post_id, $image );
	}

	public function test_a_list_the_database_did_not_give_answers_busy_not_an_empty_list(): void {
		$this->capture_error_log();
		$this->hold( new Likes(), $this->member, self::factory()->post(), '2025-03-01 00:00:00' );
		$table = Tables::likes();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), 'SELECT COUNT(*) FROM ' . $table . ' ' ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		add_filter( 'query', $fail );
		try {
			$body = $this->list( 'userlikes' );
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame( 503, $body['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $body['message'] );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
		$this->assertSame( 1, $this->list( 'userlikes' )['data']['total'] );
	}

	public function test_likes_are_cards_newest_like_first_with_their_tags_and_cover(): void {
		$tag   = self::factory()->term( 'post_tag', array( 'name' => 'A & B ' . wp_generate_password( 4, false ) ) );
		$old   = self::factory()->post( array( 'post_title' => 'Old <em>one</em>' ) );
		$new   = self::factory()->post();
		$tie_a = self::factory()->post();
		$tie_b = self::factory()->post();
		wp_set_post_tags( $new, array( $tag ) );
		$this->give_cover( $new );
		$likes = new Likes();
		$this->hold( $likes, $this->member, $old, '2025-01-01 00:00:00' );
		$this->hold( $likes, $this->member, $new, '2025-03-01 00:00:00' );
		$this->hold( $likes, $this->member, $tie_a, '2025-02-01 00:00:00' );
		$this->hold( $likes, $this->member, $tie_b, '2025-02-01 00:00:00' );

		$answer = $this->list( 'userlikes' );

		$this->assertSame( 200, $answer['code'] );
		$this->assertSame( 4, $answer['data']['total'] );
		$this->assertSame( 1, $answer['data']['total_pages'] );
		$this->assertSame( array( $new, $tie_b, $tie_a, $old ), array_column( $answer['data']['data'], 'id' ) );
		$card = $answer['data']['data'][0];
		$this->assertSame( array( 'id', 'link', 'cover', 'title', 'tags' ), array_keys( $card ) );
		$this->assertSame( get_permalink( $new ), $card['link'] );
		$this->assertStringContainsString( 'cover-' . $new . '.jpg', $card['cover'] );
		$term = get_term( $tag );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$this->assertSame(
			array(
				array(
					'id'   => $tag,
					'name' => html_entity_decode( $term->name ),
					'slug' => $term->slug,
				),
			),
			$card['tags']
		);
		$this->assertStringContainsString( 'A & B', $card['tags'][0]['name'] );
		$this->assertSame( 'Old one', $answer['data']['data'][3]['title'] );
		$this->assertSame( '', $answer['data']['data'][3]['cover'] );
		$this->assertSame( array(), $answer['data']['data'][3]['tags'] );
	}

	public function test_pages_split_the_list_and_a_page_past_the_end_is_empty_with_the_totals(): void {
		$likes = new Likes();
		$ids   = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$ids[] = self::factory()->post();
			$this->hold( $likes, $this->member, end( $ids ), sprintf( '2025-01-%02d 00:00:00', $i + 1 ) );
		}
		$newest = array_reverse( $ids );

		$default = $this->list( 'userlikes' );
		$first   = $this->list(
			'userlikes',
			array(
				'page'     => 1,
				'per_page' => 5,
			)
		);
		$last    = $this->list(
			'userlikes',
			array(
				'page'     => '3',
				'per_page' => '5',
			)
		);
		$past    = $this->list(
			'userlikes',
			array(
				'page'     => 4,
				'per_page' => 5,
			)
		);
		$all     = $this->list( 'userlikes', array( 'per_page' => 50 ) );

		$this->assertSame( array_slice( $newest, 0, 10 ), array_column( $default['data']['data'], 'id' ) );
		$this->assertSame( 2, $default['data']['total_pages'] );
		$this->assertSame( array_slice( $newest, 0, 5 ), array_column( $first['data']['data'], 'id' ) );
		$this->assertSame( array_slice( $newest, 10, 2 ), array_column( $last['data']['data'], 'id' ) );
		$this->assertSame(
			array(
				'total'       => 12,
				'total_pages' => 3,
				'data'        => array(),
			),
			$past['data']
		);
		$this->assertSame( $newest, array_column( $all['data']['data'], 'id' ) );
		$this->assertSame( 1, $all['data']['total_pages'] );
	}

	public function test_an_empty_list_has_no_pages(): void {
		$this->assertSame(
			array(
				'total'       => 0,
				'total_pages' => 0,
				'data'        => array(),
			),
			$this->list( 'usercollection' )['data']
		);
	}

	public function test_articles_no_longer_public_are_left_out_of_the_list_and_the_totals(): void {
		$likes     = new Likes();
		$kept      = self::factory()->post();
		$draft     = self::factory()->post();
		$protected = self::factory()->post();
		$trashed   = self::factory()->post();
		foreach ( array( $kept, $draft, $protected, $trashed ) as $post ) {
			$likes->add( $this->member, $post );
		}
		wp_update_post(
			array(
				'ID'          => $draft,
				'post_status' => 'draft',
			)
		);
		wp_update_post(
			array(
				'ID'            => $protected,
				'post_password' => 'secret',
			)
		);
		wp_trash_post( $trashed );

		$answer = $this->list( 'userlikes' );

		$this->assertSame( 1, $answer['data']['total'] );
		$this->assertSame( 1, $answer['data']['total_pages'] );
		$this->assertSame( array( $kept ), array_column( $answer['data']['data'], 'id' ) );
	}

	public function test_a_member_sees_only_their_own_likes_and_collections_apart(): void {
		$other    = self::factory()->member();
		$mine     = self::factory()->post();
		$theirs   = self::factory()->post();
		$favorite = self::factory()->post();
		( new Likes() )->add( $this->member, $mine );
		( new Likes() )->add( $other, $theirs );
		( new Collections() )->add( $other, $mine );
		( new Collections() )->add( $this->member, $favorite );

		$likes      = $this->list( 'userlikes' );
		$collection = $this->list( 'usercollection' );

		$this->assertSame( array( $mine ), array_column( $likes['data']['data'], 'id' ) );
		$this->assertSame( 1, $likes['data']['total'] );
		$this->assertSame( array( $favorite ), array_column( $collection['data']['data'], 'id' ) );
		$this->assertSame( 1, $collection['data']['total'] );
	}

	public function test_bad_paging_is_refused_in_chinese(): void {
		$cases = array(
			array( 'page' => 0 ),
			array( 'page' => -1 ),
			array( 'page' => 'abc' ),
			array( 'page' => array( 1 ) ),
			array( 'per_page' => 0 ),
			array( 'per_page' => 51 ),
			array( 'per_page' => '1.5' ),
		);
		foreach ( $cases as $params ) {
			$answer = $this->list( 'usercollection', $params );
			$this->assertSame( 400, $answer['code'], (string) wp_json_encode( $params ) );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $answer['message'] );
			$this->assertSame( (string) array_key_first( $params ), $answer['data']['field'] ?? '' );
		}
	}

	public function test_a_visitor_and_a_call_without_the_nonce_are_refused(): void {
		( new Likes() )->add( $this->member, self::factory()->post() );

		$without = $this->rest( 'POST', '/api/member/userlikes' );
		$this->new_request_with_cookie( null );
		$visitor = $this->rest( 'POST', '/api/member/userlikes', array( 'page' => 'abc' ) );

		$this->assertSame( 403, $without->get_status() );
		$this->assertSame( 401, $visitor->get_status() );
		$this->assertArrayNotHasKey( 'total', (array) ( (array) $visitor->get_data() )['data'] );
	}

	public function test_a_page_of_ten_costs_the_same_few_queries_as_a_page_of_one(): void {
		global $wpdb;
		$likes = new Likes();
		for ( $i = 0; $i < 10; $i++ ) {
			$post = self::factory()->post();
			wp_set_post_tags( $post, array( self::factory()->term(), self::factory()->term() ) );
			$this->give_cover( $post );
			$likes->add( $this->member, $post );
		}
		$count = function ( int $per_page ): int {
			global $wpdb;
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$answer = $this->list( 'userlikes', array( 'per_page' => $per_page ) );
			$this->assertCount( $per_page, $answer['data']['data'] );
			return $wpdb->num_queries - $before;
		};

		$one = $count( 1 );
		$ten = $count( 10 );

		$this->assertLessThanOrEqual( 10, $ten );
		$this->assertSame( $one, $ten );
	}
}
