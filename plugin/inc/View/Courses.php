<?php
/**
 * What the courses page asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\Courses\CourseFilter;
use WP_Error;

/**
 * /courses: the filter panel's facets, a filter checked against them, and one page of courses.
 */
final class Courses {

	/**
	 * Courses per page.
	 */
	public const PAGE_SIZE = CourseFilter::PAGE_SIZE;

	/**
	 * The filter's groups (query arguments) in the panel's order.
	 *
	 * @return list<string>
	 */
	public static function groups(): array {
		return array_keys( CourseFilter::GROUPS );
	}

	/**
	 * The facets of the panel, in order, each with its options.
	 *
	 * @return list<array{key: string, label: string, options: list<array{value: string, label: string}>}>
	 */
	public static function facets(): array {
		return CourseFilter::facets();
	}

	/**
	 * A filter checked: every group, duplicates removed, or an error naming a value that does not exist.
	 *
	 * @param array<mixed> $raw The groups' values as asked.
	 * @return array<string, list<string>>|WP_Error
	 */
	public static function filter( array $raw ) {
		return CourseFilter::parse( $raw );
	}

	/**
	 * One page of the courses a filter selects, the total, and the recommended courses.
	 *
	 * @param array<string, list<string>> $filter A filter from filter().
	 * @param int                         $page   Page, from 1.
	 * @return array{list: list<array<string, mixed>>, total: int, recommendedCourses: list<array<string, mixed>>}
	 */
	public static function page( array $filter, int $page ): array {
		return CourseFilter::page( $filter, self::PAGE_SIZE, $page );
	}
}
