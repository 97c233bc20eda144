<?php
/**
 * Names and institutions stored as typed, escaped once on output.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Comments\Mentions;
use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;

/**
 * `&` stays `&`, markup stays text: in the stored display name, in the profile's REST fields and in
 * a mention's label.
 */
final class ProfileTextTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		// Until the bootstrap lists the module (static callbacks: registering twice adds nothing).
		( new Profile() )->register();
	}

	public function test_member_display_name_is_stored_as_typed(): void {
		$member = self::factory()->member( array( 'display_name' => 'Bx&名 <b>' ) );

		$this->assertSame( 'Bx&名 <b>', get_userdata( $member )->display_name );
	}

	public function test_member_display_name_update_is_stored_as_typed(): void {
		$member = self::factory()->member();

		wp_update_user(
			array(
				'ID'           => $member,
				'display_name' => "  A&B\x07 实验室  ",
			)
		);

		$this->assertSame( 'A&B 实验室', get_userdata( $member )->display_name );
	}

	public function test_operator_display_name_keeps_core_sanitising(): void {
		$editor = self::factory()->user(
			array(
				'role'         => 'editor',
				'display_name' => 'R&D <b>x</b>',
			)
		);

		$this->assertSame( 'R&amp;D x', get_userdata( $editor )->display_name );
	}

	public function test_profile_fields_read_stored_entities_as_typed(): void {
		$member = self::factory()->member();
		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'display_name' => 'Bx&amp;名' ), array( 'ID' => $member ) );
		clean_user_cache( $member );
		update_user_meta( $member, Profile::META_INSTITUTION, '材料&amp;化学 &lt;所&gt;' );

		$info = Profile::get( $member, array( 'display_name', 'institution' ) );

		$this->assertSame( 'Bx&名', $info['display_name'] );
		$this->assertSame( '材料&化学 <所>', $info['institution'] );
	}

	public function test_plain_text_trims_strips_control_characters_and_limits_length(): void {
		$this->assertSame( 'A&B <研究所>', Profile::plain_text( " A&B\t<研究所>\n " ) );
		$this->assertSame( 50, mb_strlen( Profile::plain_text( str_repeat( '材', 80 ) ) ) );
		$this->assertSame( '', Profile::plain_text( array( 'x' ) ) );
	}

	public function test_mention_label_has_ampersand_escaped_once(): void {
		$member = self::factory()->member( array( 'display_name' => 'Bx&名' ) );
		update_user_meta( $member, Profile::META_INSTITUTION, '材料&amp;化学' );

		$this->assertSame( '@{Bx&amp;名（材料&amp;化学）_' . $member . '}', Mentions::mention( $member ) );
	}

	public function test_mention_label_of_old_stored_name_reads_without_amp(): void {
		$member = self::factory()->member();
		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'display_name' => 'Bx&amp;名' ), array( 'ID' => $member ) );
		clean_user_cache( $member );

		$label = Mentions::mention( $member );

		$this->assertStringNotContainsString( 'amp;amp;', $label );
		$this->assertStringNotContainsString( 'Bxamp;', $label );
		$this->assertSame( 'Bx&名（）', html_entity_decode( (string) preg_replace( '/^@\{|_\d+\}$/', '', $label ), ENT_QUOTES, 'UTF-8' ) );
	}

	public function test_comments_route_gives_author_name_as_typed(): void {
		$member = self::factory()->member( array( 'display_name' => 'Bx&名' ) );
		$post   = self::factory()->post();
		wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'user_id'          => $member,
				'comment_author'   => 'Bx&amp;名',
				'comment_content'  => '你好',
				'comment_approved' => 1,
			)
		);

		$response = $this->rest( 'GET', '/wp/v2/comments', array( 'post' => $post ) );

		$this->assertSame( 'Bx&名', $response->get_data()[0]['author_name'] );
	}
}
