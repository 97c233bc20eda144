<?php
/**
 * The user panel's props and its server-drawn first view.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Member;

use Mvc\Core\Member\Choices;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Member\SessionCookie;
use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\UserPanel;
use WP_Error;

/**
 * A member's panel carries the profile fields as the user info gives them, the server's own
 * choices and the contact link; the template draws the same facts as text (labels, not keys)
 * around the island's container. A visitor gets no panel. A profile the database did not give is
 * Retry::busy(), drawn as its notice instead of a panel of empty fields.
 */
final class UserPanelTest extends TestCase {

	/**
	 * Logs in a member with a profile.
	 *
	 * @return int The member's id.
	 */
	private function log_in_profiled_member(): int {
		$member = self::factory()->member(
			array(
				'display_name' => 'Li & <Wei>',
				'user_email'   => 'li.wei@example.com',
			)
		);
		update_user_meta( $member, Profile::META_TITLE, 'engineer' );
		update_user_meta( $member, Profile::META_INSTITUTION, '清华大学' );
		update_user_meta( $member, Profile::META_DIGEST, '1' );
		SessionCookie::login( $member, false );
		return $member;
	}

	public function test_props_for_a_member_carry_the_profile_the_choices_and_the_links(): void {
		$this->log_in_profiled_member();

		$props = UserPanel::props();

		$this->assertIsArray( $props );
		$this->assertSame(
			array(
				'display_name'  => 'Li & <Wei>',
				'avatar'        => '',
				'institution'   => '清华大学',
				'title'         => 'engineer',
				'research_area' => '',
				'email'         => 'li.wei@example.com',
				'subscribed'    => true,
			),
			$props['profile']
		);
		$this->assertSame( Choices::options(), $props['choices'] );
		$this->assertCount( 19, $props['choices']['occupations'] );
		$this->assertCount( 26, $props['choices']['researchAreas'] );
		$this->assertSame( home_url( user_trailingslashit( 'contact' ) ), $props['links']['contact'] );
		$this->assertFalse( $props['wechat'] );
	}

	public function test_props_say_a_linked_wechat_account(): void {
		$member = $this->log_in_profiled_member();
		Identities::attach(
			$member,
			'qr',
			array(
				'openid'   => 'o-panel',
				'unionid'  => '',
				'nickname' => '小李',
			)
		);

		$this->assertTrue( UserPanel::props()['wechat'] );
	}

	public function test_props_are_null_for_a_visitor(): void {
		$this->assertNull( UserPanel::props() );
	}

	public function test_facts_name_an_occupation_and_a_research_area_by_their_labels(): void {
		$facts = UserPanel::facts(
			array(
				'title'         => 'phd_student',
				'institution'   => '',
				'research_area' => 'materials',
				'email'         => 'a@example.com',
			)
		);

		$this->assertSame( array( 'title', 'institution', 'research_area', 'email' ), array_keys( $facts ) );
		$this->assertSame( Choices::occupations()['phd_student'], $facts['title']['value'] );
		$this->assertSame( Choices::research_areas()['materials'], $facts['research_area']['value'] );
		$this->assertSame( '', $facts['institution']['value'] );
		$this->assertSame( '', UserPanel::facts( array( 'title' => 'astronaut' ) )['title']['value'] );
	}

	public function test_the_initial_is_the_first_whole_character(): void {
		$this->assertSame( '李', UserPanel::initial( ' 李薇' ) );
		$this->assertSame( 'A', UserPanel::initial( 'ada' ) );
		$this->assertSame( '?', UserPanel::initial( '' ) );
	}

	public function test_the_template_draws_the_facts_as_text_around_the_island(): void {
		$this->log_in_profiled_member();
		Islands::reset();

		ob_start();
		get_template_part( 'template-parts/profile/panel' );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<aside class="mvc-profile-panel">', $html );
		$this->assertStringContainsString( 'data-island="user-panel"', $html );
		$this->assertSame( array( 'user-panel' ), Islands::used() );
		$this->assertStringContainsString( '>Li &amp; &lt;Wei&gt;</h2>', $html );
		$this->assertStringContainsString( 'L</span>', $html, 'no avatar: the first character' );
		$this->assertStringContainsString( '<dd>' . esc_html( Choices::occupations()['engineer'] ) . '</dd>', $html );
		$this->assertStringContainsString( '<dd>清华大学</dd>', $html );
		$this->assertStringContainsString( '<dd>li.wei@example.com</dd>', $html );
		$this->assertStringContainsString( 'aria-checked="true"', $html );
		$this->assertStringContainsString( 'target="_blank"', $html );
	}

	public function test_the_template_draws_nothing_for_a_visitor(): void {
		ob_start();
		get_template_part( 'template-parts/profile/panel' );
		$this->assertSame( '', trim( (string) ob_get_clean() ) );
	}

	public function test_a_profile_the_database_did_not_give_is_the_busy_notice_not_an_empty_panel(): void {
		$member = $this->log_in_profiled_member();
		$this->assertTrue( is_user_logged_in() );
		Islands::reset();
		$this->capture_error_log();
		$fail = static function ( $query ) {
			global $wpdb;
			return is_string( $query ) && str_contains( $query, ' FROM ' . $wpdb->usermeta . ' ' ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		// The member's fields are read from the database, not from this request's cache.
		wp_cache_delete( $member, 'user_meta' );
		add_filter( 'query', $fail );
		try {
			$props = UserPanel::props();
			wp_cache_delete( $member, 'user_meta' );
			ob_start();
			get_template_part( 'template-parts/profile/panel' );
			$html = (string) ob_get_clean();
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertInstanceOf( WP_Error::class, $props );
		$this->assertSame( 503, $props->get_error_data()['status'] ?? null );
		$this->assertStringContainsString( '<aside class="mvc-profile-panel"><div class="mvc-profile-empty mvc-profile-busy" role="alert"><p class="mvc-profile-empty__title">服务器繁忙，请重试。</p></div></aside>', $html );
		$this->assertStringNotContainsString( 'data-island', $html );
		$this->assertStringNotContainsString( 'mvc-user-panel__facts', $html );
		$this->assertSame( array(), Islands::used() );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
	}
}
