<?php
/**
 * What an article page tells search engines and share cards.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Seo;

/**
 * The meta tags and the JSON-LD of an article say the same title, address and image, worked out
 * once per request.
 */
final class SeoTest extends TestCase {

	public function test_meta_tags_and_json_ld_work_out_title_address_and_image_once(): void {
		$post  = get_post( self::factory()->post( array( 'post_title' => '石墨烯' ) ) );
		$calls = array(
			'title'     => 0,
			'canonical' => 0,
			'image'     => 0,
		);
		$count = static function ( string $key ) use ( &$calls ): callable {
			return static function ( $value ) use ( &$calls, $key ) {
				++$calls[ $key ];
				return $value;
			};
		};
		add_filter( 'the_title', $count( 'title' ) );
		add_filter( 'get_canonical_url', $count( 'canonical' ) );
		add_filter( 'post_thumbnail_id', $count( 'image' ) );

		$tags = array();
		foreach ( Seo::meta_tags( $post ) as $tag ) {
			$tags[ $tag[1] ] = $tag[2];
		}
		$json = Seo::json_ld( $post );

		$this->assertSame(
			array(
				'title'     => 1,
				'canonical' => 1,
				'image'     => 1,
			),
			$calls
		);
		$this->assertSame( '石墨烯', $tags['og:title'] );
		$this->assertSame( $tags['og:title'], $json['headline'] );
		$this->assertSame( $tags['og:url'], $json['url'] );
		$this->assertSame( $tags['og:url'], $json['mainEntityOfPage'] );
		$this->assertSame( $tags['description'], $json['description'] );
		$this->assertSame( $tags['article:published_time'], $json['datePublished'] );
	}

	public function test_the_editorial_office_is_an_organization_and_a_named_editor_a_person(): void {
		$desk   = self::factory()->user(
			array(
				'role'         => 'editor',
				'display_name' => '编辑部',
			)
		);
		$person = self::factory()->user(
			array(
				'role'         => 'editor',
				'display_name' => '李编审',
			)
		);

		$office = Seo::json_ld( get_post( self::factory()->post( array( 'post_author' => $desk ) ) ) )['author'];
		$named  = Seo::json_ld( get_post( self::factory()->post( array( 'post_author' => $person ) ) ) )['author'];

		$this->assertSame(
			array(
				'@type' => 'Organization',
				'name'  => '编辑部',
				'url'   => home_url( '/' ),
			),
			$office
		);
		$this->assertSame(
			array(
				'@type' => 'Person',
				'name'  => '李编审',
			),
			$named
		);
	}

	public function test_an_article_page_prints_its_tags_and_json_ld(): void {
		$post = self::factory()->post( array( 'post_title' => '钙钛矿 & 电池' ) );
		$this->go_to( get_permalink( $post ) );

		ob_start();
		( new Seo() )->print_article_meta();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<meta property="og:title" content="钙钛矿 &amp; 电池">', $html );
		$this->assertMatchesRegularExpression( '#<script type="application/ld\+json">\{"@context":"https://schema.org","@type":"NewsArticle".*"headline":"钙钛矿 \\\\u0026 电池"#', $html );
	}

	public function test_every_indexable_page_has_a_description_and_searches_have_none(): void {
		$this->go_to( '/' );
		$this->assertNotSame( '', Seo::page_description() );

		$tag = self::factory()->term( 'post_tag', array( 'name' => '石墨烯' ) );
		self::factory()->post( array( 'tags_input' => array( $tag ) ) );
		$this->go_to( (string) wp_parse_url( (string) get_term_link( $tag ), PHP_URL_PATH ) );
		$this->assertStringContainsString( '石墨烯', Seo::page_description() );

		$this->go_to( '/podcast/' );
		$this->assertNotSame( '', Seo::page_description() );

		$this->go_to( '/search?s=x' );
		$this->assertSame( '', Seo::page_description() );

		foreach ( array( '/profile/', '/messages/', '/404', '/no-such-address-anywhere/' ) as $path ) {
			$this->go_to( $path );
			$this->assertNotSame( '', Seo::page_description(), $path );
		}

		$this->go_to( '/' );
		ob_start();
		( new Seo() )->print_page_description();
		$this->assertStringStartsWith( '<meta name="description" content="', (string) ob_get_clean() );
	}

	public function test_a_page_is_described_by_its_excerpt_or_else_by_its_title(): void {
		$page = self::factory()->post(
			array(
				'post_type'    => 'page',
				'post_title'   => '投稿指南',
				'post_excerpt' => '如何向期刊投稿',
			)
		);
		$this->go_to( (string) wp_parse_url( (string) get_permalink( $page ), PHP_URL_PATH ) );
		$this->assertSame( '如何向期刊投稿', Seo::page_description() );

		$bare = self::factory()->post(
			array(
				'post_type'    => 'page',
				'post_title'   => '空白页',
				'post_content' => '',
				'post_excerpt' => '',
			)
		);
		$this->go_to( (string) wp_parse_url( (string) get_permalink( $bare ), PHP_URL_PATH ) );
		$this->assertStringContainsString( '空白页', Seo::page_description() );
	}
}
