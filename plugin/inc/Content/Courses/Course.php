<?php
/**
 * The course post type, its facets and its fields.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Courses;

use Mvc\Core\Content\CardData;
use Mvc\Core\Content\PostTypes\Labels;
use Mvc\Core\Content\PostTypes\PostType;
use Mvc\Core\Security\Lock;
use WP_Post;

/**
 * An online course of /courses (its fields: docs/features/courses.md). Courses have no address of
 * their own on the site: a card opens a popup on /courses, and 开始学习 opens the course's address in
 * a new tab. The facets are taxonomies with fixed terms (operators tick them but cannot add any); the
 * duration bucket is derived from the minutes whenever they change (never entered) and kept in a
 * hidden taxonomy, so that one tax_query answers every filter.
 */
final class Course extends PostType {

	public const TYPE = 'course';

	public const META_COST      = 'course_cost';
	public const META_DURATION  = 'course_duration';
	public const META_LEARNERS  = 'course_learners';
	public const META_AUDIENCES = 'course_audiences';
	public const META_URL       = 'course_url';
	public const META_CODE      = 'course_discount_code';

	public const TAX_SKILL       = 'course_skill';
	public const TAX_LANGUAGE    = 'course_language';
	public const TAX_CERTIFICATE = 'course_certificate';
	public const TAX_DURATION    = 'course_duration_bucket';

	/**
	 * The duration buckets: up to 29 minutes, 30 to 60 (both included), over 60.
	 */
	public const UNDER_30 = 'under-30';
	public const FROM_30  = '30-60';
	public const OVER_60  = 'over-60';

	public const COVER_SIZE = 'medium_large';

	/**
	 * The stamp of the fixed terms created (an autoloaded option): when the list below changes, the
	 * missing terms are added on the next request.
	 */
	public const TERMS_OPTION = 'mvc_course_terms';

	/**
	 * The name.
	 */
	public static function type(): string {
		return self::TYPE;
	}

	/**
	 * The course's own hooks.
	 */
	protected function hooks(): void {
		add_action( 'init', array( self::class, 'ensure_terms' ), 20 );
		add_action( 'added_post_meta', array( self::class, 'duration_changed' ), 10, 4 );
		add_action( 'updated_post_meta', array( self::class, 'duration_changed' ), 10, 4 );
		add_action( 'deleted_post_meta', array( self::class, 'duration_deleted' ), 10, 3 );
		add_action( 'save_post_' . self::TYPE, array( self::class, 'ensure_learners' ) );
	}

	/**
	 * The fixed terms of each facet taxonomy: slug => name (in the site's language).
	 *
	 * @return array<string, array<string, string>>
	 */
	public static function terms(): array {
		return array(
			self::TAX_SKILL       => array(
				'information-retrieval' => __( 'Information retrieval', 'mvc-core' ),
				'paper-writing'         => __( 'Paper writing', 'mvc-core' ),
				'research-figures'      => __( 'Research figures', 'mvc-core' ),
				'submission-tips'       => __( 'Submission tips', 'mvc-core' ),
			),
			self::TAX_DURATION    => array(
				self::UNDER_30 => __( 'Under 30 minutes', 'mvc-core' ),
				self::FROM_30  => __( '30-60 minutes', 'mvc-core' ),
				self::OVER_60  => __( 'Over 60 minutes', 'mvc-core' ),
			),
			self::TAX_LANGUAGE    => array(
				'chinese' => __( 'Chinese', 'mvc-core' ),
				'english' => __( 'English', 'mvc-core' ),
			),
			self::TAX_CERTIFICATE => array(
				'translation-qualification' => __( 'Translation qualification', 'mvc-core' ),
			),
		);
	}

	/**
	 * The duration bucket of a number of minutes.
	 *
	 * @param int $minutes Minutes (at least 1).
	 */
	public static function bucket( int $minutes ): string {
		if ( $minutes < 30 ) {
			return self::UNDER_30;
		}
		return $minutes <= 60 ? self::FROM_30 : self::OVER_60;
	}

	/**
	 * Registers the type's taxonomies and fields.
	 */
	protected function register_with_type(): void {
		$facets = array(
			self::TAX_SKILL       => array( __( 'Skills', 'mvc-core' ), __( 'Skill', 'mvc-core' ) ),
			self::TAX_LANGUAGE    => array( __( 'Languages', 'mvc-core' ), __( 'Language', 'mvc-core' ) ),
			self::TAX_CERTIFICATE => array( __( 'Certificates', 'mvc-core' ), __( 'Certificate', 'mvc-core' ) ),
		);
		foreach ( $facets as $taxonomy => $names ) {
			register_taxonomy( $taxonomy, self::TYPE, self::taxonomy_args( $taxonomy, $names[0], $names[1], true ) );
		}
		register_taxonomy( self::TAX_DURATION, self::TYPE, self::taxonomy_args( self::TAX_DURATION, __( 'Duration', 'mvc-core' ), __( 'Duration', 'mvc-core' ), false ) );
		self::register_fields();
	}

