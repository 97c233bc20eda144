<?php
/**
 * The images a draft sends to WeChat: where their bytes are, whether WeChat takes them, and what
 * WeChat gave for them before.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

use WP_Error;

/**
 * A body image goes to `uploadimg` (jpg or png, under 1 MB), the cover to `add_material` (bmp, png,
 * jpeg or gif, under 10 MB); the kind is read from the file's first bytes, not its name. The bytes
 * come from the attachment's file on this node, else from its address (uploads may live on another
 * host). What WeChat answered is kept on the attachment (META + app id), per file of the attachment
 * (each size is a file), so a second sync uploads nothing again.
 */
final class Images {

	public const META = '_mvc_wechat_media_';

	/** Bytes a body image must stay under (WeChat: "小于1M"). */
	public const BODY_MAX = 1048576;

	/** Bytes a cover must stay under (permanent image material: 10 MB). */
	public const COVER_MAX = 10485760;

	public const BODY_KINDS = array( 'jpg', 'png' );

	public const COVER_KINDS = array( 'jpg', 'png', 'gif', 'bmp' );

	private const MIMES = array(
		'jpg' => 'image/jpeg',
		'png' => 'image/png',
		'gif' => 'image/gif',
		'bmp' => 'image/bmp',
	);

	/**
	 * Where a body image's file is: its attachment (0 for an image from elsewhere), the file on this
	 * node when there is one, its address and its name.
	 *
	 * @param string $url  The image's absolute address.
	 * @param int    $hint The attachment its block names (`wp-image-<id>`), 0 for none: taken when its
	 *                     file lives where the address points, so no lookup by address is needed.
	 * @return array{attachment: int, file: string, url: string, name: string}
	 */
	public static function source( string $url, int $hint = 0 ): array {
		$path       = (string) wp_parse_url( $url, PHP_URL_PATH );
		$name       = wp_basename( $path );
		$attachment = $hint > 0 && self::holds( $hint, $url ) ? $hint : 0;
		if ( ! $attachment ) {
			$attachment = attachment_url_to_postid( $url );
		}
		if ( ! $attachment ) {
			// A size of an attachment (name-300x200.jpg) or its scaled original.
			$original   = (string) preg_replace( '/-(\d+x\d+|scaled)(\.[a-z0-9]+)$/i', '$2', $url );
			$attachment = attachment_url_to_postid( $original );
			if ( ! $attachment ) {
				$attachment = attachment_url_to_postid( (string) preg_replace( '/(\.[a-z0-9]+)$/i', '-scaled$1', $original ) );
			}
		}
		$file = '';
		if ( $attachment ) {
			$attached = (string) get_attached_file( $attachment );
			$file     = '' !== $attached ? dirname( $attached ) . '/' . $name : '';
		}
		return array(
			'attachment' => $attachment,
			'file'       => $file,
			'url'        => $url,
			'name'       => $name,
		);
	}

	/**
	 * Whether an attachment's files live in the folder the address points to (its sizes share it).
	 *
	 * @param int    $attachment The attachment.
	 * @param string $url        An image's absolute address.
	 */
	private static function holds( int $attachment, string $url ): bool {
		$own = (string) wp_get_attachment_url( $attachment );
		return '' !== $own && wp_attachment_is_image( $attachment ) && dirname( $own ) === dirname( $url );
	}

	/**
	 * The cover's source: the featured image's file.
	 *
	 * @param int $attachment The featured image.
	 * @return array{attachment: int, file: string, url: string, name: string}
	 */
	public static function cover_source( int $attachment ): array {
		$file = (string) get_attached_file( $attachment );
		$url  = (string) wp_get_attachment_url( $attachment );
		return array(
			'attachment' => $attachment,
			'file'       => $file,
			'url'        => $url,
			'name'       => wp_basename( '' !== $file ? $file : (string) wp_parse_url( $url, PHP_URL_PATH ) ),
		);
	}

