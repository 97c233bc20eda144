<?php
/**
 * The numbered pagination of every list.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

/**
 * Which page numbers a pager shows (public-site spec, section 9): every page up to 10 pages;
 * above that a window of 8 numbers with ellipses, the first and the last page always among them.
 * The markup is template-parts/pager.php; the links are real URLs, so pages work without
 * JavaScript and with the back button.
 */
final class Pager {

	/**
	 * Up to this many pages, every page is shown.
	 */
	public const SHOW_ALL_UP_TO = 10;

	/**
	 * Above SHOW_ALL_UP_TO, how many page numbers are shown (first and last included).
	 */
	public const WINDOW = 8;

	/**
	 * The page numbers to show, with null where an ellipsis stands.
	 *
	 * @param int $current Current page (clamped to 1..$total).
	 * @param int $total   Number of pages.
	 * @return array<int, int|null>
	 */
	public static function items( int $current, int $total ): array {
		if ( $total <= 1 ) {
			return array();
		}
		$current = max( 1, min( $current, $total ) );
		if ( $total <= self::SHOW_ALL_UP_TO ) {
			return range( 1, $total );
		}
		// The inner run: WINDOW minus the first and the last, two before the current page.
		$inner = self::WINDOW - 2;
		$start = $current - 2;
		$start = max( 2, min( $start, $total - $inner ) );
		$end   = $start + $inner - 1;

		$items = array( 1 );
		if ( $start > 2 ) {
			$items[] = null;
		}
		foreach ( range( $start, $end ) as $page ) {
			$items[] = $page;
		}
		if ( $end < $total - 1 ) {
			$items[] = null;
		}
		$items[] = $total;
		return $items;
	}

	/**
	 * The page number of the main query's current page.
	 */
	public static function current(): int {
		return max( 1, (int) get_query_var( 'paged' ) );
	}
}
