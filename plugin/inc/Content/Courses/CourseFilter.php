<?php
/**
 * The course filter of /courses.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Courses;

use Mvc\Core\Content\CardData;
use Mvc\Core\Failure;
use WP_Error;

/**
 * A filter is `{skills, duration, language, certificate}`, each a list of the facet's option values
 * (a missing group is the empty list): the values within a group are alternatives (OR), the groups
 * all apply (AND). page() answers one page of the published courses that match, newest first (the
 * operator's order, then the date), their total and, when the page is empty, up to RECOMMENDED
 * courses with the most learners. One query finds the page (one tax_query), a second counts it;
 * the courses' meta and covers are primed, so nothing is asked per course.
 */
final class CourseFilter {

	public const PAGE_SIZE = 12;

	public const MAX_PAGE_SIZE = 100;

	public const RECOMMENDED = 4;

	/**
	 * The facet keys and their taxonomies, in the panel's order.
	 */
	public const GROUPS = array(
		'skills'      => Course::TAX_SKILL,
		'duration'    => Course::TAX_DURATION,
		'language'    => Course::TAX_LANGUAGE,
		'certificate' => Course::TAX_CERTIFICATE,
	);

	/**
	 * The facets of the panel, in order, each with its options.
	 *
	 * @return list<array{key: string, label: string, options: list<array{value: string, label: string}>}>
	 */
	public static function facets(): array {
		$labels = array(
			'skills'      => __( 'Skills', 'mvc-core' ),
			'duration'    => __( 'Duration', 'mvc-core' ),
			'language'    => __( 'Language', 'mvc-core' ),
			'certificate' => __( 'Certificate', 'mvc-core' ),
		);
		$terms  = Course::terms();
		$facets = array();
		foreach ( self::GROUPS as $key => $taxonomy ) {
			$options = array();
			foreach ( $terms[ $taxonomy ] as $value => $label ) {
				$options[] = array(
					'value' => (string) $value,
					'label' => $label,
				);
			}
			$facets[] = array(
				'key'     => $key,
				'label'   => $labels[ $key ],
				'options' => $options,
			);
		}
		return $facets;
	}

	/**
	 * The empty filter (every course).
	 *
	 * @return array<string, list<string>>
	 */
	public static function none(): array {
		return array_fill_keys( array_keys( self::GROUPS ), array() );
	}

	/**
	 * Checks a filter query: only the four groups, each (when present) a list of its option values.
	 *
	 * @param array<mixed> $raw The query as sent.
	 * @return array<string, list<string>>|WP_Error The filter (every group, duplicates removed), or
	 *                                              a 400 naming the key or value at fault.
	 */
	public static function parse( array $raw ) {
		$filter = self::none();
		$terms  = Course::terms();
		foreach ( $raw as $key => $values ) {
			if ( ! is_string( $key ) || ! isset( self::GROUPS[ $key ] ) ) {
				/* translators: 1: the key sent, 2: the keys allowed. */
				return self::refusal( sprintf( __( 'Unknown filter "%1$s": the filters are %2$s.', 'mvc-core' ), self::shown( $key ), implode( ', ', array_keys( self::GROUPS ) ) ), (string) $key );
			}
			if ( null === $values ) {
				continue;
			}
			if ( ! is_array( $values ) || ! array_is_list( $values ) ) {
				/* translators: %s: the filter's key. */
				return self::refusal( sprintf( __( 'The filter %s must be a list of values.', 'mvc-core' ), $key ), $key );
			}
			$allowed = $terms[ self::GROUPS[ $key ] ];
			foreach ( $values as $value ) {
				if ( ! is_string( $value ) || ! isset( $allowed[ $value ] ) ) {
					/* translators: 1: the value sent, 2: the filter's key, 3: the values allowed. */
					return self::refusal( sprintf( __( 'Unknown value "%1$s" of the filter %2$s: the values are %3$s.', 'mvc-core' ), self::shown( $value ), $key, implode( ', ', array_keys( $allowed ) ) ), $key );
				}
				if ( ! in_array( $value, $filter[ $key ], true ) ) {
					$filter[ $key ][] = $value;
				}
			}
		}//end foreach
		return $filter;
	}

