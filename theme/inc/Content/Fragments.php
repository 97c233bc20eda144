<?php
/**
 * Kept copies of expensive parts of a page.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Site;
use Mvc\Theme\Assets\Islands;

/**
 * Keeps a part of a page that is the same for every reader (the home's sections): drawn once, kept in
 * a non-autoloaded option with the islands and scripts its parts asked for, printed from there until
 * its key changes or MAX_AGE passes. The key is the plugin's content stamp (ContentVersion), the
 * options the HTML depends on, the build (build_id(): versions and the code's newest modification
 * time, checked once a minute) and the drawing files' times. Drawn without keeping when changes are
 * not watched (no ContentVersion), for a reader who can edit posts (their queries include private
 * posts) and in the Customizer. See docs/features/public-pages.md, "The home page's kept sections".
 */
final class Fragments {

	/**
	 * A kept copy is drawn again after this long, whatever happened.
	 */
	public const MAX_AGE = HOUR_IN_SECONDS;

	/**
	 * Prefix of the options that hold the copies.
	 */
	public const OPTION_PREFIX = 'mvc_fragment_';

	/**
	 * The autoloaded option that holds the code's newest modification time (build_id()).
	 */
	public const BUILD_OPTION = 'mvc_fragments_build';

	/**
	 * The code's modification times are walked again after this many seconds.
	 */
	public const BUILD_CHECK = MINUTE_IN_SECONDS;

	/**
	 * Prints a fragment, from its kept copy when that is current.
	 *
	 * @param string        $name  Fragment name (a key: lowercase letters, digits, dashes, underscores).
	 * @param array<string> $files Paths of the files that draw it (their changes draw it again).
	 * @param callable      $draw  Prints the fragment.
	 * @param string        $data  What else the fragment shows, when it is not content (the
	 *                             most-read list's ids): a change draws it again.
	 */
	public static function print( string $name, array $files, callable $draw, string $data = '' ): void {
		if ( ! self::cacheable() ) {
			$draw();
			return;
		}
		$option = self::OPTION_PREFIX . sanitize_key( $name );
		$key    = self::key( $files, $data );
		$kept   = get_option( $option );
		if ( is_array( $kept ) && ( $kept['key'] ?? '' ) === $key && (int) ( $kept['time'] ?? 0 ) > time() - self::MAX_AGE && is_string( $kept['html'] ?? null ) ) {
			foreach ( (array) ( $kept['islands'] ?? array() ) as $island ) {
				Islands::mark( (string) $island );
			}
			foreach ( (array) ( $kept['scripts'] ?? array() ) as $handle ) {
				wp_enqueue_script( (string) $handle );
			}
			// What drawing it told WordPress's image loading optimisation (how many images came
			// first, whether one took fetchpriority=high), so the images after it are drawn the
			// same whether the copy was kept or drawn now.
			wp_increase_content_media_count( (int) ( $kept['media'] ?? 0 ) );
			if ( ! empty( $kept['priority_taken'] ) ) {
				wp_high_priority_element_flag( false );
			}
			echo $kept['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- HTML drawn by our own templates, which escape.
			return;
		}
		$before   = Islands::used();
		$queued   = wp_scripts()->queue;
		$media    = wp_increase_content_media_count( 0 );
		$priority = wp_high_priority_element_flag();
		ob_start();
		$draw();
		$html = (string) ob_get_clean();
		update_option(
			$option,
			array(
				'key'            => $key,
				'time'           => time(),
				'islands'        => array_values( array_diff( Islands::used(), $before ) ),
				'scripts'        => array_values( array_diff( wp_scripts()->queue, $queued ) ),
				'media'          => wp_increase_content_media_count( 0 ) - $media,
				'priority_taken' => $priority && ! wp_high_priority_element_flag(),
				'html'           => $html,
			),
			false
		);
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- HTML drawn by our own templates, which escape.
	}

	/**
	 * Whether a copy may be kept and served in this request.
	 */
	private static function cacheable(): bool {
		return class_exists( Site::class )
			&& Site::content_watched()
			&& ! current_user_can( 'edit_posts' )
			&& ! is_customize_preview()
			&& ! is_preview();
	}

	/**
	 * The key of a copy: everything its HTML depends on besides the content itself.
	 *
	 * @param array<string> $files Paths of the files that draw it.
	 * @param string        $data  What else it shows.
	 */
	private static function key( array $files, string $data = '' ): string {
		$parts = array(
			Site::content_version(),
			determine_locale(),
			home_url( '/' ),
			(string) get_option( 'permalink_structure' ),
			(string) get_option( 'timezone_string' ),
			(string) get_option( 'gmt_offset' ),
			defined( 'MVC_THEME_VERSION' ) ? MVC_THEME_VERSION : '',
		);
		foreach ( $files as $file ) {
			$parts[] = (string) @filemtime( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a missing file counts as changed, not as a warning.
		}
		$parts[] = self::build_id();
		$parts[] = $data;
		return md5( implode( '|', $parts ) );
	}

	/**
	 * The build the kept copies were drawn by: the theme's and the plugin's versions and the newest
	 * modification time of their code (code_time()), which is read from an autoloaded option (no
	 * query) and walked again at most once every BUILD_CHECK seconds: a request no longer stats
	 * every class and template part (about 245 files, 2.5-3 ms). A deployment is seen within
	 * BUILD_CHECK seconds; until then the copies of the old build may still be served.
	 */
	public static function build_id(): string {
		$kept = get_option( self::BUILD_OPTION );
		$now  = time();
		if ( is_array( $kept ) && isset( $kept['time'], $kept['checked'] ) && (int) $kept['checked'] > $now - self::BUILD_CHECK && (int) $kept['checked'] <= $now ) {
			$time = (int) $kept['time'];
		} else {
			$time = self::code_time();
			update_option(
				self::BUILD_OPTION,
				array(
					'time'    => $time,
					'checked' => $now,
				),
				true
			);
		}
		return implode( '-', array( defined( 'MVC_THEME_VERSION' ) ? MVC_THEME_VERSION : '', defined( 'MVC_CORE_VERSION' ) ? MVC_CORE_VERSION : '', (string) $time ) );
	}

	/**
	 * The newest modification time of the code that draws fragments besides their own files: the
	 * theme's classes and template parts and the plugin's classes (a card's fields, a carousel's
	 * container). A deployment that copies new code changes it, so no copy drawn by old code is
	 * served after it, whatever the deployment tool (WordPress's upgrader also changes the content
	 * stamp, but a copy by rsync or git does not). About 245 stat calls: build_id() keeps the result.
	 */
	public static function code_time(): int {
		static $time = null;
		if ( null !== $time ) {
			return $time;
		}
		$time = 0;
		$dirs = array( get_template_directory() . '/inc', get_template_directory() . '/template-parts' );
		if ( class_exists( Site::class ) ) {
			$dirs[] = Site::code_folder();
		}
		foreach ( $dirs as $dir ) {
			if ( ! is_dir( $dir ) ) {
				continue;
			}
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				if ( $file instanceof \SplFileInfo && 'php' === $file->getExtension() ) {
					$time = max( $time, (int) $file->getMTime() );
				}
			}
		}
		return $time;
	}
}
