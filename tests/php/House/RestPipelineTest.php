<?php
/**
 * The REST calls' cross-cutting steps live in one place.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\House;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Rules of issue 29 kept true by the suite:
 * - only Rest\Pipeline adds callbacks to WordPress's global REST hooks;
 * - a controller declares its limits (`mvc_limits`) instead of calling the limiter;
 * - a controller names no other controller (shared shapes live in Schema\Args, Schema\Errors,
 *   MemberArgs, FreshLogin, HtmlPage, Limit), apart from the abstract bases it extends;
 * - an argument error is built in one place, Failure::invalid().
 */
final class RestPipelineTest extends TestCase {

	private const PIPELINE = 'plugin/inc/Rest/Pipeline.php';

	private const GLOBAL_HOOKS = array(
		'rest_jsonp_enabled',
		'rest_authentication_errors',
		'rest_pre_dispatch',
		'rest_request_before_callbacks',
		'rest_dispatch_request',
		'rest_request_after_callbacks',
		'rest_post_dispatch',
		'rest_pre_serve_request',
	);

	/**
	 * Bases a controller may extend.
	 */
	private const BASES = array( 'ApiController', 'PostRelationController' );


	/**
	 * The repository's root.
	 */
	private static function root(): string {
		return dirname( __DIR__, 3 );
	}

	/**
	 * PHP files under a folder of the repository, relative path => source without comments.
	 *
	 * @param string $folder Folder relative to the root.
	 * @return array<string, string>
	 */
	private static function sources( string $folder ): array {
		$found = array();
		$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( self::root() . '/' . $folder, RecursiveDirectoryIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = (string) $file->getPathname();
			if ( ! str_ends_with( $path, '.php' ) || str_contains( $path, '/node_modules/' ) || str_contains( $path, '/build/' ) ) {
				continue;
			}
			$code = '';
			foreach ( token_get_all( (string) file_get_contents( $path ) ) as $token ) {
				if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
					continue;
				}
				$code .= is_array( $token ) ? $token[1] : $token;
			}
			$found[ substr( $path, strlen( self::root() ) + 1 ) ] = $code;
		}
		ksort( $found );
		return $found;
	}

	public function test_only_the_pipeline_hooks_into_the_rest_calls(): void {
		$hooks   = implode( '|', self::GLOBAL_HOOKS );
		$outside = array();
		foreach ( array( 'plugin', 'theme' ) as $folder ) {
			foreach ( self::sources( $folder ) as $path => $code ) {
				if ( self::PIPELINE !== $path && preg_match_all( "/add_(?:filter|action)\\(\\s*'($hooks)'/", $code, $matches ) ) {
					$outside[ $path ] = $matches[1];
				}
			}
		}
		$this->assertSame( array(), $outside, 'Add the step to Rest\Pipeline::register() instead.' );
		$this->assertMatchesRegularExpression( "/add_filter\\(\\s*'rest_dispatch_request'/", self::sources( 'plugin/inc/Rest' )[ self::PIPELINE ] );
	}

	public function test_controllers_declare_their_limits(): void {
		$calling = array();
		foreach ( self::sources( 'plugin/inc/Rest' ) as $path => $code ) {
			if ( str_ends_with( $path, 'Controller.php' ) && preg_match( '/NetworkGate::(?!CHALLENGE_CODE|LIMITS)\w+\(|\bRateLimiter\b/', $code ) ) {
				$calling[] = basename( $path );
			}
		}
		$this->assertSame( array(), $calling, 'Declare the limit under the endpoint\'s mvc_limits (Rest\Limit).' );
	}

	public function test_no_controller_names_another(): void {
		$references = array();
		foreach ( self::sources( 'plugin/inc/Rest' ) as $path => $code ) {
			$own = basename( $path, '.php' );
			preg_match_all( '/\b([A-Z]\w*Controller)\b/', $code, $matches );
			$others = array_values( array_diff( array_unique( $matches[1] ), array_merge( array( $own, 'WP_REST_Controller' ), self::BASES ) ) );
			if ( $others ) {
				sort( $others );
				$references[ basename( $path ) ] = $others;
			}
		}
		$this->assertSame( array(), $references, 'Move what two controllers share into a shape of its own (Schema\Args, Schema\Errors, MemberArgs, FreshLogin, HtmlPage, Limit).' );
	}

	public function test_argument_errors_are_built_in_one_place(): void {
		$building = array();
		foreach ( array( 'plugin', 'theme' ) as $folder ) {
			foreach ( self::sources( $folder ) as $path => $code ) {
				if ( preg_match( "/new\\s+\\\\?WP_Error\\(\\s*'rest_invalid_param'/", $code ) ) {
					$building[] = $path;
				}
			}
		}
		$this->assertSame( array( 'plugin/inc/Failure.php' ), $building, 'Use Failure::invalid().' );
	}
}
