<?php
/**
 * What WordPress tells about its users and itself.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Member\Avatars;
use Mvc\Core\Member\Profile;
use Mvc\Tests\Plugin\Member\AvatarsTest;
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

	/**
	 * A visitor's comment on an article whose text names no address, from hashme@example.com.
	 *
	 * @return int The article.
	 */
	private function comment_with_hidden_email(): int {
		$article = self::factory()->post();
		wp_insert_comment(
			array(
				'comment_post_ID'      => $article,
				'comment_author'       => 'Visitor',
				'comment_author_email' => 'hashme@example.com',
				'comment_author_url'   => 'https://hashme.example.org/',
				'comment_author_IP'    => '203.0.113.7',
				'comment_content'      => 'Nothing to see.',
				'comment_approved'     => 1,
			)
		);
		return $article;
	}

	/**
	 * Comment searches that would find the comment only through its author's e-mail, website or IP.
	 *
	 * @return array<string, array{array<string, string>}>
	 */
	public static function comment_probes(): array {
		return array(
			'search by e-mail'   => array( array( 'search' => 'hashme@' ) ),
			'search by website'  => array( array( 'search' => 'hashme.example.org' ) ),
			'search by IP'       => array( array( 'search' => '203.0.113' ) ),
			'exact author_email' => array( array( 'author_email' => 'hashme@example.com' ) ),
		);
	}

	/**
	 * @dataProvider comment_probes
	 *
	 * @param array<string, string> $query Query of the probe.
	 */
	public function test_comment_search_refuses_visitor( array $query ): void {
		$this->comment_with_hidden_email();

		$response = $this->rest( 'GET', '/wp/v2/comments', $query );

		$this->assertContains( $response->get_status(), array( 400, 401 ) );
		$this->assertIsString( $response->get_data()['message'] );
		$this->assertStringNotContainsString( 'Nothing to see', (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_comment_search_refuses_visitor_with_chinese_400(): void {
		$this->comment_with_hidden_email();

		$response = $this->rest( 'GET', '/wp/v2/comments', array( 'search' => '@example.com' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertSame( '只有评论管理员可以搜索评论或按邮箱筛选评论。', $response->get_data()['message'] );
		$this->assertArrayHasKey( 'search', $response->get_data()['data']['params'] );
	}

	public function test_comment_search_refuses_member(): void {
		$this->comment_with_hidden_email();
		$nonce = $this->log_in_member( self::factory()->member() );

		$this->assertSame( 400, $this->rest( 'GET', '/wp/v2/comments', array( 'search' => 'hashme@' ), $nonce )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/wp/v2/comments', array( 'author_email' => 'hashme@example.com' ), $nonce )->get_status() );
	}

	public function test_comment_author_email_refuses_writer_who_cannot_moderate(): void {
		$this->comment_with_hidden_email();
		wp_set_current_user( self::factory()->user( array( 'role' => 'author' ) ) );

		$this->assertSame( 400, $this->rest( 'GET', '/wp/v2/comments', array( 'author_email' => 'hashme@example.com' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/wp/v2/comments', array( 'search' => 'hashme@' ) )->get_status() );
	}

	public function test_comment_author_params_refuse_visitor_and_member(): void {
		$this->comment_with_hidden_email();
		foreach ( array( 'author', 'author_exclude' ) as $param ) {
			$this->assertSame( 401, $this->rest( 'GET', '/wp/v2/comments', array( $param => '1' ) )->get_status() );
		}
		$nonce = $this->log_in_member( self::factory()->member() );
		foreach ( array( 'author', 'author_exclude' ) as $param ) {
			$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/comments', array( $param => '1' ), $nonce )->get_status() );
		}
	}

	public function test_comment_search_answers_moderator(): void {
		$article = $this->comment_with_hidden_email();
		wp_set_current_user( 1 );

		$response = $this->rest( 'GET', '/wp/v2/comments', array( 'search' => 'hashme@' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( $article ), wp_list_pluck( $response->get_data(), 'post' ) );
	}

	public function test_comments_list_without_search_answers_visitor(): void {
		$article = $this->comment_with_hidden_email();

		$response = $this->rest( 'GET', '/wp/v2/comments', array( 'post' => $article ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 1, $response->get_data() );
	}

	public function test_oembed_names_author_without_archive_url(): void {
		$author  = self::factory()->user(
			array(
				'role'          => 'editor',
				'user_login'    => 'embedlogin',
				'user_nicename' => 'embednice',
				'display_name'  => 'Embed Name',
			)
		);
		$article = self::factory()->post( array( 'post_author' => $author ) );

		$response = $this->rest( 'GET', '/oembed/1.0/embed', array( 'url' => (string) get_permalink( $article ) ) );
		$json     = (string) wp_json_encode( $response->get_data() );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Embed Name', $response->get_data()['author_name'] );
		$this->assertSame( home_url( '/' ), $response->get_data()['author_url'] );
		$this->assertStringNotContainsString( 'embedlogin', $json );
		$this->assertStringNotContainsString( 'embednice', $json );
	}

	public function test_member_comment_class_names_no_nicename(): void {
		list( $member, , $comment ) = $this->member_comment();
		$nicename                   = (string) get_userdata( $member )->user_nicename;

		$classes = get_comment_class( '', $comment );

		$this->assertContains( 'byuser', $classes );
		$this->assertEmpty( preg_grep( '/' . preg_quote( $nicename, '/' ) . '/', $classes ) );
	}

	/**
	 * The query variables WordPress parses for a URL, without serving it (a REST URL would be served
	 * and end the process on `parse_request`).
	 *
	 * @param string $url Path and query.
	 * @return array<string, mixed>
	 */
	private function parse( string $url ): array {
		$_GET = array();
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $_GET );
		$_SERVER['REQUEST_URI'] = $url;
		$wp                     = new \WP();
		foreach ( array( 'rest_route', 'sitemap', 'sitemap-subtype' ) as $var ) {
			$wp->add_query_var( $var );
		}
		remove_action( 'parse_request', 'rest_api_loaded' );
		try {
			$wp->parse_request();
		} finally {
			add_action( 'parse_request', 'rest_api_loaded' );
		}
		return $wp->query_vars;
	}

	/**
	 * REST calls carrying an author argument.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function rest_urls_with_author(): array {
		return array(
			'/wp-json/ posts, author'      => array( '/wp-json/wp/v2/posts?author=2', '/wp/v2/posts' ),
			'/wp-json/ api, author'        => array( '/wp-json/api/member/userinfo?author=1', '/api/member/userinfo' ),
			'/wp-json/ posts, author_name' => array( '/wp-json/wp/v2/posts?author_name=admin', '/wp/v2/posts' ),
			'?rest_route=, author'         => array( '/?rest_route=/wp/v2/posts&author=1', '/wp/v2/posts' ),
		);
	}

	/**
	 * @dataProvider rest_urls_with_author
	 *
	 * @param string $url   Requested URL.
	 * @param string $route Its REST route.
	 */
	public function test_author_argument_leaves_rest_call_to_rest( string $url, string $route ): void {
		$vars = $this->parse( $url );

		$this->assertArrayNotHasKey( 'error', $vars );
		$this->assertSame( $route, $vars['rest_route'] ?? null );
	}

	public function test_author_argument_still_404s_front_end(): void {
		$this->assertSame( array( 'error' => '404' ), $this->parse( '/?author=1' ) );
		$this->assertSame( array( 'error' => '404' ), $this->parse( '/author/admin/' ) );
	}

	public function test_users_sitemap_is_a_404(): void {
		$this->assertSame( array( 'error' => '404' ), $this->parse( '/wp-sitemap-users-1.xml' ) );
		$this->assertSame( array( 'error' => '404' ), $this->parse( '/?sitemap=users' ) );
	}

	public function test_posts_sitemap_and_index_are_served(): void {
		$this->assertSame( 'posts', $this->parse( '/wp-sitemap-posts-post-1.xml' )['sitemap'] ?? null );
		$this->assertSame( 'index', $this->parse( '/wp-sitemap.xml' )['sitemap'] ?? null );
	}
}
