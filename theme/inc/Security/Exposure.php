<?php
/**
 * What WordPress tells about its users and itself: author archives, XML-RPC, pingbacks, readme.
 *
 * @package Mvc
 */

namespace Mvc\Security;

use Mvc\Member\Avatars;
use Mvc\Module;
use WP_Error;

/**
 * WordPress names its users in several places a visitor can probe: `/?author=N` redirects to
 * `/author/{login}/`, whose page shows the display name; `/wp/v2/users` lists authors with their
 * slugs and looks them up by `search=` and `slug=`; the users sitemap lists the archives; avatars
 * carry a hash of the e-mail. XML-RPC answers 80 methods and processes pingbacks, advertised by
 * `X-Pingback` on every article. Here all of that is closed; the files nginx serves itself
 * (readme.html, license.txt, xmlrpc.php, ...) are refused in bin/templates/nginx.conf.
 */
final class Exposure implements Module {

	/**
	 * Core's users routes (the list, one user, `me`).
	 */
	public const USERS_ROUTE = '#^/wp/v2/users(/|$)#';

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
		add_filter( 'request', array( $this, 'no_author_archives' ) );
		add_filter( 'rest_pre_dispatch', array( $this, 'no_users_for_readers' ), 10, 3 );
		add_filter( 'wp_sitemaps_add_provider', array( $this, 'no_users_sitemap' ), 10, 2 );
		add_filter( 'xmlrpc_enabled', '__return_false' );
		add_filter( 'xmlrpc_methods', '__return_empty_array' );
		add_filter( 'pings_open', '__return_false' );
		add_filter( 'wp_headers', array( $this, 'no_pingback_header' ) );
	}

	/**
	 * `request`: an author archive (`?author=N`, `/author/{slug}/`, their pages and feeds) is a plain
	 * 404: the query keeps nothing of the author, so neither a redirect to the login-bearing slug
	 * nor the page names anyone. wp-admin's own `?author=` filters are left alone.
	 *
	 * @param array<string, mixed> $query_vars Query variables.
	 * @return array<string, mixed>
	 */
	public function no_author_archives( $query_vars ): array {
		$query_vars = (array) $query_vars;
		if ( is_admin() || ( ! isset( $query_vars['author'] ) && ! isset( $query_vars['author_name'] ) ) ) {
			return $query_vars;
		}
		return array( 'error' => '404' );
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
		return new WP_Error( 'rest_user_cannot_view', __( 'Sorry, you are not allowed to view users.', 'mvc' ), array( 'status' => rest_authorization_required_code() ) );
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
