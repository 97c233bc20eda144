<?php
/**
 * Tools > Export members.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\MemberExportPage;
use Mvc\Core\Admin\UserRoles;
use Mvc\Core\Transfer\ImportFiles;
use Mvc\Core\Transfer\MemberExport;
use Mvc\Core\Transfer\MemberExportJob;
use Mvc\Core\Transfer\MemberFile;
use Mvc\Tests\TestCase;
use RuntimeException;

/**
 * The screen says how many members go; the export is written in steps that each stop after a
 * batch past their time and continue where the last stopped; the download needs an administrator
 * and the nonce, and sends a whole member file.
 */
final class MemberExportPageTest extends TestCase {

	public function test_the_download_is_a_whole_member_file(): void {
		self::factory()->member();
		self::factory()->member();
		$id = MemberExportJob::start();
		$this->assertIsInt( $id );
		$status = MemberExportJob::step( $id );
		$stream = fopen( 'php://memory', 'w+b' );

		( new MemberExportPage() )->send( $id, $stream );
		rewind( $stream );
		$checked = MemberFile::check( $stream );

		$this->assertSame( MemberExportJob::DONE, $status['phase'] );
		$this->assertSame( 100, $status['progress'] );
		$this->assertIsArray( $checked );
		$this->assertGreaterThanOrEqual( 2, $checked['members'] );
		$this->assertSame( $status['bytes'], (int) ftell( $stream ) );
		$this->assertMatchesRegularExpression( '/^members-[a-z0-9.-]+-\d{4}-\d\d-\d\d\.jsonl$/', MemberExportPage::filename() );
	}

	public function test_a_file_written_in_steps_is_the_file_written_at_once(): void {
		global $wpdb;
		// More members than a batch, written by SQL (as an import would) and counted again.
		$first = 1 + (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test setup.
		$users = array();
		$caps  = array();
		for ( $i = 0; $i < MemberExport::BATCH + 20; $i++ ) {
			$users[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s)', $first + $i, "stepped{$i}", '$P$BPEGTqXW4JH4S5W7xGYvbkVqxERpgx0', "stepped{$i}@example.com", '2025-01-01 00:00:00', "会员{$i}" );
			$caps[]  = $wpdb->prepare( '(%d, %s, %s)', $first + $i, $wpdb->get_blog_prefix() . 'capabilities', 'a:1:{s:6:"member";b:1;}' );
		}
		$wpdb->query( "INSERT INTO {$wpdb->users} (ID, user_login, user_pass, user_email, user_registered, display_name) VALUES " . implode( ', ', $users ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- test setup, each row prepared.
		$wpdb->query( "INSERT INTO {$wpdb->usermeta} (user_id, meta_key, meta_value) VALUES " . implode( ', ', $caps ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- test setup, each row prepared.
		UserRoles::rebuild();
		$id = MemberExportJob::start();

		// A step that has passed its time already writes one batch and stops.
		add_filter( 'mvc_member_export_step_seconds', '__return_zero' );
		$first  = MemberExportJob::step( $id );
		$second = MemberExportJob::step( $id );
		remove_filter( 'mvc_member_export_step_seconds', '__return_zero' );
		$stream = fopen( 'php://memory', 'w+b' );
		ImportFiles::send( $id, $stream );
		rewind( $stream );
		$checked = MemberFile::check( $stream );
		$whole   = fopen( 'php://memory', 'w+b' );
		( new MemberExport() )->write( $whole );

		$this->assertSame( ImportFiles::EXPORT, $first['phase'] );
		$this->assertSame( MemberExport::BATCH, $first['members'] );
		$this->assertSame( MemberExportJob::DONE, $second['phase'] );
		$this->assertIsArray( $checked );
		$this->assertSame( $first['total'], $checked['members'] );
		rewind( $stream );
		rewind( $whole );
		$members = static fn( $file ): array => array_values( array_filter( explode( "\n", (string) stream_get_contents( $file ) ), static fn( string $line ): bool => str_starts_with( $line, '{"t":"member"' ) ) );
		$this->assertSame( $members( $whole ), $members( $stream ) );
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

	public function test_the_screen_counts_the_members_and_offers_the_export_then_the_download(): void {
		self::factory()->member();
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$render = static function (): string {
			ob_start();
			( new MemberExportPage() )->render();
			return (string) ob_get_clean();
		};

		$before = $render();
		MemberExportJob::step( (int) MemberExportJob::start() );
		$after = $render();

		$this->assertStringContainsString( 'name="action" value="' . MemberExportPage::START . '"', $before );
		$this->assertStringContainsString( '_wpnonce', $before );
		$this->assertMatchesRegularExpression( '/本站的 [1-9][\d,]* 位会员/u', $before );
		$this->assertStringContainsString( 'name="action" value="' . MemberExportPage::ACTION . '"', $after );
		$this->assertStringContainsString( '下载会员文件', $after );
		$this->assertCount( 1, ImportFiles::latest( 10, ImportFiles::EXPORT ) );
		MemberExportJob::start();
		$this->assertCount( 1, ImportFiles::latest( 10, ImportFiles::EXPORT ), 'a new export replaces the earlier one' );
	}
}
