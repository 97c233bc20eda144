<?php
/**
 * The headers of wp-admin: no pages' policy on any admin request.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Security\Headers;
use Mvc\Tests\TestCase;

/**
 * Core's list screens (edit.php, upload.php in list mode, the inbox) call wp(), so `wp_headers`
 * fires in wp-admin as on a page. There, and on every other admin request (admin-ajax.php,
 * admin-post.php, load-scripts.php, load-styles.php), the answer keeps frame-ancestors 'self',
 * nosniff and the referrer policy, and has no script rules: core's inline and concatenated
 * scripts carry no nonce.
 */
final class AdminHeadersTest extends TestCase {

	/**
	 * SCRIPT_NAME before the test.
	 *
	 * @var string|null
	 */
	private $script_name;

	protected function set_up(): void {
		parent::set_up();
		$this->script_name = isset( $_SERVER['SCRIPT_NAME'] ) ? (string) $_SERVER['SCRIPT_NAME'] : null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- put back as it was.
	}

	protected function tear_down(): void {
		unset( $GLOBALS['current_screen'] );
		remove_filter( 'wp_doing_ajax', '__return_true' );
		if ( null === $this->script_name ) {
			unset( $_SERVER['SCRIPT_NAME'] );
		} else {
			$_SERVER['SCRIPT_NAME'] = $this->script_name;
		}
		parent::tear_down();
	}

	/**
	 * The headers WordPress sends through `wp_headers`.
	 *
	 * @return array<string, string>
	 */
	private function sent_headers(): array {
		return apply_filters( 'wp_headers', array( 'Content-Type' => 'text/html; charset=UTF-8' ), $GLOBALS['wp'] );
	}

	/**
	 * Checks an admin answer: the admin policy and the other security headers, no script rules.
	 *
	 * @param array<string, string> $headers Headers.
	 */
	private function assert_admin_headers( array $headers ): void {
		$this->assertSame( "frame-ancestors 'self'", $headers['Content-Security-Policy'] );
		$this->assertStringNotContainsString( 'script-src', $headers['Content-Security-Policy'] );
		$this->assertStringNotContainsString( 'default-src', $headers['Content-Security-Policy'] );
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
		$this->assertSame( 'SAMEORIGIN', $headers['X-Frame-Options'] );
		$this->assertSame( 'strict-origin-when-cross-origin', $headers['Referrer-Policy'] );
	}

	public function test_a_list_screen_gets_no_pages_policy(): void {
		set_current_screen( 'edit' );

		$this->assertTrue( is_admin() );
		$this->assertTrue( Headers::is_admin_request() );
		$this->assert_admin_headers( $this->sent_headers() );
	}

	public function test_admin_ajax_gets_no_pages_policy(): void {
		add_filter( 'wp_doing_ajax', '__return_true' );

		$this->assert_admin_headers( $this->sent_headers() );
	}

	/**
	 * Core's entry points that serve wp-admin.
	 *
	 * @return array<string, array{string}>
	 */
	public function admin_scripts(): array {
		return array(
			'admin-ajax'   => array( '/wp-admin/admin-ajax.php' ),
			'admin-post'   => array( '/wp-admin/admin-post.php' ),
			'load-scripts' => array( '/wp-admin/load-scripts.php' ),
			'load-styles'  => array( '/wp-admin/load-styles.php' ),
		);
	}

	/**
	 * @dataProvider admin_scripts
	 *
	 * @param string $script SCRIPT_NAME of the request.
	 */
	public function test_cores_admin_entry_points_get_no_pages_policy( string $script ): void {
		$_SERVER['SCRIPT_NAME'] = $script;

		$this->assertTrue( Headers::is_admin_request() );
		$this->assert_admin_headers( $this->sent_headers() );
	}

	public function test_a_page_keeps_its_policy(): void {
		$_SERVER['SCRIPT_NAME'] = '/index.php';

		$headers = $this->sent_headers();

		$this->assertFalse( Headers::is_admin_request() );
		$this->assertStringContainsString( "script-src 'nonce-", $headers['Content-Security-Policy'] );
		$this->assertStringContainsString( "frame-ancestors 'self'", $headers['Content-Security-Policy'] );
	}

	public function test_a_page_named_like_an_admin_script_outside_wp_admin_keeps_its_policy(): void {
		$_SERVER['SCRIPT_NAME'] = '/load-scripts.php';

		$this->assertFalse( Headers::is_admin_request() );
		$this->assertStringContainsString( "script-src 'nonce-", $this->sent_headers()['Content-Security-Policy'] );
	}
}
