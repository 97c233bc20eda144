<?php
/**
 * "Cite this" as a file: GET /api/citation/{post_id}?format=ris|bibtex|gbt.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Failure;
use Mvc\Core\Content\Citation;
use Mvc\Core\Content\PostFields;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Answers the citation of the paper a public article reports as a file to save (RIS for EndNote,
 * Zotero, NoteExpress; BibTeX; GB/T 7714-2015 as plain text), with its content type and
 * `Content-Disposition: attachment`. A file rather than the envelope: the article's 下载 RIS and
 * 下载 BibTeX are plain links that must work without JavaScript, and the one text a script needs
 * (the GB/T 7714 line the copy button copies) is in the page already. Refusals keep the envelope:
 * 404 for an article that is not public or reports no paper (no DOI), 400 for an unknown format.
 * Public; the answer says the same to everyone.
 */
final class CitationController extends ApiController {

	/**
	 * Sets the route.
	 */
	public function __construct() {
		$this->rest_base = 'citation';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/' . $this->rest_base . '/(?P<post_id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'mvc_raw'             => true,
					'permission_callback' => '__return_true',
					'args'                => array(
						'post_id' => Args::id( 'post_id', __( 'The article whose paper is cited.', 'mvc-core' ), __( 'post_id must be the id of an article.', 'mvc-core' ) ),
						'format'  => array(
							'description'       => __( 'The file: ris (RIS), bibtex (BibTeX) or gbt (GB/T 7714-2015, plain text).', 'mvc-core' ),
							'type'              => 'string',
							'default'           => 'ris',
							'validate_callback' => static function ( $value ) {
								return is_string( $value ) && isset( Citation::FORMATS[ $value ] ) ? true : Failure::invalid( __( 'The citation format must be ris, bibtex or gbt.', 'mvc-core' ), 'format' );
							},
						),
					),
				),
			),
			'mvc-citation',
			array(
				'description' => __( 'Never sent: on success the answer is the citation file itself (Content-Type of the format, Content-Disposition attachment with the file name), not JSON.', 'mvc-core' ),
				'type'        => 'null',
			),
			array(
				Errors::doc( 404, __( 'The article does not exist, or reports no paper with a DOI.', 'mvc-core' ), 404, Errors::field( 'post_id' ) ),
			)
		);
	}

	/**
	 * The citation file of an article's paper.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$post  = get_post( (int) $request['post_id'] );
		$paper = $post instanceof WP_Post && PostFields::is_public_article( $post ) ? Citation::paper( $post ) : null;
		if ( null === $paper ) {
			return Envelope::error( 404, __( 'This article reports no paper that can be cited.', 'mvc-core' ), 404, array( 'field' => 'post_id' ) );
		}
		$format   = (string) $request['format'];
		$response = new WP_REST_Response( Citation::format( $paper, $format ), 200 );
		$response->header( 'Content-Type', Citation::FORMATS[ $format ][0] );
		$response->header( 'Content-Disposition', 'attachment; filename="' . Citation::file_name( $paper, $format ) . '"' );
		$response->header( 'Cache-Control', 'public, max-age=300' );
		$response->header( 'X-Robots-Tag', 'noindex' );
		return $response;
	}
}
