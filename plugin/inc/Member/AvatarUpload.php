<?php
/**
 * A member's avatar upload.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Failure;
use Mvc\Core\Security\Lock;
use WP_Error;

/**
 * Makes an uploaded image the member's avatar (members.md section 2, the user panel's update flow).
 * Nothing from the browser is trusted: the type is read from the content, the size in pixels is
 * capped (a small file can hold a huge picture that would exhaust memory when decoded), the square is
 * cropped again, and a new file is written so only the pixels survive (no EXIF, no GPS, no hidden
 * payload). The previous avatar is deleted only when it is the member's own. How it is stored and
 * owned: docs/features/profile-and-messages.md, "How an avatar is stored". The caller has checked the
 * permission and the rate limit.
 */
final class AvatarUpload {

	/**
	 * Largest upload in bytes.
	 */
	public const MAX_BYTES = 2 * 1024 * 1024;

	/**
	 * Side of the stored square, in pixels (at most).
	 */
	public const SIZE = 400;

	/**
	 * Longest side of an upload, in pixels.
	 */
	public const MAX_SIDE = 4096;

	/**
	 * Uploads a member may make per WINDOW.
	 */
	public const LIMIT = 10;

	public const WINDOW = HOUR_IN_SECONDS;

	/**
	 * Post meta of an avatar attachment: the member whose avatar it is.
	 */
	public const META_OWNER = '_mvc_avatar_of';

	/**
	 * The types taken, by their real MIME type => the stored file's extension.
	 */
	public const TYPES = array(
		'image/jpeg' => 'jpg',
		'image/png'  => 'png',
		'image/webp' => 'webp',
	);

	/**
	 * Makes the uploaded image the member's avatar.
	 *
	 * @param int   $user_id Member id.
	 * @param mixed $file    The upload, as PHP describes it in $_FILES (name, tmp_name, error, size).
	 * @return string|WP_Error The new avatar's address.
	 */
	public static function store( int $user_id, $file ) {
		$image = self::check( $file );
		if ( is_wp_error( $image ) ) {
			return $image;
		}
		// One upload of a member at a time, so no avatar is left behind unreferenced.
		$url = Lock::run( 'avatar:' . $user_id, static fn() => self::replace( $user_id, $image ) );
		return null === $url ? Failure::make( 503, __( 'The server is busy. Please try again.', 'mvc-core' ), 503 ) : $url;
	}

	/**
	 * Whether an attachment is a member's avatar stored here.
	 *
	 * @param int $attachment_id Attachment id.
	 * @param int $user_id       The member it must belong to (0: any member).
	 */
	public static function is_avatar( int $attachment_id, int $user_id = 0 ): bool {
		$post  = get_post( $attachment_id );
		$owner = $post ? (int) get_post_meta( $attachment_id, self::META_OWNER, true ) : 0;
		return $post && 'attachment' === $post->post_type && $owner > 0 && (int) $post->post_author === $owner
			&& ( 0 === $user_id || $owner === $user_id );
	}

	/**
	 * `rest_request_before_callbacks`: `/wp/v2/media/{id}` of a member's avatar answers as for no
	 * attachment at all to anyone who may not edit it, so its author (the member's user id) cannot be
	 * read by walking the ids. The avatar's image itself stays public, as it shows beside comments.
	 *
	 * @param mixed            $response Result so far.
	 * @param mixed            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public static function hide_from_reads( $response, $handler, $request ) {
		unset( $handler );
		if ( is_wp_error( $response ) || 1 !== preg_match( '~^/wp/v2/media/(\d+)$~', $request->get_route(), $match ) ) {
			return $response;
		}
		$id = (int) $match[1];
		if ( ! self::is_avatar( $id ) || current_user_can( 'edit_post', $id ) ) {
			return $response;
		}
		// Core's own answer for an id that is no attachment.
		return new WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.' ), array( 'status' => 404 ) ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's message, in core's catalogue.
	}

	/**
	 * `rest_attachment_query` (`/wp/v2/media`, the block editor's library) and
	 * `ajax_query_attachments_args` (wp-admin's media grid): members' avatars are not listed.
	 *
	 * @param mixed $args WP_Query arguments.
	 * @return array<string, mixed>
	 */
	public static function hide_from_lists( $args ): array {
		$args   = is_array( $args ) ? $args : array();
		$clause = array(
			'key'     => self::META_OWNER,
			'compare' => 'NOT EXISTS',
		);
		// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one NOT EXISTS on a list operators and the editor page through.
		$args['meta_query'] = empty( $args['meta_query'] ) ? array( $clause ) : array(
			'relation' => 'AND',
			$args['meta_query'],
			$clause,
		);
		return $args;
	}

