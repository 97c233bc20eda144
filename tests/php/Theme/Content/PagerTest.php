<?php
/**
 * The pager's page numbers.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Pager;

/**
 * Every page up to 10; above that 8 numbers with ellipses (null), first and last always shown.
 */
final class PagerTest extends TestCase {

	public function test_no_pager_for_one_page_or_none(): void {
		$this->assertSame( array(), Pager::items( 1, 0 ) );
		$this->assertSame( array(), Pager::items( 1, 1 ) );
	}

	public function test_every_page_up_to_ten(): void {
		$this->assertSame( array( 1, 2, 3, 4, 5 ), Pager::items( 3, 5 ) );
		$this->assertSame( range( 1, 10 ), Pager::items( 10, 10 ) );
	}

	/**
	 * @return array<string, array{int, int, array<int, int|null>}>
	 */
	public static function windows(): array {
		return array(
			'first of 11'   => array( 1, 11, array( 1, 2, 3, 4, 5, 6, 7, null, 11 ) ),
			'first of 30'   => array( 1, 30, array( 1, 2, 3, 4, 5, 6, 7, null, 30 ) ),
			'fourth of 30'  => array( 4, 30, array( 1, 2, 3, 4, 5, 6, 7, null, 30 ) ),
			'fifth of 30'   => array( 5, 30, array( 1, null, 3, 4, 5, 6, 7, 8, null, 30 ) ),
			'middle of 30'  => array( 15, 30, array( 1, null, 13, 14, 15, 16, 17, 18, null, 30 ) ),
			'27th of 30'    => array( 27, 30, array( 1, null, 24, 25, 26, 27, 28, 29, 30 ) ),
			'last of 30'    => array( 30, 30, array( 1, null, 24, 25, 26, 27, 28, 29, 30 ) ),
			'past the end'  => array( 99, 30, array( 1, null, 24, 25, 26, 27, 28, 29, 30 ) ),
			'before page 1' => array( -3, 12, array( 1, 2, 3, 4, 5, 6, 7, null, 12 ) ),
		);
	}

	/**
	 * @dataProvider windows
	 *
	 * @param int                  $current  Current page.
	 * @param int                  $total    Pages.
	 * @param array<int, int|null> $expected Numbers and gaps.
	 */
	public function test_window_of_eight_above_ten_pages( int $current, int $total, array $expected ): void {
		$items = Pager::items( $current, $total );

		$this->assertSame( $expected, $items );
		$this->assertCount( Pager::WINDOW, array_filter( $items, 'is_int' ) );
	}
}
