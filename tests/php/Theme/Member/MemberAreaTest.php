<?php
/**
 * The header island's props.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Member;

use Mvc\Core\Member\Choices;
use Mvc\Core\Member\SessionCookie;
use Mvc\Tests\TestCase;
use Mvc\Theme\Member\MemberArea;

/**
 * A visitor's island gets the registration's choices from the server's own lists (19 occupations,
 * 26 research areas, the values the registration accepts); a member's does not.
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
}
