<?php
/**
 * The URL scheme of the specifications.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;
use Mvc\Theme\Theme;
use WP_Query;

/**
 * Articles live at /{category}/{slug} (the permalink structure /%category%/%postname%/), category
 * lists at /{category} without WordPress's /category/ base, tags at /tag/{slug}, journals at
 * /journals and /journals/{slug}. The application routes that are not WordPress objects (search,
 * courses, podcast, contact, profile, messages, 404) are rewrite rules to the query var mvc_route,
 * each rendered by templates/route-<name>.php.
 */
final class Routes implements Module {

	public const QUERY_VAR = 'mvc_route';

	public const PERMALINK_STRUCTURE = '/%category%/%postname%/';

	/**
	 * Raised whenever the rules below change: a site with older stored rules rebuilds them once.
	 */
	public const RULES_VERSION = 3;

	public const RULES_VERSION_OPTION = 'mvc_rules_version';

	/**
	 * Application routes: path => template name.
	 */
	public const ROUTES = array(
		'search'   => 'search',
		'courses'  => 'courses',
		'podcast'  => 'podcast',
		'contact'  => 'contact',
		'profile'  => 'profile',
		'messages' => 'messages',
		'404'      => '404',
	);

	/**
	 * Application routes whose lists paginate at /{route}/page/{n}/.
	 */
	public const PAGED_ROUTES = array( 'search', 'podcast', 'courses' );

	/**
	 * Routes of a member's own pages: never indexed.
	 */
	public const PRIVATE_ROUTES = array( 'profile', 'messages' );

	/**
	 * Pages that live under a category's path: page slug => path. Operators edit them as pages.
	 */
	public const PAGE_PATHS = array(
		'become-a-guest-editor' => 'call-for-papers/become-a-guest-editor',
		'submit-research-news'  => 'research-news/submit-research-news',
	);

