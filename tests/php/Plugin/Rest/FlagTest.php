<?php
/**
 * The flag argument of the toggle routes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Rest\Flag;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * Flag: JSON true or false and their usual spellings are accepted and read as a boolean; anything
 * else is a 400 on the field flag. The like, favourite, comment-like and subscribe routes share it.
 */
final class FlagTest extends TestCase {

	/**
	 * @return array<string, array{mixed, bool}>
	 */
	public static function spellings(): array {
		return array(
			'true'    => array( true, true ),
			'false'   => array( false, false ),
			'"true"'  => array( 'true', true ),
			'"false"' => array( 'false', false ),
			'"1"'     => array( '1', true ),
			'"0"'     => array( '0', false ),
			'1'       => array( 1, true ),
			'0'       => array( 0, false ),
		);
	}

	/**
	 * @dataProvider spellings
	 *
	 * @param mixed $value Raw value.
	 * @param bool  $flag  What it means.
	 */
	public function test_a_spelling_of_true_or_false_is_read_as_a_boolean( $value, bool $flag ): void {
		$this->assertTrue( Flag::validate( $value ) );
		$this->assertSame( $flag, Flag::value( $value ) );
	}

	public function test_anything_else_is_refused_on_the_flag_field(): void {
		foreach ( array( 'yes', '', 2, null, array( true ), 'TRUE' ) as $value ) {
			$error = Flag::validate( $value );

			$this->assertInstanceOf( WP_Error::class, $error );
			$this->assertSame( 'rest_invalid_param', $error->get_error_code() );
			$this->assertSame(
				array(
					'status' => 400,
					'field'  => 'flag',
				),
				$error->get_error_data()
			);
		}
	}

	public function test_the_toggle_routes_take_the_shared_flag(): void {
		$routes = rest_get_server()->get_routes();
		foreach ( array( '/api/member/like', '/api/member/collect', '/api/member/commentlike', '/api/member/subscribe' ) as $route ) {
			$this->assertSame( array( Flag::class, 'validate' ), $routes[ $route ][0]['args']['flag']['validate_callback'], $route );
			$this->assertTrue( $routes[ $route ][0]['args']['flag']['required'], $route );
		}
	}
}
