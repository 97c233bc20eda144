<?php
/**
 * Base of the controllers of the `api` namespace.
 *
 * @package Mvc
 */

namespace Mvc\Rest;

use Mvc\Module;
use WP_REST_Controller;

/**
 * A controller of /wp-json/api/...: a module that registers its routes on rest_api_init. Subclasses
 * declare the routes, each with its permission callback and argument schema, and answer through
 * Envelope.
 */
abstract class ApiController extends WP_REST_Controller implements Module {

	/**
	 * The namespace.
	 *
	 * @var string
	 */
	protected $namespace = Envelope::NAMESPACE;

	/**
	 * The routes' base (member routes by default).
	 *
	 * @var string
	 */
	protected $rest_base = 'member';

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
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}
}
