<?php
/**
 * The courses of /courses: POST /api/online-course/filter and PUT /api/online-course/{post_id}/learners.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\Courses\CourseFilter;
use Mvc\Core\Content\Courses\Learners;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `POST /online-course/filter?pageSize=&pageNumber=` with the filter `{skills, duration, language,
 * certificate}` as its JSON body answers `{list, total, recommendedCourses}`
 * (Content\Courses\CourseFilter); an unknown key or value is a 400 naming it. `PUT
 * /online-course/{post_id}/learners` counts the reader as a learner of a published course, once a
 * day (Content\Courses\Learners), and answers `{count}`; an unknown or unpublished course is a 404.
 * Both are public; the learner call is limited per client address (LEARNER_LIMIT per WINDOW).
 */
final class CoursesController extends ApiController {

	public const ROUTE = '/online-course';

	public const LEARNER_LIMIT = 300;

	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$groups = array();
		foreach ( CourseFilter::facets() as $facet ) {
			$groups[ $facet['key'] ] = array(
				/* translators: %s: the facet's name, such as Skills. */
				'description'       => sprintf( __( 'Values of the facet %s (any of them matches).', 'mvc-core' ), $facet['label'] ),
				'type'              => 'array',
				'items'             => array(
					'type' => 'string',
					'enum' => array_column( $facet['options'], 'value' ),
				),
				'validate_callback' => array( self::class, 'validate_group' ),
				'sanitize_callback' => static fn( $value ) => $value,
			);
		}
		$course = self::course_schema();
		$this->register_api_route(
			self::ROUTE . '/filter',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'filter' ),
					'permission_callback' => '__return_true',
					'args'                => array_merge( Args::paging( CourseFilter::PAGE_SIZE, CourseFilter::MAX_PAGE_SIZE ), $groups ),
				),
			),
			'mvc-course-filter',
			array(
				'type'       => 'object',
				'properties' => array(
					'list'               => array(
						'description' => __( 'One page of the matching published courses, newest first; empty past the last page.', 'mvc-core' ),
						'type'        => 'array',
						'items'       => $course,
					),
					'total'              => array(
						'description' => __( 'How many published courses match in all.', 'mvc-core' ),
						'type'        => 'integer',
						'minimum'     => 0,
					),
					'recommendedCourses' => array(
						'description' => __( 'When the page is empty: up to four courses with the most learners; otherwise empty.', 'mvc-core' ),
						'type'        => 'array',
						'items'       => $course,
					),
				),
				'required'   => array( 'list', 'total', 'recommendedCourses' ),
			)
		);
		$this->register_api_route(
			self::ROUTE . '/(?P<post_id>[\d]+)/learners',
			array(
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'learners' ),
					'mvc_limits'          => array( Limit::per_ip( 'course-learners', self::LEARNER_LIMIT, self::WINDOW ) ),
					// Public by nature (visitors start courses); limited per address in learners().
					'permission_callback' => '__return_true',
					'args'                => array(
						'post_id' => Args::id( 'post_id', __( 'The course started.', 'mvc-core' ), __( 'post_id must be the id of a course.', 'mvc-core' ) ),
					),
				),
			),
			'mvc-course-learners',
			array(
				'type'       => 'object',
				'properties' => array(
					'count' => array(
						'description' => __( 'The course\'s learners afterwards (a reader counts once a day).', 'mvc-core' ),
						'type'        => 'integer',
						'minimum'     => 0,
					),
				),
				'required'   => array( 'count' ),
			),
			array(
				Errors::doc( 404, __( 'The course does not exist or is not published.', 'mvc-core' ), 404, Errors::field( 'post_id' ) ),
				Errors::rate_limit( '', __( 'Too many courses started from this address.', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * One group of the filter: a list of its values.
	 *
	 * @param mixed           $value   Raw value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $key     The group.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public static function validate_group( $value, $request, $key ) {
		unset( $request );
		$parsed = CourseFilter::parse( array( (string) $key => $value ) );
		return is_wp_error( $parsed ) ? $parsed : true;
	}

	/**
	 * One page of the courses the filter in the body matches.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function filter( $request ) {
		$body = $request->get_json_params();
		if ( empty( $body ) ) {
			$body = $request->get_body_params();
		}
		unset( $body['pageSize'], $body['pageNumber'] );
		$filter = CourseFilter::parse( $body );
		if ( is_wp_error( $filter ) ) {
			return $filter;
		}
		return Envelope::success( CourseFilter::page( $filter, (int) $request['pageSize'], (int) $request['pageNumber'] ) );
	}

	/**
	 * Counts the reader as a learner of the course.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function learners( $request ) {
		$course_id = (int) $request['post_id'];
		if ( ! Course::is_published( $course_id ) ) {
			return Envelope::error( 404, __( 'The course does not exist or is not published.', 'mvc-core' ), 404, array( 'field' => 'post_id' ) );
		}
		$count = Learners::add( $course_id, Learners::reader(), Learners::today() );
		return is_wp_error( $count ) ? $count : Envelope::success( array( 'count' => $count ) );
	}

	/**
	 * The schema of a course as the filter answers it.
	 *
	 * @return array<string, mixed>
	 */
	private static function course_schema(): array {
		$field = static fn( string $type, string $description ): array => array(
			'type'        => $type,
			'description' => $description,
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'post_id'         => $field( 'integer', __( 'The course\'s id (for the learner call).', 'mvc-core' ) ),
				'title'           => $field( 'string', __( 'The course\'s title, as plain text.', 'mvc-core' ) ),
				'cover'           => $field( 'string', __( 'Cover image address, or an empty string.', 'mvc-core' ) ),
				'cost'            => $field( 'integer', __( 'Cost in yuan; 0 means free.', 'mvc-core' ) ),
				'duration'        => $field( 'integer', __( 'Duration in minutes.', 'mvc-core' ) ),
				'count'           => $field( 'integer', __( 'How many readers started the course.', 'mvc-core' ) ),
				'targetAudiences' => array(
					'type'        => 'array',
					'description' => __( 'Target audiences.', 'mvc-core' ),
					'items'       => array( 'type' => 'string' ),
				),
				'digest'          => $field( 'string', __( 'The course\'s summary, as plain text.', 'mvc-core' ) ),
				'url'             => $field( 'string', __( 'The course\'s own address (http or https), or an empty string.', 'mvc-core' ) ),
				'discountCode'    => $field( 'string', __( 'Discount code; absent when the course has none.', 'mvc-core' ) ),
			),
			'required'   => array( 'post_id', 'title', 'cover', 'cost', 'duration', 'count', 'targetAudiences', 'digest', 'url' ),
		);
	}
}