	/**
	 * The upload as an image the site takes: its path, real type and size.
	 *
	 * @param mixed $file The upload ($_FILES entry).
	 * @return array{path: string, mime: string, width: int, height: int}|WP_Error
	 */
	private static function check( $file ) {
		$error = is_array( $file ) && isset( $file['error'] ) && is_numeric( $file['error'] ) ? (int) $file['error'] : UPLOAD_ERR_NO_FILE;
		$path  = is_array( $file ) && isset( $file['tmp_name'] ) && is_string( $file['tmp_name'] ) ? $file['tmp_name'] : '';
		if ( in_array( $error, array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
			return self::too_big();
		}
		if ( UPLOAD_ERR_NO_FILE === $error || '' === $path ) {
			return self::refusal( __( 'Please choose an image to upload.', 'mvc-core' ) );
		}
		if ( UPLOAD_ERR_OK !== $error || ! is_file( $path ) || ! is_readable( $path ) ) {
			return self::refusal( __( 'The image could not be uploaded. Please try again.', 'mvc-core' ) );
		}
		$bytes = (int) filesize( $path );
		if ( $bytes > self::MAX_BYTES ) {
			return self::too_big();
		}
		$mime = $bytes > 0 ? wp_get_image_mime( $path ) : false;
		if ( is_string( $mime ) && ! isset( self::TYPES[ $mime ] ) ) {
			return self::refusal( __( 'Only JPEG, PNG and WebP images can be uploaded.', 'mvc-core' ) );
		}
		$size = is_string( $mime ) ? wp_getimagesize( $path ) : false;
		if ( ! is_string( $mime ) || ! is_array( $size ) || $size[0] < 1 || $size[1] < 1 ) {
			return self::not_an_image();
		}
		if ( $size[0] > self::MAX_SIDE || $size[1] > self::MAX_SIDE ) {
			/* translators: %d: the longest side in pixels. */
			return self::refusal( sprintf( __( 'The image is too large: at most %d pixels on each side.', 'mvc-core' ), self::MAX_SIDE ) );
		}
		return array(
			'path'   => $path,
			'mime'   => $mime,
			'width'  => (int) $size[0],
			'height' => (int) $size[1],
		);
	}

	/**
	 * Writes the avatar file and its attachment, points the member to it and deletes the old one.
	 *
	 * @param int                                                        $user_id Member id.
	 * @param array{path: string, mime: string, width: int, height: int} $image   The checked upload.
	 * @return string|WP_Error The new avatar's address.
	 */
	private static function replace( int $user_id, array $image ) {
		$saved = self::write( $image );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		$attachment = wp_insert_attachment(
			array(
				'post_mime_type' => $saved['mime'],
				'post_title'     => 'avatar',
				'post_content'   => '',
				'post_status'    => 'inherit',
				'post_author'    => $user_id,
			),
			$saved['path'],
			0,
			true
		);
		if ( is_wp_error( $attachment ) ) {
			wp_delete_file( $saved['path'] );
			return self::save_failed();
		}
		add_post_meta( $attachment, self::META_OWNER, $user_id, true );
		require_once ABSPATH . 'wp-admin/includes/image.php';
		add_filter( 'intermediate_image_sizes_advanced', array( self::class, 'thumbnail_only' ), PHP_INT_MAX );
		$meta = wp_generate_attachment_metadata( $attachment, $saved['path'] );
		remove_filter( 'intermediate_image_sizes_advanced', array( self::class, 'thumbnail_only' ), PHP_INT_MAX );
		wp_update_attachment_metadata( $attachment, $meta );

		$old = (int) get_user_meta( $user_id, Profile::META_AVATAR, true );
		update_user_meta( $user_id, Profile::META_AVATAR, $attachment );
		if ( $old > 0 && $old !== $attachment && self::is_avatar( $old, $user_id ) ) {
			wp_delete_attachment( $old, true );
		}
		return Profile::avatar_url( $user_id );
	}

	/**
	 * The upright, centred square of at most SIZE pixels, written anew into the uploads folder.
	 *
	 * @param array{path: string, mime: string, width: int, height: int} $image The checked upload.
	 * @return array{path: string, mime: string}|WP_Error
	 */
	private static function write( array $image ) {
		$editor = wp_get_image_editor( $image['path'], array( 'mime_type' => $image['mime'] ) );
		if ( is_wp_error( $editor ) ) {
			return self::not_an_image();
		}
		if ( 'image/jpeg' === $image['mime'] ) {
			$editor->maybe_exif_rotate();
		}
		$size = $editor->get_size();
		$side = min( $size['width'], $size['height'] );
		if ( $size['width'] !== $size['height'] ) {
			$cropped = $editor->crop( intdiv( $size['width'] - $side, 2 ), intdiv( $size['height'] - $side, 2 ), $side, $side );
			if ( is_wp_error( $cropped ) ) {
				return self::not_an_image();
			}
		}
		if ( $side > self::SIZE ) {
			$resized = $editor->resize( self::SIZE, self::SIZE, true );
			if ( is_wp_error( $resized ) ) {
				return self::not_an_image();
			}
		}
		$uploads = wp_upload_dir();
		if ( ! empty( $uploads['error'] ) ) {
			return self::save_failed();
		}
		$name  = wp_unique_filename( $uploads['path'], 'avatar-' . strtolower( wp_generate_password( 16, false ) ) . '.' . self::TYPES[ $image['mime'] ] );
		$saved = $editor->save( trailingslashit( $uploads['path'] ) . $name, $image['mime'] );
		if ( is_wp_error( $saved ) || empty( $saved['path'] ) ) {
			return self::save_failed();
		}
		return array(
			'path' => $saved['path'],
			'mime' => $image['mime'],
		);
	}

	/**
	 * `intermediate_image_sizes_advanced` while an avatar's metadata is made: the thumbnail alone.
	 *
	 * @param mixed $sizes Sizes to make.
	 * @return array<string, mixed>
	 */
	public static function thumbnail_only( $sizes ): array {
		return array_intersect_key( is_array( $sizes ) ? $sizes : array(), array( 'thumbnail' => true ) );
	}

	/**
	 * The refusal of an upload over MAX_BYTES.
	 */
	private static function too_big(): WP_Error {
		/* translators: %d: the largest upload in MB. */
		return Failure::make( 413, sprintf( __( 'The image is too big: at most %d MB.', 'mvc-core' ), intdiv( self::MAX_BYTES, 1024 * 1024 ) ), 413, array( 'field' => 'file' ) );
	}

	/**
	 * The refusal of a file that is not a readable image.
	 */
	private static function not_an_image(): WP_Error {
		return self::refusal( __( 'The file is not a valid image. Please upload a JPEG, PNG or WebP image.', 'mvc-core' ) );
	}

	/**
	 * The answer when the avatar could not be written.
	 */
	private static function save_failed(): WP_Error {
		return Failure::make( 500, __( 'The avatar could not be saved. Please try again later.', 'mvc-core' ), 500 );
	}

	/**
	 * A 400 refusal about the upload.
	 *
	 * @param string $message Message.
	 */
	private static function refusal( string $message ): WP_Error {
		return Failure::make( 400, $message, 400, array( 'field' => 'file' ) );
	}
}
