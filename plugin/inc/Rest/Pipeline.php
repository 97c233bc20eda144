<?php
/**
 * Every step a REST call passes through outside its controller.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Member\AvatarUpload;
use Mvc\Core\Comments\Comments;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Module;
use Mvc\Core\Security\CoreDoors;
use Mvc\Core\Security\Exposure;
use Mvc\Core\Security\Headers;
use Mvc\Core\Security\RequestGuard;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The one owner of WordPress's global REST hooks, so the order of the cross-cutting checks reads top
 * to bottom here (register() lists them in the order a call meets them) instead of being spread over
 * the classes that implement them: those keep the checks, this decides when they run. A route of the
 * `api` namespace declares what it needs next to its callback as extra endpoint keys (`mvc_limits`,
 * `mvc_raw`, `mvc_error_page`). The steps and the keys: docs/architecture.md, "The REST pipeline".
 */
final class Pipeline implements Module {

	/**
	 * The checks that run on every call, made once (they keep no state between calls).
	 *
	 * @var Exposure
	 */
	private $exposure;

	/**
	 * Member routes and forged calls.
	 *
	 * @var Permissions
	 */
	private $permissions;

	/**
	 * A member's comment writes.
	 *
	 * @var Comments
	 */
	private $comments;

	/**
	 * Core's comment lists.
	 *
	 * @var CommentList
	 */
	private $comment_list;

	/**
	 * Makes the checks.
	 */
	public function __construct() {
		$this->exposure     = new Exposure();
		$this->permissions  = new Permissions();
		$this->comments     = new Comments();
		$this->comment_list = new CommentList();
	}

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * The steps, in the order a call meets them. The priorities place each step among core's own
	 * callbacks of the same hook (noted where it matters).
	 */
	public function register(): void {
		// 0. Serving starts: a JSONP or a malformed method override is noted, to be refused in step 2.
		$guard = new RequestGuard();
		add_filter( 'rest_jsonp_enabled', array( $guard, 'disable_jsonp' ), PHP_INT_MAX );
		// 1. Who is calling. SessionCookie before core's cookie check (100), the stale-nonce pardon after it.
		add_filter( 'rest_authentication_errors', array( new SessionCookie(), 'check_rest_nonce' ), 90 );
		add_filter( 'rest_authentication_errors', array( $this->permissions, 'stale_nonce_as_visitor' ), 100 );
		// 2. Before the route is matched: malformed requests first, as the later checks read the request.
		add_filter( 'rest_pre_dispatch', array( $guard, 'refuse_bad_requests' ), 0, 3 );
		add_filter( 'rest_pre_dispatch', array( new CoreDoors(), 'refuse_member_core_writes' ), 5, 3 );
		add_filter( 'rest_pre_dispatch', array( $this, 'before_matching' ), 10, 3 );
		// 3. Matched and validated, before the permission callback.
		add_filter( 'rest_request_before_callbacks', array( $this, 'before_permission' ), 10, 3 );
		// 4. Permitted, before the callback: the route's declared limits.
		add_filter( 'rest_dispatch_request', array( $this, 'before_callback' ), 10, 4 );
		// 5. After the callback.
		add_filter( 'rest_request_after_callbacks', array( $this, 'after_callback' ), 10, 3 );
		// 6. The answer: _fields on non-objects before core's rest_filter_response_fields (10), the
		// envelope, then the headers last so that nothing replaces them.
		add_filter( 'rest_post_dispatch', array( $guard, 'ignore_fields_of_non_objects' ), 9, 3 );
		add_filter( 'rest_post_dispatch', array( new Envelope(), 'wrap_errors' ), 10, 3 );
		add_filter( 'rest_post_dispatch', array( new Headers(), 'rest_headers' ), 1000 );
		// 7. Sending: the routes whose answer is not JSON.
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_raw' ), 10, 4 );
	}

