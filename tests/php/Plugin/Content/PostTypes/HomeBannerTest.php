<?php
/**
 * The home banner post type.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\PostTypes;

use Mvc\Core\Content\PostTypes\HomeBanner;
use Mvc\Tests\TestCase;

/**
 * Slides have no address of their own; their link keeps only http(s) addresses and their text no
 * markup, however written; the edit screen's box saves only with its nonce and the right to edit.
 */
final class HomeBannerTest extends TestCase {

	public function test_slides_are_edited_in_wp_admin_and_have_no_address(): void {
		$type = get_post_type_object( HomeBanner::TYPE );

		$this->assertNotNull( $type );
		$this->assertTrue( $type->show_ui );
		$this->assertFalse( is_post_type_viewable( $type ) );
		$this->assertFalse( $type->query_var );
		foreach ( array( 'title', 'thumbnail', 'page-attributes' ) as $feature ) {
			$this->assertTrue( post_type_supports( HomeBanner::TYPE, $feature ), $feature );
		}
		$this->assertFalse( post_type_supports( HomeBanner::TYPE, 'editor' ) );
	}

	public function test_only_editors_and_administrators_manage_slides(): void {
		$slide = self::factory()->post( array( 'post_type' => HomeBanner::TYPE ) );

		wp_set_current_user( self::factory()->user( array( 'role' => 'author' ) ) );
		$this->assertFalse( current_user_can( 'edit_post', $slide ) );
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$this->assertTrue( current_user_can( 'edit_post', $slide ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function data_links(): array {
		return array(
			'https'       => array( 'https://www.example.com/a?b=1&c=2', 'https://www.example.com/a?b=1&c=2' ),
			'http'        => array( ' http://www.example.com/ ', 'http://www.example.com/' ),
			'javascript'  => array( 'javascript:alert(1)', '' ),
			'javascript2' => array( 'JaVaScRiPt:alert(document.cookie)', '' ),
			'data'        => array( 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', '' ),
			'ftp'         => array( 'ftp://example.com/file', '' ),
		);
	}

	/**
	 * @dataProvider data_links
	 *
	 * @param string $given  Value written.
	 * @param string $stored Value kept.
	 */
	public function test_the_link_keeps_only_http_addresses( string $given, string $stored ): void {
		$slide = self::factory()->post( array( 'post_type' => HomeBanner::TYPE ) );

		update_post_meta( $slide, HomeBanner::META_LINK, $given );

		$this->assertSame( $stored, get_post_meta( $slide, HomeBanner::META_LINK, true ) );
	}

	public function test_the_text_keeps_no_markup(): void {
		$slide = self::factory()->post( array( 'post_type' => HomeBanner::TYPE ) );

		update_post_meta( $slide, HomeBanner::META_TEXT, "<script>alert(1)</script>材料\n<b>前沿</b>" );

		$this->assertSame( '材料 前沿', get_post_meta( $slide, HomeBanner::META_TEXT, true ) );
	}

	/**
	 * Saves a slide from its edit screen.
	 *
	 * @param int                  $slide  The slide.
	 * @param array<string, mixed> $fields The form's fields.
	 */
	private static function save_form( int $slide, array $fields ): void {
		$_POST = $fields;
		wp_update_post(
			array(
				'ID'         => $slide,
				'post_title' => '更新的轮播图',
			)
		);
		$_POST = array();
	}

	public function test_the_box_saves_the_link_and_text_for_an_editor(): void {
		$slide = self::factory()->post( array( 'post_type' => HomeBanner::TYPE ) );
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );

		self::save_form(
			$slide,
			array(
				'mvc_home_banner_nonce' => wp_create_nonce( 'mvc_home_banner_save' ),
				HomeBanner::META_LINK   => 'https://www.example.com/slide',
				HomeBanner::META_TEXT   => '<em>欢迎</em>投稿',
			)
		);

		$this->assertSame( 'https://www.example.com/slide', get_post_meta( $slide, HomeBanner::META_LINK, true ) );
		$this->assertSame( '欢迎投稿', get_post_meta( $slide, HomeBanner::META_TEXT, true ) );

		self::save_form(
			$slide,
			array(
				'mvc_home_banner_nonce' => wp_create_nonce( 'mvc_home_banner_save' ),
				HomeBanner::META_LINK   => 'javascript:alert(1)',
				HomeBanner::META_TEXT   => array( 'x' ),
			)
		);

		$this->assertSame( '', get_post_meta( $slide, HomeBanner::META_LINK, true ) );
		$this->assertSame( '', get_post_meta( $slide, HomeBanner::META_TEXT, true ) );
	}

	public function test_the_box_saves_nothing_without_its_nonce_or_the_right_to_edit(): void {
		$slide = self::factory()->post( array( 'post_type' => HomeBanner::TYPE ) );
		update_post_meta( $slide, HomeBanner::META_LINK, 'https://www.example.com/kept' );
		$editor = self::factory()->user( array( 'role' => 'editor' ) );
		$author = self::factory()->user( array( 'role' => 'author' ) );

		wp_set_current_user( $editor );
		self::save_form(
			$slide,
			array(
				'mvc_home_banner_nonce' => 'forged',
				HomeBanner::META_LINK   => 'https://evil.example.com/',
			)
		);
		self::save_form( $slide, array( HomeBanner::META_LINK => 'https://evil.example.com/' ) );
		wp_set_current_user( $author );
		$nonce = wp_create_nonce( 'mvc_home_banner_save' );
		// The author cannot update the slide itself either; the box's own check is what is tested.
		( new HomeBanner() )->save( $slide, get_post( $slide ) );
		$_POST = array(
			'mvc_home_banner_nonce' => $nonce,
			HomeBanner::META_LINK   => 'https://evil.example.com/',
		);
		( new HomeBanner() )->save( $slide, get_post( $slide ) );
		$_POST = array();

		$this->assertSame( 'https://www.example.com/kept', get_post_meta( $slide, HomeBanner::META_LINK, true ) );
	}
}
