<?php
/**
 * Research news sent through the page 提交科研资讯, with its files.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Settings;
use Mvc\Core\Submissions\Attachments;
use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\MailSink;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * The kind `research_news`: title, summary, contact name and e-mail, checked with Chinese
 * messages; up to three files (pictures, PDF, Word) of at most 5 MB each (less when PHP takes less), judged by their content,
 * stored through WordPress's media functions as attachments of the submission (random file names,
 * hidden from the media library of those who may not read the inbox, deleted with it); anything
 * refused stores nothing; the limits per address apply as to every kind; the inbox and the mail
 * show the files.
 */
final class ResearchNewsTest extends TestCase {

	/**
	 * A 1×1 PNG.
	 */
	private const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

	private string $inbox = '';

	protected function set_up(): void {
		parent::set_up();
		$this->inbox = 'inbox-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
		update_option( Settings::OPTION, array( 'submission_notify_email' => $this->inbox ) );
	}

	/**
	 * An upload as PHP lists it, its bytes in a temporary file.
	 *
	 * @param string $name  The sender's file name.
	 * @param string $bytes Content.
	 * @param int    $error Upload error.
	 * @return array<string, mixed>
	 */
	private function upload( string $name, string $bytes, int $error = UPLOAD_ERR_OK ): array {
		$tmp = (string) wp_tempnam( 'mvc-upload' );
		file_put_contents( $tmp, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test file.
		return array(
			'name'     => $name,
			'type'     => 'application/octet-stream',
			'tmp_name' => $tmp,
			'error'    => $error,
			'size'     => strlen( $bytes ),
		);
	}

	/**
	 * A tiny PDF.
	 */
	private function pdf(): string {
		return "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
	}

	/**
	 * The fields of a valid research-news submission.
	 *
	 * @param array<string, mixed> $fields Fields to change.
	 * @return array<string, mixed>
	 */
	private function fields( array $fields = array() ): array {
		return array_merge(
			array(
				'title'   => '钙钛矿电池效率突破 <26%>',
				'summary' => "我们课题组在 Nature 发表了新成果。\n第二段。",
				'name'    => '李老师',
				'email'   => 'news-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com',
				'website' => '',
			),
			$fields
		);
	}

	/**
	 * Submissions and attachments stored.
	 *
	 * @return array{int, int}
	 */
	private function stored(): array {
		global $wpdb;
		return array(
			(int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", SubmissionType::TYPE ) ),
			(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" ),
		);
	}

	public function test_research_news_is_stored_with_its_files_as_attachments_and_mailed(): void {
		$fields = $this->fields();
		$id     = Submissions::submit(
			Submissions::RESEARCH_NEWS,
			$fields,
			'198.51.100.7',
			null,
			array(
				$this->upload( '图 1.png', (string) base64_decode( self::PNG ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a test picture.
				$this->upload( 'paper.pdf', $this->pdf() ),
				$this->upload( '', '', UPLOAD_ERR_NO_FILE ),
			)
		);

		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		$submission = Submissions::get( $id );
		$this->assertNotNull( $submission );
		$this->assertSame( Submissions::RESEARCH_NEWS, $submission['kind'] );
		$this->assertSame( '钙钛矿电池效率突破 <26%>', $submission['subject'] );
		$this->assertSame( "我们课题组在 Nature 发表了新成果。\n第二段。", $submission['message'] );
		$this->assertSame( '李老师', $submission['name'] );
		$this->assertSame( '提交科研资讯页面', $submission['source_title'] );
		$this->assertSame( '科研资讯投稿', Submissions::kind_label( $submission['kind'] ) );
		$this->assertCount( 2, $submission['files'] );
		$this->assertSame( array( '图-1.png', 'paper.pdf' ), array_column( $submission['files'], 'name' ) );
		foreach ( $submission['files'] as $file ) {
			$this->assertSame( $id, wp_get_post_parent_id( $file['id'] ) );
			$this->assertSame( '1', get_post_meta( $file['id'], Attachments::META_FILE, true ) );
			// A random name, not the sender's.
			$this->assertMatchesRegularExpression( '#/news-[a-z0-9]{16}\.(png|pdf)$#', $file['url'] );
			$this->assertFileExists( (string) get_attached_file( $file['id'] ) );
		}

		$view = Inbox::fields_html( $id );
		$this->assertStringContainsString( '<th scope="row">资讯标题</th><td>钙钛矿电池效率突破 &lt;26%&gt;</td>', $view );
		$this->assertStringContainsString( '<th scope="row">摘要</th>', $view );
		$this->assertStringContainsString( '>paper.pdf</a>', $view );

		$mails = MailSink::to( $this->inbox );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( '科研资讯投稿', $mails[0]['subject'] );
		$this->assertStringContainsString( '附件: 图-1.png, paper.pdf', $mails[0]['text'] );

		// Deleted for good, the submission takes its files with it.
		$paths = array_map( static fn( array $file ): string => (string) get_attached_file( $file['id'] ), $submission['files'] );
		wp_delete_post( $id, true );
		foreach ( $submission['files'] as $index => $file ) {
			$this->assertNull( get_post( $file['id'] ) );
			$this->assertFileDoesNotExist( $paths[ $index ] );
		}
	}

	public function test_research_news_fields_are_refused_with_chinese_messages(): void {
		$before = $this->stored();
		$cases  = array(
			array( array( 'title' => ' ' ), 'title', '请输入资讯标题！' ),
			array( array( 'title' => str_repeat( '题', 201 ) ), 'title', '资讯标题最多 200 个字符。' ),
			array( array( 'summary' => '' ), 'summary', '请输入资讯摘要！' ),
			array( array( 'summary' => str_repeat( '文', 2001 ) ), 'summary', '摘要最多 2000 个字符。' ),
			array( array( 'name' => '' ), 'name', '请输入姓名！' ),
			array( array( 'email' => 'nobody' ), 'email', '请输入正确的邮箱格式！' ),
			array( array( 'summary' => array( 'x' ) ), 'summary', '摘要必须是文本。' ),
		);
		foreach ( $cases as $case ) {
			$result = Submissions::submit( Submissions::RESEARCH_NEWS, $this->fields( $case[0] ), '198.51.100.8' );
			$this->assertInstanceOf( WP_Error::class, $result );
			$this->assertSame( $case[1], $result->get_error_data()['field'] ?? null );
			$this->assertSame( $case[2], $result->get_error_message() );
		}
		$this->assertSame( $before, $this->stored() );
	}

	public function test_files_out_of_the_limits_are_refused_and_nothing_is_stored(): void {
		$before = $this->stored();
		$big    = $this->upload( 'big.pdf', $this->pdf() );
		$handle = fopen( $big['tmp_name'], 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a test file.
		ftruncate( $handle, Attachments::max_bytes() + 1 );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a test file.
		$png   = (string) base64_decode( self::PNG ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a test picture.
		$cases = array(
			'a script named as a picture' => array( array( $this->upload( 'photo.png', '<?php echo 1;' ) ), '文件“photo.png”的类型不被接受' ),
			'a program'                   => array( array( $this->upload( 'setup.exe', "MZ\x90\x00" ) ), '文件“setup.exe”的类型不被接受' ),
			'an html page'                => array( array( $this->upload( 'page.html', '<html><body>x</body></html>' ) ), '的类型不被接受' ),
			'over the limit'              => array( array( $big ), '文件“big.pdf”太大：每个文件最多 ' . Attachments::max_megabytes() . ' MB。' ),
			'over the server limit'       => array( array( $this->upload( 'huge.pdf', '', UPLOAD_ERR_INI_SIZE ) ), '文件“huge.pdf”太大' ),
			'cut short'                   => array( array( $this->upload( 'cut.pdf', '', UPLOAD_ERR_PARTIAL ) ), '文件“cut.pdf”没有完整上传' ),
			'four files'                  => array(
				array(
					$this->upload( '1.png', $png ),
					$this->upload( '2.png', $png ),
					$this->upload( '3.png', $png ),
					$this->upload( '4.png', $png ),
				),
				'最多只能上传 3 个附件。',
			),
		);
		foreach ( $cases as $label => $case ) {
			$result = Submissions::submit( Submissions::RESEARCH_NEWS, $this->fields(), '198.51.100.9', null, $case[0] );
			$this->assertInstanceOf( WP_Error::class, $result, $label );
			$this->assertSame( 400, $result->get_error_data()['status'] ?? null, $label );
			$this->assertSame( Attachments::FIELD, $result->get_error_data()['field'] ?? null, $label );
			$this->assertStringContainsString( $case[1], $result->get_error_message(), $label );
		}
		$this->assertSame( $before, $this->stored() );
		// Files are only for research news: another kind ignores them.
		$contact = Submissions::submit(
			Submissions::CONTACT,
			array(
				'name'  => '张三',
				'email' => 'c-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com',
				'title' => '你好',
			),
			'198.51.100.10',
			null,
			array( $this->upload( 'a.png', $png ) )
		);
		$this->assertIsInt( $contact );
		$this->assertSame( $before[1], $this->stored()[1] );
	}

	public function test_research_news_counts_against_the_limits_per_address(): void {
		$email = 'limit-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		for ( $i = 1; $i <= Submissions::EMAIL_LIMIT; $i++ ) {
			$this->assertIsInt( Submissions::submit( Submissions::RESEARCH_NEWS, $this->fields( array( 'email' => $email ) ), '203.0.113.' . $i ) );
		}
		$result = Submissions::submit( Submissions::RESEARCH_NEWS, $this->fields( array( 'email' => $email ) ), '203.0.113.99' );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 429, $result->get_error_data()['status'] ?? null );
	}

	public function test_the_media_library_hides_the_files_from_those_who_may_not_read_the_inbox(): void {
		wp_set_current_user( self::factory()->user( array( 'role' => 'author' ) ) );
		$args = Attachments::hide_from_library( array( 'post_type' => 'attachment' ) );
		$this->assertSame(
			array(
				array(
					'key'     => Attachments::META_FILE,
					'compare' => 'NOT EXISTS',
				),
			),
			$args['meta_query'] ?? null
		);

		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$this->assertSame( array( 'post_type' => 'attachment' ), Attachments::hide_from_library( array( 'post_type' => 'attachment' ) ) );
	}
}
