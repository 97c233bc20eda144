<?php
/**
 * Every route of the `api` namespace describes its answer and its arguments in the index.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Rest\Envelope;
use Mvc\Tests\TestCase;

/**
 * Walks the routes of the namespace (ApiController::register_api_route() and its kin): each has a
 * schema of the {code, message, data} envelope with its errors, each argument a type and a
 * description, and the index (`GET /wp-json/api?context=help`) shows them.
 */
final class RouteSchemaTest extends TestCase {

	public function test_every_route_of_the_namespace_describes_its_answer_and_arguments(): void {
		$server   = rest_get_server();
		$problems = array();
		foreach ( self::our_routes() as $route => $handlers ) {
			$data     = $server->get_data_for_route( $route, $handlers, 'help' );
			$problems = array_merge( $problems, self::problems( $route, is_array( $data ) ? $data : array() ) );
		}

		$this->assertSame( array(), $problems );
		$this->assertGreaterThan( 15, count( self::our_routes() ) );
	}

	public function test_the_index_shows_the_schemas_and_their_errors(): void {
		$response = $this->rest( 'GET', '/' . Envelope::NAMESPACE, array( 'context' => 'help' ) );

		$this->assertSame( 200, $response->get_status() );
		$routes   = $response->get_data()['routes'];
		$problems = array();
		foreach ( array_keys( self::our_routes() ) as $route ) {
			$problems = array_merge( $problems, self::problems( $route, $routes[ $route ] ?? array() ) );
		}
		$this->assertSame( array(), $problems );
		$this->assertContains( 401, array_column( $routes['/api/member/like']['schema']['errors'], 'code' ) );
	}

	public function test_a_route_without_schema_or_argument_description_is_reported(): void {
		$route = array(
			'endpoints' => array(
				array(
					'methods' => array( 'GET' ),
					'args'    => array(
						'id' => array(
							'type'     => 'integer',
							'required' => true,
						),
					),
				),
			),
		);

		$this->assertSame(
			array(
				'/api/x: no schema',
				'/api/x: GET id has no description',
			),
			self::problems( '/api/x', $route )
		);
		$route['schema'] = array(
			'title'      => 'x',
			'type'       => 'object',
			'properties' => array( 'code' => array( 'type' => 'integer' ) ),
		);
		$this->assertContains( '/api/x: schema lacks message, data', self::problems( '/api/x', $route ) );
	}

	public function test_options_on_a_route_gives_its_schema(): void {
		$response = $this->rest( 'OPTIONS', '/api/member/commentlike' );

		$this->assertSame( 200, $response->get_status() );
		$schema = $response->get_data()['schema'];
		$this->assertSame( 'mvc-member-commentlike', $schema['title'] );
		$this->assertSame( array( 'id', 'liked', 'like_count' ), array_keys( $schema['properties']['data']['properties'] ) );
		$this->assertSame( array( 200, 400, 401, 403, 404 ), $schema['properties']['code']['enum'] );
	}

	/**
	 * The routes of the namespace but its index (core's), by route.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	private static function our_routes(): array {
		$routes = rest_get_server()->get_routes( Envelope::NAMESPACE );
		unset( $routes[ '/' . Envelope::NAMESPACE ] );
		return $routes;
	}

	/**
	 * What a route's index data lacks: a schema of the envelope (title, type object, properties code,
	 * message and data, code's enum with 200 and every error's code, errors with a code, status
	 * and description), a type and a description on every argument.
	 *
	 * @param string               $route Route.
	 * @param array<string, mixed> $data  The route's data in the index.
	 * @return list<string>
	 */
	private static function problems( string $route, array $data ): array {
		$problems = array();
		$schema   = $data['schema'] ?? null;
		if ( ! is_array( $schema ) ) {
			$problems[] = $route . ': no schema';
		} else {
			if ( ! is_string( $schema['title'] ?? null ) || '' === $schema['title'] || 'object' !== ( $schema['type'] ?? null ) ) {
				$problems[] = $route . ': schema needs a title and type object';
			}
			$missing = array_diff( array( 'code', 'message', 'data' ), array_keys( $schema['properties'] ?? array() ) );
			if ( $missing ) {
				$problems[] = $route . ': schema lacks ' . implode( ', ', $missing );
			}
			$codes = $schema['properties']['code']['enum'] ?? array();
			if ( ! in_array( 200, $codes, true ) ) {
				$problems[] = $route . ': code has no enum with 200';
			}
			foreach ( $schema['errors'] ?? array( 'none' ) as $error ) {
				if ( ! is_array( $error ) || ! is_int( $error['code'] ?? null ) || ! is_int( $error['status'] ?? null ) || '' === (string) ( $error['description'] ?? '' ) || ! in_array( $error['code'], $codes, true ) ) {
					$problems[] = $route . ': errors need a code of the enum, a status and a description';
				}
			}
		}
		foreach ( $data['endpoints'] ?? array() as $endpoint ) {
			foreach ( $endpoint['args'] ?? array() as $name => $arg ) {
				foreach ( array( 'type', 'description' ) as $key ) {
					if ( empty( $arg[ $key ] ) ) {
						$problems[] = $route . ': ' . implode( ',', $endpoint['methods'] ) . ' ' . $name . ' has no ' . $key;
					}
				}
			}
		}
		return $problems;
	}
}
