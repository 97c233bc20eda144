<?php
/**
 * What WordPress tells about its users and itself.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Security;

use Mvc\Member\Avatars;
use Mvc\Member\Profile;
use Mvc\Tests\Member\AvatarsTest;
use Mvc\Tests\TestCase;

/**
 * No e-mail hash in any avatar, no author archive, no users list for readers, no XML-RPC.
 */
final class ExposureTest extends TestCase {

	/**
	 * A member who commented on an article, and the comment.
	 *
	 * @return array{int, int, int} Member, article, comment.
	 */
	private function member_comment(): array {
		$member  = self::factory()->member( array( 'user_email' => 'hashme@example.com' ) );
		$article = self::factory()->post();
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $article,
				'user_id'              => $member,
				'comment_author'       => 'Hash Me',
				'comment_author_email' => 'hashme@example.com',
				'comment_content'      => 'A comment.',
				'comment_approved'     => 1,
			)
		);
		return array( $member, $article, $comment );
	}

	/**
	 * Every hash of an address WordPress may put in a Gravatar URL.
	 *
	 * @param string $email Address.
	 * @return array<int, string>
	 */
	private static function hashes( string $email ): array {
		return array( md5( $email ), hash( 'sha256', $email ) );
	}

	public function test_comments_route_carries_no_email_hash(): void {
		list( , $article ) = $this->member_comment();

		$response = $this->rest( 'GET', '/wp/v2/comments', array( 'post' => $article ) );
		$json     = (string) wp_json_encode( $response->get_data() );

		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'author_avatar_urls', $json );
		foreach ( self::hashes( 'hashme@example.com' ) as $hash ) {
			$this->assertStringNotContainsString( $hash, $json );
		}
		$this->assertStringNotContainsString( 'gravatar', $json );
		$this->assertSame( Avatars::DEFAULT_URL, $response->get_data()[0]['author_avatar_urls']['48'] );
	}

	public function test_comments_route_gives_member_their_uploaded_avatar(): void {
		list( $member ) = AvatarsTest::member_with_avatar( '2024/01/face.jpg' );
		$article        = self::factory()->post();
		wp_insert_comment(
			array(
				'comment_post_ID'  => $article,
				'user_id'          => $member,
				'comment_content'  => 'Mine.',
				'comment_approved' => 1,
			)
		);

		$response = $this->rest( 'GET', '/wp/v2/comments', array( 'post' => $article ) );

		$this->assertStringEndsWith( '/2024/01/face-150x150.jpg', $response->get_data()[0]['author_avatar_urls']['96'] );
	}

	public function test_users_route_for_operator_carries_no_email_hash(): void {
		$author = self::factory()->user(
			array(
				'role'       => 'editor',
				'user_email' => 'editor-hash@example.com',
			)
		);
		self::factory()->post( array( 'post_author' => $author ) );
		wp_set_current_user( 1 );

		$response = $this->rest( 'GET', '/wp/v2/users', array( 'include' => array( $author ) ) );
		$json     = (string) wp_json_encode( $response->get_data() );

		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'avatar_urls', $json );
		foreach ( self::hashes( 'editor-hash@example.com' ) as $hash ) {
			$this->assertStringNotContainsString( $hash, $json );
		}
	}

	public function test_get_avatar_of_an_email_carries_no_hash(): void {
		$html = (string) get_avatar( 'someone@example.com' );

		$this->assertStringNotContainsString( md5( 'someone@example.com' ), $html );
		$this->assertStringNotContainsString( hash( 'sha256', 'someone@example.com' ), $html );
		$this->assertStringNotContainsString( 'gravatar', $html );
	}

	public function test_users_route_refuses_visitor(): void {
		$author = self::factory()->user( array( 'role' => 'editor' ) );
		self::factory()->post( array( 'post_author' => $author ) );

		foreach ( array( array(), array( 'search' => 'a' ), array( 'slug' => 'admin' ) ) as $query ) {
			$response = $this->rest( 'GET', '/wp/v2/users', $query );
			$this->assertSame( 401, $response->get_status() );
			$this->assertStringNotContainsString( '"slug"', (string) wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( 401, $this->rest( 'GET', '/wp/v2/users/' . $author )->get_status() );
	}

	public function test_users_route_refuses_member(): void {
		$this->log_in_member( self::factory()->member() );

		$this->assertSame( 401, $this->rest( 'GET', '/wp/v2/users' )->get_status() );
		$this->assertSame( 401, $this->rest( 'GET', '/wp/v2/users/me' )->get_status() );
	}

	public function test_users_route_answers_operator(): void {
		wp_set_current_user( 1 );

		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users' )->get_status() );
	}

	public function test_author_query_is_a_404_naming_nobody(): void {
		$author = self::factory()->user(
			array(
				'role'         => 'editor',
				'user_login'   => 'secretlogin',
				'display_name' => 'Secret Name',
			)
		);
		self::factory()->post( array( 'post_author' => $author ) );

		$this->go_to( '/?author=' . $author );

		$this->assertTrue( is_404() );
		$this->assertFalse( is_author() );
		$this->assertEmpty( redirect_canonical( home_url( '/?author=' . $author ), false ) );
		$this->assertNull( get_queried_object() );
	}

	public function test_author_archive_is_a_404(): void {
		$author = self::factory()->user(
			array(
				'role'       => 'editor',
				'user_login' => 'slugged',
			)
		);
		self::factory()->post( array( 'post_author' => $author ) );

		$this->go_to( '/author/slugged/' );

		$this->assertTrue( is_404() );
		$this->assertFalse( is_author() );
	}

	public function test_xmlrpc_has_no_methods(): void {
		$methods = array(
			'pingback.ping'    => 'this:pingback_ping',
			'demo.sayHello'    => 'this:sayHello',
			'wp.getUsersBlogs' => 'this:wp_getUsersBlogs',
		);

		$this->assertSame( array(), apply_filters( 'xmlrpc_methods', $methods ) );
		$this->assertFalse( apply_filters( 'xmlrpc_enabled', true ) );
	}

	public function test_article_sends_no_pingback_header_and_takes_no_pings(): void {
		$article = self::factory()->post( array( 'ping_status' => 'open' ) );

		$headers = apply_filters( 'wp_headers', array( 'X-Pingback' => get_bloginfo( 'pingback_url' ) ), $GLOBALS['wp'] );

		$this->assertArrayNotHasKey( 'X-Pingback', $headers );
		$this->assertFalse( pings_open( $article ) );
	}

	public function test_sitemap_lists_no_users(): void {
		$this->assertArrayNotHasKey( 'users', wp_get_sitemap_providers() );
	}

	public function test_member_avatar_url_is_profile_avatar(): void {
		list( $member ) = AvatarsTest::member_with_avatar( '2024/01/me.jpg' );

		$this->assertSame( Profile::avatar_url( $member ), get_avatar_url( $member ) );
		$this->assertSame( Avatars::DEFAULT_URL, get_avatar_url( self::factory()->member() ) );
	}
}
