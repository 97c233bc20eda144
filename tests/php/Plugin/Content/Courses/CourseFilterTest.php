<?php
/**
 * The course filter.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\Courses;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\Courses\CourseFilter;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * Every combination of facet values (each group: nothing, or any subset of its values; 16 x 8 x 4
 * x 2 = 1,024 filters) answers exactly the published courses a brute-force check in PHP finds, in
 * the newest-first order; pages, recommendations, the query count and bad filters.
 */
final class CourseFilterTest extends TestCase {

	/**
	 * The published courses: id => [group => values, 'order' => menu_order, 'date' => post_date].
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private static array $courses = array();

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$courses = array();
		$skills        = array_keys( Course::terms()[ Course::TAX_SKILL ] );
		$minutes       = array( 10, 29, 30, 45, 60, 61, 90 );
		$languages     = array( array(), array( 'chinese' ), array( 'english' ), array( 'chinese', 'english' ) );
		for ( $i = 0; $i < 22; $i++ ) {
			$bits                 = ( $i * 7 + 3 ) % 16;
			$mine                 = array_values( array_filter( $skills, static fn( int $n ): bool => (bool) ( $bits & ( 1 << $n ) ), ARRAY_FILTER_USE_KEY ) );
			$order                = 0 === $i % 9 ? -1 : ( 5 === $i ? 2 : 0 );
			$date                 = sprintf( '2026-02-%02d 10:00:00', 1 + ( $i * 5 ) % 27 );
			$id                   = self::course( $factory, $i, $mine, $minutes[ $i % 7 ], $languages[ $i % 4 ], 0 === $i % 3, $order, $date );
			self::$courses[ $id ] = array(
				'skills'      => $mine,
				'duration'    => array( Course::bucket( $minutes[ $i % 7 ] ) ),
				'language'    => $languages[ $i % 4 ],
				'certificate' => 0 === $i % 3 ? array( 'translation-qualification' ) : array(),
				'order'       => $order,
				'date'        => $date,
			);
		}
		// Never listed: a draft, a private and a password-protected course with every facet.
		foreach ( array( array( 'post_status' => 'draft' ), array( 'post_status' => 'private' ), array( 'post_password' => 'secret' ) ) as $n => $args ) {
			self::course( $factory, 100 + $n, $skills, 45, array( 'chinese', 'english' ), true, 0, '2026-03-01 10:00:00', $args );
		}
	}

	/**
	 * A course with its facets.
	 *
	 * @param Factory              $factory     Factory.
	 * @param int                  $n           Number.
	 * @param list<string>         $skills      Skills.
	 * @param int                  $minutes     Minutes.
	 * @param list<string>         $languages   Languages.
	 * @param bool                 $certificate Whether it gives the certificate.
	 * @param int                  $order       menu_order.
	 * @param string               $date        post_date.
	 * @param array<string, mixed> $args        Other post fields.
	 */
	private static function course( Factory $factory, int $n, array $skills, int $minutes, array $languages, bool $certificate, int $order, string $date, array $args = array() ): int {
		$id = $factory->post(
			array_merge(
				array(
					'post_type'    => Course::TYPE,
					'post_title'   => "课程 {$n}",
					'post_excerpt' => "课程 {$n} 的简介",
					'post_date'    => $date,
					'menu_order'   => $order,
				),
				$args
			)
		);
		update_post_meta( $id, Course::META_DURATION, $minutes );
		update_post_meta( $id, Course::META_COST, $n % 2 ? 0 : 100 + $n );
		update_post_meta( $id, Course::META_LEARNERS, ( $n * 13 ) % 50 );
		wp_set_object_terms( $id, $skills, Course::TAX_SKILL );
		wp_set_object_terms( $id, $languages, Course::TAX_LANGUAGE );
		wp_set_object_terms( $id, $certificate ? array( 'translation-qualification' ) : array(), Course::TAX_CERTIFICATE );
		return $id;
	}

