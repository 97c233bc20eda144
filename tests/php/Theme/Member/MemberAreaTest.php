<?php
/**
 * The header island's props.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Choices;
use Mvc\Core\Member\SessionCookie;
use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\MemberArea;

/**
 * A visitor's island gets the registration's choices from the server's own lists (19 occupations,
 * 26 research areas, the values the registration accepts); a member's does not. A member's
 * unread counters the database did not give are left out (the header shows no badge), never 0.
 */
final class MemberAreaTest extends TestCase {

	public function test_a_visitor_gets_the_registration_choices_from_the_server_lists(): void {
		$choices = MemberArea::props()['choices'];

		$this->assertCount( 19, $choices['occupations'] );
		$this->assertCount( 26, $choices['researchAreas'] );
		$this->assertSame( array_keys( Choices::occupations() ), array_column( $choices['occupations'], 'value' ) );
		$this->assertSame( array_values( Choices::research_areas() ), array_column( $choices['researchAreas'], 'label' ) );
		$this->assertSame( 'idle', MemberArea::wake( MemberArea::props() ) );
	}

	public function test_a_member_gets_no_choices_and_its_counters(): void {
		SessionCookie::login( self::factory()->member(), false );

		$props = MemberArea::props();

		$this->assertNull( $props['choices'] );
		$this->assertTrue( $props['loggedIn'] );
		$this->assertSame( 0, $props['member']['mentionMessageCount'] );
	}

	public function test_counters_the_database_did_not_give_are_left_out_not_zero(): void {
		SessionCookie::login( self::factory()->member( array( 'display_name' => '王芳' ) ), false );
		$this->capture_error_log();
		$table = Tables::messages();
		$fail  = static function ( $query ) use ( $table ) {
			return is_string( $query ) && str_starts_with( ltrim( $query ), 'SELECT COUNT(*) FROM ' . $table . ' ' ) ? 'SELECT * FROM mvc_no_such_table' : $query;
		};
		Islands::reset();
		add_filter( 'query', $fail );
		try {
			$props = MemberArea::props();
			ob_start();
			get_template_part( 'template-parts/member-area' );
			$html = (string) ob_get_clean();
		} finally {
			remove_filter( 'query', $fail );
		}

		$this->assertSame(
			array(
				'display_name' => '王芳',
				'avatar'       => '',
			),
			$props['member']
		);
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
		$this->assertStringContainsString( '"member":{"display_name":"王芳","avatar":""}', $html );
		$this->assertStringContainsString( '<span class="mvc-member-area__initial" aria-hidden="true" data-mvc-initial>王</span>', $html );
		$this->assertStringContainsString( '<span class="mvc-member-area__dot" aria-hidden="true" data-mvc-dot hidden></span>', $html, 'no unread dot made up' );
		$this->assertStringNotContainsString( 'MessageCount', $html );
	}
}
