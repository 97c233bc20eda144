<?php
/**
 * The page 提交科研资讯 and its form.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Settings;
use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\TestCase;
use Mvc\Core\Submissions\NewsForm as NewsSubmission;
use RuntimeException;

/**
 * Mvc\Theme\Content\NewsSubmission and page-submit-research-news.php: the page's own text and
 * the whole form (multipart, to admin-post.php, working without JavaScript); a post stored goes
 * back to ?sent=1, a refused one to ?failed=<key> with its message and what was typed (never in
 * the address); a bad nonce is refused with nothing stored; a body over PHP's limit goes back
 * with the size message.
 */
final class NewsSubmissionTest extends TestCase {

	private int $page = 0;

	protected function set_up(): void {
		parent::set_up();
		update_option( Settings::OPTION, array( 'submission_notify_email' => 'news-inbox@example.com' ) );
		$existing   = get_page_by_path( NewsSubmission::PAGE );
		$this->page = $existing ? $existing->ID : self::factory()->post(
			array(
				'post_type'    => 'page',
				'post_name'    => NewsSubmission::PAGE,
				'post_title'   => '提交科研资讯',
				'post_content' => '<p>欢迎投递您的最新科研成果新闻稿。</p>',
			)
		);
	}

	protected function tear_down(): void {
		unset( $_SERVER['CONTENT_LENGTH'] );
		$_FILES = array();
		parent::tear_down();
	}

	/**
	 * Research-news submissions stored.
	 */
	private function stored(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s AND m.meta_value = %s WHERE p.post_type = %s", Submissions::META_KIND, Submissions::RESEARCH_NEWS, SubmissionType::TYPE ) );
	}

	/**
	 * Posts the form to the handler as admin-post.php would, stopping at its redirect or its
	 * wp_die().
	 *
	 * @param array<string, string> $fields The form's fields (empty: an empty body).
	 * @param string|null           $nonce  Its nonce (null: a fresh one).
	 * @return string `redirect:<location>` or `die:<status>`.
	 */
	private function post_form( array $fields, ?string $nonce = null ): string {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array() === $fields ? array() : wp_slash(
			$fields + array(
				'action'   => NewsSubmission::ACTION,
				'_wpnonce' => $nonce ?? wp_create_nonce( NewsSubmission::ACTION ),
			)
		);
		$stop                      = static function ( string $location ): string {
			throw new RuntimeException( 'redirect:' . $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		};
		$die                       = static function (): callable {
			return static function ( $message, $title, $args ): void {
				throw new RuntimeException( 'die:' . ( is_array( $args ) ? (string) ( $args['response'] ?? '' ) : '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
			};
		};
		add_filter( 'wp_redirect', $stop );
		add_filter( 'wp_die_handler', $die );
		try {
			( new NewsSubmission() )->handle();
		} catch ( RuntimeException $stopped ) {
			return $stopped->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $stop );
			remove_filter( 'wp_die_handler', $die );
			$_POST = array();
		}
		return '';
	}

	/**
	 * The page's HTML for an address.
	 *
	 * @param string $query Query string.
	 */
	private function page( string $query = '' ): string {
		$this->go_to( '/?page_id=' . $this->page . ( '' !== $query ? '&' . $query : '' ) );
		ob_start();
		require get_template_directory() . '/page-submit-research-news.php';
		return (string) ob_get_clean();
	}

	/**
	 * Valid fields.
	 *
	 * @return array<string, string>
	 */
	private function fields(): array {
		return array(
			'title'   => '新型催化剂',
			'summary' => '摘要内容',
			'name'    => '王五',
			'email'   => 'wang-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com',
			'website' => '',
		);
	}

	public function test_the_page_shows_its_text_and_the_whole_form(): void {
		$html = $this->page();

		$this->assertStringContainsString( '欢迎投递您的最新科研成果新闻稿。', $html );
		$this->assertStringContainsString( 'enctype="multipart/form-data"', $html );
		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'admin-post.php?action=' . NewsSubmission::ACTION ) ) . '"', $html );
		foreach ( array( 'title" maxlength="200"', 'summary" maxlength="2000"', 'name" maxlength="100"', 'email" maxlength="100"' ) as $field ) {
			$this->assertStringContainsString( 'name="' . $field . ' required', $html );
		}
		$this->assertStringContainsString( 'name="files[]" multiple accept=".jpg,.jpeg,.png,.webp,.pdf,.doc,.docx"', $html );
		$this->assertStringContainsString( '附件（可选）', $html );
		$this->assertStringContainsString( 'name="website"', $html );
		$this->assertStringContainsString( '>提交</button>', $html );
	}

	public function test_a_post_is_stored_and_goes_back_to_the_thank_you(): void {
		$before = $this->stored();

		$outcome = $this->post_form( $this->fields() );

		$this->assertSame( 'redirect:' . add_query_arg( 'sent', '1', NewsSubmission::url() ), $outcome );
		$this->assertSame( $before + 1, $this->stored() );
		$this->assertStringContainsString( '感谢投稿！您的科研资讯已发送给编辑部', $this->page( 'sent=1' ) );
	}

	public function test_a_refused_post_goes_back_with_its_message_and_what_was_typed(): void {
		$before = $this->stored();
		$fields = array( 'email' => 'not-an-address' ) + $this->fields();

		$outcome = $this->post_form( $fields );

		$this->assertSame( 1, preg_match( '#^redirect:(.*)\?failed=([a-z0-9]{20})$#', $outcome, $match ) );
		$this->assertStringNotContainsString( 'not-an-address', $outcome );
		$this->assertSame( $before, $this->stored() );
		$html = $this->page( 'failed=' . $match[2] );
		$this->assertStringContainsString( '<p class="mvc-field__error" id="mvc-news-form-email-error">请输入正确的邮箱格式！</p>', $html );
		$this->assertStringContainsString( 'value="not-an-address"', $html );
		$this->assertStringContainsString( '>摘要内容</textarea>', $html );
		$this->assertStringContainsString( '提交未成功时不会保留附件', $html );
		// Read once.
		$this->assertStringNotContainsString( 'not-an-address', $this->page( 'failed=' . $match[2] ) );
	}

	public function test_a_bad_nonce_is_refused_and_nothing_is_stored(): void {
		$before = $this->stored();

		$this->assertSame( 'die:403', $this->post_form( $this->fields(), 'forged' ) );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_a_body_over_the_server_limit_goes_back_with_the_size_message(): void {
		$_SERVER['CONTENT_LENGTH'] = (string) ( 64 * 1048576 );

		$outcome = $this->post_form( array() );

		$this->assertSame( 1, preg_match( '#\?failed=([a-z0-9]{20})$#', $outcome, $match ) );
		$this->assertStringContainsString( '提交的内容太大：每个文件最多', $this->page( 'failed=' . $match[1] ) );
	}
}
