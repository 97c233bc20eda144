<?php
/**
 * The site's mail layout on a phone.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Mail;

use Mvc\Core\Mail\CodeMail;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Mail\DigestMail;
use Mvc\Core\Mail\FollowMail;
use Mvc\Core\Mail\Mailer;
use Mvc\Core\Mail\MemberResetMail;
use Mvc\Core\Mail\NoticeMail;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Tests\TestCase;

/**
 * Every HTML mail of the site is a whole document from Mailer::document() with the viewport meta,
 * so a phone's mail app shows it at the screen's width: each kind is sent here (caught before
 * wp_mail() sends it) and read; and no class of plugin/inc/Mail/ sends HTML built anywhere else.
 */
final class MailLayoutTest extends TestCase {

	private const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

	/**
	 * The subjects and HTML bodies wp_mail() was given.
	 *
	 * @var list<array{0: string, 1: string}>
	 */
	private array $sent = array();

	protected function set_up(): void {
		parent::set_up();
		$this->sent = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	protected function tear_down(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ) );
		parent::tear_down();
	}

	/**
	 * `pre_wp_mail`: keeps the message and sends nothing.
	 *
	 * @param mixed                $short Short-circuit value.
	 * @param array<string, mixed> $atts  wp_mail()'s arguments.
	 */
	public function catch_mail( $short, $atts ): bool {
		unset( $short );
		$this->sent[] = array( (string) $atts['subject'], (string) $atts['message'] );
		return true;
	}

	public function test_the_layout_has_the_viewport_meta_in_its_head(): void {
		$html = Mailer::document( '标题', '<p>正文</p>' );

		$this->assertSame( 1, preg_match( '#<head>(.*?)</head>#s', $html, $head ) );
		$this->assertStringContainsString( '<meta charset="utf-8">', $head[1] );
		$this->assertStringContainsString( self::VIEWPORT, $head[1] );
	}

	public function test_every_kind_of_mail_has_the_viewport_meta(): void {
		$member = get_userdata( self::factory()->member() );
		$this->assertNotFalse( $member );
		$post = get_post( self::factory()->post( array( 'post_title' => '特刊征稿' ) ) );
		$this->assertNotNull( $post );
		$tag = get_term( self::factory()->term( 'post_tag', array( 'name' => '电池' ) ), 'post_tag' );
		$this->assertInstanceOf( \WP_Term::class, $tag );

		foreach ( array( VerificationCodes::REGISTER, VerificationCodes::RESET, VerificationCodes::EMAIL_CHANGE, VerificationCodes::LINK_WECHAT ) as $purpose ) {
			CodeMail::send( 'code@example.com', $purpose, '123456' );
		}
		NoticeMail::wechat_linked( $member, '微信用户' );
		NoticeMail::email_changed( 'old@example.com', 'new@example.com' );
		NoticeMail::password_changed( 'member@example.com' );
		FollowMail::confirmation( 'f@example.com', $post, home_url( '/confirm' ), home_url( '/unsubscribe' ) );
		FollowMail::reminder( 'f@example.com', $post, '2030-01-01', 7, home_url( '/cfp' ), home_url( '/unsubscribe' ) );
		$groups = array(
			array(
				'tag'   => $tag,
				'posts' => array( $post ),
			),
		);
		DigestMail::send( $member, $groups, Digest::unsubscribe_url( $member->ID ) );
		DigestMail::send( $member, $groups, Digest::test_unsubscribe_url( 1 ), 'op@example.com', true );
		MemberResetMail::send( $member->user_email, '654321' );

		$this->assertCount( 12, $this->sent );
		foreach ( $this->sent as list( $subject, $html ) ) {
			$this->assertStringStartsWith( '<!DOCTYPE html>', $html, $subject );
			$this->assertStringContainsString( self::VIEWPORT, $html, $subject );
		}
	}

	public function test_every_mail_class_builds_its_html_with_the_layout(): void {
		foreach ( glob( dirname( __DIR__, 4 ) . '/plugin/inc/Mail/*.php' ) as $file ) {
			$source = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a source file.
			if ( str_ends_with( $file, '/Mailer.php' ) ) {
				continue;
			}
			$this->assertStringNotContainsStringIgnoringCase( '<html', $source, basename( $file ) );
			if ( str_contains( $source, 'Mailer::send(' ) ) {
				$this->assertStringContainsString( 'Mailer::document(', $source, basename( $file ) );
			}
		}
	}
}
