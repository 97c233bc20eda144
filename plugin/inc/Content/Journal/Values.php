<?php
/**
 * Sanitising and checking the journal's field values.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Journal;

use Mvc\Core\Failure;
use Mvc\Core\Content\CardData;
use Mvc\Core\Content\JournalFields;
use WP_Error;
use WP_Post;
use WP_REST_Request;

/**
 * A value of a field as stored (sanitize()), why it cannot be stored (check(), a WP_Error with a
 * Chinese message), and the REST writes that carry fields: core's `meta` and ACF's `acf` object.
 * A REST write with a bad value is refused before anything of the post changes.
 */
final class Values {

	/**
	 * A value of a kind as it is stored.
	 *
	 * @param string $kind  Kind.
	 * @param mixed  $value Value.
	 * @return mixed
	 */
	public static function sanitize( string $kind, $value ) {
		switch ( $kind ) {
			case Layout::URL:
				return CardData::http_link( $value );
			case Layout::TEXTAREA:
				return is_scalar( $value ) ? trim( sanitize_textarea_field( (string) $value ) ) : '';
			case Layout::INTEGER:
				return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
			case Layout::NUMBER:
				return is_numeric( $value ) && is_finite( (float) $value ) ? max( 0.0, (float) $value ) : 0.0;
			case Layout::BOOLEAN:
				return rest_sanitize_boolean( is_scalar( $value ) ? $value : false );
			case Layout::IMAGE:
				return self::is_image( $value ) ? (int) $value : 0;
			case Layout::INDEXES:
				$list = is_array( $value ) ? $value : array();
				return array_values( array_intersect( Layout::INDEX_NAMES, array_map( 'strval', array_filter( $list, 'is_scalar' ) ) ) );
			case Layout::TYPE:
				return Layout::OPEN_ACCESS === $value ? Layout::OPEN_ACCESS : '';
			default:
				return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
		}//end switch
	}

	/**
	 * Whether a value is the id of an image in the media library.
	 *
	 * @param mixed $value Value.
	 */
	public static function is_image( $value ): bool {
		return ( is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) && (int) $value > 0 && wp_attachment_is_image( (int) $value );
	}

	/**
	 * Why a value cannot be stored in a field, or null when it can (see check_value()).
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 */
	public static function check( string $key, $value ): ?WP_Error {
		$kind = JournalFields::fields()[ $key ] ?? null;
		return null === $kind ? null : self::check_value( $kind, $key, JournalFields::label( $key ), $value );
	}

	/**
	 * Why a value cannot be stored as a kind (a WP_Error with a Chinese message naming the field,
	 * status 400, `field` in its data), or null when it can. Null and '' clear any field.
	 *
	 * @param string $kind  Kind.
	 * @param string $key   Meta key (for the error's data).
	 * @param string $label The field's name for people.
	 * @param mixed  $value Value.
	 */
	public static function check_value( string $kind, string $key, string $label, $value ): ?WP_Error {
		if ( null === $value || '' === $value ) {
			return null;
		}
		switch ( $kind ) {
			case Layout::URL:
				$valid = is_string( $value ) && 1 === preg_match( '#^https?://#i', trim( $value ) ) && '' !== CardData::http_link( $value );
				/* translators: %s: field name. */
				$message = __( '%s must be an address starting with http:// or https://.', 'mvc-core' );
				break;
			case Layout::INTEGER:
				$valid = ( is_int( $value ) || ( is_string( $value ) && ctype_digit( trim( $value ) ) ) ) && (int) $value >= 0;
				/* translators: %s: field name. */
				$message = __( '%s must be a whole number.', 'mvc-core' );
				break;
			case Layout::NUMBER:
				$valid = ( is_int( $value ) || is_float( $value ) || ( is_string( $value ) && is_numeric( trim( $value ) ) ) ) && is_finite( (float) $value ) && (float) $value >= 0;
				/* translators: %s: field name. */
				$message = __( '%s must be a number.', 'mvc-core' );
				break;
			case Layout::BOOLEAN:
				$valid = rest_is_boolean( $value );
				/* translators: %s: field name. */
				$message = __( '%s must be yes or no.', 'mvc-core' );
				break;
			case Layout::IMAGE:
				$valid = 0 === $value || '0' === $value || self::is_image( $value );
				/* translators: %s: field name. */
				$message = __( '%s must be an image from the media library.', 'mvc-core' );
				break;
			case Layout::INDEXES:
				$valid = is_array( $value ) && array_is_list( $value ) && ! array_diff( array_map( 'strval', array_filter( $value, 'is_string' ) ), Layout::INDEX_NAMES ) && count( array_filter( $value, 'is_string' ) ) === count( $value );
				/* translators: 1: field name, 2: the allowed names. */
				$message = sprintf( __( '%1$s may only list %2$s.', 'mvc-core' ), '%s', implode( ', ', Layout::INDEX_NAMES ) );
				break;
			case Layout::TYPE:
				$valid = Layout::OPEN_ACCESS === $value;
				/* translators: 1: field name, 2: the one allowed value. */
				$message = sprintf( __( '%1$s must be "%2$s" or empty.', 'mvc-core' ), '%s', Layout::OPEN_ACCESS );
				break;
			default:
				$valid = is_string( $value ) || is_int( $value ) || is_float( $value );
				/* translators: %s: field name. */
				$message = __( '%s must be text.', 'mvc-core' );
		}//end switch
		if ( $valid ) {
			return null;
		}
		return Failure::invalid( sprintf( $message, $label ), $key );
	}