	/**
	 * Applies while the plugin is active: it reads the plugin's data.
	 */
	public function can_register(): bool {
		return PluginGuard::active();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'add_rules' ) );
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		add_filter( 'page_link', array( $this, 'page_link' ), 10, 2 );
		add_filter( 'category_rewrite_rules', array( $this, 'category_rules' ) );
		add_filter( 'term_link', array( $this, 'category_link' ), 10, 3 );
		add_filter( 'request', array( $this, 'request' ) );
		add_action( 'parse_query', array( $this, 'parse_query' ) );
		add_action( 'template_redirect', array( $this, 'redirect_search' ) );
		add_action( 'wp', array( $this, 'not_found_status' ) );
		add_filter( 'posts_pre_query', array( $this, 'skip_route_query' ), 10, 2 );
		add_filter( 'pre_handle_404', array( $this, 'route_found' ), 10, 2 );
		add_filter( 'template_include', array( $this, 'template' ) );
		add_filter( 'wp_robots', array( self::class, 'private_robots' ) );
		add_filter( 'search_link', array( $this, 'search_link' ), 10, 2 );
		add_filter( 'get_search_form', array( $this, 'search_form' ) );
		foreach ( array( 'created_category', 'edited_category', 'delete_category' ) as $hook ) {
			add_action( $hook, array( $this, 'forget_rules' ) );
		}
	}

	/**
	 * The application routes' rewrite rules, first in the list.
	 */
	public function add_rules(): void {
		foreach ( self::ROUTES as $path => $name ) {
			add_rewrite_rule( '^' . preg_quote( (string) $path, '#' ) . '/?$', 'index.php?' . self::QUERY_VAR . '=' . $name, 'top' );
		}
		foreach ( self::PAGED_ROUTES as $name ) {
			add_rewrite_rule( '^' . preg_quote( $name, '#' ) . '/page/?([0-9]{1,6})/?$', 'index.php?' . self::QUERY_VAR . '=' . $name . '&paged=$matches[1]', 'top' );
		}
		foreach ( self::PAGE_PATHS as $slug => $path ) {
			add_rewrite_rule( '^' . preg_quote( $path, '#' ) . '/?$', 'index.php?pagename=' . $slug, 'top' );
		}
		if ( (int) get_option( self::RULES_VERSION_OPTION ) !== self::RULES_VERSION ) {
			update_option( self::RULES_VERSION_OPTION, self::RULES_VERSION );
			delete_option( 'rewrite_rules' );
		}
	}

	/**
	 * The permalink of a page of PAGE_PATHS is its path under the category.
	 *
	 * @param string $link    Link WordPress built.
	 * @param int    $post_id Page id.
	 */
	public function page_link( string $link, int $post_id ): string {
		$post = get_post( $post_id );
		if ( $post && 'publish' === $post->post_status && isset( self::PAGE_PATHS[ $post->post_name ] ) ) {
			return home_url( user_trailingslashit( self::PAGE_PATHS[ $post->post_name ] ) );
		}
		return $link;
	}

	/**
	 * Registers the route query var.
	 *
	 * @param array<int, string> $vars Public query vars.
	 * @return array<int, string>
	 */
	public function query_vars( array $vars ): array {
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * Category archives without the /category/ base: one rule set per category path, so that
	 * /research-news and /research-news/page/2 are lists while /research-news/{slug} stays an article.
	 *
	 * @param array<string, string> $rules WordPress's category rules (discarded).
	 * @return array<string, string>
	 */
	public function category_rules( array $rules ): array {
		unset( $rules );
		$new   = array();
		$terms = get_categories( array( 'hide_empty' => false ) );
		foreach ( $terms as $term ) {
			$path = get_category_parents( $term->term_id, false, '/', true );
			if ( ! is_string( $path ) ) {
				continue;
			}
			$path  = preg_quote( trim( $path, '/' ), '#' );
			$query = 'index.php?category_name=' . $term->slug;
			$new[ '(' . $path . ')/(?:feed/)?(feed|rdf|rss|rss2|atom)/?$' ] = $query . '&feed=$matches[2]';
			$new[ '(' . $path . ')/page/?([0-9]{1,})/?$' ]                  = $query . '&paged=$matches[2]';
			$new[ '(' . $path . ')/?$' ]                                    = $query;
		}
		return $new;
	}

	/**
	 * /{category} instead of /category/{category}.
	 *
	 * @param string   $link     Term link.
	 * @param \WP_Term $term     Term.
	 * @param string   $taxonomy Taxonomy.
	 */
	public function category_link( string $link, $term, string $taxonomy ): string {
		unset( $term );
		if ( 'category' !== $taxonomy ) {
			return $link;
		}
		$base = get_option( 'category_base' );
		$base = is_string( $base ) && '' !== $base ? $base : 'category';
		return (string) preg_replace( '#/' . preg_quote( trim( $base, '/' ), '#' ) . '/#', '/', $link, 1 );
	}

	/**
	 * /search carries the keyword in ?s= (possibly empty) and the category in ?category=.
	 *
	 * @param array<string, mixed> $query_vars Parsed query vars.
	 * @return array<string, mixed>
	 */
	public function request( array $query_vars ): array {
		if ( 'search' !== ( $query_vars[ self::QUERY_VAR ] ?? '' ) ) {
			return $query_vars;
		}
		$keyword = isset( $_GET['s'] ) && is_string( $_GET['s'] ) ? trim( sanitize_text_field( wp_unslash( $_GET['s'] ) ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public search.
		// A keyword that is blank once trimmed is no search at all: the page asks for one.
		if ( '' !== $keyword ) {
			$query_vars['s'] = $keyword;
		} else {
			unset( $query_vars['s'] );
		}
		return $query_vars;
	}

	/**
	 * Marks the route on the main query: /404 answers 404, the others are not the home page.
	 *
	 * @param WP_Query $query The query being parsed.
	 */
	public function parse_query( WP_Query $query ): void {
		if ( ! $query->is_main_query() ) {
			return;
		}
		$route = self::current( $query );
		if ( '' === $route ) {
			return;
		}
		if ( '404' === $route ) {
			$query->set_404();
			return;
		}
		$query->is_home = false;
		if ( 'search' === $route ) {
			$query->is_search = true;
		}
	}

	/**
	 * An application route other than search draws its own content: the main query asks the
	 * database nothing.
	 *
	 * @param array<int, mixed>|null $posts Posts, or null to run the query.
	 * @param WP_Query               $query The query.
	 * @return array<int, mixed>|null
	 */
	public function skip_route_query( $posts, WP_Query $query ) {
		if ( $query->is_main_query() && ! in_array( self::current( $query ), array( '', 'search', '404' ), true ) ) {
			$query->found_posts   = 0;
			$query->max_num_pages = 0;
			return array();
		}
		return $posts;
	}

	/**
	 * An application route is found even though its main query is empty; its template decides
	 * (a page number past the end is a 404 there).
	 *
	 * @param bool     $preempt Whether to skip WordPress's 404 handling.
	 * @param WP_Query $query   The main query.
	 */
	public function route_found( $preempt, WP_Query $query ): bool {
		if ( in_array( self::current( $query ), array( '', 'search', '404' ), true ) ) {
			return (bool) $preempt;
		}
		status_header( 200 );
		return true;
	}

	/**
	 * /404 answers with the status 404, as every unknown address does.
	 */
	public function not_found_status(): void {
		if ( '404' === self::current() ) {
			status_header( 404 );
			nocache_headers();
		}
	}

	/**
	 * Sends /?s=keyword to /search?s=keyword, so that one URL shows search results.
	 */
	public function redirect_search(): void {
		if ( ! is_search() || 'search' === self::current() ) {
			return;
		}
		$link     = get_search_link( (string) get_query_var( 's' ) );
		$category = Lists::search_category();
		if ( $category ) {
			$link = add_query_arg( 'category', $category, $link );
		}
		wp_safe_redirect( $link, 301 );
		exit;
	}

	/**
	 * The template of an application route.
	 *
	 * @param string $template Template WordPress chose.
	 */
	public function template( string $template ): string {
		$route = self::current();
		if ( '' === $route || '404' === $route ) {
			return $template;
		}
		$file = Theme::path( 'templates/route-' . $route . '.php' );
		return is_readable( $file ) ? $file : $template;
	}

	/**
	 * /search?s= links.
	 *
	 * @param string $link   Link WordPress built.
	 * @param string $search Keyword.
	 */
	public function search_link( string $link, string $search ): string {
		unset( $link );
		// WordPress hands the keyword over already URL-encoded.
		return add_query_arg( 's', rawurlencode( urldecode( $search ) ), home_url( '/search' ) );
	}

	/**
	 * WordPress's own search form posts to /search.
	 *
	 * @param string $form Form markup.
	 */
	public function search_form( string $form ): string {
		return str_replace( 'action="' . esc_url( home_url( '/' ) ) . '"', 'action="' . esc_url( home_url( '/search' ) ) . '"', $form );
	}

	/**
	 * `wp_robots`: a member's own pages (PRIVATE_ROUTES: /profile/, /messages/) are not indexed. A
	 * visitor gets the page asking them to log in, which no search engine should keep either.
	 *
	 * @param array<string, bool|string> $robots The directives.
	 * @return array<string, bool|string>
	 */
	public static function private_robots( $robots ): array {
		$robots = (array) $robots;
		if ( in_array( self::current(), self::PRIVATE_ROUTES, true ) ) {
			$robots['noindex'] = true;
			$robots['follow']  = true;
			unset( $robots['max-image-preview'] );
		}
		return $robots;
	}

	/**
	 * The application route of the main (or given) query; '' when none.
	 *
	 * @param WP_Query|null $query Query; the main query when null.
	 */
	public static function current( ?WP_Query $query = null ): string {
		$value = $query ? $query->get( self::QUERY_VAR ) : get_query_var( self::QUERY_VAR );
		return is_string( $value ) && in_array( $value, self::ROUTES, true ) ? $value : '';
	}

	/**
	 * The URL of a page of PAGE_PATHS (a link target even before operators publish the page).
	 *
	 * @param string $slug A key of PAGE_PATHS.
	 */
	public static function page_url( string $slug ): string {
		return home_url( user_trailingslashit( self::PAGE_PATHS[ $slug ] ?? $slug ) );
	}

	/**
	 * Category paths are in the rewrite rules: drop the stored rules when categories change, and
	 * WordPress rebuilds them on the next request.
	 */
	public function forget_rules(): void {
		delete_option( 'rewrite_rules' );
	}
}
