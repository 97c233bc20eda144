<?php
/**
 * Reading a journal's fields for the theme.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Journal;

use Mvc\Core\Content\CardData;
use Mvc\Core\Content\JournalFields;
use WP_Post;

/**
 * A journal's fields, typed for the theme (close to ACF's acf_format=standard, which however gives
 * numbers as their stored text; the REST field is Rest\AcfFormat's).
 */
final class Reader {

	/**
	 * A journal's fields: text and links as strings, numbers as numbers or null, ERs a list, the
	 * two switches booleans, images as ACF's image arrays (with `sizes`) or false, and each group an
	 * object of its sub-fields. Reads the post's meta once and the images in one go.
	 *
	 * @param int $post_id The journal.
	 * @return array<string, mixed>
	 */
	public static function get( int $post_id ): array {
		$meta   = get_post_meta( $post_id );
		$meta   = is_array( $meta ) ? $meta : array();
		$raw    = static function ( string $key ) use ( $meta ) {
			return isset( $meta[ $key ][0] ) ? maybe_unserialize( $meta[ $key ][0] ) : null;
		};
		$images = array();
		foreach ( JournalFields::fields() as $key => $kind ) {
			$id = $raw( $key );
			if ( Layout::IMAGE === $kind && is_numeric( $id ) && (int) $id > 0 ) {
				$images[] = (int) $id;
			}
		}
		if ( $images ) {
			_prime_post_caches( array_unique( $images ), false, true );
		}
		$fields = array();
		foreach ( JournalFields::layout() as $name => $kind ) {
			if ( is_array( $kind ) ) {
				$group = array();
				foreach ( $kind as $sub => $sub_kind ) {
					$group[ $sub ] = self::format( $sub_kind, $raw( $name . '_' . $sub ) );
				}
				$fields[ $name ] = $group;
			} else {
				$fields[ $name ] = self::format( $kind, $raw( $name ) );
			}
		}
		return $fields;
	}

	/**
	 * A stored value as get() answers it.
	 *
	 * @param string $kind  Kind.
	 * @param mixed  $value Stored value (null when absent).
	 * @return mixed
	 */
	private static function format( string $kind, $value ) {
		switch ( $kind ) {
			case Layout::INTEGER:
				return is_numeric( $value ) && (int) $value > 0 ? (int) $value : null;
			case Layout::NUMBER:
				return is_numeric( $value ) && (float) $value > 0 ? (float) $value : null;
			case Layout::BOOLEAN:
				return null !== $value && rest_sanitize_boolean( is_scalar( $value ) ? $value : false );
			case Layout::IMAGE:
				return is_numeric( $value ) ? self::image( (int) $value ) : false;
			case Layout::INDEXES:
				return Values::sanitize( $kind, $value );
			case Layout::TYPE:
				return Layout::OPEN_ACCESS === $value ? Layout::OPEN_ACCESS : '';
			case Layout::URL:
				return CardData::http_link( $value );
			default:
				return is_scalar( $value ) ? (string) $value : '';
		}
	}

	/**
	 * An image as ACF's image field answers it (return format "array"), or false when the id is no
	 * image of the media library.
	 *
	 * @param int $id Attachment id.
	 * @return array<string, mixed>|false
	 */
	public static function image( int $id ) {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || 'attachment' !== $post->post_type || ! wp_attachment_is_image( $post ) ) {
			return false;
		}
		$full = wp_get_attachment_image_src( $id, 'full' );
		if ( ! $full ) {
			return false;
		}
		$alt   = get_post_meta( $id, '_wp_attachment_image_alt', true );
		$file  = get_attached_file( $id );
		$parts = explode( '/', $post->post_mime_type );
		$sizes = array();
		foreach ( get_intermediate_image_sizes() as $size ) {
			$src = wp_get_attachment_image_src( $id, $size );
			if ( $src ) {
				$sizes[ $size ]             = $src[0];
				$sizes[ $size . '-width' ]  = (int) $src[1];
				$sizes[ $size . '-height' ] = (int) $src[2];
			}
		}
		return array(
			'ID'          => $id,
			'id'          => $id,
			'title'       => $post->post_title,
			'filename'    => false === $file ? '' : wp_basename( $file ),
			'url'         => (string) wp_get_attachment_url( $id ),
			'alt'         => is_string( $alt ) ? $alt : '',
			'description' => $post->post_content,
			'caption'     => $post->post_excerpt,
			'name'        => $post->post_name,
			'mime_type'   => $post->post_mime_type,
			'type'        => $parts[0],
			'subtype'     => $parts[1] ?? '',
			'width'       => (int) $full[1],
			'height'      => (int) $full[2],
			'sizes'       => $sizes,
		);
	}
}
