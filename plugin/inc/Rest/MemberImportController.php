<?php
/**
 * The member import's calls from 工具 › 导入会员: /api/admin/member-imports.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Admin\MemberImportPage;
use Mvc\Core\Failure;
use Mvc\Core\Transfer\ImportFiles;
use Mvc\Core\Transfer\MemberImport;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Administrators only (the file holds password hashes): `POST` starts an import of a file of a
 * size, `POST` (or `PUT`) `…/{id}/chunks/{seq}` sends one part of it (the raw bytes, ImportFiles::CHUNK each),
 * `POST …/{id}/step` runs one step (MemberImport), `GET …/{id}` says where it is, `GET
 * …/{id}/refusals` pages the refused lines, `DELETE …/{id}` deletes the file and its refusals.
 */
final class MemberImportController extends ApiController {

	public const ROUTE = '/admin/member-imports';

	/**
	 * Refused lines a page.
	 */
	public const PER_PAGE = 50;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$admin = array( self::class, 'allowed' );
		$id    = array(
			'id' => array(
				'description' => __( 'The import\'s id.', 'mvc-core' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
		$this->register_api_route(
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'latest' ),
					'permission_callback' => $admin,
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create' ),
					'permission_callback' => $admin,
					'args'                => array(
						'name' => array(
							'description' => __( 'The file\'s name.', 'mvc-core' ),
							'type'        => 'string',
							'maxLength'   => 255,
							'required'    => true,
						),
						'size' => array(
							'description' => __( 'The file\'s size in bytes.', 'mvc-core' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => ImportFiles::MAX_SIZE,
							'required'    => true,
						),
					),
				),
			),
			'mvc-member-imports',
			array(
				'description' => __( 'The import (POST) or the latest imports (GET).', 'mvc-core' ),
				'type'        => array( 'object', 'array' ),
			)
		);
		$this->register_api_route(
			self::ROUTE . '/(?P<id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'show' ),
					'permission_callback' => $admin,
					'args'                => $id,
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete' ),
					'permission_callback' => $admin,
					'args'                => $id,
				),
			),
			'mvc-member-import',
			self::status_schema(),
			array( Errors::doc( 404, __( 'No such import.', 'mvc-core' ) ) )
		);
		$this->register_api_route(
			self::ROUTE . '/(?P<id>\d+)/chunks/(?P<seq>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'chunk' ),
					'permission_callback' => $admin,
					'args'                => $id + array(
						'seq' => array(
							'description' => __( 'The part\'s number, from 0; the body is its bytes.', 'mvc-core' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'required'    => true,
						),
					),
				),
			),
			'mvc-member-import-chunk',
			array(
				'description' => __( 'How many parts the import has of how many.', 'mvc-core' ),
				'type'        => 'object',
				'properties'  => array(
					'received' => array(
						'description' => __( 'Parts received.', 'mvc-core' ),
						'type'        => 'integer',
					),
					'chunks'   => array(
						'description' => __( 'Parts of the file.', 'mvc-core' ),
						'type'        => 'integer',
					),
				),
			),
			array(
				Errors::doc( 404, __( 'No such import.', 'mvc-core' ) ),
				Errors::doc( 409, __( 'The file has been uploaded already.', 'mvc-core' ) ),
			)
		);
		$this->register_api_route(
			self::ROUTE . '/(?P<id>\d+)/step',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'step' ),
					'permission_callback' => $admin,
					'args'                => $id,
				),
			),
			'mvc-member-import-step',
			self::status_schema(),
			array(
				Errors::doc( 404, __( 'No such import.', 'mvc-core' ) ),
				Errors::doc( 409, __( 'Another step of the import is running.', 'mvc-core' ) ),
			)
		);
		$this->register_api_route(
			self::ROUTE . '/(?P<id>\d+)/refusals',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'refusals' ),
					'permission_callback' => $admin,
					'args'                => $id + array(
						'page' => array(
							'description' => __( 'Page number, from 1.', 'mvc-core' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'default'     => 1,
						),
					),
				),
			),
			'mvc-member-import-refusals',
			array(
				'description' => __( 'A page of the refused lines, in line order.', 'mvc-core' ),
				'type'        => 'object',
				'properties'  => array(
					'list'       => array(
						'description' => __( 'Refused lines: line number, e-mail and reason.', 'mvc-core' ),
						'type'        => 'array',
					),
					'total'      => array(
						'description' => __( 'Refused lines in all.', 'mvc-core' ),
						'type'        => 'integer',
					),
					'totalPages' => array(
						'description' => __( 'Pages.', 'mvc-core' ),
						'type'        => 'integer',
					),
				),
			)
		);
	}

	/**
	 * Administrators only.
	 *
	 * @return true|WP_Error
	 */
	public static function allowed() {
		return current_user_can( MemberImportPage::CAPABILITY )
			? true
			: Failure::make( 403, __( 'Sorry, you are not allowed to do that.', 'mvc-core' ), 403 );
	}

	/**
	 * The latest imports.
	 */
	public function latest(): WP_REST_Response {
		return Envelope::success( array_map( array( MemberImport::class, 'status' ), ImportFiles::latest( 10 ) ) );
	}

	/**
	 * Starts an import.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create( $request ) {
		$id = ImportFiles::create( (string) $request['name'], (int) $request['size'] );
		return is_wp_error( $id ) ? $id : Envelope::success( MemberImport::status( (array) ImportFiles::get( $id ) ) + array( 'chunk' => ImportFiles::CHUNK ) );
	}

	/**
	 * Where an import is.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function show( $request ) {
		$import = ImportFiles::get( (int) $request['id'] );
		return null === $import ? ImportFiles::not_found() : Envelope::success( MemberImport::status( $import ) );
	}

	/**
	 * Deletes an import's file and refusals.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete( $request ) {
		$import = ImportFiles::get( (int) $request['id'] );
		if ( null === $import ) {
			return ImportFiles::not_found();
		}
		ImportFiles::delete( $import['id'] );
		return Envelope::success( MemberImport::status( $import ) );
	}

	/**
	 * Stores one part of the file.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function chunk( $request ) {
		$stored = ImportFiles::put_chunk( (int) $request['id'], (int) $request['seq'], $request->get_body() );
		return is_wp_error( $stored ) ? $stored : Envelope::success( $stored );
	}

	/**
	 * Runs one step.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function step( $request ) {
		$status = MemberImport::step( (int) $request['id'] );
		return is_wp_error( $status ) ? $status : Envelope::success( $status );
	}

	/**
	 * A page of the refused lines.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function refusals( $request ) {
		if ( null === ImportFiles::get( (int) $request['id'] ) ) {
			return ImportFiles::not_found();
		}
		$page = ImportFiles::refusals( (int) $request['id'], (int) $request['page'], self::PER_PAGE );
		return Envelope::success( $page + array( 'totalPages' => (int) ceil( $page['total'] / self::PER_PAGE ) ) );
	}

	/**
	 * The schema of an import's status (MemberImport::status()).
	 *
	 * @return array<string, mixed>
	 */
	private static function status_schema(): array {
		$fields = array(
			'id'          => array( 'integer', __( 'The import\'s id.', 'mvc-core' ) ),
			'name'        => array( 'string', __( 'The file\'s name.', 'mvc-core' ) ),
			'size'        => array( 'integer', __( 'The file\'s size in bytes.', 'mvc-core' ) ),
			'phase'       => array( 'string', __( 'upload, check, accounts, relations, fill, done, or refused (the file was refused whole).', 'mvc-core' ) ),
			'progress'    => array( 'integer', __( 'Per cent of the phase done.', 'mvc-core' ) ),
			'site'        => array( 'string', __( 'The site the file comes from.', 'mvc-core' ) ),
			'exported_at' => array( 'string', __( 'When the file was written (UTC).', 'mvc-core' ) ),
			'members'     => array( 'integer', __( 'Member lines in the file.', 'mvc-core' ) ),
			'created'     => array( 'integer', __( 'Accounts made.', 'mvc-core' ) ),
			'found'       => array( 'integer', __( 'Accounts found (imported before).', 'mvc-core' ) ),
			'refused'     => array( 'integer', __( 'Lines refused.', 'mvc-core' ) ),
			'relations'   => array( 'integer', __( 'Likes, collections, comment likes, subscriptions and messages added.', 'mvc-core' ) ),
			'error'       => array( 'string', __( 'Why the file was refused whole.', 'mvc-core' ) ),
			'created_at'  => array( 'string', __( 'When the import started (UTC).', 'mvc-core' ) ),
		);
		return array(
			'description' => __( 'Where the import is.', 'mvc-core' ),
			'type'        => 'object',
			'properties'  => array_map(
				static fn( array $field ): array => array(
					'type'        => $field[0],
					'description' => $field[1],
				),
				$fields
			),
		);
	}
}
