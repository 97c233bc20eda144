<?php
/**
 * 同步到公众号草稿箱 against the fake official account.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Syndication\WeChat;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Security\Lock;
use Mvc\Core\Syndication\WeChat\Drafts;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * A first sync uploads the cover and the body images and adds a draft; a second updates the same
 * draft and uploads nothing again; a draft deleted on the account is added again; WeChat's refusal
 * is recorded as its Chinese reason; every bad article is refused before any request to WeChat.
 */
final class DraftsTest extends TestCase {

	use DraftFixtures;

	protected function set_up(): void {
		parent::set_up();
		$this->start_fake();
	}

	protected function tear_down(): void {
		$this->stop_fake();
		parent::tear_down();
	}

	/**
	 * The draft the fake keeps.
	 *
	 * @param string $media_id The draft.
	 * @return array<string, mixed>
	 */
	private function draft( string $media_id ): array {
		foreach ( (array) $this->fake( '/__drafts' ) as $draft ) {
			if ( $draft['media_id'] === $media_id ) {
				return $draft;
			}
		}
		$this->fail( "The fake has no draft {$media_id}." );
	}

	public function test_the_first_sync_adds_a_draft_and_the_second_updates_it(): void {
		$article = $this->article();

		$first    = Drafts::sync( $article['id'], true );
		$media_id = (string) get_post_meta( $article['id'], Drafts::DRAFT, true );

		$this->assertIsArray( $first, is_wp_error( $first ) ? $first->get_error_message() : '' );
		$this->assertTrue( $first['has_draft'] );
		$this->assertTrue( $first['ok'] );
		$this->assertTrue( $first['open_comments'] );
		$this->assertNotSame( '', $first['synced_at'] );
		$this->assertSame( 1, $this->calls_to( '/cgi-bin/draft/add' ) );
		$this->assertSame( 1, $this->calls_to( '/cgi-bin/material/add_material' ) );
		$this->assertSame( 3, $this->calls_to( '/cgi-bin/media/uploadimg' ) );
		$draft = $this->draft( $media_id )['articles'][0];
		$this->assertSame( '新材料研究进展', $draft['title'] );
		$this->assertSame( '编辑部', $draft['author'] );
		$this->assertSame( 1, $draft['need_open_comment'] );
		$this->assertSame( get_permalink( $article['id'] ), $draft['content_source_url'] );
		$this->assertStringStartsWith( '研究团队发现了一种新的材料。', $draft['digest'] );
		$this->assertStringContainsString( '科学没有国界。', $draft['content'] );
		$this->assertStringContainsString( '第二篇参考文献', $draft['content'] );
		preg_match_all( '/<img[^>]+src="([^"]+)"/', $draft['content'], $images );
		$this->assertCount( 3, $images[1] );
		foreach ( $images[1] as $src ) {
			$this->assertStringStartsWith( 'http://mmbiz.qpic.cn/', $src );
		}
		$this->assertStringNotContainsString( home_url(), $draft['content'] );

		$this->calls = array();
		wp_update_post(
			array(
				'ID'         => $article['id'],
				'post_title' => '新材料研究进展（更新）',
			)
		);
		$second = Drafts::sync( $article['id'], false );

		$this->assertIsArray( $second );
		$this->assertSame( $media_id, get_post_meta( $article['id'], Drafts::DRAFT, true ) );
		$this->assertSame( 1, $this->calls_to( '/cgi-bin/draft/update' ) );
		$this->assertSame( 0, $this->calls_to( '/cgi-bin/draft/add' ) );
		$this->assertSame( 0, $this->calls_to( '/cgi-bin/media/uploadimg' ) + $this->calls_to( '/cgi-bin/material/add_material' ) );
		$this->assertSame( 0, $this->calls_to( '/cgi-bin/token' ) );
		$updated = $this->draft( $media_id )['articles'][0];
		$this->assertSame( '新材料研究进展（更新）', $updated['title'] );
		$this->assertSame( 0, $updated['need_open_comment'] );
	}

	public function test_an_image_whose_block_names_its_attachment_is_not_looked_up_by_address(): void {
		$article = $this->article();
		$lookups = array();
		$watch   = static function ( $query ) use ( &$lookups ) {
			if ( str_contains( (string) $query, "'_wp_attached_file'" ) ) {
				$lookups[] = (string) $query;
			}
			return $query;
		};
		add_filter( 'query', $watch );
		$synced = Drafts::sync( $article['id'] );
		remove_filter( 'query', $watch );

		$this->assertIsArray( $synced );
		// The lookup by address (no index on meta_value) is left for the image without wp-image-<id>.
		$this->assertNotSame( array(), $lookups );
		foreach ( $lookups as $query ) {
			$this->assertStringContainsString( wp_basename( $article['images'][1]['url'], '.png' ), $query );
		}
		$this->assertSame( 3, $this->calls_to( '/cgi-bin/media/uploadimg' ) );
	}

	public function test_a_draft_deleted_on_the_account_is_added_again(): void {
		$article = $this->article();
		$this->assertIsArray( Drafts::sync( $article['id'] ) );
		$before = (string) get_post_meta( $article['id'], Drafts::DRAFT, true );
		$this->fake(
			'/__inject',
			array(
				'path'    => '/cgi-bin/draft/update',
				'errcode' => 40007,
			)
		);

		$result = Drafts::sync( $article['id'] );

		$this->assertIsArray( $result );
		$after = (string) get_post_meta( $article['id'], Drafts::DRAFT, true );
		$this->assertNotSame( $before, $after );
		$this->assertSame( '新材料研究进展', $this->draft( $after )['articles'][0]['title'] );
	}

