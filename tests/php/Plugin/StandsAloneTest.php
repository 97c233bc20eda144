<?php
/**
 * The plugin without the project's theme.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin;

use Mvc\Core\Api;
use Mvc\Core\Blocks\Island;
use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Nothing in plugin/ or blocks/ names a class of the theme, and under Twenty Twenty-Five (another
 * theme, in a process of its own: tests/php/includes/other-theme.php) every block of the plugin
 * renders, every route of its REST namespace answers and its pages draw, without a PHP warning. The
 * block's island container is the theme's markup, and the theme still mounts it.
 */
final class StandsAloneTest extends TestCase {

	/**
	 * The other theme.
	 */
	private const OTHER_THEME = 'twentytwentyfive';

	/**
	 * The project's root.
	 */
	private static function root(): string {
		return dirname( __DIR__, 3 );
	}

	public function test_no_file_of_the_plugin_or_its_blocks_names_the_theme(): void {
		$found = array();
		$count = 0;
		foreach ( array( 'plugin', 'blocks' ) as $folder ) {
			$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( self::root() . '/' . $folder, RecursiveDirectoryIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				$path = (string) $file->getPathname();
				// The build's copies (plugin/build) are made from blocks/, which is read itself.
				if ( str_contains( $path, '/plugin/build/' ) || str_contains( $path, '/node_modules/' ) || ! preg_match( '/\.(php|tsx?|jsx?|json)$/', $path ) ) {
					continue;
				}
				++$count;
				foreach ( (array) file( $path ) as $number => $line ) {
					// Mvc\Theme, or Mvc\\Theme in a string.
					if ( preg_match( '/Mvc\\\\{1,2}Theme\b/i', (string) $line ) ) {
						$found[] = substr( $path, strlen( self::root() ) + 1 ) . ':' . ( $number + 1 ) . ': ' . trim( (string) $line );
					}
				}
			}
		}

		$this->assertGreaterThan( 100, $count );
		$this->assertSame( array(), $found, "The plugin names the theme's classes:\n" . implode( "\n", $found ) );
	}

	public function test_the_blocks_island_container_is_the_themes_markup(): void {
		$props       = array(
			'applyUrl' => 'https://example.com/apply?a=1&b=2',
			'text'     => '</script><script>alert(1)</script>',
		);
		$placeholder = '<a href="/x">占位</a>';

		$this->assertSame(
			Islands::render( 'guest-editor-button', $props, 'interaction', $placeholder ),
			Island::render( 'guest-editor-button', $props, 'interaction', $placeholder )
		);
		$this->assertSame( Islands::render( 'x', array(), 'idle' ), Island::render( 'x', array(), 'whenever' ) );
	}

	public function test_the_theme_mounts_the_island_a_block_prints(): void {
		Islands::reset();

		$html = do_blocks( '<!-- wp:mvc/guest-editor-button /-->' );

		$this->assertStringContainsString( 'data-island="guest-editor-button"', $html );
		$this->assertSame( array( 'guest-editor-button' ), Islands::used() );
	}

	public function test_every_block_renders_under_another_theme(): void {
		$report = $this->under_other_theme( 'blocks' );
		$blocks = glob( self::root() . '/blocks/*/block.json' );

		$this->assertIsArray( $blocks );
		$this->assertCount( count( $blocks ), $report['items'], 'Every block of blocks/ is registered and rendered.' );
		foreach ( $report['items'] as $name => $html ) {
			$this->assertNotSame( '', trim( (string) $html ), $name );
		}
		$this->assertStringContainsString( 'data-island="guest-editor-button"', (string) ( $report['items']['mvc/guest-editor-button'] ?? '' ) );
		$this->assertStringContainsString( 'href="' . home_url( '/call-for-papers/become-a-guest-editor/' ) . '"', (string) ( $report['items']['mvc/guest-editor-button'] ?? '' ) );
	}

	public function test_every_route_and_template_answers_under_another_theme(): void {
		$report = $this->under_other_theme( 'routes' );
		$routes = array_filter( array_keys( rest_get_server()->get_routes() ), array( Api::class, 'is_api_route' ) );

		$this->assertGreaterThanOrEqual( count( $routes ), count( $report['items'] ) - 1, 'Every route of the api namespace was asked.' );
		foreach ( $report['items'] as $what => $status ) {
			if ( str_starts_with( $what, 'template ' ) ) {
				$this->assertGreaterThan( 0, $status, $what );
				continue;
			}
			$this->assertLessThan( 500, $status, $what );
		}
	}

	/**
	 * The pages drawn under the other theme, each with a text it must show.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function pages(): array {
		return array(
			'the home'                            => array( 'home', 'MVC 材料前沿' ),
			'an article'                          => array( 'post', '另一主题下的正文。' ),
			'a journal'                           => array( 'journal', '另一主题下的正文。' ),
			'the journals'                        => array( 'journals', '另一主题下的测试' ),
			'a page holding the plugin\'s blocks' => array( 'block', '成为客座编辑' ),
		);
	}

	/**
	 * @dataProvider pages
	 *
	 * @param string $kind Which page.
	 * @param string $text A text it shows.
	 */
	public function test_a_page_draws_under_another_theme( string $kind, string $text ): void {
		$report = $this->under_other_theme( 'page:' . $kind );
		$page   = $report['items'][ $kind ] ?? null;

		$this->assertIsArray( $page );
		$this->assertSame( 200, $page['status'], $page['path'] );
		$this->assertStringContainsString( $text, $page['text'] );
		$this->assertStringContainsString( '</html>', $page['html'] );
		$this->assertDoesNotMatchRegularExpression( '/Fatal error|Warning:|Notice:|Deprecated:|严重错误/', $page['html'] );
	}

	/**
	 * Runs a task of tests/php/includes/other-theme.php in a process of its own and checks that it
	 * ran under the other theme, to its end, without a PHP error.
	 *
	 * @param string $task Task.
	 * @return array{task: string, theme: string, items: array<string, mixed>, errors: list<string>, done: bool}
	 */
	private function under_other_theme( string $task ): array {
		if ( ! is_dir( get_theme_root() . '/' . self::OTHER_THEME ) ) {
			$this->markTestSkipped( 'Twenty Twenty-Five is not installed in the test WordPress (' . get_theme_root() . ').' );
		}
		$file    = (string) wp_tempnam( 'mvc-other-theme' );
		$process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a request of its own.
			array( PHP_BINARY, '-d', 'display_errors=stderr', '-d', 'error_reporting=-1', '-d', 'log_errors=0', dirname( __DIR__ ) . '/includes/other-theme.php', $task, $file, self::OTHER_THEME ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		$output = (string) stream_get_contents( $pipes[1] ) . (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the process's pipes.
		fclose( $pipes[2] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		$status = proc_close( $process );
		$report = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		wp_delete_file( $file );

		$this->assertSame( 0, $status, $output );
		$this->assertIsArray( $report, $output );
		$this->assertSame( self::OTHER_THEME, $report['theme'] );
		$this->assertSame( array(), $report['errors'], "$task raised:\n" . implode( "\n", $report['errors'] ) );
		$this->assertTrue( $report['done'], "$task did not run to its end.\n" . $output );
		$this->assertSame( '', trim( $output ), "$task printed:\n" . $output );
		return $report;
	}
}