	/**
	 * One page of the published courses that match a filter.
	 *
	 * @param array<string, list<string>> $filter      A filter from parse().
	 * @param int                         $page_size   Courses per page (1 to MAX_PAGE_SIZE).
	 * @param int                         $page_number Page, from 1.
	 * @return array{list: list<array<string, mixed>>, total: int, recommendedCourses: list<array<string, mixed>>}
	 */
	public static function page( array $filter, int $page_size, int $page_number ): array {
		$args = array(
			'post_type'              => Course::TYPE,
			'post_status'            => 'publish',
			'has_password'           => false,
			'posts_per_page'         => max( 1, min( self::MAX_PAGE_SIZE, $page_size ) ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most MAX_PAGE_SIZE (100).
			'paged'                  => max( 1, $page_number ),
			'orderby'                => array(
				'menu_order' => 'ASC',
				'date'       => 'DESC',
				'ID'         => 'DESC',
			),
			'ignore_sticky_posts'    => true,
			'update_post_term_cache' => false,
			'tax_query'              => self::tax_query( $filter ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the filter itself; indexed term relationships.
		);
		$page = CardData::page( $args, array( Course::class, 'item' ) );
		return array(
			'list'               => $page['list'],
			'total'              => $page['total'],
			'recommendedCourses' => array() === $page['list'] ? self::recommended() : array(),
		);
	}

	/**
	 * The published courses with the most learners (ties: the newest).
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function recommended(): array {
		$page = CardData::page(
			array(
				'post_type'              => Course::TYPE,
				'post_status'            => 'publish',
				'has_password'           => false,
				'posts_per_page'         => self::RECOMMENDED, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- four.
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'update_post_term_cache' => false,
				'meta_query'             => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- four courses, only for an empty result.
					'relation' => 'OR',
					'learners' => array(
						'key'     => Course::META_LEARNERS,
						'compare' => 'EXISTS',
						'type'    => 'UNSIGNED',
					),
					array(
						'key'     => Course::META_LEARNERS,
						'compare' => 'NOT EXISTS',
					),
				),
				'orderby'                => array(
					'learners' => 'DESC',
					'date'     => 'DESC',
					'ID'       => 'DESC',
				),
			),
			array( Course::class, 'item' )
		);
		return $page['list'];
	}

	/**
	 * The tax_query of a filter: one clause per group that has values (any of them), all required.
	 *
	 * @param array<string, list<string>> $filter A filter from parse().
	 * @return array<int|string, mixed>
	 */
	private static function tax_query( array $filter ): array {
		$query = array( 'relation' => 'AND' );
		$ids   = array_filter( $filter ) ? self::term_ids() : array();
		foreach ( self::GROUPS as $key => $taxonomy ) {
			if ( ! empty( $filter[ $key ] ) ) {
				$query[] = array(
					'taxonomy'         => $taxonomy,
					'field'            => 'term_taxonomy_id',
					// A term missing from the site matches nothing (0).
					'terms'            => array_map( static fn( string $slug ): int => $ids[ $taxonomy ][ $slug ] ?? 0, $filter[ $key ] ),
					'operator'         => 'IN',
					'include_children' => false,
				);
			}
		}
		return $query;
	}

	/**
	 * The facet terms' term_taxonomy ids: taxonomy => slug => id, in one query (kept in the object
	 * cache until a term changes).
	 *
	 * @return array<string, array<string, int>>
	 */
	private static function term_ids(): array {
		global $wpdb;
		$key = 'mvc_course_terms:' . wp_cache_get_last_changed( 'terms' );
		$ids = wp_cache_get( $key, 'mvc' );
		if ( is_array( $ids ) ) {
			return $ids;
		}
		$taxonomies = array_values( self::GROUPS );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- kept in the object cache above.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tt.term_taxonomy_id, tt.taxonomy, t.slug FROM {$wpdb->term_taxonomy} tt INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id WHERE tt.taxonomy IN (" . implode( ', ', array_fill( 0, count( $taxonomies ), '%s' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one %s per taxonomy.
				$taxonomies
			)
		);
		$ids  = array();
		foreach ( (array) $rows as $row ) {
			$ids[ (string) $row->taxonomy ][ (string) $row->slug ] = (int) $row->term_taxonomy_id;
		}
		wp_cache_set( $key, $ids, 'mvc' );
		return $ids;
	}

	/**
	 * A 400 refusal of the filter, under the field at fault.
	 *
	 * @param string $message The message.
	 * @param string $field   The filter's key.
	 */
	private static function refusal( string $message, string $field ): WP_Error {
		return Failure::make( 400, $message, 400, array( 'field' => $field ) );
	}

	/**
	 * A sent key or value as a message shows it: text as it is (at most 50 characters), anything
	 * else as JSON.
	 *
	 * @param mixed $value The key or value.
	 */
	private static function shown( $value ): string {
		$text = is_string( $value ) || is_int( $value ) ? (string) $value : (string) wp_json_encode( $value );
		return mb_substr( sanitize_text_field( $text ), 0, 50 );
	}
}