	/**
	 * `rest_pre_insert_journal`: refuses a REST write whose `meta` holds a bad value of a journal
	 * field, before the post or any field changes, and turns '' into null (clear) for the kinds core
	 * would refuse it for (numbers, images).
	 *
	 * @param \stdClass|WP_Error $prepared The post about to be saved.
	 * @param WP_REST_Request    $request  The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return \stdClass|WP_Error
	 */
	public static function validate_request( $prepared, $request ) {
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$fields = JournalFields::fields();
		if ( is_array( $request['acf'] ) ) {
			foreach ( self::flatten( $request['acf'] ) as $key => $value ) {
				$error = self::check( $key, $value );
				if ( $error ) {
					return $error;
				}
			}
		}
		if ( ! is_array( $request['meta'] ) ) {
			return $prepared;
		}
		$meta = $request['meta'];
		foreach ( $meta as $key => $value ) {
			if ( ! isset( $fields[ $key ] ) ) {
				continue;
			}
			$error = self::check( (string) $key, $value );
			if ( $error ) {
				return $error;
			}
			if ( '' === $value && in_array( $fields[ $key ], array( Layout::INTEGER, Layout::NUMBER, Layout::IMAGE ), true ) ) {
				$meta[ $key ] = null;
			}
		}
		$request->set_param( 'meta', $meta );
		return $prepared;
	}

	/**
	 * ACF's REST `acf` object as meta keys and values: a group's object {sub: value} becomes its
	 * `<group>_<sub>` keys, an image array its id; names that are no field are left out.
	 *
	 * @param array<mixed> $acf The object.
	 * @return array<string, mixed>
	 */
	public static function flatten( array $acf ): array {
		$layout = JournalFields::layout();
		$flat   = array();
		foreach ( $acf as $name => $value ) {
			$kind = $layout[ $name ] ?? null;
			if ( is_array( $kind ) ) {
				foreach ( is_array( $value ) ? $value : array() as $sub => $sub_value ) {
					if ( isset( $kind[ $sub ] ) ) {
						$flat[ $name . '_' . $sub ] = Layout::IMAGE === $kind[ $sub ] ? self::image_id( $sub_value ) : $sub_value;
					}
				}
			} elseif ( null !== $kind ) {
				$flat[ (string) $name ] = Layout::IMAGE === $kind ? self::image_id( $value ) : $value;
			}
		}
		return $flat;
	}

	/**
	 * An image value as sent back in `acf`: the id, or the ID of ACF's image array; false as empty.
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private static function image_id( $value ) {
		if ( is_array( $value ) ) {
			return $value['ID'] ?? $value['id'] ?? null;
		}
		return false === $value ? null : $value;
	}

	/**
	 * Writes ACF's REST `acf` object to a journal (after validate_request() checked it): a value
	 * is sanitised as its field's kind; null, '' and false (an image) clear the field.
	 *
	 * @param mixed   $acf  The object.
	 * @param WP_Post $post The journal.
	 * @return true|WP_Error
	 */
	public static function update( $acf, WP_Post $post ) {
		if ( ! is_array( $acf ) ) {
			return Failure::invalid( __( 'acf must be an object of fields.', 'mvc-core' ) );
		}
		foreach ( self::flatten( $acf ) as $key => $value ) {
			$error = self::check( $key, $value );
			if ( $error ) {
				return $error;
			}
			if ( null === $value || '' === $value ) {
				delete_post_meta( $post->ID, $key );
			} else {
				update_post_meta( $post->ID, $key, $value );
			}
		}
		return true;
	}
}