	/**
	 * `rest_pre_dispatch` (10): core's user lists closed to readers, calls forged from another site.
	 *
	 * @param mixed           $result  Result so far (null to go on).
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function before_matching( $result, $server, $request ) {
		$result = $this->exposure->no_users_for_readers( $result, $server, $request );
		return $this->permissions->refuse_forged_calls( $result, $server, $request );
	}

	/**
	 * `rest_request_before_callbacks`: the checks of core's routes that members reach (avatars
	 * hidden, no comment search for readers, a member's comment writes), and a visitor's 401 on a
	 * member route before its argument errors.
	 *
	 * @param mixed                $response Result so far (an error of the arguments, or null).
	 * @param array<string, mixed> $handler  The matched endpoint.
	 * @param WP_REST_Request      $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function before_permission( $response, $handler, $request ) {
		$response = AvatarUpload::hide_from_reads( $response, $handler, $request );
		$response = $this->exposure->no_comment_search_for_readers( $response, $handler, $request );
		$response = $this->permissions->members_first( $response, $handler );
		$response = $this->comments->before_write( $response, $handler, $request );
		return $this->comment_list->one_post_for_likes( $response, $handler, $request );
	}

	/**
	 * `rest_dispatch_request`: the route's declared limits; core's comment reads checked.
	 *
	 * @param mixed                $result  Null, or the answer that replaces the callback's.
	 * @param WP_REST_Request      $request Request.
	 * @param string               $route   The matched route.
	 * @param array<string, mixed> $handler The matched endpoint.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function before_callback( $result, $request, $route, $handler ) {
		if ( null === $result ) {
			foreach ( $handler['mvc_limits'] ?? array() as $limit ) {
				$refused = $limit instanceof Limit && ! $limit->counts_failures() ? $limit->check( $request ) : null;
				if ( $refused ) {
					return $refused;
				}
			}
		}
		return $this->comment_list->checked_read( $result, $request, $route, $handler );
	}

	/**
	 * `rest_request_after_callbacks`: a member's comment write ends; a declared error page.
	 *
	 * @param mixed                $response The callback's answer.
	 * @param array<string, mixed> $handler  The matched endpoint.
	 * @param WP_REST_Request      $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function after_callback( $response, $handler, $request ) {
		$response = $this->comments->after_write( $response, $handler, $request );
		$response = self::count_failure( $response, $handler, $request );
		if ( ! $response instanceof WP_Error || ! isset( $handler['mvc_error_page'] ) || 'page' !== $request->get_param( 'from' ) ) {
			return $response;
		}
		$data   = $response->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		// An argument error carries its own message under params.
		$message = $response->get_error_message();
		if ( is_array( $data ) && isset( $data['params'] ) && is_array( $data['params'] ) && $data['params'] ) {
			$message = (string) reset( $data['params'] );
		}
		return HtmlPage::response( (string) $handler['mvc_error_page'], $message, $status );
	}

	/**
	 * A 404 answer (a wrong link token) counted against the route's on_failure() limits; past one,
	 * the refusal in the answer's own form: a page for a page, the 429 error otherwise.
	 *
	 * @param mixed                $response The callback's answer.
	 * @param array<string, mixed> $handler  The matched endpoint.
	 * @param WP_REST_Request      $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	private static function count_failure( $response, $handler, $request ) {
		$status = $response instanceof WP_HTTP_Response ? $response->get_status() : 0;
		if ( $response instanceof WP_Error ) {
			$data   = $response->get_error_data();
			$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 0;
		}
		if ( 404 !== $status ) {
			return $response;
		}
		foreach ( $handler['mvc_limits'] ?? array() as $limit ) {
			$refused = $limit instanceof Limit && $limit->counts_failures() ? $limit->check( $request ) : null;
			if ( $refused ) {
				$page = $response instanceof WP_HTTP_Response && str_starts_with( (string) ( $response->get_headers()['Content-Type'] ?? '' ), 'text/html' );
				return $page ? HtmlPage::response( __( 'Too many attempts', 'mvc-core' ), $refused->get_error_message(), 429 ) : $refused;
			}
		}
		return $response;
	}

	/**
	 * `rest_pre_serve_request`: a route declared `mvc_raw` sends its HTML page or file as it is
	 * (the REST server would send the string as JSON).
	 *
	 * @param bool            $served  Whether the request was served already.
	 * @param mixed           $result  Result to send.
	 * @param WP_REST_Request $request Request.
	 * @param WP_REST_Server  $server  Server.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function serve_raw( $served, $result, $request, $server ): bool {
		unset( $server );
		$handler = $request->get_attributes();
		if ( $served || empty( $handler['mvc_raw'] ) || ! $result instanceof WP_HTTP_Response || ! is_string( $result->get_data() ) ) {
			return (bool) $served;
		}
		$headers = $result->get_headers();
		$type    = isset( $headers['Content-Type'] ) ? (string) $headers['Content-Type'] : '';
		if ( ! str_starts_with( $type, 'text/html' ) && ! isset( $headers['Content-Disposition'] ) ) {
			return false;
		}
		if ( 'HEAD' !== $request->get_method() ) {
			echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a page rendered by HtmlPage's template (every part escaped there) or a citation file sent as an attachment of its own type.
		}
		return true;
	}
}