	/**
	 * The post type: courses are managed like pages (editors and administrators) and have no page
	 * of their own.
	 *
	 * @return array<string, mixed>
	 */
	protected function post_type_args(): array {
		return array(
			'labels'          => array_merge(
				Labels::labels( self::TYPE ),
				array(
					'name'                  => __( 'Courses', 'mvc-core' ),
					'singular_name'         => __( 'Course', 'mvc-core' ),
					'menu_name'             => __( 'Courses', 'mvc-core' ),
					'featured_image'        => __( 'Cover', 'mvc-core' ),
					'set_featured_image'    => __( 'Set cover', 'mvc-core' ),
					'remove_featured_image' => __( 'Remove cover', 'mvc-core' ),
					'use_featured_image'    => __( 'Use as cover', 'mvc-core' ),
				)
			),
			'public'          => false,
			'show_ui'         => true,
			'show_in_menu'    => true,
			'show_in_rest'    => false,
			'has_archive'     => false,
			'rewrite'         => false,
			'query_var'       => false,
			'capability_type' => 'page',
			'map_meta_cap'    => true,
			'menu_icon'       => 'dashicons-welcome-learn-more',
			'menu_position'   => 8,
			'supports'        => array( 'title', 'excerpt', 'thumbnail', 'page-attributes' ),
		);
	}

	/**
	 * A facet taxonomy: not public, its terms fixed (nobody may add, edit or delete one), ticked in
	 * a box of checkboxes on the course's screen; the duration bucket is not shown at all.
	 *
	 * @param string $taxonomy Taxonomy (for its full labels, Content\PostTypes\Labels::taxonomy()).
	 * @param string $name     Plural name.
	 * @param string $singular Singular name.
	 * @param bool   $shown    Whether operators see it (false: the derived duration bucket).
	 * @return array<string, mixed>
	 */
	private static function taxonomy_args( string $taxonomy, string $name, string $singular, bool $shown ): array {
		return array(
			'labels'               => array_merge(
				Labels::taxonomy( $taxonomy ),
				array(
					'name'          => $name,
					'singular_name' => $singular,
					'menu_name'     => $name,
				)
			),
			'public'               => false,
			'hierarchical'         => false,
			'show_ui'              => $shown,
			'show_in_menu'         => false,
			'show_in_nav_menus'    => false,
			'show_tagcloud'        => false,
			// Quick and bulk edit would offer a text box of names (the terms are fixed: ticked on the screen).
			'show_in_quick_edit'   => false,
			'show_admin_column'    => $shown,
			'show_in_rest'         => false,
			'rewrite'              => false,
			'query_var'            => false,
			'meta_box_cb'          => $shown ? 'post_categories_meta_box' : false,
			'meta_box_sanitize_cb' => 'taxonomy_meta_box_sanitize_cb_checkboxes',
			'capabilities'         => array(
				'manage_terms' => 'do_not_allow',
				'edit_terms'   => 'do_not_allow',
				'delete_terms' => 'do_not_allow',
				'assign_terms' => $shown ? 'edit_pages' : 'do_not_allow',
			),
		);
	}

