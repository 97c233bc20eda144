<?php
/**
 * /courses' filter from the address, the island's props, the shareable address and the first view.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Content\Courses\Course;
use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Content\Courses;
use WP_Error;

/**
 * The query `?skills=a,b&language=chinese` is the filter (commas split, blanks and repeats dropped,
 * other arguments ignored); a value that does not exist, or a group sent as an array, is refused
 * (the route then answers 404). The props carry the page the address names with its courses, the
 * facets and the filter; the address of a filter lists the groups and values in the panel's order.
 * The template draws the panel's links, the cards and the pager inside the island's container.
 */
final class CoursesTest extends TestCase {

	/**
	 * A published course.
	 *
	 * @param string       $title     Title.
	 * @param list<string> $skills    Skills.
	 * @param list<string> $languages Languages.
	 * @param int          $learners  Learners.
	 */
	private function course( string $title, array $skills, array $languages = array( 'chinese' ), int $learners = 0 ): int {
		$id = self::factory()->post(
			array(
				'post_type'    => Course::TYPE,
				'post_title'   => $title,
				'post_excerpt' => $title . ' 的简介',
			)
		);
		update_post_meta( $id, Course::META_DURATION, 45 );
		update_post_meta( $id, Course::META_COST, 0 );
		update_post_meta( $id, Course::META_LEARNERS, $learners );
		update_post_meta( $id, Course::META_URL, 'https://learn.example.com/' . $id );
		wp_set_object_terms( $id, $skills, Course::TAX_SKILL );
		wp_set_object_terms( $id, $languages, Course::TAX_LANGUAGE );
		return $id;
	}

	public function test_filter_of_splits_the_values_and_drops_blanks_and_repeats(): void {
		$filter = Courses::filter_of(
			array(
				'skills'     => ' paper-writing,research-figures,,paper-writing',
				'language'   => 'chinese',
				'utm_source' => 'wechat',
			)
		);

		$this->assertSame(
			array(
				'skills'      => array( 'paper-writing', 'research-figures' ),
				'duration'    => array(),
				'language'    => array( 'chinese' ),
				'certificate' => array(),
			),
			$filter
		);
	}

	public function test_filter_of_an_empty_query_is_every_course(): void {
		$this->assertSame(
			array(
				'skills'      => array(),
				'duration'    => array(),
				'language'    => array(),
				'certificate' => array(),
			),
			Courses::filter_of( array( 'skills' => '' ) )
		);
	}

	public function test_filter_of_refuses_a_value_that_does_not_exist(): void {
		$this->assertInstanceOf( WP_Error::class, Courses::filter_of( array( 'skills' => 'paper-writing,cooking' ) ) );
		$this->assertInstanceOf( WP_Error::class, Courses::filter_of( array( 'duration' => '30-90' ) ) );
	}

	public function test_filter_of_refuses_a_group_sent_as_an_array(): void {
		$error = Courses::filter_of( array( 'skills' => array( 'paper-writing' ) ) );

		$this->assertInstanceOf( WP_Error::class, $error );
	}

	public function test_props_carry_the_page_the_address_names(): void {
		for ( $i = 1; $i <= 14; $i++ ) {
			$this->course( "写作 {$i}", array( 'paper-writing' ) );
		}
		$this->course( '绘图', array( 'research-figures' ) );
		$filter = Courses::filter_of( array( 'skills' => 'paper-writing' ) );
		$this->assertIsArray( $filter );

		$props = Courses::props( $filter, 2 );

		$this->assertSame( 2, $props['page'] );
		$this->assertSame( 12, $props['pageSize'] );
		$this->assertSame( 14, $props['total'] );
		$this->assertCount( 2, $props['list'] );
		$this->assertSame( array(), $props['recommendedCourses'] );
		$this->assertSame( array( 'paper-writing' ), $props['filter']['skills'] );
		$this->assertSame( array( 'skills', 'duration', 'language', 'certificate' ), array_column( $props['facets'], 'key' ) );
		$this->assertSame( home_url( '/courses/' ), $props['link'] );
		$this->assertSame( 2, Courses::pages( $props['total'] ) );
	}

	public function test_props_of_an_empty_result_carry_the_recommended_courses(): void {
		$popular = $this->course( '热门课程', array( 'paper-writing' ), array( 'chinese' ), 500 );
		$filter  = Courses::filter_of( array( 'language' => 'english' ) );
		$this->assertIsArray( $filter );

		$props = Courses::props( $filter, 1 );

		$this->assertSame( array(), $props['list'] );
		$this->assertSame( 0, $props['total'] );
		$this->assertSame( 1, Courses::pages( 0 ) );
		$this->assertContains( $popular, array_column( $props['recommendedCourses'], 'post_id' ) );
	}

