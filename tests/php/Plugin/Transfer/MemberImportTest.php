<?php
/**
 * The member import: a member file read back into a site.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Transfer;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Transfer\ChunkLines;
use Mvc\Core\Transfer\ImportCleanup;
use Mvc\Core\Transfer\ImportFiles;
use Mvc\Core\Transfer\MemberExport;
use Mvc\Core\Transfer\MemberFile;
use Mvc\Core\Transfer\MemberImport;
use Mvc\Tests\TestCase;

/**
 * Export, delete the members, import: the same accounts (password hash as stored), profiles,
 * WeChat ids, subscriptions in order, likes, collections, comment likes and messages. A second run
 * adds no row; refused lines say why in Chinese and write nothing; a file cut short writes nothing.
 */
final class MemberImportTest extends TestCase {

	use MemberWithRelations;

	protected function set_up(): void {
		parent::set_up();
		$this->make_member_with_relations();
	}

	/**
	 * The exported file's text.
	 */
	private static function export(): string {
		$stream = fopen( 'php://memory', 'w+b' );
		( new MemberExport() )->write( $stream );
		rewind( $stream );
		return (string) stream_get_contents( $stream );
	}

	/**
	 * A member file of these lines (header and trailer added).
	 *
	 * @param list<array<string, mixed>> $lines Lines.
	 * @param string                     $site  The site it comes from.
	 */
	private static function file_of( array $lines, string $site = 'https://old.example.cn/' ): string {
		$stream = fopen( 'php://memory', 'w+b' );
		$file   = new MemberFile( $stream, $site );
		foreach ( $lines as $line ) {
			$file->write( $line );
		}
		$file->finish();
		rewind( $stream );
		return (string) stream_get_contents( $stream );
	}

	/**
	 * Uploads a text in parts and runs every step, as the screen does.
	 *
	 * @param string $text The file.
	 * @return array<string, mixed> The last status.
	 */
	private static function import( string $text ): array {
		$id = ImportFiles::create( 'members.jsonl', strlen( $text ) );
		self::assertIsInt( $id );
		foreach ( str_split( $text, ImportFiles::CHUNK ) as $seq => $part ) {
			self::assertIsArray( ImportFiles::put_chunk( $id, $seq, $part ) );
		}
		for ( $step = 0; $step < 50; $step++ ) {
			$status = MemberImport::step( $id );
			self::assertIsArray( $status );
			if ( in_array( $status['phase'], array( MemberImport::DONE, MemberImport::REFUSED ), true ) ) {
				return $status;
			}
		}
		self::fail( 'The import did not end.' );
	}

	/**
	 * Rows of the tables a member import writes.
	 *
	 * @return array<string, int>
	 */
	private static function counts(): array {
		global $wpdb;
		$counts = array();
		foreach ( array( $wpdb->users, $wpdb->usermeta, Tables::likes(), Tables::collections(), Tables::comment_likes(), Tables::tag_subscriptions(), Tables::messages() ) as $table ) {
			$counts[ $table ] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test counts.
		}
		return $counts;
	}