	/**
	 * Every subset of a list, the empty one first.
	 *
	 * @param list<string> $values Values.
	 * @return list<list<string>>
	 */
	private static function subsets( array $values ): array {
		$subsets = array();
		$masks   = 1 << count( $values );
		for ( $mask = 0; $mask < $masks; $mask++ ) {
			$subsets[] = array_values( array_filter( $values, static fn( int $n ): bool => (bool) ( $mask & ( 1 << $n ) ), ARRAY_FILTER_USE_KEY ) );
		}
		return $subsets;
	}

	/**
	 * The published courses a filter matches, by brute force, newest first (menu_order, then date,
	 * then id, descending).
	 *
	 * @param array<string, list<string>> $filter Filter.
	 * @return list<int>
	 */
	private static function expected( array $filter ): array {
		$ids = array();
		foreach ( self::$courses as $id => $course ) {
			$match = true;
			foreach ( $filter as $group => $values ) {
				$match = $match && ( array() === $values || array() !== array_intersect( $values, $course[ $group ] ) );
			}
			if ( $match ) {
				$ids[] = $id;
			}
		}
		usort(
			$ids,
			static fn( int $a, int $b ): int => array( self::$courses[ $a ]['order'], self::$courses[ $b ]['date'], $b ) <=> array( self::$courses[ $b ]['order'], self::$courses[ $a ]['date'], $a )
		);
		return $ids;
	}

	public function test_every_combination_of_facet_values_matches_a_brute_force_count(): void {
		$groups = array();
		foreach ( CourseFilter::facets() as $facet ) {
			$groups[ $facet['key'] ] = self::subsets( array_column( $facet['options'], 'value' ) );
		}
		$checked = 0;
		$empty   = 0;
		foreach ( $groups['skills'] as $skills ) {
			foreach ( $groups['duration'] as $duration ) {
				foreach ( $groups['language'] as $language ) {
					foreach ( $groups['certificate'] as $certificate ) {
						$filter = compact( 'skills', 'duration', 'language', 'certificate' );
						$page   = CourseFilter::page( $filter, CourseFilter::MAX_PAGE_SIZE, 1 );
						$want   = self::expected( $filter );
						$label  = (string) wp_json_encode( $filter );
						$this->assertSame( count( $want ), $page['total'], $label );
						$this->assertSame( $want, array_column( $page['list'], 'post_id' ), $label );
						++$checked;
						$empty += array() === $want ? 1 : 0;
					}
				}
			}
		}
		$this->assertSame( 16 * 8 * 4 * 2, $checked );
		// The set is varied enough: some filters find nothing, the empty filter finds all 22.
		$this->assertGreaterThan( 0, $empty );
		$this->assertCount( 22, self::expected( CourseFilter::none() ) );
	}

	public function test_pages_split_the_list_in_order_and_past_the_end_is_empty_with_the_total(): void {
		$all = self::expected( CourseFilter::none() );

		$first  = CourseFilter::page( CourseFilter::none(), 10, 1 );
		$second = CourseFilter::page( CourseFilter::none(), 10, 2 );
		$third  = CourseFilter::page( CourseFilter::none(), 10, 3 );
		$past   = CourseFilter::page( CourseFilter::none(), 10, 4 );

		$this->assertSame( array_slice( $all, 0, 10 ), array_column( $first['list'], 'post_id' ) );
		$this->assertSame( array_slice( $all, 10, 10 ), array_column( $second['list'], 'post_id' ) );
		$this->assertSame( array_slice( $all, 20 ), array_column( $third['list'], 'post_id' ) );
		$this->assertSame( array(), $past['list'] );
		$this->assertSame( 22, $past['total'] );
		$this->assertSame( array(), $first['recommendedCourses'] );
	}

