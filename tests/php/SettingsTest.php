<?php
/**
 * The operators' settings.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

use Mvc\Settings;

/**
 * Defaults are the specification's ids; stored values are typed and unknown keys dropped.
 */
final class SettingsTest extends TestCase {

	public function test_defaults_are_the_specification_ids(): void {
		delete_option( Settings::OPTION );

		$this->assertSame( 149, Settings::id( 'category_call_for_papers' ) );
		$this->assertSame( 128, Settings::id( 'category_research_news' ) );
		$this->assertSame( 129, Settings::id( 'category_industry_news' ) );
		$this->assertSame( 182, Settings::id( 'category_past_special_issues' ) );
		$this->assertSame( array( array( 145, 147 ), array( 146, 148 ), array( 428 ), array( 593 ) ), Settings::get( 'industry_news_tabs' ) );
		$this->assertSame( array( 0, 132, 151, 134, 135, 136, 137, 138, 139 ), Settings::get( 'journal_filter_tags' ) );
		$this->assertSame( array( 153, 159, 161, 136, 155 ), Settings::get( 'research_news_tags' ) );
	}

	public function test_sanitize_drops_unknown_keys_and_types_values(): void {
		$clean = Settings::sanitize(
			array(
				'category_research_news' => '130',
				'research_news_tags'     => '153， 159, x, 161',
				'industry_news_tabs'     => "145, 147; 146\n428",
				'icp_text'               => '<b>沪ICP备1号</b>',
				'privacy_url'            => 'javascript:alert(1)',
				'wp_capabilities'        => 'administrator',
			)
		);

		$this->assertSame( 130, $clean['category_research_news'] );
		$this->assertSame( array( 153, 159, 161 ), $clean['research_news_tags'] );
		$this->assertSame( array( array( 145, 147 ), array( 146 ), array( 428 ) ), $clean['industry_news_tabs'] );
		$this->assertSame( '沪ICP备1号', $clean['icp_text'] );
		$this->assertSame( '', $clean['privacy_url'] );
		$this->assertArrayNotHasKey( 'wp_capabilities', $clean );
	}

	public function test_saved_option_is_read_back(): void {
		update_option( Settings::OPTION, array( 'icp_text' => '京ICP备2号' ) );

		$this->assertSame( '京ICP备2号', Settings::text( 'icp_text' ) );
		$this->assertSame( 128, Settings::id( 'category_research_news' ) );
	}

	public function test_malformed_option_falls_back_to_defaults(): void {
		update_option( Settings::OPTION, 'not an array' );

		$this->assertSame( 149, Settings::id( 'category_call_for_papers' ) );
	}
}
