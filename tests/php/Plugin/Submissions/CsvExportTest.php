<?php
/**
 * The inbox's CSV export.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Submissions\CsvExport;
use Mvc\Core\Submissions\Submissions;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use RuntimeException;

/**
 * UTF-8 with a byte order mark, Chinese column names, one RFC 4180 line per submission of the
 * filtered list, formulas defused; only editors and administrators with the nonce download it.
 */
final class CsvExportTest extends TestCase {

	private static int $journal;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$journal = $factory->post(
			array(
				'post_type'  => 'journal',
				'post_title' => '功能材料',
			)
		);
	}

	/**
	 * A stored submission.
	 *
	 * @param string               $kind   Kind.
	 * @param array<string, mixed> $fields Fields to change.
	 */
	private function submission( string $kind, array $fields = array() ): int {
		$id = Submissions::submit(
			$kind,
			array_merge(
				array(
					'name'        => '张三',
					'email'       => 'csv-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com',
					'title'       => '标题',
					'message'     => '留言',
					'description' => '问题',
					'postId'      => self::$journal,
				),
				$fields
			),
			'192.0.2.' . wp_rand( 1, 250 )
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * The lines of a file, parsed, without the header.
	 *
	 * @param string $csv The file.
	 * @return list<list<string>>
	 */
	private function rows( string $csv ): array {
		$handle = fopen( 'php://memory', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- parsing the test's CSV.
		fwrite( $handle, substr( $csv, 3 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
		rewind( $handle );
		$rows = array();
		for ( $row = fgetcsv( $handle, null, ',', '"', '' ); false !== $row; $row = fgetcsv( $handle, null, ',', '"', '' ) ) {
			$rows[] = array_map( 'strval', $row );
		}
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		array_shift( $rows );
		return $rows;
	}

	public function test_the_file_starts_with_the_bom_and_the_chinese_header(): void {
		$this->submission( Submissions::CONTACT, array( 'message' => "第一行\n第二行，有\"引号\"" ) );

		$csv = CsvExport::csv();

		$this->assertSame( "\xEF\xBB\xBF", substr( $csv, 0, 3 ) );
		$this->assertStringStartsWith( "\xEF\xBB\xBF\"类型\",\"姓名\",\"邮箱\",\"主题\",\"留言\",\"来源\",\"来源链接\",\"收到时间\",\"状态\"\r\n", $csv );
		$rows = $this->rows( $csv );
		$this->assertCount( 1, $rows );
		$this->assertSame( '联系留言', $rows[0][0] );
		$this->assertSame( '张三', $rows[0][1] );
		$this->assertSame( "第一行\n第二行，有\"引号\"", $rows[0][4] );
		$this->assertMatchesRegularExpression( '/^联系(我们)?页面$/u', $rows[0][5] );
		$this->assertSame( '未读', $rows[0][8] );
		$this->assertStringContainsString( '"第一行' . "\n" . '第二行，有""引号"""', $csv );
	}

	public function test_cells_a_spreadsheet_would_run_are_defused(): void {
		$this->submission(
			Submissions::CONTACT,
			array(
				'name'    => '=HYPERLINK("http://evil.example","点我")',
				'title'   => '+1+1',
				'message' => '@SUM(A1:A2)',
			)
		);
		$this->submission( Submissions::CONTACT, array( 'title' => '-2+3' ) );

		$rows = $this->rows( CsvExport::csv() );

		$cells = array_merge( ...$rows );
		$this->assertContains( '\'=HYPERLINK("http://evil.example","点我")', $cells );
		$this->assertContains( "'+1+1", $cells );
		$this->assertContains( "'@SUM(A1:A2)", $cells );
		$this->assertContains( "'-2+3", $cells );
		foreach ( $cells as $cell ) {
			$this->assertDoesNotMatchRegularExpression( '/^[=+\-@\t\r]/', $cell );
		}
		$this->assertSame( "'\tx", CsvExport::defused( "\tx" ) );
		$this->assertSame( '张三', CsvExport::defused( '张三' ) );
	}

	public function test_the_kind_filter_and_the_trash_are_respected(): void {
		$contact  = $this->submission( Submissions::CONTACT, array( 'name' => '联系者' ) );
		$question = $this->submission( Submissions::FAQ_QUESTION, array( 'name' => '提问者' ) );
		$this->submission( Submissions::MINISITE_CONTACT, array( 'name' => '期刊联系者' ) );
		$trashed = $this->submission( Submissions::FAQ_QUESTION, array( 'name' => '已删除' ) );
		wp_trash_post( $trashed );
		Submissions::mark_read( $question );

		$faq = $this->rows( CsvExport::csv( Submissions::FAQ_QUESTION ) );
		$this->assertSame( array( '提问者' ), array_column( $faq, 1 ) );
		$this->assertSame( '功能材料', $faq[0][5] );
		$this->assertSame( get_permalink( self::$journal ), $faq[0][6] );
		$this->assertSame( '已读', $faq[0][8] );

		$this->assertEqualsCanonicalizing( array( '联系者', '提问者', '期刊联系者' ), array_column( $this->rows( CsvExport::csv() ), 1 ) );
		$this->assertSame( array( '已删除' ), array_column( $this->rows( CsvExport::csv( '', 'trash' ) ), 1 ) );
		$this->assertSame( array( '联系者' ), array_column( $this->rows( CsvExport::csv( '', '', '标题' ) ), 1 ) );
		unset( $contact );
	}

	public function test_the_download_needs_an_editor_and_the_nonce(): void {
		$url = html_entity_decode( CsvExport::url( Submissions::FAQ_QUESTION ) );
		$this->assertStringContainsString( 'admin-post.php?', $url );
		$this->assertStringContainsString( 'action=' . CsvExport::ACTION, $url );
		$this->assertStringContainsString( 'mvc_kind=' . Submissions::FAQ_QUESTION, $url );
		$this->assertMatchesRegularExpression( '/_wpnonce=[0-9a-f]{10}/', $url );

		$die = static function (): callable {
			return static function ( $message, $title, $args ): void {
				throw new RuntimeException( 'die:' . ( is_array( $args ) && isset( $args['response'] ) ? $args['response'] : '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
			};
		};
		add_filter( 'wp_die_handler', $die );
		try {
			foreach ( array( 'author', 'contributor', 'member' ) as $role ) {
				wp_set_current_user( self::factory()->user( array( 'role' => $role ) ) );
				$_REQUEST['_wpnonce'] = wp_create_nonce( CsvExport::ACTION );
				try {
					( new CsvExport() )->download();
					$this->fail( 'The file went to an ' . $role );
				} catch ( RuntimeException $refused ) {
					$this->assertSame( 'die:403', $refused->getMessage(), $role );
				}
			}
			wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
			$_REQUEST['_wpnonce'] = 'wrong';
			try {
				( new CsvExport() )->download();
				$this->fail( 'The file went without the nonce.' );
			} catch ( RuntimeException $refused ) {
				$this->assertSame( 'die:403', $refused->getMessage() );
			}
		} finally {
			remove_filter( 'wp_die_handler', $die );
		}
	}
}