	public function test_an_empty_result_recommends_the_four_courses_with_most_learners(): void {
		$learners = array();
		foreach ( array_keys( self::$courses ) as $id ) {
			$learners[ $id ] = (int) get_post_meta( $id, Course::META_LEARNERS, true );
		}
		uksort( $learners, static fn( int $a, int $b ): int => array( $learners[ $b ], get_post( $b )->post_date, $b ) <=> array( $learners[ $a ], get_post( $a )->post_date, $a ) );
		$none = null;
		foreach ( array( Course::UNDER_30, Course::FROM_30, Course::OVER_60 ) as $bucket ) {
			foreach ( array( 'chinese', 'english' ) as $language ) {
				foreach ( array( 'information-retrieval', 'paper-writing', 'research-figures', 'submission-tips' ) as $skill ) {
					$filter = array(
						'skills'      => array( $skill ),
						'duration'    => array( $bucket ),
						'language'    => array( $language ),
						'certificate' => array( 'translation-qualification' ),
					);
					$none   = null === $none && array() === self::expected( $filter ) ? $filter : $none;
				}
			}
		}
		$this->assertIsArray( $none, 'some filter must find nothing' );

		$page = CourseFilter::page( $none, 12, 1 );

		$this->assertSame( 0, $page['total'] );
		$this->assertSame( array_slice( array_keys( $learners ), 0, CourseFilter::RECOMMENDED ), array_column( $page['recommendedCourses'], 'post_id' ) );
	}

	public function test_a_course_without_a_learner_count_can_still_be_recommended(): void {
		global $wpdb;
		$id = array_key_first( self::$courses );
		$wpdb->query( 'UPDATE ' . $wpdb->postmeta . " SET meta_value = '999' WHERE meta_key = '" . Course::META_LEARNERS . "' AND post_id = " . (int) $id ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constants.
		foreach ( array_slice( array_keys( self::$courses ), 1 ) as $other ) {
			delete_post_meta( $other, Course::META_LEARNERS );
		}
		wp_cache_flush();

		$recommended = CourseFilter::recommended();

		$this->assertCount( CourseFilter::RECOMMENDED, $recommended );
		$this->assertSame( $id, $recommended[0]['post_id'] );
		$this->assertSame( 0, $recommended[1]['count'] );
	}

	public function test_a_course_has_the_fields_of_the_contract_and_a_code_only_when_set(): void {
		$id = array_key_first( self::$courses );
		update_post_meta( $id, Course::META_AUDIENCES, "研究生\n\n  青年教师  \n" );
		update_post_meta( $id, Course::META_URL, 'https://www.example.com/courses/a' );
		update_post_meta( $id, Course::META_CODE, 'SAVE20' );
		$other = array_keys( self::$courses )[1];

		$items = array_column( CourseFilter::page( CourseFilter::none(), 100, 1 )['list'], null, 'post_id' );

		$this->assertSame(
			array( 'post_id', 'title', 'cover', 'cost', 'duration', 'count', 'targetAudiences', 'digest', 'url', 'discountCode' ),
			array_keys( $items[ $id ] )
		);
		$this->assertSame( array( '研究生', '青年教师' ), $items[ $id ]['targetAudiences'] );
		$this->assertSame( 'https://www.example.com/courses/a', $items[ $id ]['url'] );
		$this->assertSame( 'SAVE20', $items[ $id ]['discountCode'] );
		$this->assertSame( 10, $items[ $id ]['duration'] );
		$this->assertIsInt( $items[ $id ]['cost'] );
		$this->assertArrayNotHasKey( 'discountCode', $items[ $other ] );
		$this->assertSame( array(), $items[ $other ]['targetAudiences'] );
	}

	public function test_a_page_costs_the_same_queries_for_four_courses_or_twenty(): void {
		global $wpdb;
		$filter = CourseFilter::none();
		$cover  = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'cover',
				'post_status'    => 'inherit',
			),
			'course-cover.png'
		);
		foreach ( array_keys( self::$courses ) as $id ) {
			set_post_thumbnail( $id, $cover );
		}
		$filter['language'] = array( 'chinese', 'english' );
		$queries            = array();
		foreach ( array( 4, 20 ) as $size ) {
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$page   = CourseFilter::page( $filter, $size, 1 );
			$this->assertCount( min( $size, count( self::expected( $filter ) ) ), $page['list'] );
			$this->assertNotSame( '', $page['list'][0]['cover'] );
			$queries[ $size ] = $wpdb->num_queries - $before;

		}

