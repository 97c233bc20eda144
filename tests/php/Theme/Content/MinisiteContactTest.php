<?php
/**
 * A journal minisite's contact form.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Settings;
use Mvc\Core\Submissions\Submissions;
use Mvc\Tests\TestCase;
use Mvc\Core\Submissions\MinisiteContactForm as MinisiteContact;
use RuntimeException;
use WP_Post;

/**
 * Mvc\Theme\Content\MinisiteContact and template-parts/journals/contact-form.php: the form in the
 * 常见问题 tab (name, e-mail, message; the journal's title and id added by the server), posted to
 * the journal's page without JavaScript, stored as a `minisite_contact` submission of that journal
 * and back to ?contact=sent; refused, the page shows the reason under the field and what was typed.
 */
final class MinisiteContactTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		update_option( Settings::OPTION, array( 'submission_notify_email' => 'minisite-inbox@example.com' ) );
	}

	protected function tear_down(): void {
		( new \ReflectionProperty( MinisiteContact::class, 'outcome' ) )->setValue( null, null );
		parent::tear_down();
	}

	/**
	 * A published journal.
	 */
	private function journal(): WP_Post {
		$journal = get_post(
			self::factory()->post(
				array(
					'post_type'  => 'journal',
					'post_title' => '能源材料 & 器件',
					'post_name'  => 'contact-test-journal',
				)
			)
		);
		$this->assertInstanceOf( WP_Post::class, $journal );
		return $journal;
	}

	/**
	 * The minisite's HTML.
	 *
	 * @param WP_Post $journal Journal.
	 */
	private function render( WP_Post $journal ): string {
		ob_start();
		get_template_part( 'template-parts/journals/minisite', null, array( 'journal' => $journal ) );
		return (string) ob_get_clean();
	}

	/**
	 * Posts the form on the journal's page.
	 *
	 * @param WP_Post              $journal Journal.
	 * @param array<string, string> $fields  Fields.
	 * @return string `redirect:<location>`, or '' when the page is drawn.
	 */
	private function post_form( WP_Post $journal, array $fields ): string {
		$this->go_to( (string) wp_make_link_relative( (string) get_permalink( $journal ) ) );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash( $fields + array( MinisiteContact::FIELD => '1' ) );
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
			( new MinisiteContact() )->take_post();
		} catch ( RuntimeException $stopped ) {
			return $stopped->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $stop );
			remove_filter( 'wp_die_handler', $die );
			$_POST                     = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
		}
		return '';
	}

	public function test_the_faq_tab_holds_the_contact_form(): void {
		$journal = $this->journal();
		$this->go_to( (string) wp_make_link_relative( (string) get_permalink( $journal ) ) );

		$html = $this->render( $journal );

		$this->assertSame( 1, preg_match( '#<section class="mvc-minisite__panel[^"]*" id="mvc-minisite-faq".*?</section>#s', $html, $faq ) );
		$this->assertStringContainsString( '>联系编辑部</h3>', $faq[0] );
		$this->assertStringContainsString( 'id="mvc-minisite-contact" method="post" action="' . esc_url( (string) get_permalink( $journal ) . '#mvc-minisite-contact' ) . '"', $faq[0] );
		foreach ( array( 'name" maxlength="100"', 'email" maxlength="100"', 'message" maxlength="500"' ) as $field ) {
			$this->assertStringContainsString( 'name="' . $field . ' required', $faq[0] );
		}
		$this->assertStringContainsString( '>发送留言</button>', $faq[0] );
		// No script of its own: nothing is added to the reader's JavaScript.
		$this->assertStringNotContainsString( 'data-island="contact-form"', $html );
	}

	public function test_a_message_is_stored_for_the_journal_and_the_page_says_so(): void {
		$journal = $this->journal();
		$email   = 'reader-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';

		$outcome = $this->post_form(
			$journal,
			array(
				'name'    => '读者甲',
				'email'   => $email,
				'message' => '请问投稿周期多长？',
				'website' => '',
			)
		);

		$this->assertSame( 'redirect:' . add_query_arg( 'contact', 'sent', (string) get_permalink( $journal ) ) . '#mvc-minisite-contact', $outcome );
		$found = get_posts(
			array(
				'post_type'   => 'mvc_submission',
				'post_status' => 'private',
				'meta_key'    => Submissions::META_EMAIL, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a test.
				'meta_value'  => $email, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- a test.
				'fields'      => 'ids',
			)
		);
		$this->assertCount( 1, $found );
		$submission = Submissions::get( (int) $found[0] );
		$this->assertNotNull( $submission );
		$this->assertSame( Submissions::MINISITE_CONTACT, $submission['kind'] );
		$this->assertSame( $journal->ID, $submission['source_id'] );
		$this->assertSame( '能源材料 & 器件', $submission['source_title'] );
		$this->assertSame( '请问投稿周期多长？', $submission['message'] );

		$this->go_to( add_query_arg( 'contact', 'sent', (string) wp_make_link_relative( (string) get_permalink( $journal ) ) ) );
		$this->assertTrue( MinisiteContact::personal() );
		$this->assertStringContainsString( '感谢您的留言', $this->render( $journal ) );
	}

	public function test_a_post_from_another_sites_page_is_refused_and_stores_nothing(): void {
		$journal = $this->journal();
		$email   = 'cross-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';

		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$outcome                        = $this->post_form(
			$journal,
			array(
				'name'    => '读者乙',
				'email'   => $email,
				'message' => '请问投稿周期多长？',
				'website' => '',
			)
		);
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );

		$this->assertSame( 'die:403', $outcome );
		$found = get_posts(
			array(
				'post_type'   => 'mvc_submission',
				'post_status' => 'any',
				's'           => $email,
				'fields'      => 'ids',
			)
		);
		$this->assertSame( array(), $found );
	}

	public function test_a_refused_message_shows_the_reason_and_what_was_typed(): void {
		$journal = $this->journal();

		$outcome = $this->post_form(
			$journal,
			array(
				'name'    => '读者乙',
				'email'   => 'reader@example.com',
				'message' => '',
				'website' => '',
			)
		);

		$this->assertSame( '', $outcome );
		$this->assertTrue( MinisiteContact::personal() );
		$html = $this->render( $journal );
		$this->assertStringContainsString( '<p class="mvc-field__error" id="mvc-minisite-contact-message-error">请输入留言内容！</p>', $html );
		$this->assertStringContainsString( 'value="读者乙"', $html );
		$this->assertStringContainsString( '提交失败，请检查填写内容后重试。', $html );
	}
}
