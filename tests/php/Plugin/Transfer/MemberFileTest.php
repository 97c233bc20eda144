<?php
/**
 * The member file: written whole, checked whole.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Transfer;

use Mvc\Core\Member\Likes;
use Mvc\Core\Transfer\MemberExport;
use Mvc\Core\Transfer\MemberFile;
use Mvc\Tests\TestCase;

/**
 * MemberExport writes every member with their relations, the dictionary before its first use, and a
 * trailer; MemberFile::check() refuses a file cut short or changed, with a Chinese reason.
 */
final class MemberFileTest extends TestCase {

	use MemberWithRelations;

	private int $gone;

	protected function set_up(): void {
		parent::set_up();
		$this->make_member_with_relations();
		// A like of an article deleted since: left out of the file.
		$this->gone = self::factory()->post();
		( new Likes() )->add( $this->member, $this->gone );
		wp_delete_post( $this->gone, true );
		self::factory()->user( array( 'role' => 'editor' ) );
	}

	/**
	 * The exported file's text.
	 */
	private function export(): string {
		$stream = fopen( 'php://memory', 'w+b' );
		$this->assertIsResource( $stream );
		( new MemberExport() )->write( $stream );
		rewind( $stream );
		return (string) stream_get_contents( $stream );
	}

	/**
	 * What MemberFile::check() answers for a text.
	 *
	 * @param string $text The file.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function check( string $text ) {
		$stream = fopen( 'php://memory', 'w+b' );
		fwrite( $stream, $text );
		rewind( $stream );
		return MemberFile::check( $stream );
	}

	/**
	 * The lines as objects.
	 *
	 * @param string $text The file.
	 * @return list<array<string, mixed>>
	 */
	private static function lines( string $text ): array {
		return array_map( static fn( string $line ): array => json_decode( $line, true ), explode( "\n", rtrim( $text, "\n" ) ) );
	}

	public function test_every_member_with_their_relations_and_no_operator(): void {
		$text    = $this->export();
		$lines   = self::lines( $text );
		$members = array_values( array_filter( $lines, static fn( array $line ): bool => 'member' === $line['t'] ) );
		$mine    = array_values( array_filter( $members, fn( array $line ): bool => $line['id'] === $this->member ) )[0];

		$this->assertSame( 'header', $lines[0]['t'] );
		$this->assertSame( 'mvc-members', $lines[0]['format'] );
		$this->assertSame( 'trailer', end( $lines )['t'] );
		$this->assertSame( array( $this->member, $this->other ), array_column( $members, 'id' ) );
		$this->assertSame( 'move-me@example.com', $mine['email'] );
		$this->assertSame( '张晓明', $mine['display_name'] );
		$this->assertSame( get_userdata( $this->member )->user_pass, $mine['pass'] );
		$this->assertTrue( wp_check_password( 'old-password', $mine['pass'] ) );
		$this->assertSame( '清华大学材料学院', $mine['profile']['institution'] );
		$this->assertSame( 'union-abc', $mine['wechat']['unionid'] );
		$this->assertSame( array( $this->tags[2], $this->tags[0] ), $mine['subscriptions'] );
		// The deleted post's like is left out.
		$this->assertSame( array( $this->post ), array_column( $mine['likes'], 0 ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $mine['likes'][0][1] );
		$this->assertSame( array( $this->post ), array_column( $mine['collections'], 0 ) );
		$this->assertSame( array( $this->comment ), array_column( $mine['comment_likes'], 0 ) );
		$this->assertSame( 'mentions@example.com', $mine['messages'][0]['actor'] );
		$this->assertSame( '2026-11-20T08:00:00Z', $mine['messages'][0]['created'] );
	}

	public function test_each_object_is_described_once_before_its_first_use(): void {
		$lines     = self::lines( $this->export() );
		$described = array();
		foreach ( $lines as $number => $line ) {
			if ( in_array( $line['t'], array( 'term', 'post', 'comment' ), true ) ) {
				$this->assertArrayNotHasKey( $line['t'] . $line['id'], $described, 'described twice' );
				$described[ $line['t'] . $line['id'] ] = $number;
			}
			if ( 'comment' === $line['t'] ) {
				$this->assertArrayHasKey( 'post' . $line['post'], $described );
			}
			if ( 'member' === $line['t'] ) {
				foreach ( $line['subscriptions'] as $term ) {
					$this->assertArrayHasKey( 'term' . $term, $described );
				}
				foreach ( array_merge( $line['likes'], $line['collections'] ) as $pair ) {
					$this->assertArrayHasKey( 'post' . $pair[0], $described );
				}
				foreach ( $line['comment_likes'] as $pair ) {
					$this->assertArrayHasKey( 'comment' . $pair[0], $described );
				}
			}
		}
		$post = $lines[ $described[ 'post' . $this->post ] ];
		$this->assertSame( get_post( $this->post )->guid, $post['guid'] );
		$this->assertSame( 'post_tag', $lines[ $described[ 'term' . $this->tags[2] ] ]['taxonomy'] );
	}

	public function test_the_whole_file_is_checked(): void {
		$checked = self::check( $this->export() );

		$this->assertIsArray( $checked );
		$this->assertSame( 2, $checked['members'] );
		$this->assertSame( home_url( '/' ), $checked['header']['site'] );
	}

	/**
	 * Files cut short or changed.
	 *
	 * @return array<string, array{0: callable(string): string}>
	 */
	public static function damaged(): array {
		return array(
			'no trailer'        => array( static fn( string $text ): string => preg_replace( '/[^\n]*\n$/', '', $text ) ),
			'cut inside a line' => array( static fn( string $text ): string => substr( $text, 0, (int) ( strlen( $text ) / 2 ) ) ),
			'a byte changed'    => array( static fn( string $text ): string => str_replace( '张晓明', '张晓亮', $text ) ),
			'a line dropped'    => array(
				static function ( string $text ): string {
					$lines = explode( "\n", $text );
					unset( $lines[1] );
					return implode( "\n", $lines );
				},
			),
		);
	}

	/**
	 * @dataProvider damaged
	 *
	 * @param callable(string): string $damage What happened to the file.
	 */
	public function test_a_file_cut_short_or_changed_is_refused_whole( callable $damage ): void {
		$checked = self::check( $damage( $this->export() ) );

		$this->assertInstanceOf( \WP_Error::class, $checked );
		$this->assertSame( 'mvc_transfer_incomplete', $checked->get_error_code() );
	}

	public function test_other_files_are_refused_with_the_line(): void {
		$not_ours = self::check( "{\"t\":\"header\",\"format\":\"something-else\"}\n" );
		$unknown  = self::check( preg_replace( '/\n/', "\n{\"t\":\"spaceship\"}\n", $this->export(), 1 ) );
		$broken   = self::check( preg_replace( '/\n/', "\nnot json\n", $this->export(), 1 ) );

		$this->assertSame( 'mvc_transfer_not_member_file', $not_ours->get_error_code() );
		$this->assertSame( 'mvc_transfer_bad_line', $unknown->get_error_code() );
		$this->assertSame( 2, $unknown->get_error_data()['line'] );
		$this->assertSame( 2, $broken->get_error_data()['line'] );
		$this->assertInstanceOf( \WP_Error::class, self::check( '' ) );
	}
}
