<?php
/**
 * The contact page.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Settings;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Core\Submissions\Submissions;
use Mvc\Tests\TestCase;
use Mvc\Core\Submissions\ContactForm as Contact;
use RuntimeException;

/**
 * Mvc\Theme\Content\Contact and templates/route-contact.php: the form posted without JavaScript
 * (stored and back to ?sent=1; refused and back with the message and what was typed, never in
 * the address; a bad nonce refused), the appeal prefill for the deleted comment's author only,
 * the postal address and the comment rules.
 */
final class ContactTest extends TestCase {

	private const COMMENT_TEXT = '这篇关于固态电解质界面的报道写得非常清楚，尤其是第三部分对锂枝晶生长机理的讨论，值得反复阅读。';

	/**
	 * Submissions stored.
	 *
	 * @return array<int, int>
	 */
	private function stored(): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'   => SubmissionType::TYPE,
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	/**
	 * Posts the form to the handler as admin-post.php would, stopping at its redirect or its
	 * wp_die().
	 *
	 * @param array<string, string> $fields The form's fields.
	 * @param string|null           $nonce  Its nonce (null: a fresh one of the current user).
	 * @return string `redirect:<location>` or `die:<status>`.
	 */
	private function post_form( array $fields, ?string $nonce = null ): string {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash(
			$fields + array(
				'action'   => Contact::ACTION,
				'_wpnonce' => $nonce ?? wp_create_nonce( Contact::ACTION ),
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
			( new Contact() )->handle();
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
	 * The contact page's HTML for an address.
	 *
	 * @param string $url Path and query.
	 */
	private function page( string $url ): string {
		$this->go_to( $url );
		ob_start();
		require get_template_directory() . '/templates/route-contact.php';
		return (string) ob_get_clean();
	}

	/**
	 * A member's comment on a published article, deleted by an operator (trashed, or for good).
	 *
	 * @param int  $author   Member.
	 * @param bool $for_good Deleted for good rather than trashed.
	 * @return int Comment id.
	 */
	private function deleted_comment( int $author, bool $for_good ): int {
		$post    = self::factory()->post( array( 'post_title' => '固态电池新进展' ) );
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'user_id'          => $author,
				'comment_content'  => self::COMMENT_TEXT,
				'comment_approved' => 1,
			)
		);
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		wp_trash_comment( $comment );
		if ( $for_good ) {
			wp_delete_comment( $comment, true );
		}
		wp_set_current_user( 0 );
		return $comment;
	}

	public function test_handle_stores_a_valid_message_and_goes_to_the_thank_you(): void {
		$outcome = $this->post_form(
			array(
				'name'    => '王小明',
				'email'   => 'wang@example.com',
				'title'   => '投稿咨询',
				'message' => "请问特刊的截稿日期？\n谢谢",
				'website' => '',
			)
		);

		$this->assertSame( 'redirect:' . add_query_arg( Contact::SENT_ARG, '1', Contact::url() ), $outcome );
		$stored = $this->stored();
		$this->assertCount( 1, $stored );
		$submission = Submissions::get( $stored[0] );
		$this->assertSame( Submissions::CONTACT, $submission['kind'] ?? null );
		$this->assertSame( '投稿咨询', $submission['subject'] ?? null );
		$this->assertSame( "请问特刊的截稿日期？\n谢谢", $submission['message'] ?? null );
	}

	public function test_handle_refuses_a_missing_name_keeps_nothing_and_shows_it_on_the_page(): void {
		$outcome = $this->post_form(
			array(
				'name'    => '  ',
				'email'   => 'wang@example.com',
				'title'   => '投稿咨询',
				'message' => '留言内容',
			)
		);

		$this->assertSame( array(), $this->stored() );
		$this->assertSame( 1, preg_match( '#^redirect:(.*/contact/\?failed=([a-z0-9]{20}))$#', $outcome, $match ) );
		// Nothing personal in the address: only the key.
		$this->assertStringNotContainsString( 'wang', $match[1] );

		$html = $this->page( '/contact/?failed=' . $match[2] );

		// The plugin's message (请输入姓名！) under the field it names.
		$this->assertStringContainsString( '<p class="mvc-field__error" id="mvc-contact-form-name-error">' . esc_html__( 'Please enter your name!', 'mvc-core' ) . '</p>', $html );
		$this->assertStringContainsString( 'aria-invalid="true" aria-describedby="mvc-contact-form-name-error"', $html );
		$this->assertStringContainsString( 'value="wang@example.com"', $html );
		$this->assertStringContainsString( '>留言内容</textarea>', $html );
		$this->assertStringContainsString( '4/500', $html );
		$this->assertStringContainsString( '提交失败，请检查填写内容后重试。', $html );
		// Read once: the state is gone, the page is the plain form with the failure alone.
		$again = $this->page( '/contact/?failed=' . $match[2] );
		$this->assertStringNotContainsString( 'wang@example.com', $again );
		$this->assertStringContainsString( '提交失败，请检查填写内容后重试。', $again );
	}

	public function test_handle_refuses_a_bad_address(): void {
		$outcome = $this->post_form(
			array(
				'name'  => '王小明',
				'email' => 'wang@',
				'title' => '投稿咨询',
			)
		);

		$this->assertSame( array(), $this->stored() );
		$this->assertSame( 1, preg_match( '#failed=([a-z0-9]{20})$#', $outcome, $match ) );
		$this->assertStringContainsString( 'id="mvc-contact-form-email-error">' . esc_html__( 'Please enter an e-mail address in the correct format!', 'mvc-core' ) . '</p>', $this->page( '/contact/?failed=' . $match[1] ) );
	}

	public function test_handle_refuses_a_bad_nonce_and_stores_nothing(): void {
		$outcome = $this->post_form(
			array(
				'name'  => '王小明',
				'email' => 'wang@example.com',
				'title' => '投稿咨询',
			),
			'0123456789'
		);

		$this->assertSame( 'die:403', $outcome );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_handle_refuses_a_post_from_another_sites_page_even_with_a_good_nonce(): void {
		$fields = array(
			'name'    => '王小明',
			'email'   => 'wang@example.com',
			'title'   => '投稿咨询',
			'message' => '请问投稿流程？',
		);
		foreach ( array(
			'HTTP_SEC_FETCH_SITE' => 'cross-site',
			'HTTP_ORIGIN'         => 'https://evil.example',
		) as $header => $value ) {
			$_SERVER[ $header ] = $value;
			$outcome            = $this->post_form( $fields );
			unset( $_SERVER[ $header ] );
			$this->assertSame( 'die:403', $outcome, $header );
		}
		$this->assertSame( array(), $this->stored() );

		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'same-origin';
		$outcome                        = $this->post_form( $fields );
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );
		$this->assertStringStartsWith( 'redirect:', $outcome, 'the site\'s own page posts as before' );
	}

	public function test_handle_answers_a_filled_honeypot_as_sent_and_stores_nothing(): void {
		$outcome = $this->post_form(
			array(
				'name'    => 'bot',
				'email'   => 'bot@example.com',
				'title'   => 'cheap pills',
				'website' => 'https://spam.example.com',
			)
		);

		$this->assertStringEndsWith( '/contact/?sent=1', $outcome );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_page_draws_the_whole_form_for_a_visitor(): void {
		$html = $this->page( '/contact/' );

		$this->assertStringContainsString( 'action="' . admin_url( 'admin-post.php' ) . '"', $html );
		$this->assertStringContainsString( 'name="action" value="mvc_contact"', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		foreach ( array( 'name', 'email', 'title' ) as $field ) {
			$this->assertMatchesRegularExpression( '#<input id="mvc-contact-form-' . $field . '" class="mvc-field__input" name="' . $field . '" maxlength="100" required#', $html );
		}
		$this->assertMatchesRegularExpression( '#<textarea id="mvc-contact-form-message" class="mvc-field__input" name="message" maxlength="500"#', $html );
		$this->assertStringContainsString( '>0/500</p>', $html );
		// The honeypot: out of the tab order and hidden from assistive technology.
		$this->assertMatchesRegularExpression( '#<div class="mvc-contact-form__trap" aria-hidden="true">.*?name="website" value="" tabindex="-1"#s', $html );
		$this->assertStringContainsString( 'data-island="contact-form"', $html );
		$this->assertStringContainsString( 'data-wake-with="mvc-contact-form"', $html );
		$this->assertStringContainsString( '>提交</button>', $html );
	}

	public function test_page_after_sending_says_thank_you(): void {
		$html = $this->page( '/contact/?sent=1' );

		$this->assertStringContainsString( '感谢您的留言，我们会尽快通过邮件回复您。', $html );
		$this->assertStringContainsString( '"status":"success"', $html );
	}

	public function test_page_shows_the_address_and_the_comment_rules(): void {
		delete_option( Settings::OPTION );
		$this->assertStringNotContainsString( 'mvc-contact__address', $this->page( '/contact/' ), 'a fresh site has no address' );
		update_option(
			Settings::OPTION,
			array(
				'contact_recipient' => '材料前沿编辑部',
				'contact_address'   => '上海市浦东新区张江路 88 号',
				'contact_phone'     => '021-12345678',
			)
		);

		$html = $this->page( '/contact/' );

		$this->assertStringContainsString( '<span class="mvc-contact__recipient">材料前沿编辑部</span>', $html );
		$this->assertStringContainsString( '<span class="mvc-contact__street">上海市浦东新区张江路 88 号</span>', $html );
		$this->assertStringContainsString( 'href="tel:02112345678"', $html );
		$this->assertStringNotContainsString( 'mvc-contact__postcode', $html );
		$this->assertStringNotContainsString( 'mvc-contact__email', $html );
		$this->assertStringContainsString( 'id="comment-rules"', $html );
		foreach ( array( '违法违规内容', '色情低俗', '辱骂攻击', '广告推广', '扰乱秩序', '垃圾信息', '删除评论', '封禁账号' ) as $text ) {
			$this->assertStringContainsString( $text, $html );
		}
	}

	public function test_address_can_be_replaced_by_a_filter(): void {
		$filter = static fn(): array => array(
			'recipient' => '某某科技有限公司',
			'address'   => '上海市浦东新区世纪大道 1 号',
		);
		add_filter( 'mvc_contact_address', $filter );
		try {
			$address = Contact::address();
		} finally {
			remove_filter( 'mvc_contact_address', $filter );
		}

		$this->assertSame(
			array(
				'recipient' => '某某科技有限公司',
				'address'   => '上海市浦东新区世纪大道 1 号',
				'postcode'  => '',
				'phone'     => '',
				'email'     => '',
			),
			$address
		);
	}

	public function test_appeal_of_a_trashed_comment_is_prefilled_for_its_author(): void {
		$author  = self::factory()->member();
		$comment = $this->deleted_comment( $author, false );

		$appeal = Contact::appeal( $comment, $author );

		$this->assertNotNull( $appeal );
		$this->assertSame( '评论申诉：' . mb_substr( self::COMMENT_TEXT, 0, 30 ) . '…', $appeal['title'] );
		$this->assertStringContainsString( '编号 ' . $comment, $appeal['message'] );
		$this->assertStringContainsString( '《固态电池新进展》', $appeal['message'] );
		$this->assertStringContainsString( self::COMMENT_TEXT, $appeal['message'] );
	}

	public function test_appeal_of_a_comment_deleted_for_good_comes_from_the_authors_message(): void {
		$author  = self::factory()->member();
		$comment = $this->deleted_comment( $author, true );
		$this->assertNull( get_comment( $comment ) );

		$appeal = Contact::appeal( $comment, $author );

		$this->assertNotNull( $appeal );
		$this->assertStringStartsWith( '评论申诉：这篇关于固态电解质界面的报道', $appeal['title'] );
		$this->assertStringContainsString( self::COMMENT_TEXT, $appeal['message'] );
	}

	public function test_appeal_is_nothing_for_another_member_a_visitor_or_an_unknown_comment(): void {
		$author  = self::factory()->member();
		$other   = self::factory()->member();
		$trashed = $this->deleted_comment( $author, false );
		$gone    = $this->deleted_comment( $author, true );

		$this->assertNull( Contact::appeal( $trashed, $other ) );
		$this->assertNull( Contact::appeal( $gone, $other ) );
		$this->assertNull( Contact::appeal( $trashed, 0 ) );
		$this->assertNull( Contact::appeal( $gone + 1000, $author ) );
	}

	public function test_page_prefills_the_appeal_for_the_logged_in_author_only(): void {
		$author  = self::factory()->member(
			array(
				'display_name' => '李薇',
				'user_email'   => 'liwei@example.com',
			)
		);
		$other   = self::factory()->member();
		$comment = $this->deleted_comment( $author, false );

		$this->log_in_member( $author );
		$own = $this->page( '/contact/?appeal=' . $comment );
		$this->log_in_member( $other );
		$theirs = $this->page( '/contact/?appeal=' . $comment );

		$this->assertStringContainsString( 'value="评论申诉：这篇关于固态电解质界面的报道', $own );
		$this->assertStringContainsString( 'value="李薇"', $own );
		$this->assertStringContainsString( 'value="liwei@example.com"', $own );
		$this->assertStringContainsString( esc_textarea( self::COMMENT_TEXT ), $own );
		$this->assertStringNotContainsString( '这篇关于固态电解质界面', $theirs );
		$this->assertStringNotContainsString( '评论申诉', $theirs );
		$this->assertStringContainsString( '>0/500</p>', $theirs );
	}
}
