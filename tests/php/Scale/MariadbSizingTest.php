<?php
/**
 * The MariaDB settings bin/start.sh gives every instance (mariadb_sizing in bin/lib/common.sh), and the scale
 * bench's shell scripts parse.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Scale;

use PHPUnit\Framework\TestCase;

/**
 * The rule: buffer pool = data × 1.25 rounded up to 128 MiB, at least 256 MiB, at most a share of the RAM (a half
 * for the scale instance, which counts at least MVC_SCALE_DATA_MB, an eighth for any other); redo log a quarter of
 * the pool within 48..1,024 MiB; in-memory temporary tables 64 MiB (32 under 4 GiB of RAM).
 */
final class MariadbSizingTest extends TestCase {

	private string $dir;

	protected function setUp(): void {
		$this->dir = sys_get_temp_dir() . '/mvc-sizing-' . getmypid();
		mkdir( $this->dir );
	}

	protected function tearDown(): void {
		array_map( 'unlink', (array) glob( $this->dir . '/*' ) );
		rmdir( $this->dir );
	}

	/**
	 * Runs mariadb_sizing on the test's datadir.
	 *
	 * @param string $instance The instance.
	 * @param string $env      Environment assignments.
	 * @return array{0: int, 1: int, 2: int} Pool, redo log and tmp table MiB.
	 */
	private function sizing( string $instance, string $env = '' ): array {
		$common = dirname( __DIR__, 3 ) . '/bin/lib/common.sh';
		$out    = (string) shell_exec( sprintf( '%s bash -c %s 2>&1', $env, escapeshellarg( sprintf( '. %s && mariadb_sizing %s %s', escapeshellarg( $common ), escapeshellarg( $this->dir ), escapeshellarg( $instance ) ) ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- runs the script under test.
		$this->assertMatchesRegularExpression( '/^\d+ \d+ \d+$/', trim( $out ), $out );
		return array_map( 'intval', explode( ' ', trim( $out ) ) );
	}

	/**
	 * The machine's RAM in MiB.
	 */
	private static function ram_mb(): int {
		preg_match( '/^MemTotal:\s+(\d+)/m', (string) file_get_contents( '/proc/meminfo' ), $m ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return intdiv( (int) $m[1], 1024 );
	}

	/**
	 * A data file of the given size (sparse).
	 *
	 * @param string $name File name.
	 * @param int    $mb   Size in MiB.
	 */
	private function data( string $name, int $mb ): void {
		$handle = fopen( $this->dir . '/' . $name, 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a test file.
		ftruncate( $handle, $mb * 1048576 );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a test file.
	}

	public function test_an_empty_instance_gets_the_floor(): void {
		[ $pool, $log, $tmp ] = $this->sizing( 'test' );
		$this->assertSame( 256, $pool );
		$this->assertSame( 64, $log );
		$this->assertSame( self::ram_mb() >= 4096 ? 64 : 32, $tmp );
	}

	public function test_the_pool_holds_the_data_with_a_quarter_to_spare_within_an_eighth_of_the_ram(): void {
		$this->data( 'a.ibd', 300 );
		$this->data( 'ibdata1', 100 );
		$this->data( 'ignored.log', 5000 );
		[ $pool, $log ] = $this->sizing( 'dev' );
		$want           = min( 512, intdiv( intdiv( self::ram_mb(), 8 ), 128 ) * 128 );
		$this->assertSame( max( 256, $want ), $pool );
		$this->assertSame( max( 48, intdiv( $pool, 4 ) ), $log );
	}

	public function test_the_scale_instance_counts_the_size_it_grows_to_and_may_take_half_the_ram(): void {
		[ $pool, $log ] = $this->sizing( 'scale', 'MVC_SCALE_DATA_MB=1000' );
		$this->assertSame( min( 1280, intdiv( intdiv( self::ram_mb(), 2 ), 128 ) * 128 ), $pool );
		$this->assertLessThanOrEqual( 1024, $log );
		[ $pool ] = $this->sizing( 'scale', 'MVC_DB_POOL_MB=999' );
		$this->assertSame( 999, $pool );
	}

	public function test_the_scale_scripts_parse(): void {
		$root = dirname( __DIR__, 3 );
		foreach ( array( 'bin/bench-scale.sh', 'bin/scale/grow.sh', 'bin/start.sh', 'bin/lib/common.sh' ) as $script ) {
			exec( 'bash -n ' . escapeshellarg( $root . '/' . $script ) . ' 2>&1', $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- bash -n of the scripts.
			$this->assertSame( 0, $status, $script . ': ' . implode( "\n", $output ) );
		}
	}
}
