<?php
/**
 * A journal's classification.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\Journals;

use Mvc\Core\Content\Journals\Classification;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * The categories are the journal filter tags of the settings (0 left out); set() replaces a
 * journal's categories and keeps its other tags.
 */
final class ClassificationTest extends TestCase {

	public function test_set_replaces_the_categories_and_keeps_other_tags(): void {
		$a     = self::factory()->term( 'post_tag', array( 'name' => '分类甲' ) );
		$b     = self::factory()->term( 'post_tag', array( 'name' => '分类乙' ) );
		$other = self::factory()->term( 'post_tag', array( 'name' => '期刊自己的标签' ) );
		$stray = self::factory()->term( 'post_tag', array( 'name' => '不是分类' ) );
		update_option( Settings::OPTION, array_merge( Settings::all(), array( 'journal_filter_tags' => array( 0, $b, $a ) ) ) );

		$this->assertSame( array( $b, $a ), array_column( Classification::options(), 'id' ) );
		$this->assertSame( '分类乙', Classification::options()[0]['name'] );

		$journal = self::factory()->post( array( 'post_type' => Journal::TYPE ) );
		wp_set_post_terms( $journal, array( $a, $other ), 'post_tag' );
		$this->assertSame( array( $a ), Classification::of( $journal ) );

		$this->assertTrue( Classification::set( $journal, array( $b, $stray ) ) );
		$this->assertSame( array( $b ), Classification::of( $journal ) );
		$tags = wp_get_post_tags( $journal, array( 'fields' => 'ids' ) );
		$this->assertEqualsCanonicalizing( array( $b, $other ), array_map( 'intval', (array) $tags ) );

		$this->assertFalse( Classification::set( self::factory()->post(), array( $a ) ) );
	}
}
