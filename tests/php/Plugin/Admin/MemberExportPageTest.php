<?php
/**
 * Tools > Export members.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\MemberExportPage;
use Mvc\Core\Transfer\MemberFile;
use Mvc\Tests\TestCase;
use RuntimeException;

/**
 * The screen says how many members go; the download needs an administrator and the nonce, and
 * sends a whole member file.
 */
final class MemberExportPageTest extends TestCase {

	public function test_the_download_is_a_whole_member_file(): void {
		self::factory()->member();
		self::factory()->member();
		$stream = fopen( 'php://memory', 'w+b' );
		$this->assertIsResource( $stream );

		( new MemberExportPage() )->send( $stream );
		rewind( $stream );
		$checked = MemberFile::check( $stream );

		$this->assertIsArray( $checked );
		$this->assertGreaterThanOrEqual( 2, $checked['members'] );
		$this->assertMatchesRegularExpression( '/^members-[a-z0-9.-]+-\d{4}-\d\d-\d\d\.jsonl$/', MemberExportPage::filename() );
	}

	public function test_the_download_needs_an_administrator_and_the_nonce(): void {
		$die = static function (): callable {
			return static function (): void {
				throw new RuntimeException( 'died' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		$attempt = static function (): string {
			try {
				ob_start();
				( new MemberExportPage() )->download();
				return 'sent';
			} catch ( RuntimeException $e ) {
				return $e->getMessage();
			} finally {
				ob_end_clean();
			}
		};

		// Editors run the site day to day, but not its members' passwords.
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$_REQUEST['_wpnonce'] = wp_create_nonce( MemberExportPage::ACTION );
		$editor               = $attempt();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$_REQUEST['_wpnonce'] = 'bad';
		$forged               = $attempt();
		remove_filter( 'wp_die_handler', $die );
		unset( $_REQUEST['_wpnonce'] );

		$this->assertSame( 'died', $editor );
		$this->assertSame( 'died', $forged );
	}

	public function test_the_screen_counts_the_members_and_offers_the_download(): void {
		self::factory()->member();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );

		ob_start();
		( new MemberExportPage() )->render();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'name="action" value="' . MemberExportPage::ACTION . '"', $html );
		$this->assertStringContainsString( '_wpnonce', $html );
		$this->assertMatchesRegularExpression( '/本站的 [1-9][\d,]* 位会员/u', $html );
	}

	public function test_the_screen_warns_when_the_file_would_outlast_php_s_time_limit(): void {
		// The local stack's limit (120 s) and the measured pace: about 100,000 members fit.
		$this->assertTrue( MemberExportPage::fits( 100000, 120 ) );
		$this->assertFalse( MemberExportPage::fits( 200000, 120 ) );
		$this->assertTrue( MemberExportPage::fits( 200000, 0 ) );
	}
}