	/**
	 * The course's fields as typed post meta.
	 */
	private static function register_fields(): void {
		$whole  = static fn( string $description, int $minimum ): array => array(
			'type'              => 'integer',
			'description'       => $description,
			'single'            => true,
			'default'           => 0,
			'sanitize_callback' => static fn( $value ): int => max( $minimum, (int) ( is_numeric( $value ) ? $value : 0 ) ),
			'show_in_rest'      => array(
				'schema' => array(
					'type'    => 'integer',
					'minimum' => $minimum,
				),
			),
		);
		$fields = array(
			self::META_COST      => $whole( __( 'Cost in yuan; 0 means free.', 'mvc-core' ), 0 ),
			self::META_DURATION  => $whole( __( 'Duration in minutes.', 'mvc-core' ), 0 ),
			self::META_LEARNERS  => $whole( __( 'How many readers started the course (kept by the site).', 'mvc-core' ), 0 ),
			self::META_AUDIENCES => array(
				'type'              => 'string',
				'description'       => __( 'Target audiences, one per line.', 'mvc-core' ),
				'single'            => true,
				'default'           => '',
				'sanitize_callback' => array( self::class, 'audiences_text' ),
				'show_in_rest'      => true,
			),
			self::META_URL       => array(
				'type'              => 'string',
				'description'       => __( 'The course\'s own address (http or https).', 'mvc-core' ),
				'single'            => true,
				'default'           => '',
				'sanitize_callback' => array( CardData::class, 'http_link' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'   => 'string',
						'format' => 'uri',
					),
				),
			),
			self::META_CODE      => array(
				'type'              => 'string',
				'description'       => __( 'Discount code, or empty.', 'mvc-core' ),
				'single'            => true,
				'default'           => '',
				'sanitize_callback' => 'sanitize_text_field',
				'show_in_rest'      => true,
			),
		);
		foreach ( $fields as $key => $args ) {
			$args['auth_callback'] = self::META_LEARNERS === $key ? '__return_false' : array( PostType::class, 'can_edit' );
			register_post_meta( self::TYPE, $key, $args );
		}
	}

	/**
	 * Target audiences as stored: one per line, each a line of plain text, no empty lines.
	 *
	 * @param mixed $value Raw text, or a list of audiences.
	 */
	public static function audiences_text( $value ): string {
		$lines = is_array( $value ) ? $value : preg_split( '/\R/u', is_string( $value ) ? $value : '' );
		$lines = array_map( static fn( $line ): string => is_string( $line ) ? sanitize_text_field( $line ) : '', (array) $lines );
		return implode( "\n", array_values( array_filter( $lines, static fn( string $line ): bool => '' !== $line ) ) );
	}

	/**
	 * Adds the fixed terms that do not exist yet (once per change of the list). Under a lock, so two
	 * PHP nodes reaching a new list at once do not both add a term (term slugs have no unique key);
	 * a request that finds another adding them goes on, and the terms are there for the next one.
	 */
	public static function ensure_terms(): void {
		$stamp = md5( (string) wp_json_encode( array_map( 'array_keys', self::terms() ) ) );
		if ( get_option( self::TERMS_OPTION ) === $stamp ) {
			return;
		}
		Lock::run(
			self::TERMS_OPTION,
			static function () use ( $stamp ): void {
				foreach ( self::terms() as $taxonomy => $terms ) {
					foreach ( $terms as $slug => $name ) {
						if ( ! term_exists( $slug, $taxonomy ) ) {
							wp_insert_term( $name, $taxonomy, array( 'slug' => $slug ) );
						}
					}
				}
				update_option( self::TERMS_OPTION, $stamp, true );
			},
			0
		);
	}

	/**
	 * Sets the duration bucket when a course's minutes are set.
	 *
	 * @param int|int[] $meta_id    Meta id.
	 * @param int       $post_id    Post.
	 * @param string    $meta_key   Meta key.
	 * @param mixed     $meta_value New value.
	 */
	public static function duration_changed( $meta_id, $post_id, $meta_key, $meta_value ): void {
		unset( $meta_id );
		if ( self::META_DURATION !== $meta_key || self::TYPE !== get_post_type( (int) $post_id ) ) {
			return;
		}
		$minutes = (int) ( is_numeric( $meta_value ) ? $meta_value : 0 );
		wp_set_object_terms( (int) $post_id, $minutes > 0 ? array( self::bucket( $minutes ) ) : array(), self::TAX_DURATION );
	}

	/**
	 * Clears the duration bucket when a course's minutes are deleted.
	 *
	 * @param string[] $meta_ids Meta ids.
	 * @param int      $post_id  Post.
	 * @param string   $meta_key Meta key.
	 */
	public static function duration_deleted( $meta_ids, $post_id, $meta_key ): void {
		unset( $meta_ids );
		if ( self::META_DURATION === $meta_key && self::TYPE === get_post_type( (int) $post_id ) ) {
			wp_set_object_terms( (int) $post_id, array(), self::TAX_DURATION );
		}
	}

	/**
	 * Gives a new course its learner count (0), so the count is one row from the start.
	 *
	 * @param int $post_id The course.
	 */
	public static function ensure_learners( int $post_id ): void {
		if ( ! wp_is_post_revision( $post_id ) && ! metadata_exists( 'post', $post_id, self::META_LEARNERS ) ) {
			add_post_meta( $post_id, self::META_LEARNERS, 0, true );
		}
	}

	/**
	 * Whether a post is a published course.
	 *
	 * @param int $post_id Post id.
	 */
	public static function is_published( int $post_id ): bool {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		return $post instanceof WP_Post && self::TYPE === $post->post_type && 'publish' === $post->post_status;
	}

	/**
	 * A course as the filter answers it (meta and thumbnails primed by the caller's query).
	 *
	 * @param WP_Post $post The course.
	 * @return array{post_id: int, title: string, cover: string, cost: int, duration: int, count: int, targetAudiences: list<string>, digest: string, url: string, discountCode?: string}
	 */
	public static function item( WP_Post $post ): array {
		$audiences = self::audiences_text( get_post_meta( $post->ID, self::META_AUDIENCES, true ) );
		$item      = array(
			'post_id'         => $post->ID,
			'title'           => CardData::plain_text( get_the_title( $post ) ),
			'cover'           => (string) get_the_post_thumbnail_url( $post, self::COVER_SIZE ),
			'cost'            => max( 0, (int) get_post_meta( $post->ID, self::META_COST, true ) ),
			'duration'        => max( 0, (int) get_post_meta( $post->ID, self::META_DURATION, true ) ),
			'count'           => max( 0, (int) get_post_meta( $post->ID, self::META_LEARNERS, true ) ),
			'targetAudiences' => '' === $audiences ? array() : explode( "\n", $audiences ),
			'digest'          => CardData::plain_text( $post->post_excerpt ),
			'url'             => CardData::http_link( get_post_meta( $post->ID, self::META_URL, true ) ),
		);
		$code      = trim( (string) get_post_meta( $post->ID, self::META_CODE, true ) );
		if ( '' !== $code ) {
			$item['discountCode'] = $code;
		}
		return $item;
	}
}
