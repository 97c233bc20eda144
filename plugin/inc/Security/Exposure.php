<?php
/**
 * What WordPress tells about its users and itself: author archives, XML-RPC, pingbacks, readme.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

use Mvc\Core\Failure;
use Mvc\Core\Member\Avatars;
use Mvc\Core\Module;
use WP_Error;

/**
 * WordPress names its users in several places a visitor can probe: `/?author=N` redirects to
 * `/author/{login}/`, whose page shows the display name; `/wp/v2/users` lists authors with their
 * slugs and looks them up by `search=` and `slug=`; the users sitemap lists the archives; avatars
 * carry a hash of the e-mail; oEmbed and comment classes name the archive and the nicename; comment
 * search looks in the commenters' e-mail, website and IP columns. XML-RPC answers 80 methods and
 * processes pingbacks, advertised by `X-Pingback` on every article. Here all of that is closed; the
 * files nginx serves itself (readme.html, license.txt, xmlrpc.php, ...) are refused in
 * bin/templates/nginx.conf.
 */
final class Exposure implements Module {

	/**
	 * Core's users routes (the list, one user, `me`).
	 */
	public const USERS_ROUTE = '#^/wp/v2/users(/|$)#';

	/**
	 * Core's comments collection.
	 */
	public const COMMENTS_ROUTE = '/wp/v2/comments';

