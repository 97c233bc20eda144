<?php
/**
 * The small HTML pages some REST routes answer with.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Templates;
use WP_REST_Response;

/**
 * A mail's link (confirm a follow, unsubscribe) is opened in a browser, so its route answers with a
 * small Chinese page instead of JSON, with a form of one button when asked: the links themselves
 * change nothing, the button does. The route declares `mvc_raw` so Pipeline sends the page as it
 * is. The markup is the template plugin/templates/follow-page.php (a theme may override it, see
 * Mvc\Core\Templates).
 */
final class HtmlPage {

	/**
	 * The page as a REST answer.
	 *
	 * @param string                                                                    $title   Heading.
	 * @param string                                                                    $message Text.
	 * @param int                                                                       $status  HTTP status.
	 * @param array{action: string, fields: array<string, string>, button: string}|null $form    The button's form.
	 */
	public static function response( string $title, string $message, int $status, ?array $form = null ): WP_REST_Response {
		$html     = Templates::render(
			'follow-page',
			array(
				'title'   => $title,
				'message' => $message,
				'form'    => $form,
			)
		);
		$response = new WP_REST_Response( $html, $status );
		$response->header( 'Content-Type', 'text/html; charset=UTF-8' );
		$response->header( 'Cache-Control', 'no-store' );
		$response->header( 'X-Robots-Tag', 'noindex' );
		return $response;
	}
}
