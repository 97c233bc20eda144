<?php
/**
 * Page titles per route.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Journals as JournalList;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;

/**
 * The specification's titles: the home page is the product name plus the community phrase, search
 * is "search results" plus the keyword, a journal minisite is the journal's title plus the site's
 * suffix, each application route has its own name.
 */
final class Titles implements Module {

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'document_title_parts', array( $this, 'parts' ) );
	}

	/**
	 * The title parts of the current route.
	 *
	 * @param array<string, string> $parts WordPress's parts (title, page, tagline, site).
	 * @return array<string, string>
	 */
	public function parts( array $parts ): array {
		$site = get_bloginfo( 'name', 'display' );
		if ( is_front_page() ) {
			return array(
				'title' => $site,
				'site'  => __( 'Materials science news community', 'mvc' ),
			);
		}
		$route = Routes::current();
		if ( is_404() ) {
			$parts['title'] = self::route_name( '404' );
		} elseif ( 'search' === $route ) {
			$keyword        = get_search_query( false );
			$parts['title'] = '' === $keyword
				? __( 'Search results', 'mvc' )
				/* translators: %s: the search keyword. */
				: sprintf( __( 'Search results: %s', 'mvc' ), $keyword );
		} elseif ( '' !== $route ) {
			$parts['title'] = self::route_name( $route );
		} elseif ( PluginGuard::active() && is_post_type_archive( JournalList::TYPE ) ) {
			$parts['title'] = __( 'Journals', 'mvc' );
		}
		unset( $parts['tagline'] );
		$parts['site'] = $site;
		return $parts;
	}

	/**
	 * The visible name of an application route.
	 *
	 * @param string $route Route name of Routes::ROUTES.
	 */
	public static function route_name( string $route ): string {
		$names = array(
			'courses'  => __( 'Online courses', 'mvc' ),
			'podcast'  => __( 'Podcast', 'mvc' ),
			'contact'  => __( 'Contact us', 'mvc' ),
			'profile'  => __( 'Personal centre', 'mvc' ),
			'messages' => __( 'Message centre', 'mvc' ),
			'search'   => __( 'Search results', 'mvc' ),
			'404'      => __( 'Page not found', 'mvc' ),
		);
		return $names[ $route ] ?? '';
	}
}
