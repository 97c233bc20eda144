<?php
/**
 * What /courses needs: the filter its address names and the course-filter island's props.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Courses as CourseList;
use WP_Error;

/**
 * /courses and /courses/page/{n}/ carry the course filter in their query, one argument per group
 * with its values joined by commas (`?skills=paper-writing,research-figures&language=chinese`), so
 * a filtered view has its own address: the server draws it (indexable, readable without
 * JavaScript) and the `course-filter` island keeps the address in step as the reader filters.
 *
 * The values are checked by the plugin's CourseFilter::parse(); an address naming a value that
 * does not exist (or a group given twice as an array) is not a page of this site, and the route
 * answers 404, as it does for a page past the last.
 */
final class Courses {

	/**
	 * The filter an address's query asks for.
	 *
	 * @param array<string, mixed> $query The query arguments ($_GET, unslashed).
	 * @return array<string, list<string>>|WP_Error The parsed filter, or why the query is not one.
	 */
	public static function filter_of( array $query ): array|WP_Error {
		$raw = array();
		foreach ( self::groups() as $group ) {
			if ( ! isset( $query[ $group ] ) ) {
				$raw[ $group ] = array();
				continue;
			}
			if ( ! is_string( $query[ $group ] ) ) {
				return new WP_Error( 'mvc_course_filter', __( 'This filter does not exist.', 'mvc' ) );
			}
			$values        = array_filter( array_map( 'trim', explode( ',', $query[ $group ] ) ), static fn( string $value ): bool => '' !== $value );
			$raw[ $group ] = array_values( array_unique( $values ) );
		}
		return CourseList::filter( $raw );
	}

	/**
	 * `wp_robots` of a filtered view: not indexed, its links followed. Its address is there to be
	 * shared; indexed, the groups' combinations times their pages would be thousands of near
	 * copies of /courses/, whose pages list every course.
	 *
	 * @param array<string, bool|string> $robots The directives.
	 * @return array<string, bool|string>
	 */
	public static function robots( array $robots ): array {
		$robots['noindex'] = true;
		$robots['follow']  = true;
		unset( $robots['max-image-preview'] );
		return $robots;
	}

	/**
	 * Whether a parsed filter sets any value.
	 *
	 * @param array<string, list<string>> $filter A parsed filter.
	 */
	public static function is_filtered( array $filter ): bool {
		foreach ( $filter as $values ) {
			if ( $values ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The filter of the current request (`$_GET`).
	 *
	 * @return array<string, list<string>>|WP_Error
	 */
	public static function requested(): array|WP_Error {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which courses to show, no action.
		return self::filter_of( wp_unslash( $_GET ) );
	}

	/**
	 * The island's props: the facets, the filter and page shown, and that page's courses (with the
	 * recommended courses when it is empty), so the island makes no first call.
	 *
	 * @param array<string, list<string>> $filter A parsed filter.
	 * @param int                         $page   Page, from 1.
	 * @return array{facets: list<array<string, mixed>>, filter: array<string, list<string>>, page: int, pageSize: int, list: list<array<string, mixed>>, total: int, recommendedCourses: list<array<string, mixed>>, link: string}
	 */
	public static function props( array $filter, int $page ): array {
		$page   = max( 1, $page );
		$answer = CourseList::page( $filter, $page );
		$groups = array();
		foreach ( self::groups() as $group ) {
			$groups[ $group ] = $filter[ $group ] ?? array();
		}
		return array(
			'facets'             => CourseList::facets(),
			'filter'             => $groups,
			'page'               => $page,
			'pageSize'           => CourseList::PAGE_SIZE,
			'list'               => $answer['list'],
			'total'              => $answer['total'],
			'recommendedCourses' => $answer['recommendedCourses'],
			'link'               => self::base(),
		);
	}

	/**
	 * Number of pages of a total (at least 1: the empty result is page 1).
	 *
	 * @param int $total Courses found.
	 */
	public static function pages( int $total ): int {
		return max( 1, (int) ceil( $total / CourseList::PAGE_SIZE ) );
	}

	/**
	 * The address of a filtered page: `/courses/page/2/?skills=a,b&language=chinese`, the groups in
	 * the panel's order and each group's values in the facet's order, empty groups and page 1 left out.
	 * The island builds the same address (src/islands/course-filter/filter.ts linkOf()).
	 *
	 * @param array<string, list<string>>      $filter A parsed filter.
	 * @param int                              $page   Page.
	 * @param array<int, array<string, mixed>> $facets The facets (the order of their values); CourseFilter::facets() when empty.
	 */
	public static function link( array $filter, int $page = 1, array $facets = array() ): string {
		$facets = $facets ? $facets : CourseList::facets();
		$order  = array();
		foreach ( $facets as $facet ) {
			$order[ $facet['key'] ] = array_column( $facet['options'], 'value' );
		}
		$args = array();
		foreach ( self::groups() as $group ) {
			$values = array_values( array_intersect( $order[ $group ] ?? array(), $filter[ $group ] ?? array() ) );
			if ( $values ) {
				$args[] = $group . '=' . implode( ',', array_map( 'rawurlencode', $values ) );
			}
		}
		$link = self::base() . ( $page > 1 ? 'page/' . $page . '/' : '' );
		return $args ? $link . '?' . implode( '&', $args ) : $link;
	}

	/**
	 * The filter's groups in the panel's order (CourseFilter::GROUPS): each is a query argument.
	 *
	 * @return list<string>
	 */
	public static function groups(): array {
		return CourseList::groups();
	}

	/**
	 * /courses/ (with the site's trailing slash).
	 */
	public static function base(): string {
		return trailingslashit( home_url( 'courses' ) );
	}
}
