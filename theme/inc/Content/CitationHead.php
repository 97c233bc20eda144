<?php
/**
 * The Highwire Press citation meta of an article that reports a paper.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Article;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;
use WP_Post;

/**
 * On an article whose paper has a DOI (Mvc\Core\View\Article::citation_meta()): the `citation_*` meta
 * tags Google Scholar and Baidu Scholar read (the paper's title, authors, date, journal, DOI, the
 * article's address, the PDF when a real one is known, the language). An article without DOI, or
 * whose paper's authors are not known, gets none (the plugin's Citation::meta_tags()).
 */
final class CitationHead implements Module {

	/**
	 * Applies while the plugin is active: it reads the plugin's data.
	 */
	public function can_register(): bool {
		return PluginGuard::active();
	}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_meta' ), 6 );
	}

	/**
	 * Prints the tags of the article being shown.
	 */
	public function print_meta(): void {
		$post = is_singular( 'post' ) ? get_queried_object() : null;
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		foreach ( Article::citation_meta( $post ) as $tag ) {
			printf( '<meta name="%1$s" content="%2$s">' . "\n", esc_attr( $tag[0] ), esc_attr( $tag[1] ) );
		}
	}
}