	public function test_wechat_s_refusal_is_recorded_as_its_chinese_reason(): void {
		$article = $this->article();
		$this->fake(
			'/__inject',
			array(
				'path'    => '/cgi-bin/draft/add',
				'errcode' => 45009,
			)
		);

		$result = Drafts::sync( $article['id'] );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'mvc_wechat_45009', $result->get_error_code() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $result->get_error_message() );
		$status = Drafts::status( $article['id'] );
		$this->assertFalse( $status['ok'] );
		$this->assertFalse( $status['has_draft'] );
		$this->assertSame( $result->get_error_message(), $status['result'] );
	}

	public function test_an_expired_token_is_renewed_once_during_a_sync(): void {
		$article = $this->article();
		$this->assertIsArray( Drafts::sync( $article['id'] ) );
		$this->fake( '/__expire', array() );
		$this->calls = array();

		$this->assertIsArray( Drafts::sync( $article['id'] ) );

		$this->assertSame( 1, $this->calls_to( '/cgi-bin/token' ) );
		$this->assertSame( 2, $this->calls_to( '/cgi-bin/draft/update' ) );
	}

	public function test_a_sync_under_way_keeps_a_second_press_out(): void {
		$article = $this->article();
		$owner   = Lock::acquire( 'wechat-draft-' . $article['id'] );
		$this->assertIsString( $owner );

		$result = Drafts::sync( $article['id'], true );
		Lock::release( 'wechat-draft-' . $article['id'], (string) $owner );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'mvc_wechat_busy', $result->get_error_code() );
		$this->assertSame( 0, $this->calls_to() );
		$this->assertSame( '', get_post_meta( $article['id'], Drafts::OPEN_COMMENTS, true ), 'the refused press changed nothing' );
	}

	/**
	 * Bad articles, each with the change that makes it so.
	 *
	 * @return array<string, array{0: callable}>
	 */
	public function bad_articles(): array {
		return array(
			'no cover'                     => array( fn( array $a ) => delete_post_thumbnail( $a['id'] ) ),
			'a WebP image in the body'     => array(
				function ( array $a ) {
					$webp = $this->image( 'webp' );
					$this->append( $a['id'], '<p><img src="' . $webp['url'] . '" alt=""></p>' );
				},
			),
			'a body image of 1 MB'         => array(
				function ( array $a ) {
					$big = $this->image( 'jpg', 1048576 );
					$this->append( $a['id'], '<p><img src="' . $big['url'] . '" alt=""></p>' );
				},
			),
			'a WebP cover'                 => array( fn( array $a ) => set_post_thumbnail( $a['id'], $this->image( 'webp' )['id'] ) ),
			'a title of 65 characters'     => array(
				fn( array $a ) => wp_update_post(
					array(
						'ID'         => $a['id'],
						'post_title' => str_repeat( '题', 65 ),
					)
				),
			),
			'an author of 9 characters'    => array(
				fn( array $a ) => wp_update_user(
					array(
						'ID'           => (int) get_post_field( 'post_author', $a['id'] ),
						'display_name' => str_repeat( '作', 9 ),
					)
				),
			),
			'an excerpt of 121 characters' => array(
				fn( array $a ) => wp_update_post(
					array(
						'ID'           => $a['id'],
						'post_excerpt' => str_repeat( '摘', 121 ),
					)
				),
			),
			'a body of 20,000 characters'  => array( fn( array $a ) => $this->append( $a['id'], '<p>' . str_repeat( '长', 20000 ) . '</p>' ) ),
		);
	}

	/**
	 * Adds markup to an article's body.
	 *
	 * @param int    $id   The article.
	 * @param string $html Markup.
	 */
	private function append( int $id, string $html ): void {
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => get_post_field( 'post_content', $id ) . $html,
			)
		);
	}

	/**
	 * A bad article is refused with a Chinese reason before any request to WeChat; nothing changes
	 * on the account (no call at all), the article records the reason.
	 *
	 * @dataProvider bad_articles
	 * @param callable $spoil Makes the article bad.
	 */
	public function test_a_bad_article_is_refused_before_any_call_to_wechat( callable $spoil ): void {
		$article = $this->article();
		$spoil( $article );
		$this->calls = array();

		$result = Drafts::sync( $article['id'] );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $result->get_error_message() );
		$this->assertSame( array(), $this->calls );
		$this->assertSame( '', get_post_meta( $article['id'], Drafts::DRAFT, true ) );
		$this->assertSame( $result->get_error_message(), Drafts::status( $article['id'] )['result'] );
	}

	public function test_a_refused_update_keeps_the_draft_on_the_account_as_it_was(): void {
		$article = $this->article();
		$this->assertIsArray( Drafts::sync( $article['id'] ) );
		$media_id = (string) get_post_meta( $article['id'], Drafts::DRAFT, true );
		delete_post_thumbnail( $article['id'] );
		$this->calls = array();

		$this->assertInstanceOf( WP_Error::class, Drafts::sync( $article['id'] ) );

		$this->assertSame( 0, $this->calls_to() );
		$this->assertSame( $media_id, get_post_meta( $article['id'], Drafts::DRAFT, true ) );
		$this->assertTrue( Drafts::status( $article['id'] )['has_draft'] );
	}

	public function test_without_an_official_account_nothing_is_sent(): void {
		$article = $this->article();
		update_option( 'mvc_wechat', array() );
		AccessToken::forget();

		$result = Drafts::sync( $article['id'] );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'mvc_wechat_not_configured', $result->get_error_code() );
		$this->assertSame( array(), $this->calls );
	}
}