	public function test_link_lists_groups_and_values_in_the_panel_order(): void {
		$filter = array(
			'certificate' => array( 'translation-qualification' ),
			'language'    => array( 'chinese' ),
			'skills'      => array( 'research-figures', 'paper-writing' ),
			'duration'    => array(),
		);

		$this->assertSame(
			home_url( '/courses/?skills=paper-writing,research-figures&language=chinese&certificate=translation-qualification' ),
			Courses::link( $filter )
		);
		$this->assertSame( home_url( '/courses/page/3/?language=chinese' ), Courses::link( array( 'language' => array( 'chinese' ) ), 3 ) );
		$this->assertSame( home_url( '/courses/' ), Courses::link( array(), 1 ) );
	}

	public function test_the_template_draws_the_panel_cards_and_pager_in_the_island_container(): void {
		for ( $i = 1; $i <= 13; $i++ ) {
			$this->course( "写作 {$i}", array( 'paper-writing' ) );
		}
		$filter = Courses::filter_of( array( 'skills' => 'paper-writing' ) );
		$this->assertIsArray( $filter );
		Islands::reset();

		ob_start();
		get_template_part( 'template-parts/courses/filter', null, array( 'props' => Courses::props( $filter, 1 ) ) );
		$html = (string) ob_get_clean();

		$this->assertContains( 'course-filter', Islands::used() );
		$this->assertStringContainsString( 'data-wake="idle"', $html );
		$this->assertSame( 12, substr_count( $html, '<li class="mvc-course-card">' ) );
		// The chosen option is ticked and its link removes it; another adds its value.
		$this->assertMatchesRegularExpression( '#mvc-course-filter__option--skills-paper-writing is-selected" href="' . preg_quote( esc_url( home_url( '/courses/' ) ), '#' ) . '" role="checkbox" aria-checked="true"#', $html );
		$this->assertStringContainsString( 'href="' . esc_url( home_url( '/courses/?skills=paper-writing,research-figures' ) ) . '" role="checkbox" aria-checked="false"', $html );
		// The pager keeps the filter, and each number has its own class.
		$this->assertStringContainsString( 'class="mvc-pager__item mvc-pager__item--2" href="' . esc_url( home_url( '/courses/page/2/?skills=paper-writing' ) ) . '"', $html );
		$this->assertStringNotContainsString( 'mvc-course-empty', $html );
		// The island enhances this markup: the results are its frame, each card names its course.
		$this->assertSame( 1, substr_count( $html, 'data-mvc-frame="courses"' ) );
		$this->assertSame( 12, preg_match_all( '#data-mvc-course="([^"]+)"#', $html, $cards ) );
		$first = json_decode( html_entity_decode( $cards[1][0], ENT_QUOTES ), true );
		$this->assertIsArray( $first );
		$this->assertSame( array( 'post_id', 'title', 'cover', 'cost', 'duration', 'count', 'targetAudiences', 'digest', 'url' ), array_slice( array_keys( $first ), 0, 9 ) );
		// The island's props are what it reads: the courses are on the page once, in the cards.
		$this->assertStringNotContainsString( '"recommendedCourses"', $html );
	}

	public function test_a_filtered_view_is_shared_not_indexed(): void {
		$this->assertFalse( Courses::is_filtered( (array) Courses::filter_of( array() ) ) );
		$this->assertTrue( Courses::is_filtered( (array) Courses::filter_of( array( 'language' => 'english' ) ) ) );

		add_filter( 'wp_robots', array( Courses::class, 'robots' ) );
		ob_start();
		wp_robots();
		$meta = (string) ob_get_clean();
		remove_filter( 'wp_robots', array( Courses::class, 'robots' ) );

		$this->assertStringContainsString( "<meta name='robots' content='noindex, follow' />", $meta );
	}

	public function test_the_template_draws_the_no_results_block(): void {
		$this->course( '热门课程', array( 'paper-writing' ), array( 'chinese' ), 500 );
		$filter = Courses::filter_of( array( 'language' => 'english' ) );
		$this->assertIsArray( $filter );

		ob_start();
		get_template_part( 'template-parts/courses/filter', null, array( 'props' => Courses::props( $filter, 1 ) ) );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'class="mvc-course-empty"', $html );
		$this->assertStringContainsString( 'class="mvc-button mvc-course-empty__clear" href="' . esc_url( home_url( '/courses/' ) ) . '"', $html );
		$this->assertStringContainsString( '热门课程', $html );
		$this->assertStringNotContainsString( 'mvc-pager', $html );
	}
}