	/**
	 * An image's bytes, checked against what WeChat takes.
	 *
	 * @param array{attachment: int, file: string, url: string, name: string} $source Where it is.
	 * @param bool                                                            $cover  True for the cover.
	 * @return array{bytes: string, name: string, mime: string}|WP_Error
	 */
	public static function read( array $source, bool $cover ) {
		$max   = $cover ? self::COVER_MAX : self::BODY_MAX;
		$bytes = self::bytes( $source, $max );
		if ( null === $bytes ) {
			/* translators: %s: the image's file name. */
			return new WP_Error( 'mvc_wechat_image_missing', sprintf( __( 'The image %s could not be read. Upload it again to the media library.', 'mvc-core' ), $source['name'] ) );
		}
		if ( strlen( $bytes ) >= $max ) {
			return new WP_Error(
				'mvc_wechat_image_size',
				$cover
					/* translators: %s: the image's file name. */
					? sprintf( __( 'The cover %s is 10 MB or more; WeChat takes covers under 10 MB. Choose a smaller image.', 'mvc-core' ), $source['name'] )
					/* translators: %s: the image's file name. */
					: sprintf( __( 'The image %s in the body is 1 MB or more; WeChat takes body images under 1 MB. Insert a smaller size of it.', 'mvc-core' ), $source['name'] )
			);
		}
		$kind = self::kind( $bytes );
		if ( ! in_array( $kind, $cover ? self::COVER_KINDS : self::BODY_KINDS, true ) ) {
			return new WP_Error(
				'mvc_wechat_image_type',
				$cover
					/* translators: %s: the image's file name. */
					? sprintf( __( 'WeChat does not take the cover %s: a cover must be a JPG, PNG, GIF or BMP image.', 'mvc-core' ), $source['name'] )
					/* translators: %s: the image's file name. */
					: sprintf( __( 'WeChat does not take the image %s in the body: body images must be JPG or PNG.', 'mvc-core' ), $source['name'] )
			);
		}
		$name = (string) preg_replace( '/[^A-Za-z0-9._-]/', '', $source['name'] );
		return array(
			'bytes' => $bytes,
			'name'  => ( '' !== $name ? pathinfo( $name, PATHINFO_FILENAME ) : 'image' ) . '.' . $kind,
			'mime'  => self::MIMES[ $kind ],
		);
	}

	/**
	 * The kind of an image from its first bytes: jpg, png, gif, bmp, or '' for anything else
	 * (WebP, SVG, HEIC...).
	 *
	 * @param string $bytes The file.
	 */
	public static function kind( string $bytes ): string {
		if ( str_starts_with( $bytes, "\xFF\xD8\xFF" ) ) {
			return 'jpg';
		}
		if ( str_starts_with( $bytes, "\x89PNG\r\n\x1A\n" ) ) {
			return 'png';
		}
		if ( str_starts_with( $bytes, 'GIF87a' ) || str_starts_with( $bytes, 'GIF89a' ) ) {
			return 'gif';
		}
		return str_starts_with( $bytes, 'BM' ) ? 'bmp' : '';
	}

	/**
	 * What WeChat gave for an attachment's file before: a body image's address, or the cover's
	 * `{media_id, url}`.
	 *
	 * @param int    $attachment The attachment.
	 * @param string $app_id     The official account.
	 * @param string $slot       'cover' or 'img:<file name>'.
	 * @return mixed The kept value, or null.
	 */
	public static function kept( int $attachment, string $app_id, string $slot ) {
		if ( ! $attachment ) {
			return null;
		}
		$kept = get_post_meta( $attachment, self::META . $app_id, true );
		return is_array( $kept ) && isset( $kept[ $slot ] ) ? $kept[ $slot ] : null;
	}

	/**
	 * Keeps what WeChat gave for an attachment's file.
	 *
	 * @param int    $attachment The attachment (0: nothing is kept).
	 * @param string $app_id     The official account.
	 * @param string $slot       'cover' or 'img:<file name>'.
	 * @param mixed  $value      The address or the cover's media.
	 */
	public static function keep( int $attachment, string $app_id, string $slot, $value ): void {
		if ( ! $attachment ) {
			return;
		}
		$kept          = get_post_meta( $attachment, self::META . $app_id, true );
		$kept          = is_array( $kept ) ? $kept : array();
		$kept[ $slot ] = $value;
		update_post_meta( $attachment, self::META . $app_id, $kept );
	}

	/**
	 * The file's bytes: from this node's disk, else over HTTP (an attachment's address is the
	 * site's own uploads; another address is fetched as an outside one), at most $max + 1 bytes.
	 *
	 * @param array{attachment: int, file: string, url: string, name: string} $source Where it is.
	 * @param int                                                             $max    Bytes WeChat takes.
	 */
	private static function bytes( array $source, int $max ): ?string {
		if ( '' !== $source['file'] && is_readable( $source['file'] ) ) {
			$size = filesize( $source['file'] );
			if ( false !== $size && $size >= $max ) {
				return str_repeat( "\0", $max );
			}
			$bytes = file_get_contents( $source['file'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the uploads.
			return false === $bytes ? null : $bytes;
		}
		if ( '' === $source['url'] ) {
			return null;
		}
		$args     = array(
			'timeout'             => Client::TIMEOUT,
			'limit_response_size' => $max + 1,
		);
		$response = $source['attachment'] ? wp_remote_get( $source['url'], $args ) : wp_safe_remote_get( $source['url'], $args );
		if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
			return null;
		}
		return wp_remote_retrieve_body( $response );
	}
}
