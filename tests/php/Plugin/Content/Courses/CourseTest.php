<?php
/**
 * The course post type.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\Courses;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Security\Lock;
use Mvc\Tests\TestCase;

/**
 * The post type and its facets as the contract names them; the duration bucket follows the
 * minutes; the fields' types.
 */
final class CourseTest extends TestCase {

	public function test_the_type_and_its_taxonomies_are_registered_and_not_public(): void {
		$type = get_post_type_object( Course::TYPE );

		$this->assertNotNull( $type );
		$this->assertFalse( $type->public );
		$this->assertFalse( $type->publicly_queryable );
		$this->assertFalse( $type->has_archive );
		$this->assertTrue( $type->show_ui );
		foreach ( array( Course::TAX_SKILL, Course::TAX_LANGUAGE, Course::TAX_CERTIFICATE, Course::TAX_DURATION ) as $taxonomy ) {
			$object = get_taxonomy( $taxonomy );
			$this->assertNotFalse( $object, $taxonomy );
			$this->assertFalse( $object->public, $taxonomy );
			$this->assertFalse( $object->hierarchical, $taxonomy );
			$this->assertSame( Course::TAX_DURATION !== $taxonomy, $object->show_ui, $taxonomy );
			// Quick edit would offer a text box of names for a non-hierarchical taxonomy.
			$this->assertFalse( $object->show_in_quick_edit, $taxonomy );
		}
	}

	public function test_a_missing_fixed_term_is_added_once_and_not_while_another_node_adds_them(): void {
		$term = get_term_by( 'slug', array_key_first( Course::terms()[ Course::TAX_LANGUAGE ] ), Course::TAX_LANGUAGE );
		$this->assertNotFalse( $term );
		wp_delete_term( $term->term_id, Course::TAX_LANGUAGE );
		delete_option( Course::TERMS_OPTION );

		// Another node holds the lock: this request leaves the terms to it.
		global $wpdb;
		$mine  = $wpdb;
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$other->set_prefix( $mine->prefix );
		$wpdb  = $other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the other node's connection, put back below.
		$owner = (string) Lock::acquire( Course::TERMS_OPTION, 0 );
		$wpdb  = $mine; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		Course::ensure_terms();
		$while_held = $this->count_terms( $term->slug );
		$wpdb       = $other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		Lock::release( Course::TERMS_OPTION, $owner );
		$wpdb = $mine; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$other->close();
		Course::ensure_terms();
		Course::ensure_terms();

		$this->assertSame( 0, $while_held );
		$this->assertSame( 1, $this->count_terms( $term->slug ) );
		$this->assertIsString( get_option( Course::TERMS_OPTION ) );
	}

	/**
	 * Terms of the language taxonomy with a slug.
	 *
	 * @param string $slug Slug.
	 */
	private function count_terms( string $slug ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->terms} t INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy = %s AND t.slug = %s", Course::TAX_LANGUAGE, $slug ) );
	}

	public function test_every_fixed_term_exists_with_its_slug(): void {
		foreach ( Course::terms() as $taxonomy => $terms ) {
			$slugs = get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'slugs',
				)
			);
			$this->assertEqualsCanonicalizing( array_keys( $terms ), $slugs, $taxonomy );
		}
	}

	public function test_operators_tick_terms_but_cannot_add_them(): void {
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );

		$this->assertTrue( current_user_can( get_taxonomy( Course::TAX_SKILL )->cap->assign_terms ) );
		$this->assertFalse( current_user_can( get_taxonomy( Course::TAX_SKILL )->cap->edit_terms ) );
		$this->assertFalse( current_user_can( get_taxonomy( Course::TAX_DURATION )->cap->assign_terms ) );
		$this->assertTrue( current_user_can( 'edit_post', self::factory()->post( array( 'post_type' => Course::TYPE ) ) ) );
	}

	/**
	 * @return array<string, array{0: int, 1: string}>
	 */
	public function data_buckets(): array {
		return array(
			'1'   => array( 1, Course::UNDER_30 ),
			'29'  => array( 29, Course::UNDER_30 ),
			'30'  => array( 30, Course::FROM_30 ),
			'60'  => array( 60, Course::FROM_30 ),
			'61'  => array( 61, Course::OVER_60 ),
			'600' => array( 600, Course::OVER_60 ),
		);
	}

	/**
	 * @dataProvider data_buckets
	 *
	 * @param int    $minutes Minutes.
	 * @param string $bucket  Bucket.
	 */
	public function test_the_bucket_follows_the_minutes( int $minutes, string $bucket ): void {
		$course = self::factory()->post( array( 'post_type' => Course::TYPE ) );

		update_post_meta( $course, Course::META_DURATION, $minutes );

		$this->assertSame( $bucket, Course::bucket( $minutes ) );
		$this->assertSame( array( $bucket ), wp_get_object_terms( $course, Course::TAX_DURATION, array( 'fields' => 'slugs' ) ) );
	}

	public function test_the_bucket_moves_with_the_minutes_and_goes_with_them(): void {
		$course = self::factory()->post( array( 'post_type' => Course::TYPE ) );
		$bucket = static fn(): array => wp_get_object_terms( $course, Course::TAX_DURATION, array( 'fields' => 'slugs' ) );

		add_post_meta( $course, Course::META_DURATION, 20 );
		$first = $bucket();
		update_post_meta( $course, Course::META_DURATION, 75 );
		$second = $bucket();
		delete_post_meta( $course, Course::META_DURATION );

		$this->assertSame( array( Course::UNDER_30 ), $first );
		$this->assertSame( array( Course::OVER_60 ), $second );
		$this->assertSame( array(), $bucket() );
	}

	public function test_minutes_of_another_post_type_set_no_bucket(): void {
		$post = self::factory()->post();

		update_post_meta( $post, Course::META_DURATION, 20 );

		$this->assertSame( array(), wp_get_object_terms( $post, Course::TAX_DURATION, array( 'fields' => 'slugs' ) ) );
	}

	public function test_the_fields_are_typed_and_sanitised(): void {
		$course = self::factory()->post( array( 'post_type' => Course::TYPE ) );
		$meta   = get_registered_meta_keys( 'post', Course::TYPE );

		update_post_meta( $course, Course::META_COST, '-5' );
		update_post_meta( $course, Course::META_URL, 'javascript:alert(1)' );
		update_post_meta( $course, Course::META_AUDIENCES, "<b>研究生</b>\n\n青年教师" );

		$this->assertSame( 'integer', $meta[ Course::META_COST ]['type'] );
		$this->assertSame( 'integer', $meta[ Course::META_DURATION ]['type'] );
		$this->assertSame( 'integer', $meta[ Course::META_LEARNERS ]['type'] );
		$this->assertSame( 'string', $meta[ Course::META_URL ]['type'] );
		$this->assertSame( '0', get_post_meta( $course, Course::META_COST, true ) );
		$this->assertSame( '', get_post_meta( $course, Course::META_URL, true ) );
		$this->assertSame( "研究生\n青年教师", get_post_meta( $course, Course::META_AUDIENCES, true ) );
	}

	public function test_nobody_may_set_the_learners_through_the_meta_api(): void {
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		$course = self::factory()->post( array( 'post_type' => Course::TYPE ) );

		$this->assertFalse( current_user_can( 'edit_post_meta', $course, Course::META_LEARNERS ) );
		$this->assertTrue( current_user_can( 'edit_post_meta', $course, Course::META_COST ) );
	}
}