		// The facet terms, the page and its count, the courses with their meta, the covers with theirs
		// (and the options the flush forgot).
		$this->assertSame( $queries[4], $queries[20] );
		$this->assertLessThanOrEqual( 8, $queries[20] );
	}

	public function test_parse_takes_missing_and_null_groups_as_empty_and_drops_repeats(): void {
		$this->assertSame( CourseFilter::none(), CourseFilter::parse( array() ) );
		$this->assertSame(
			array(
				'skills'      => array( 'paper-writing', 'research-figures' ),
				'duration'    => array(),
				'language'    => array( 'english' ),
				'certificate' => array(),
			),
			CourseFilter::parse(
				array(
					'skills'   => array( 'paper-writing', 'research-figures', 'paper-writing' ),
					'duration' => null,
					'language' => array( 'english' ),
				)
			)
		);
	}

	/**
	 * @return array<string, array{0: array<mixed>, 1: string, 2: string}>
	 */
	public function data_bad_filters(): array {
		return array(
			'unknown key'        => array( array( 'skill' => array( 'paper-writing' ) ), 'skill', 'skill' ),
			'numeric key'        => array( array( array( 'paper-writing' ) ), '0', '0' ),
			'unknown value'      => array( array( 'skills' => array( 'cooking' ) ), 'skills', 'cooking' ),
			'value of another'   => array( array( 'language' => array( 'paper-writing' ) ), 'language', 'paper-writing' ),
			'bucket not minutes' => array( array( 'duration' => array( '45' ) ), 'duration', '45' ),
			'not a list'         => array( array( 'skills' => 'paper-writing' ), 'skills', 'skills' ),
			'an object'          => array( array( 'skills' => array( 'a' => 'paper-writing' ) ), 'skills', 'skills' ),
			'a list of arrays'   => array( array( 'skills' => array( array( 'paper-writing' ) ) ), 'skills', 'paper-writing' ),
			'a number'           => array( array( 'certificate' => array( 1 ) ), 'certificate', '1' ),
		);
	}

	/**
	 * @dataProvider data_bad_filters
	 *
	 * @param array<mixed> $raw   The filter.
	 * @param string       $field The field at fault.
	 * @param string       $named What the message names.
	 */
	public function test_a_bad_filter_is_a_400_naming_what_is_wrong( array $raw, string $field, string $named ): void {
		$error = CourseFilter::parse( $raw );

		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 400, $error->get_error_data()['status'] );
		$this->assertSame( $field, $error->get_error_data()['field'] );
		$this->assertStringContainsString( $named, $error->get_error_message() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $error->get_error_message() );
	}

	public function test_the_facets_are_the_contracts_keys_and_values_with_chinese_labels(): void {
		$facets = CourseFilter::facets();

		$this->assertSame( array( 'skills', 'duration', 'language', 'certificate' ), array_column( $facets, 'key' ) );
		$this->assertSame( array( '技能', '时长', '语言', '证书' ), array_column( $facets, 'label' ) );
		$this->assertSame( array( 'information-retrieval', 'paper-writing', 'research-figures', 'submission-tips' ), array_column( $facets[0]['options'], 'value' ) );
		$this->assertSame( array( 'under-30', '30-60', 'over-60' ), array_column( $facets[1]['options'], 'value' ) );
		$this->assertSame( array( '30分钟以下', '30-60分钟', '60分钟以上' ), array_column( $facets[1]['options'], 'label' ) );
		$this->assertSame( array( 'chinese', 'english' ), array_column( $facets[2]['options'], 'value' ) );
		$this->assertSame( array( '信息检索', '论文写作', '科研绘图', '投稿技巧' ), array_column( $facets[0]['options'], 'label' ) );
		$this->assertSame(
			array(
				array(
					'value' => 'translation-qualification',
					'label' => '翻译资格',
				),
			),
			$facets[3]['options']
		);
	}
}