	/**
	 * Deletes the two members as an operator would (their relations go with them).
	 */
	private function delete_members(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->member );
		wp_delete_user( $this->other );
	}

	public function test_members_come_back_with_their_password_profile_and_relations(): void {
		$hash = get_userdata( $this->member )->user_pass;
		$text = self::export();
		$this->delete_members();
		// As the content import leaves them: the comments without their account.
		$stranger = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $this->post,
				'comment_content'      => '路过',
				'comment_author_email' => 'stranger@example.com',
				'comment_approved'     => 1,
			)
		);
		global $wpdb;
		$wpdb->update( $wpdb->comments, array( 'user_id' => 0 ), array( 'comment_ID' => $this->comment ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test setup.
		clean_comment_cache( $this->comment );

		$status = self::import( $text );
		$user   = get_user_by( 'email', 'move-me@example.com' );
		$other  = get_user_by( 'email', 'mentions@example.com' );

		$this->assertSame( MemberImport::DONE, $status['phase'] );
		$this->assertSame( 2, $status['created'] );
		$this->assertSame( 0, $status['refused'] );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertTrue( Role::is_member( $user->ID ) );
		$this->assertSame( $hash, $user->user_pass );
		$this->assertTrue( wp_check_password( 'old-password', $user->user_pass, $user->ID ) );
		$this->assertSame( '张晓明', $user->display_name );
		$this->assertSame( '清华大学材料学院', get_user_meta( $user->ID, Profile::META_INSTITUTION, true ) );
		$this->assertSame( 'phd_student', get_user_meta( $user->ID, Profile::META_TITLE, true ) );
		$this->assertSame( '1', get_user_meta( $user->ID, Profile::META_DIGEST, true ) );
		$this->assertSame( 'union-abc', get_user_meta( $user->ID, Identities::META_UNIONID, true ) );
		$this->assertSame( array( $this->tags[2], $this->tags[0] ), ( new TagSubscriptions() )->for_user( $user->ID ) );
		$this->assertTrue( ( new Likes() )->has( $user->ID, $this->post ) );
		$this->assertTrue( ( new Collections() )->has( $user->ID, $this->post ) );
		$this->assertSame( 1, (int) get_comment( $this->comment )->comment_karma, 'the comment likes are counted again' );
		$this->assertSame( (string) $other->ID, get_comment( $this->comment )->user_id, 'the member\'s own comment is theirs again' );
		$this->assertSame( '0', get_comment( $stranger )->user_id );
		global $wpdb;
		$table   = Tables::messages();
		$message = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d", $user->ID ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test read.
		$this->assertSame( (string) $other->ID, $message['actor_id'] );
		$this->assertSame( (string) $this->comment, $message['comment_id'] );
		$this->assertSame( '2026-11-20 08:00:00', $message['created_at'] );
		$this->assertSame( 2, count_users()['avail_roles'][ Role::NAME ] ?? 0, 'the role counts are filled again' );
	}

	public function test_follows_of_members_and_visitors_come_back_once(): void {
		global $wpdb;
		$table = Tables::cfp_follows();
		$rows  = array(
			array( 'move-me@example.com', 'confirmed', 'a', '2026-11-01 08:05:00' ),
			array( 'visitor@example.com', 'pending', 'b', null ),
			array( 'gone@example.com', 'unsubscribed', 'c', null ),
		);
		foreach ( $rows as list( $email, $state, $hash, $confirmed ) ) {
			$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test setup.
				$table,
				array(
					'post_id'      => $this->post,
					'email'        => $email,
					'status'       => $state,
					'token_hash'   => str_repeat( $hash, 64 ),
					'created_at'   => '2026-11-01 08:00:00',
					'confirmed_at' => $confirmed,
				)
			);
		}
		$text = self::export();
		$this->delete_members();
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test setup.

		$status = self::import( $text );
		$read   = static fn(): array => $wpdb->get_results( "SELECT post_id, email, status, token_hash, created_at, confirmed_at FROM {$table} ORDER BY email", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test read.
		$after  = $read();

		$this->assertSame( 0, $status['refused'] );
		$this->assertSame(
			array(
				array(
					'post_id'      => (string) $this->post,
					'email'        => 'move-me@example.com',
					'status'       => 'confirmed',
					'token_hash'   => str_repeat( 'a', 64 ),
					'created_at'   => '2026-11-01 08:00:00',
					'confirmed_at' => '2026-11-01 08:05:00',
				),
				array(
					'post_id'      => (string) $this->post,
					'email'        => 'visitor@example.com',
					'status'       => 'pending',
					'token_hash'   => str_repeat( 'b', 64 ),
					'created_at'   => '2026-11-01 08:00:00',
					'confirmed_at' => null,
				),
			),
			$after,
			'the unsubscribed address stays home'
		);
		self::import( $text );
		$this->assertSame( $after, $read(), 'a second run adds no follow' );

		$unknown = self::import(
			self::file_of(
				array(
					array(
						't'          => 'follow',
						'post'       => 9009,
						'email'      => 'someone@example.com',
						'status'     => 'pending',
						'token_hash' => str_repeat( 'd', 64 ),
						'created'    => '2026-11-01T00:00:00Z',
						'confirmed'  => null,
						'reminded'   => null,
					),
				)
			)
		);
		$this->assertSame( 1, $unknown['refused'] );
		$this->assertStringContainsString( '9009', ImportFiles::refusals( $unknown['id'], 1, 10 )['list'][0]['reason'] );
		$this->assertCount( 2, $read() );
	}

	public function test_the_refills_run_one_a_step(): void {
		$text = self::export();
		$this->delete_members();
		$id = ImportFiles::create( 'members.jsonl', strlen( $text ) );
		ImportFiles::put_chunk( (int) $id, 0, $text );
		$filling = array();
		do {
			$status = MemberImport::step( (int) $id );
			$this->assertIsArray( $status );
			if ( MemberImport::FILLING === $status['phase'] ) {
				$filling[] = $status['progress'];
			}
		} while ( ! in_array( $status['phase'], array( MemberImport::DONE, MemberImport::REFUSED ), true ) );

		$this->assertSame( MemberImport::DONE, $status['phase'] );
		$this->assertSame( array( 0, 20, 40, 60, 80 ), $filling, 'five refills, each its own step' );
		$this->assertSame( 2, count_users()['avail_roles'][ Role::NAME ] ?? 0 );
	}

	public function test_a_second_run_adds_nothing(): void {
		$text = self::export();
		$this->delete_members();
		self::import( $text );
		$before = self::counts();

		$again = self::import( $text );

		$this->assertSame( $before, self::counts() );
		$this->assertSame( 0, $again['created'] );
		$this->assertSame( 2, $again['found'] );
		$this->assertSame( 0, $again['relations'] );
	}

	public function test_a_second_run_takes_the_old_site_s_newer_address_and_profile(): void {
		$text = self::export();
		$this->delete_members();
		self::import( $text );
		$user = get_user_by( 'email', 'move-me@example.com' );

		self::import( self::rewritten( str_replace( array( 'move-me@example.com', '清华大学材料学院' ), array( 'moved@example.com', '北京科技大学' ), $text ) ) );

		$this->assertSame( 'moved@example.com', get_userdata( $user->ID )->user_email );
		$this->assertSame( '北京科技大学', get_user_meta( $user->ID, Profile::META_INSTITUTION, true ) );
	}

	/**
	 * A changed file written again with a fresh trailer (a later export of the same site).
	 *
	 * @param string $text The file, its lines changed.
	 */
	private static function rewritten( string $text ): string {
		$lines = array_map( static fn( string $line ): array => json_decode( $line, true ), explode( "\n", rtrim( $text, "\n" ) ) );
		return self::file_of( array_slice( $lines, 1, -1 ), $lines[0]['site'] );
	}

	public function test_refused_lines_say_why_and_write_nothing(): void {
		$member = static fn( int $id, string $email, array $more = array() ): array => array_merge(
			array(
				't'            => 'member',
				'id'           => $id,
				'email'        => $email,
				'display_name' => '会员' . $id,
				'login'        => 'old' . $id,
				'registered'   => '2025-01-01T00:00:00Z',
				'pass'         => '$P$BPEGTqXW4JH4S5W7xGYvbkVqxERpgx0',
			),
			$more
		);
		$text   = self::file_of(
			array(
				array(
					't'    => 'post',
					'id'   => 9001,
					'type' => 'post',
					'slug' => 'no-such-article',
					'guid' => 'https://old.example.cn/?p=9001',
				),
				array(
					't'        => 'term',
					'id'       => 9002,
					'taxonomy' => 'post_tag',
					'slug'     => 'no-such-tag',
				),
				$member( 101, 'not-an-address' ),
				$member( 102, 'twice@example.com' ),
				$member( 103, 'twice@example.com' ),
				$member( 104, 'liked@example.com', array( 'likes' => array( array( 9001, '2025-02-01T00:00:00Z' ) ) ) ),
				$member( 105, 'tagged@example.com', array( 'subscriptions' => array( 9002 ) ) ),
				$member( 106, 'move-me@example.com' ),
				$member( 107, 'hash@example.com', array( 'pass' => 'plain-text-password' ) ),
				// An occupation by its label, a research area of the old site's own list (left out).
				$member(
					108,
					'labels@example.com',
					array(
						'profile' => array(
							'title'         => '工程师',
							'research_area' => '高分子',
						),
					)
				),
			)
		);
		$before = self::counts();

		$status = self::import( $text );
		$page   = ImportFiles::refusals( $status['id'], 1, 50 );

		$this->assertSame( 2, $status['created'], 'twice@example.com\'s first line, labels@example.com' );
		$this->assertSame( 6, $status['refused'] );
		$reasons = array_column( $page['list'], 'reason', 'line' );
		$this->assertSame( array( 4, 6, 7, 8, 9, 10 ), array_keys( $reasons ) );
		$this->assertSame( '邮箱地址无效。', $reasons[4] );
		$this->assertSame( '该邮箱在文件中出现了两次。', $reasons[6] );
		$this->assertStringContainsString( '9001', $reasons[7] );
		$this->assertStringContainsString( '本站没有', $reasons[7] );
		$this->assertStringContainsString( '9002', $reasons[8] );
		$this->assertSame( '该邮箱在本站已有会员账户。', $reasons[9] );
		$this->assertSame( '密码哈希的格式 WordPress 无法校验。', $reasons[10] );
		$after = self::counts();
		global $wpdb;
		$this->assertSame( $before[ $wpdb->users ] + 2, $after[ $wpdb->users ] );
		$labels = get_user_by( 'email', 'labels@example.com' );
		$this->assertSame( 'engineer', get_user_meta( $labels->ID, Profile::META_TITLE, true ) );
		$this->assertSame( '', get_user_meta( $labels->ID, Profile::META_RESEARCH_AREA, true ) );
		$this->assertSame( $before[ Tables::likes() ], $after[ Tables::likes() ] );
		$this->assertSame( $before[ Tables::tag_subscriptions() ], $after[ Tables::tag_subscriptions() ] );
		$this->assertFalse( get_user_by( 'email', 'liked@example.com' ) );
	}

	public function test_a_file_cut_short_is_refused_whole(): void {
		$text = self::export();
		$this->delete_members();
		$before = self::counts();

		$status = self::import( substr( $text, 0, -200 ) );

		$this->assertSame( MemberImport::REFUSED, $status['phase'] );
		$this->assertStringContainsString( '文件不完整', $status['error'] );
		$this->assertSame( $before, self::counts() );
	}

	public function test_an_ended_import_keeps_its_report_but_not_its_file_and_old_uploads_go(): void {
		global $wpdb;
		$done     = self::import( self::export() );
		$left     = ImportFiles::create( 'left.jsonl', 10 );
		$chunks   = ImportFiles::chunks_table();
		$uploaded = ImportFiles::create( 'half.jsonl', ImportFiles::CHUNK + 10 );
		ImportFiles::put_chunk( $uploaded, 0, str_repeat( 'x', ImportFiles::CHUNK ) );

		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$chunks} WHERE import_id = %d", $done['id'] ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test read.
		$this->assertSame( 0, ImportCleanup::purge( time() ) );
		$this->assertSame( 2, ImportCleanup::purge( time() + DAY_IN_SECONDS + 60 ) );
		$this->assertNull( ImportFiles::get( $left ) );
		$this->assertNull( ImportFiles::get( $uploaded ) );
		$this->assertSame( MemberImport::DONE, ImportFiles::get( $done['id'] )['phase'], 'a report is kept for a month' );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$chunks}" ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test read.
		$this->assertSame( 1, ImportCleanup::purge( time() + 31 * DAY_IN_SECONDS ) );
	}

	public function test_a_part_of_the_wrong_size_is_refused(): void {
		$id = ImportFiles::create( 'members.jsonl', 10 );

		$wrong = ImportFiles::put_chunk( $id, 0, '12345' );
		$past  = ImportFiles::put_chunk( $id, 1, '1234567890' );

		$this->assertInstanceOf( \WP_Error::class, $wrong );
		$this->assertInstanceOf( \WP_Error::class, $past );
		$this->assertSame( ImportFiles::UPLOADING, ImportFiles::get( $id )['phase'] );
	}

	public function test_lines_are_read_across_parts_and_from_a_cursor(): void {
		// Chinese text split between two parts: the statements carry it as base64 (wpdb refuses broken UTF-8).
		$lines = array();
		$size  = 0;
		for ( $i = 0; $size < 2 * ImportFiles::CHUNK + 1000; $i++ ) {
			// Three-byte characters: the parts end inside them.
			$line    = str_repeat( 0 === $i % 2 ? '材料' : chr( 97 + $i % 26 ), 1 + ( $i * 7919 ) % 300000 ) . "\n";
			$lines[] = $line;
			$size   += strlen( $line );
		}
		$text = implode( '', $lines );
		$id   = ImportFiles::create( 'lines.txt', strlen( $text ) );
		foreach ( str_split( $text, ImportFiles::CHUNK ) as $seq => $part ) {
			ImportFiles::put_chunk( $id, $seq, $part );
		}

		$reader = new ChunkLines( $id, 0, 0 );
		$read   = array();
		$half   = null;
		for ( $line = $reader->next(); null !== $line; $line = $reader->next() ) {
			$read[] = $line;
			if ( count( $read ) === (int) ( count( $lines ) / 2 ) ) {
				$half = $reader->cursor();
			}
		}
		$this->assertSame( $lines, $read );
		$resumed = new ChunkLines( $id, $half['seq'], $half['offset'] );
		$this->assertSame( $lines[ (int) ( count( $lines ) / 2 ) ], $resumed->next() );
	}
}