	/**
	 * Its parameters that look in the commenters' e-mail (and website and IP, for `search`): a
	 * moderator's only.
	 */
	public const COMMENT_SEARCH_PARAMS = array( 'search', 'author_email' );

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
		add_filter( 'pre_get_avatar_data', array( Avatars::class, 'data' ), 10, 2 );
		add_filter( 'get_avatar', array( Avatars::class, 'tag' ), 10, 6 );
		add_filter( 'request', array( $this, 'no_author_archives' ) );
		add_filter( 'request', array( $this, 'no_missing_sitemaps' ) );
		add_filter( 'author_link', array( $this, 'no_author_link' ) );
		add_filter( 'comment_class', array( $this, 'no_nicename_class' ) );
		add_filter( 'wp_sitemaps_add_provider', array( $this, 'no_users_sitemap' ), 10, 2 );
		add_filter( 'xmlrpc_enabled', '__return_false' );
		add_filter( 'xmlrpc_methods', '__return_empty_array' );
		add_filter( 'pings_open', '__return_false' );
		add_filter( 'wp_headers', array( $this, 'no_pingback_header' ) );
	}

	/**
	 * `request`: an author archive (`?author=N`, `/author/{slug}/`, their pages and feeds) is a plain
	 * 404: the query keeps nothing of the author, so neither a redirect to the login-bearing slug
	 * nor the page names anyone. wp-admin's own `?author=` filters are left alone, and so is a REST
	 * request (`/wp-json/...` and `?rest_route=` both set `rest_route`): its `author` argument is the
	 * route's business.
	 *
	 * @param array<string, mixed> $query_vars Query variables.
	 * @return array<string, mixed>
	 */
	public function no_author_archives( $query_vars ): array {
		$query_vars = (array) $query_vars;
		if ( is_admin() || isset( $query_vars['rest_route'] ) || ( ! isset( $query_vars['author'] ) && ! isset( $query_vars['author_name'] ) ) ) {
			return $query_vars;
		}
		return array( 'error' => '404' );
	}

	/**
	 * `request`: a sitemap no provider serves (`/wp-sitemap-users-1.xml`, since no_users_sitemap())
	 * is a 404; WordPress would otherwise fall through to the home page with a 200.
	 *
	 * @param array<string, mixed> $query_vars Query variables.
	 * @return array<string, mixed>
	 */
	public function no_missing_sitemaps( $query_vars ): array {
		$query_vars = (array) $query_vars;
		$sitemap    = isset( $query_vars['sitemap'] ) && is_string( $query_vars['sitemap'] ) ? $query_vars['sitemap'] : '';
		if ( '' === $sitemap || 'index' === $sitemap || array_key_exists( $sitemap, wp_get_sitemap_providers() ) ) {
			return $query_vars;
		}
		return array( 'error' => '404' );
	}

	/**
	 * `author_link`: an author's link is the home page, never `/author/{nicename}/` (a 404 anyway):
	 * oEmbed's `author_url` (JSON and XML) and any template that links an author.
	 *
	 * @param string $link Author archive URL.
	 */
	public function no_author_link( $link ): string {
		unset( $link );
		return home_url( '/' );
	}

	/**
	 * `comment_class`: no `comment-author-{nicename}` class on a member's comment.
	 *
	 * @param array<int, string> $classes Classes of the comment.
	 * @return array<int, string>
	 */
	public function no_nicename_class( $classes ): array {
		return array_values(
			array_filter(
				(array) $classes,
				static function ( $name ) {
					return ! str_starts_with( (string) $name, 'comment-author-' );
				}
			)
		);
	}

	/**
	 * `rest_pre_dispatch`: core's users routes are for operators who write (the block editor's author
	 * picker); a visitor or a member reading them gets 401, so no login, slug or name can be listed
	 * or probed with `search=` and `slug=`. (Writes are CoreDoors' business.)
	 *
	 * @param mixed            $result  Response so far (null to go on).
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function no_users_for_readers( $result, $server, $request ) {
		unset( $server );
		$read = in_array( $request->get_method(), array( 'GET', 'HEAD' ), true );
		if ( null !== $result || ! $read || ! preg_match( self::USERS_ROUTE, $request->get_route() ) || current_user_can( 'edit_posts' ) ) {
			return $result;
		}
		return new WP_Error( 'rest_user_cannot_view', __( 'Sorry, you are not allowed to view users.', 'mvc-core' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * `rest_request_before_callbacks`: core's comment search also looks in the commenters' e-mail,
	 * website and IP columns, so a reader could rebuild an address a character at a time, and
	 * `author_email` confirms a guessed one (core asks only `edit_posts` for it). Both are for those
	 * who moderate comments (wp-admin's comment search does not go through REST); anyone else's
	 * listing gets 400 (a new comment's `author_email` is CoreDoors' and core's business). The site's
	 * own comments island uses neither.
	 *
	 * @param mixed            $response Result so far.
	 * @param array<mixed>     $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function no_comment_search_for_readers( $response, $handler, $request ) {
		unset( $handler );
		$read = in_array( $request->get_method(), array( 'GET', 'HEAD' ), true );
		if ( is_wp_error( $response ) || ! $read || self::COMMENTS_ROUTE !== $request->get_route() || current_user_can( 'moderate_comments' ) ) {
			return $response;
		}
		$used = array_values(
			array_filter(
				self::COMMENT_SEARCH_PARAMS,
				static function ( $name ) use ( $request ) {
					$value = $request[ $name ];
					return null !== $value && '' !== $value && array() !== $value;
				}
			)
		);
		if ( array() === $used ) {
			return $response;
		}
		$message = __( 'Only comment moderators can search comments or filter them by e-mail.', 'mvc-core' );
		return Failure::invalid( $message, '', $used );
	}

	/**
	 * `wp_sitemaps_add_provider`: no sitemap of the author archives.
	 *
	 * @param mixed  $provider Sitemap provider.
	 * @param string $name     Its name.
	 * @return mixed
	 */
	public function no_users_sitemap( $provider, $name ) {
		return 'users' === $name ? false : $provider;
	}

	/**
	 * `wp_headers`: no `X-Pingback` (XML-RPC is off).
	 *
	 * @param array<string, string> $headers Response headers.
	 * @return array<string, string>
	 */
	public function no_pingback_header( $headers ): array {
		$headers = (array) $headers;
		unset( $headers['X-Pingback'] );
		return $headers;
	}
}
